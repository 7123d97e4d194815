// The calculator block's fields: materials (optionally grouped) with their formats and prices, labels, a preset SKU.
import * as v from 'valibot';
import { PriceSchema, ProductContextSchema } from '../../domain/product-fields';
import { DESIGNER_TYPES } from '../../domain/routes';
import { CmsColorFieldSchema } from '../../schemas/cms';
import { optionalField, requiredNumberField, singleBlok } from '../../schemas/storyblok-fields';
import { SkuSchema } from './SkuContainer';

const KEY = v.pipe(v.string(), v.minLength(1));

export const CalculatorFormatSchema = v.looseObject({
  value: KEY,
  priceCurrent: PriceSchema,
  priceOriginal: optionalField(PriceSchema),
  labelTranslationKey: v.optional(v.string()),
});

/** The print and frame options a wall-art material takes, priced by the service (set by the worker, not the CMS). */
export const OfferedGroupSchema = v.object({
  group: KEY,
  options: v.array(v.object({ id: KEY, priceCurrent: PriceSchema, priceOriginal: v.optional(PriceSchema) })),
});
export type OfferedGroup = v.InferOutput<typeof OfferedGroupSchema>;

export const CalculatorMaterialSchema = v.looseObject({
  value: KEY,
  optionGroups: v.optional(v.array(OfferedGroupSchema)),
  labelTranslationKey: v.optional(v.string()),
  formats: v.pipe(v.array(CalculatorFormatSchema), v.minLength(1, 'a material needs a format')),
  initiallySelectedFormat: v.optional(v.string()),
  context: v.optional(ProductContextSchema, {}),
});
export type CalculatorMaterial = v.InferOutput<typeof CalculatorMaterialSchema>;

/** Materials may come grouped under a heading ("materials, optionally grouped"). */
export const CalculatorGroupSchema = v.looseObject({
  labelTranslationKey: v.optional(v.string(), ''),
  materials: v.pipe(v.array(CalculatorMaterialSchema), v.minLength(1, 'a group needs a material')),
});
export type CalculatorGroup = v.InferOutput<typeof CalculatorGroupSchema>;

export const CalculatorLabelSchema = v.looseObject({
  /** The format at list position index - 1 carries this label. */
  index: requiredNumberField(v.pipe(v.number(), v.integer(), v.minValue(1))),
  text: KEY,
  // Colour fields: `#hex`, or the colour picker's `{ color, plugin }`.
  backgroundColor: optionalField(CmsColorFieldSchema),
  textColor: optionalField(CmsColorFieldSchema),
});
export type CalculatorLabel = v.InferOutput<typeof CalculatorLabelSchema>;

export const CalculatorSchema = v.object({
  product: v.picklist(DESIGNER_TYPES, 'unknown product type'),
  isCollage: v.optional(v.boolean(), false),
  selectedValue: v.optional(v.string()),
  options: v.object({
    materials: v.pipe(
      v.array(
        v.union([CalculatorGroupSchema, CalculatorMaterialSchema], 'a material needs a value and formats'),
      ),
      v.minLength(1, 'the calculator needs a material'),
    ),
  }),
  labels: v.optional(v.array(CalculatorLabelSchema), []),
  /** A preset SKU (the page's `sku` field) preselecting material and format. */
  sku: v.optional(singleBlok(SkuSchema)),
  /** The shopper's choice from the page's address, held to these materials (set by the worker, not the CMS). */
  choice: v.optional(
    v.object({
      material: KEY,
      format: v.optional(KEY),
      options: v.record(v.string(), v.string()),
      extra: v.optional(
        v.object({ value: KEY, priceCurrent: PriceSchema, priceOriginal: v.optional(PriceSchema) }),
      ),
    }),
  ),
});
export type CalculatorBlock = v.InferOutput<typeof CalculatorSchema>;
