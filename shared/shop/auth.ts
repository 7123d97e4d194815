// Login, sign-up and password reset from the dialogs: one POST through the shop client,
// the answer as a result the dialog shows, and the spec's logging (login, sign-up unless 400; reset always), with
// the status alone: the shop's text may echo what the visitor typed.
import * as v from 'valibot';
import { logEvent } from '../browser/log';
import type { BrowserLogId } from '../domain/browser-log';
import { CustomerSchema, type CustomerSummary, customerSummary, fullName } from '../schemas/customer';
import type { ShopClient } from './client';
import { SHOP_PATHS } from './endpoints';
import { ShopError, type ShopFieldError } from './error';

export type AuthKind = 'login' | 'signup' | 'password-reset';

export const AUTH_PATHS: Record<AuthKind, string> = {
  login: SHOP_PATHS.login,
  signup: SHOP_PATHS.signup,
  'password-reset': SHOP_PATHS.passwordReset,
};

export const AUTH_LOG_IDS = {
  login: 'log-in-error',
  signup: 'sign-up-error',
  'password-reset': 'password-reset-error',
} as const satisfies Record<AuthKind, BrowserLogId>;

export type AuthResult =
  | { ok: true; customer?: CustomerSummary; text: string }
  | { ok: false; status: number; text: string; errors: readonly ShopFieldError[] };

const MessageSchema = v.object({ message: v.object({ text: v.string() }) });
/** A sign-up that waits for its address to be confirmed: nobody is logged in, the message says what to do. */
const HeldSignupSchema = v.object({ isLoggedIn: v.boolean(), message: v.object({ text: v.string() }) });

/** Login and sign-up failures are logged unless the status is 400; a reset failure always. */
function logsFailure(kind: AuthKind, status: number): boolean {
  return kind === 'password-reset' || status !== 400;
}

function success(kind: AuthKind, answer: unknown): AuthResult | undefined {
  if (kind === 'password-reset') {
    const parsed = v.safeParse(MessageSchema, answer);
    return { ok: true, text: parsed.success ? parsed.output.message.text : '' };
  }
  const held = kind === 'signup' ? v.safeParse(HeldSignupSchema, answer) : undefined;
  if (held?.success && !held.output.isLoggedIn) return { ok: true, text: held.output.message.text };
  const parsed = v.safeParse(CustomerSchema, answer);
  if (!parsed.success) return undefined;
  // Login and sign-up set the customer logged in.
  const customer = { ...parsed.output, isLoggedIn: true };
  return { ok: true, text: '', customer: customerSummary({ ...customer, fullName: fullName(customer) }) };
}

/** Sends one dialog's form; `fallback` is what people read when the shop gave no usable text. */
export async function submitAuth(
  kind: AuthKind,
  body: Record<string, unknown>,
  client: ShopClient,
  fallback: string,
): Promise<AuthResult> {
  let failure: ShopError;
  try {
    const result = success(kind, await client.post(AUTH_PATHS[kind], body));
    if (result) return result;
    failure = new ShopError(0, fallback);
  } catch (error) {
    failure = error instanceof ShopError ? error : new ShopError(0, fallback);
  }
  if (logsFailure(kind, failure.status)) {
    logEvent(AUTH_LOG_IDS[kind], { status: failure.status });
  }
  const text = failure.status === 0 ? fallback : failure.text;
  return { ok: false, status: failure.status, text, errors: failure.errors };
}
