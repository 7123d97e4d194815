// The Voucher block: a code to copy and apply (POST /web-api/voucher with { code }); a failed apply is logged
// as error-add-voucher.
import * as v from 'valibot';

/** Props of the `voucher` island. */
export const VoucherPropsSchema = v.object({
  headline: v.string(),
  code: v.pipe(v.string(), v.minLength(1)),
  text: v.string(),
});
export type VoucherProps = v.InferOutput<typeof VoucherPropsSchema>;

/** The Voucher CMS block; its output is the island's props. Codes are trimmed; an empty code is refused. */
export const VoucherBlockSchema = v.pipe(
  v.object({
    headline: v.optional(v.string(), ''),
    code: v.pipe(v.string(), v.trim(), v.minLength(1, 'a voucher needs a code')),
    text: v.optional(v.string(), ''),
  }),
  v.transform(({ headline, code, text }): VoucherProps => ({ headline, code, text })),
);

/** The logged identifier of a failed apply. */
export const VOUCHER_LOG_ID = 'error-add-voucher';

/** How long the copy button says "copied". */
export const VOUCHER_COPIED_MS = 2000;
