// The gift-voucher form: an amount from the currency's list, the recipient's name on one line and an optional
// message of a few lines, neither holding a web or mail address (the voucher carries them to someone else).
import * as v from 'valibot';
import { GIFT_VOUCHER_AMOUNTS } from '../domain/gift-voucher';
import type { Currency } from '../domain/markets';
import { hasControlCharacter, multiLine, NAME_WITHOUT_ADDRESS } from './form-text';

export const RECIPIENT_MAX = 60;
export const MESSAGE_MAX = 250;

/** Why a field was refused; the page shows the matching text. */
export type GiftVoucherFieldError = 'amount' | 'required' | 'tooLong' | 'characters' | 'address';

/** The recipient's name: one line, trimmed, 1 to 60 characters, no address. */
export const RecipientSchema = v.pipe(
  v.string<GiftVoucherFieldError>('required'),
  v.check<string, GiftVoucherFieldError>((value) => !hasControlCharacter(value, false), 'characters'),
  v.trim(),
  v.nonEmpty<string, GiftVoucherFieldError>('required'),
  v.maxLength<string, number, GiftVoucherFieldError>(RECIPIENT_MAX, 'tooLong'),
  v.regex<string, GiftVoucherFieldError>(NAME_WITHOUT_ADDRESS, 'address'),
);

/** The message: tab and line breaks allowed, no other control character; trimmed, at most 250, may be empty. */
export const GiftMessageSchema = v.pipe(
  v.optional(v.string<GiftVoucherFieldError>('required'), ''),
  multiLine(),
  v.check<string, GiftVoucherFieldError>((value) => !hasControlCharacter(value, true), 'characters'),
  v.trim(),
  v.maxLength<string, number, GiftVoucherFieldError>(MESSAGE_MAX, 'tooLong'),
  v.regex<string, GiftVoucherFieldError>(NAME_WITHOUT_ADDRESS, 'address'),
);

/** The form in a currency: the amount must be one of that currency's, sent as its whole number. */
export function giftVoucherFormSchema(currency: Currency) {
  const amounts = GIFT_VOUCHER_AMOUNTS[currency].map(String);
  return v.object({
    amount: v.pipe(
      v.string<GiftVoucherFieldError>('amount'),
      v.picklist<string[], GiftVoucherFieldError>(amounts, 'amount'),
      v.transform(Number),
    ),
    recipient: RecipientSchema,
    message: GiftMessageSchema,
  });
}

export type GiftVoucherField = 'amount' | 'recipient' | 'message';
export type GiftVoucherCheck =
  | { success: true; values: { amount: number; recipient: string; message: string } }
  | { success: false; errors: Partial<Record<GiftVoucherField, GiftVoucherFieldError>> };

const FIELDS: readonly GiftVoucherField[] = ['amount', 'recipient', 'message'];
const REASONS: ReadonlySet<string> = new Set<GiftVoucherFieldError>([
  'amount',
  'required',
  'tooLong',
  'characters',
  'address',
]);

/** A field's reason; a field missing from the form altogether is an unknown amount or a required field. */
const reasonOf = (field: GiftVoucherField, message: string): GiftVoucherFieldError =>
  REASONS.has(message) ? (message as GiftVoucherFieldError) : field === 'amount' ? 'amount' : 'required';

/** Checks a submitted form in a currency; on failure the first reason per field. */
export function checkGiftVoucher(input: unknown, currency: Currency): GiftVoucherCheck {
  const result = v.safeParse(giftVoucherFormSchema(currency), input);
  if (result.success) return { success: true, values: result.output };
  const errors: Partial<Record<GiftVoucherField, GiftVoucherFieldError>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && (FIELDS as readonly string[]).includes(key))
      errors[key as GiftVoucherField] ??= reasonOf(key as GiftVoucherField, issue.message);
  }
  if (Object.keys(errors).length === 0) errors.amount = 'amount';
  return { success: false, errors };
}
