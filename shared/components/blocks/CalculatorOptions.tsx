// The calculator's option lists: materials (grouped or not) and the selected material's formats with prices.
import { labelAt } from '../../domain/calculator';
import { labelColours } from '../../domain/contrast';
import { formatLabel } from '../../domain/formats';
import { optionName } from '../../i18n/product-texts';
import { usePage } from '../page-context';
import type { CalculatorGroup, CalculatorLabel, CalculatorMaterial } from './calculator-fields';
import { PriceTag } from './PriceTag';

/** Whether an entry of `options.materials` is a group of materials. */
export const isGroup = (entry: CalculatorGroup | CalculatorMaterial): entry is CalculatorGroup =>
  Array.isArray(entry.materials);

const OPTION = 'rounded-lg border px-4 py-2';
const optionClass = (selected: boolean) =>
  `${OPTION} ${selected ? 'border-accent bg-cream font-semibold' : 'border-line'}`;

/** Each material as a list item carrying `data-material`; the selected one is `aria-current`. */
export function CalculatorMaterials({
  entries,
  selected,
}: {
  entries: readonly (CalculatorGroup | CalculatorMaterial)[];
  selected: string;
}) {
  const { site } = usePage();
  const item = (material: CalculatorMaterial) => (
    <li
      key={material.value}
      data-material={material.value}
      aria-current={material.value === selected ? 'true' : undefined}
      className={optionClass(material.value === selected)}
    >
      {optionName(material, site.language)}
    </li>
  );
  return (
    <ul className="flex flex-wrap gap-2 list-none p-0 m-0" data-calculator-materials="">
      {entries.map((entry) =>
        isGroup(entry) ? (
          <li key={entry.labelTranslationKey || entry.materials[0]?.value} className="w-full">
            {entry.labelTranslationKey && (
              <span className="block text-sm text-muted mb-1">
                {optionName({ value: entry.labelTranslationKey.replace(/^.*\./, '') }, site.language)}
              </span>
            )}
            <ul className="flex flex-wrap gap-2 list-none p-0 m-0">{entry.materials.map(item)}</ul>
          </li>
        ) : (
          item(entry)
        ),
      )}
    </ul>
  );
}

/** The formats of a material: size in the site's unit, label by position (index + 1), price. */
export function CalculatorFormats({
  material,
  selected,
  labels,
}: {
  material: CalculatorMaterial;
  selected: string;
  labels: readonly CalculatorLabel[];
}) {
  const { site } = usePage();
  return (
    <ul className="grid gap-2 list-none p-0 m-0" data-calculator-formats={material.value}>
      {material.formats.map((format, position) => {
        const label = labelAt(labels, position);
        return (
          <li
            key={format.value}
            data-format={format.value}
            data-price-current={format.priceCurrent}
            data-price-original={format.priceOriginal}
            aria-current={format.value === selected ? 'true' : undefined}
            className={`flex flex-wrap items-center justify-between gap-2 ${optionClass(format.value === selected)}`}
          >
            <span className="flex items-center gap-2">
              {formatLabel(format.value, site.unit, site.locale)}
              {label && (
                <span
                  className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-ink"
                  style={labelColours(label.backgroundColor, label.textColor)}
                  data-label={label.index}
                >
                  {label.text}
                </span>
              )}
            </span>
            <PriceTag current={format.priceCurrent} original={format.priceOriginal} />
          </li>
        );
      })}
    </ul>
  );
}
