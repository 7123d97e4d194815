// Google sign-in in the browser: the shop's configuration of it, Google Identity Services' surface as the dialogs
// use it, the log line of each one-tap moment, and the credential posted to the shop.
import * as v from 'valibot';
import type { BrowserLogId } from '../domain/browser-log';
import { CustomerSchema, type CustomerSummary, customerSummary, fullName } from '../schemas/customer';
import type { ShopClient } from './client';
import { ShopError } from './error';

/** The shop's paths of Google sign-in. */
export const GOOGLE_PATHS = {
  /** `{ enabled: false }`, or the client id and the script of Google Identity Services. */
  config: '/web-api/customer-auth-google-config',
  /** POST `{ credential, select_by }` as Google's callback gives them: the customer fields, as a login answers. */
  credentials: '/web-api/customer-auth-google-credentials',
} as const;

/** What Google's callback hands the page. */
export interface GoogleCredentialResponse {
  credential: string;
  select_by?: string;
}

/** A moment of the one-tap prompt, as Google Identity Services notifies it. */
export interface PromptMomentNotification {
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  isSkippedMoment(): boolean;
  getSkippedReason(): string | undefined;
  isDismissedMoment(): boolean;
  getDismissedReason(): string | undefined;
}

/** `google.accounts.id`: what the dialogs call of Google Identity Services. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(listener?: (moment: PromptMomentNotification) => void): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

// Plain object and optional parts only: the pieces every island's valibot chunk already has.
const ConfigSchema = v.object({
  enabled: v.boolean(),
  clientId: v.optional(v.string()),
  scriptUrl: v.optional(v.string()),
});

/** The client id and script of Google sign-in, or null where the shop offers none (or could not say). */
export async function googleSignInConfig(
  client: ShopClient,
): Promise<{ clientId: string; scriptUrl: string } | null> {
  try {
    const config = v.safeParse(ConfigSchema, await client.get(GOOGLE_PATHS.config));
    if (!config.success || !config.output.enabled) return null;
    const { clientId, scriptUrl } = config.output;
    return clientId && scriptUrl ? { clientId, scriptUrl } : null;
  } catch {
    return null;
  }
}

let loading: Promise<GoogleAccountsId> | undefined;

/** Loads Google Identity Services' script once per page: its `google.accounts.id`, or why it is not there. */
export function loadGoogleScript(src: string): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error(`${src} defined no google.accounts.id`));
    };
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The log line of a one-tap moment: its id and Google's reason. */
export function momentLog(moment: PromptMomentNotification): { id: BrowserLogId; reason?: string } | null {
  if (moment.isDisplayMoment()) {
    return moment.isDisplayed()
      ? { id: 'google-one-tap-displayed' }
      : { id: 'google-one-tap-not-displayed', reason: moment.getNotDisplayedReason() };
  }
  if (moment.isSkippedMoment()) return { id: 'google-one-tap-skipped', reason: moment.getSkippedReason() };
  if (moment.isDismissedMoment())
    return { id: 'google-one-tap-dismissed', reason: moment.getDismissedReason() };
  return null;
}

export type GoogleSignInResult =
  | { ok: true; customer: CustomerSummary }
  | { ok: false; status: number; text: string };

/** Posts Google's credential to the shop; the signed-in customer, or the shop's message. */
export async function submitGoogleCredential(
  client: ShopClient,
  response: GoogleCredentialResponse,
  fallback: string,
): Promise<GoogleSignInResult> {
  try {
    const body = { credential: response.credential, select_by: response.select_by };
    const parsed = v.safeParse(CustomerSchema, await client.post(GOOGLE_PATHS.credentials, body));
    if (!parsed.success) return { ok: false, status: 0, text: fallback };
    const customer = { ...parsed.output, isLoggedIn: true };
    return { ok: true, customer: customerSummary({ ...customer, fullName: fullName(customer) }) };
  } catch (error) {
    if (!(error instanceof ShopError) || error.status === 0) return { ok: false, status: 0, text: fallback };
    return { ok: false, status: error.status, text: error.text };
  }
}
