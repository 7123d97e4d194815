// What a basket line may remember of the choice it was added with: the fields the storefront's add writes, by
// their known names and in bounded sizes, so no line carries more than about 1.5 KB of context.
import * as v from 'valibot';
import { DESIGNER_TYPES } from '../../../../shared/domain/products';
import { GiftMessageSchema, RecipientSchema } from '../../../../shared/schemas/gift-voucher';
import { IdSchema } from './query';

/** Articles charged on top of a line's (its frame, its options) at most. */
export const MAX_LINE_PARTS = 8;
/** Chosen options a line lists at most. */
export const MAX_LINE_OPTIONS = 12;

const ARTICLE = '[a-z0-9][a-z0-9._-]{0,63}';
const OPTION = '[a-zA-Z]{1,32}:[a-z0-9.-]{1,32}';
/** Up to `max` items, comma-separated; empty is none. */
const listOf = (item: string, max: number) => new RegExp(`^(?:${item}(?:,${item}){0,${max - 1}})?$`);

/**
 * A line's context: `designer` (the designer type that made the choice), `parts` (the articles charged on top,
 * comma-separated), `options` (the chosen options as `param:value`, comma-separated), `turned` (the size is the
 * catalogue's turned by 90°), `accessoryOf` (the article an accessory was added with), and a gift voucher's
 * `recipient` (one line) and `message` (a few lines), as the gift-voucher form checks them. Any other field is
 * refused with its name.
 */
export const LineContextSchema = v.pipe(
  v.record(v.string(), v.unknown(), 'must be an object of the line’s fields'),
  v.strictObject(
    {
      designer: v.optional(v.picklist(DESIGNER_TYPES, `must be one of ${DESIGNER_TYPES.join(', ')}`)),
      parts: v.optional(
        v.pipe(
          v.string(),
          v.regex(
            listOf(ARTICLE, MAX_LINE_PARTS),
            `must be at most ${MAX_LINE_PARTS} article ids, comma-separated`,
          ),
        ),
      ),
      options: v.optional(
        v.pipe(
          v.string(),
          v.regex(
            listOf(OPTION, MAX_LINE_OPTIONS),
            `must be at most ${MAX_LINE_OPTIONS} options as param:value, comma-separated`,
          ),
        ),
      ),
      turned: v.optional(v.boolean('must be true or false')),
      accessoryOf: v.optional(IdSchema),
      recipient: v.optional(RecipientSchema),
      message: v.optional(GiftMessageSchema),
    },
    'is no field of a basket line',
  ),
);
