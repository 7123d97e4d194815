// The calculator island's props: the block's data in outline, its words and the option names in the page's
// language. Checked on the server only (the island table imports this module), never in the browser.
import * as v from 'valibot';
import { DESIGNER_TYPES } from '../../domain/products';
import type { CalculatorBlock } from './calculator-fields';

export const CalculatorTextsSchema = v.object({
  material: v.string(),
  format: v.string(),
  designNow: v.string(),
  moreFormats: v.string(),
  from: v.string(),
  formatsUnavailable: v.string(),
  /** Cards: the quantity select, the total of the quantity, and the sample. */
  quantity: v.optional(v.string(), ''),
  total: v.optional(v.string(), ''),
  orderSample: v.optional(v.string(), ''),
});
export type CalculatorTexts = v.InferOutput<typeof CalculatorTextsSchema>;

/**
 * The block's data as the island receives it: checked in full against the CMS schema when the block was parsed,
 * here only in its outline.
 */
const CalculatorDataSchema = v.pipe(
  v.looseObject({
    product: v.picklist(DESIGNER_TYPES),
    isCollage: v.boolean(),
    selectedValue: v.optional(v.string()),
    options: v.looseObject({ materials: v.array(v.looseObject({})) }),
    labels: v.array(v.looseObject({})),
    sku: v.optional(v.looseObject({})),
  }),
  v.transform((data) => data as unknown as CalculatorBlock),
);

/** Props of the `calculator` island: the block's data, its words and the option names in the page's language. */
export const CalculatorPropsSchema = v.object({
  calculator: CalculatorDataSchema,
  texts: CalculatorTextsSchema,
  /** Display names by material value and group key (a list: the browser's valibot then needs no `record`). */
  names: v.array(v.object({ key: v.string(), name: v.string() })),
  /** The words of each option group the materials offer: title, the free default, each option's name. */
  optionTexts: v.optional(
    v.array(
      v.object({
        group: v.string(),
        title: v.string(),
        none: v.string(),
        names: v.array(v.object({ id: v.string(), name: v.string() })),
      }),
    ),
    [],
  ),
  /** Whether the price service lists more sizes of these materials. */
  moreFormats: v.boolean(),
  /** Per material: its configurator path, format parameter and price article (worked out on the server). */
  links: v.array(
    v.object({
      material: v.string(),
      path: v.string(),
      formatParam: v.string(),
      article: v.optional(v.string()),
      /** The frame whose price adds to the article's, for framed wall art. */
      frame: v.optional(v.string()),
      /** The unit of this material's sizes, when it is not the site's (alu gallery prints). */
      unit: v.optional(v.picklist(['cm', 'in'])),
    }),
  ),
});
export type CalculatorProps = v.InferOutput<typeof CalculatorPropsSchema>;
