// Calculator (the page's `calculator` field), server-rendered in its first state: the materials, the selected
// material's formats with prices and labels, and the designer link of the selection. The data attributes
// carry every value the interactive calculator needs to take over without changing the markup.
import * as v from 'valibot';
import { initialSelection, selectionHref } from '../../domain/calculator';
import { HexColorSchema, PriceSchema, ProductContextSchema } from '../../domain/product-fields';
import { PRODUCT_TEXTS } from '../../domain/product-texts';
import { DESIGNER_TYPES } from '../../domain/routes';
import { localizePath } from '../../domain/site';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { CalculatorFormats, CalculatorMaterials, isGroup } from './CalculatorOptions';
import { SkuSchema } from './SkuContainer';

const KEY = v.pipe(v.string(), v.minLength(1));

export const CalculatorFormatSchema = v.looseObject({
  value: KEY,
  priceCurrent: PriceSchema,
  priceOriginal: v.optional(PriceSchema),
  labelTranslationKey: v.optional(v.string()),
});

export const CalculatorMaterialSchema = v.looseObject({
  value: KEY,
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
  index: v.pipe(v.number(), v.integer(), v.minValue(1)),
  text: KEY,
  backgroundColor: v.optional(HexColorSchema),
  textColor: v.optional(HexColorSchema),
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
  sku: v.optional(SkuSchema),
});

/** The calculator's first state; interaction comes with its island. */
export function Calculator({
  product,
  isCollage,
  selectedValue,
  options,
  labels,
  sku,
}: v.InferOutput<typeof CalculatorSchema>) {
  const { site } = usePage();
  const materials = options.materials.flatMap((entry) => (isGroup(entry) ? entry.materials : [entry]));
  const selection = initialSelection(materials, { product, selectedValue, preset: sku?.context });
  if (!selection) return null;
  const texts = PRODUCT_TEXTS[site.language];
  return (
    <section
      className="my-10 rounded-xl border border-line bg-surface p-4 md:p-6"
      data-calculator={product}
      data-collage={isCollage ? '' : undefined}
      data-selected-material={selection.material.value}
      data-selected-format={selection.format.value}
    >
      <h2 className="font-head text-xl font-semibold mb-3">{texts.material}</h2>
      <CalculatorMaterials entries={options.materials} selected={selection.material.value} />
      <h2 className="font-head text-xl font-semibold mt-6 mb-3">{texts.format}</h2>
      <CalculatorFormats material={selection.material} selected={selection.format.value} labels={labels} />
      <Link
        href={localizePath(site, selectionHref(product, selection))}
        className="mt-6 inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink no-underline hover:opacity-90"
        data-calculator-designer=""
      >
        {texts.designNow}
      </Link>
    </section>
  );
}
