// The contact form's fields, checked by the island before it sends and by the server when it receives.
import * as v from 'valibot';
import { multiLine } from './form-text';

/** The shop's e-mail rule: word characters or . _ % + - , an @, a domain, a dot, a 2+ letter top level. */
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** Why a field was refused; the island shows the matching text. */
export type ContactFieldError = 'required' | 'email' | 'messageLength' | 'tooLong';

const text = (max: number) =>
  v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty<string, ContactFieldError>('required'),
    v.maxLength<string, number, ContactFieldError>(max, 'tooLong'),
  );

export const ContactFormSchema = v.object({
  name: text(100),
  email: v.pipe(text(254), v.regex<string, ContactFieldError>(EMAIL_PATTERN, 'email')),
  orderNumber: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength<string, number, ContactFieldError>(40, 'tooLong'),
    v.transform((value) => value || undefined),
  ),
  subject: text(200),
  // The only multi-line field: tab and line breaks are allowed here, in no other field of the form.
  message: v.pipe(
    v.string('required'),
    multiLine(),
    v.trim(),
    v.nonEmpty<string, ContactFieldError>('required'),
    v.minLength<string, number, ContactFieldError>(MESSAGE_MIN, 'messageLength'),
    v.maxLength<string, number, ContactFieldError>(MESSAGE_MAX, 'messageLength'),
  ),
});
export type ContactFormValues = v.InferOutput<typeof ContactFormSchema>;
export type ContactField = keyof ContactFormValues;

/** The form's fields in the order they are shown. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'orderNumber', 'subject', 'message'];

export type ContactFormCheck =
  | { success: true; values: ContactFormValues }
  | { success: false; errors: Partial<Record<ContactField, ContactFieldError>> };

/** Checks submitted fields; on failure, the first reason per field (a form that is not an object: all required). */
export function checkContactForm(input: unknown): ContactFormCheck {
  const result = v.safeParse(ContactFormSchema, input);
  if (result.success) return { success: true, values: result.output };
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key)) {
      errors[key as ContactField] ??= issue.message as ContactFieldError;
    }
  }
  if (Object.keys(errors).length === 0) {
    for (const field of CONTACT_FIELDS) if (field !== 'orderNumber') errors[field] = 'required';
  }
  return { success: false, errors };
}
