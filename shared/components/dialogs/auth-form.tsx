// What the three account dialogs share: the submit flow (shop client, message.text, field errors, typed
// values kept since the inputs are uncontrolled) and one labelled input with its error next to it.
import { type FormEvent, useId, useState } from 'react';
import { type AuthKind, type AuthResult, submitAuth } from '../../shop/auth';
import { browserShopClient } from '../../shop/client';
import type { ShopFieldError } from '../../shop/error';
import { usePage } from '../page-context';

export const INPUT =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-sale';
export const SUBMIT =
  'w-full rounded-full border-0 bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90 disabled:opacity-60 disabled:cursor-wait';
export const TEXT_BUTTON =
  'border-0 bg-transparent p-0 text-sm font-medium text-accent underline cursor-pointer hover:opacity-80';

export interface AuthFormState {
  sending: boolean;
  /** The shop's message.text of the last failure. */
  error: string;
  /** Field errors of the last failure (sign-up), by field name. */
  fieldErrors: Record<string, string>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

function byField(errors: readonly ShopFieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [error.field, error.message]));
}

/** Sends the form's fields for one kind of dialog; `onSuccess` gets the shop's answer. */
export function useAuthForm(
  kind: AuthKind,
  onSuccess: (result: AuthResult & { ok: true }) => void,
): AuthFormState {
  const { site, texts } = usePage();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const body = Object.fromEntries(new FormData(event.currentTarget));
    setSending(true);
    const result = await submitAuth(kind, body, browserShopClient(site), texts.auth.failed);
    setSending(false);
    setError(result.ok ? '' : result.text);
    setFieldErrors(result.ok ? {} : byField(result.errors));
    if (result.ok) onSuccess(result);
  };
  return { sending, error, fieldErrors, onSubmit };
}

export interface FieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  minLength?: number;
  hint?: string;
  error?: string;
}

export function Field({ name, label, type = 'text', autoComplete, minLength, hint, error }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        minLength={minLength}
        required
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale" data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The failure's message.text, announced. */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-sale p-3 text-sm text-sale" data-dialog-error>
      {text}
    </p>
  );
}
