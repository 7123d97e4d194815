// Field schemas and option lists of the product blocks, checked when a block is parsed.
import * as v from 'valibot';
import { CMS_IMAGE_ENTRIES } from '../schemas/cms';
import { NumberFieldSchema } from '../schemas/storyblok-fields';
import { showableImage } from './images';

export const ACCESSORY_SUBTYPES = [
  'bow',
  'box',
  'envelope',
  'inlay',
  'posterbar',
  'ribbon',
  'screw',
  'standard',
] as const;

/**
 * A CMS image the Image component can show: a site path or a content-space asset (resized), or an https URL on another
 * host (shown as it is); a plain object to share.
 */
export const BLOCK_IMAGE_ENTRIES = {
  ...CMS_IMAGE_ENTRIES,
  filename: v.pipe(
    v.string(),
    v.minLength(1, 'image needs a filename'),
    v.check(showableImage, 'image must be a site path or an https URL'),
  ),
};
export const BlockImageSchema = v.looseObject(BLOCK_IMAGE_ENTRIES);

/** A price in the site's currency. */
/** An article id (SKU): a letter or digit, then up to 99 letters, digits, `.`, `_` or `-`. */
export const SkuIdSchema = v.pipe(
  v.string('sku is required'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'sku must be an article id'),
);

/** A price: a number, or its digits as a CMS number field sends them. */
export const PriceSchema = v.pipe(
  NumberFieldSchema,
  v.number('a price is a number'),
  v.finite(),
  v.minValue(0),
);

/** A positive id given as a number or as digits (CMS fields hold either). */
export const PositiveIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/, 'id must be a positive number'), v.transform(Number)),
]);

/** Flat product parameters (calculator and SKU context): names to strings, numbers or booleans. */
export const ProductContextSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'parameter names are identifiers')),
  v.union([v.string(), v.number(), v.boolean()]),
);
