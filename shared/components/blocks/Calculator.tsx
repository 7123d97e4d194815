// Calculator (the page's `calculator` field), server-rendered in its first state: the materials, the selected
// material's formats with prices and labels, and the designer link of the selection. The data attributes
// carry every value the interactive calculator needs to take over without changing the markup.
import type * as v from 'valibot';
import { initialSelection, selectionHref } from '../../domain/calculator';
import { localizePath } from '../../domain/site';
import { PRODUCT_TEXTS } from '../../i18n/product-texts';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { CalculatorFormats, CalculatorMaterials, isGroup } from './CalculatorOptions';
import { CalculatorSchema } from './calculator-fields';

export { CalculatorSchema };

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
