// Accessories as related stories or inline fields (subtype, name, sku and quantity, price).
import * as v from 'valibot';
import { numberField, optionalField } from '../schemas/storyblok-fields';
import { ACCESSORY_SUBTYPES, BlockImageSchema, PriceSchema, SkuIdSchema } from './product-fields';

/** The fields of an AccessoryType story, or of an accessory written inline. */
/** Shared as a plain object: a spread of `Schema.entries` would keep the schema in every bundle. */
const ACCESSORY_FIELDS = {
  accessoryType: v.picklist(ACCESSORY_SUBTYPES, 'unknown accessory type'),
  name: v.pipe(v.string(), v.minLength(1, 'accessory needs a name')),
  image: optionalField(BlockImageSchema),
  text: v.optional(v.string(), ''),
  // The order form's article: an id the shop knows the shape of, or none (no form).
  sku: optionalField(SkuIdSchema),
  quantity: v.optional(numberField(v.pipe(v.number(), v.integer(), v.minValue(1)), undefined)),
  priceCurrent: optionalField(PriceSchema),
  priceOriginal: optionalField(PriceSchema),
};
export const AccessoryFieldsSchema = v.looseObject(ACCESSORY_FIELDS);
export type AccessoryFields = v.InferOutput<typeof AccessoryFieldsSchema>;

/** The content of an AccessoryType story. */
export const AccessoryContentSchema = v.looseObject({
  ...ACCESSORY_FIELDS,
  component: v.literal('AccessoryType'),
});

/** A resolved AccessoryType relation: the story, its fields in `content`. */
export const AccessoryStorySchema = v.looseObject({
  uuid: v.optional(v.string()),
  content: AccessoryContentSchema,
});

/** A resolved story or inline fields. */
export const AccessoryItemSchema = v.union([AccessoryStorySchema, AccessoryFieldsSchema]);
export type AccessoryItem = v.InferOutput<typeof AccessoryItemSchema>;

/** A relation field entry: a uuid string while unresolved, else the accessory. */
export const AccessoryRefSchema = v.union([v.string(), AccessoryItemSchema]);
export type AccessoryRef = v.InferOutput<typeof AccessoryRefSchema>;

/** The accessory's fields, or null for a relation that was not resolved (a bare uuid). */
export function accessoryOf(ref: AccessoryRef): AccessoryFields | null {
  if (typeof ref === 'string') return null;
  const story = v.safeParse(AccessoryStorySchema, ref);
  return story.success ? story.output.content : (ref as AccessoryFields);
}

/** The accessories of a relation list that were resolved, in order. */
export function resolvedAccessories(refs: readonly AccessoryRef[]): AccessoryFields[] {
  return refs.map(accessoryOf).filter((item): item is AccessoryFields => item !== null);
}
