// The price calculator (island `calculator`). The server renders it with real prices, and every choice is a link
// to the designer with that choice, so it works before and without JavaScript. The first interaction hydrates
// it: a material then resets the format to its initial one, a format is chosen in place, the more-formats
// dialog may add a size that is not in the list (shown in its own slot), and the CTA hands every chosen option
// over. The portrait/landscape experiment shows and hands over each wall-art size turned by 90°. Option groups and
// a card's order are parts of their own, loaded only for a product that has them (`calculator-parts.ts`).
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type MouseEvent, Suspense, useContext, useMemo, useState } from 'react';
import { track } from '../../browser/track';
import {
  CALCULATOR_ORIENTATION_FLAG,
  type CalculatorFormatOption,
  calculatorKind,
  everyMaterial,
  initialFormatOf,
  initialSelection,
  isGroup,
  labelAt,
  linkHref,
  turnedFormat,
  turnsWithOrientation,
} from '../../domain/calculator';
import { choiceSearch, choiceSelection, optionsApart } from '../../domain/calculator-choice';
import { formatLabel } from '../../domain/formats';
import { articleSku, sumPrices, timesQuantity } from '../../domain/price-article';
import { localizePath } from '../../domain/site';
import {
  WALL_OPTION_GROUPS,
  type WallOptionGroup,
  type WallOptionGroupName,
} from '../../domain/wall-options';
import { activeDialog, closeDialog, openDialog } from '../../state/dialogs';
import { Link } from '../Link';
import { usePage, useTreatment } from '../page-context';
import type { CalculatorLabel, CalculatorMaterial } from './calculator-fields';
import { CalculatorPartsContext, CTA_CLASS, optionClass } from './calculator-parts';
import type { CalculatorProps } from './calculator-props';
import { PriceTag } from './PriceTag';

// The dialog's code (the modal, the shop client) loads when a visitor opens it.
const MoreFormatsDialog = lazy(() =>
  import('#browser-only/blocks/MoreFormatsDialog').then((module) => ({ default: module.MoreFormatsDialog })),
);

/** A plain click (no modifier, main button): the calculator handles it in place instead of following the link. */
const handledInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The options a material's parameters already name (a laminated fine-art poster): chosen from the start. */
function presetOptions(material: CalculatorMaterial): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const { group, options } of material.optionGroups ?? []) {
    const rule = WALL_OPTION_GROUPS[group as WallOptionGroupName] as WallOptionGroup | undefined;
    const value = rule && material.context[rule.param];
    const option = options.find((entry) => rule?.values[entry.id] === String(value));
    if (option) chosen[group] = option.id;
  }
  return chosen;
}

export function Calculator({
  calculator,
  texts,
  names: nameList,
  moreFormats,
  links,
  optionTexts,
}: CalculatorProps) {
  useSignals();
  const { OptionGroups, CardOrder } = useContext(CalculatorPartsContext);
  const names = useMemo(() => Object.fromEntries(nameList.map(({ key, name }) => [key, name])), [nameList]);
  const { site } = usePage();
  const turned = useTreatment(CALCULATOR_ORIENTATION_FLAG) === 'on';
  const { product, isCollage, selectedValue, options, labels, sku, choice } = calculator;
  const materials = useMemo(() => everyMaterial(options.materials), [options.materials]);
  // The choice the page's address names comes first, then the preset SKU, then the CMS's first state.
  const fromAddress = useMemo(() => choiceSelection(materials, choice), [materials, choice]);
  const initial = useMemo(
    () => fromAddress ?? initialSelection(materials, { product, selectedValue, preset: sku?.context }),
    [fromAddress, materials, product, selectedValue, sku],
  );
  const [materialValue, setMaterialValue] = useState(initial?.material.value);
  const [formatValue, setFormatValue] = useState(initial?.format.value);
  /** A size picked in the more-formats dialog that the material's list does not have. */
  const [extra, setExtra] = useState<CalculatorFormatOption | null>((fromAddress && choice?.extra) ?? null);
  const material = materials.find((entry) => entry.value === materialValue) ?? initial?.material;
  /** Option group -> chosen option article, for the material shown; a group not in it is at its default. */
  const [chosenOptions, setChosenOptions] = useState<Record<string, string> | null>(() =>
    fromAddress && choice ? { ...presetOptions(fromAddress.material), ...choice.options } : null,
  );
  if (!material) return null;
  const groups = material.optionGroups ?? [];
  const chosen = chosenOptions ?? presetOptions(material);
  const chosenParts = groups.flatMap(({ group, options }) => {
    const option = options.find((entry) => entry.id === chosen[group]);
    return option ? [option] : [];
  });
  /** A size's price with the chosen options: the shop charges their sum. */
  const withOptions = (option: CalculatorFormatOption): CalculatorFormatOption => {
    if (chosenParts.length === 0) return option;
    const sum = sumPrices([option, ...chosenParts]);
    return {
      ...option,
      priceCurrent: sum.priceCurrent,
      ...(sum.priceOriginal > sum.priceCurrent ? { priceOriginal: sum.priceOriginal } : {}),
    };
  };
  /** The designer parameters of the chosen options (each group's default where nothing is chosen). */
  const optionParams = (option: CalculatorMaterial, picked: Record<string, string>) =>
    Object.fromEntries(
      (option.optionGroups ?? []).flatMap(({ group }) => {
        const rule = WALL_OPTION_GROUPS[group as WallOptionGroupName] as WallOptionGroup | undefined;
        if (!rule) return [];
        const id = picked[group];
        return [[rule.param, (id && rule.values[id]) || rule.none]];
      }),
    );
  const listed = material.formats.find((entry) => entry.value === formatValue);
  const format = listed ?? (extra?.value === formatValue ? extra : undefined) ?? initialFormatOf(material);
  if (!format) return null;

  /** A size as shown and handed over: turned in the experiment, where the material's sizes exist turned. */
  const shown = (value: string, option: CalculatorMaterial = material) =>
    turned && turnsWithOrientation(calculatorKind(product, option.context)) ? turnedFormat(value) : value;
  const href = (
    option: CalculatorMaterial,
    size: CalculatorFormatOption,
    picked: Record<string, string> = option === material ? chosen : presetOptions(option),
  ) => {
    const link = links.find((entry) => entry.material === option.value);
    const context = { ...option.context, ...optionParams(option, picked) };
    return link ? localizePath(site, linkHref(link, context, shown(size.value, option))) : '#';
  };
  /** The shopper's choice goes into the address (replacing the entry), so a reload or a shared link shows it. */
  const keepInAddress = (option: CalculatorMaterial, size: string, picked: Record<string, string>) => {
    const apart = optionsApart(
      picked,
      presetOptions(option),
      (option.optionGroups ?? []).map((entry) => entry.group),
    );
    const search = choiceSearch(window.location.search, {
      material: option.value,
      format: size,
      options: apart,
    });
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  };
  const chooseMaterial = (event: MouseEvent, option: CalculatorMaterial) => {
    if (!handledInPlace(event)) return;
    event.preventDefault();
    const size = initialFormatOf(option)?.value;
    setMaterialValue(option.value);
    setFormatValue(size);
    setExtra(null);
    setChosenOptions(null);
    keepInAddress(option, size ?? '', presetOptions(option));
  };
  const chooseOption = (event: MouseEvent, group: string, id: string) => {
    if (!handledInPlace(event)) return;
    event.preventDefault();
    setChosenOptions({ ...chosen, [group]: id });
    keepInAddress(material, format.value, { ...chosen, [group]: id });
  };
  const chooseFormat = (event: MouseEvent, option: CalculatorFormatOption) => {
    if (!handledInPlace(event)) return;
    event.preventDefault();
    setFormatValue(option.value);
    keepInAddress(material, option.value, chosen);
  };
  const pickFromDialog = (option: CalculatorFormatOption) => {
    if (!material.formats.some((entry) => entry.value === option.value)) setExtra(option);
    setFormatValue(option.value);
    keepInAddress(material, option.value, chosen);
    closeDialog();
  };
  const lowest = Math.min(...material.formats.map((entry) => withOptions(entry).priceCurrent));
  const price = withOptions(format);

  const materialItem = (option: CalculatorMaterial) => (
    <li
      key={option.value}
      data-material={option.value}
      aria-current={option.value === material.value ? 'true' : undefined}
    >
      <Link
        href={href(option, initialFormatOf(option) ?? format)}
        onClick={(event) => chooseMaterial(event, option)}
        className={`block ${optionClass(option.value === material.value)}`}
      >
        {names[option.value] ?? option.value}
      </Link>
    </li>
  );

  const link = links.find((entry) => entry.material === material.value);
  const unit = link?.unit ?? site.unit;
  const formatItem = (listed: CalculatorFormatOption, label?: CalculatorLabel, slot = false) => {
    const option = withOptions(listed);
    return (
      <li
        key={option.value}
        data-format={option.value}
        data-price-current={option.priceCurrent}
        data-price-original={option.priceOriginal}
        data-more-formats-slot={slot ? '' : undefined}
        aria-current={option.value === format.value ? 'true' : undefined}
      >
        <Link
          href={href(material, option)}
          onClick={(event) => chooseFormat(event, option)}
          className={`flex flex-wrap items-center justify-between gap-2 ${optionClass(option.value === format.value)}`}
        >
          <span className="flex items-center gap-2">
            {formatLabel(shown(option.value), unit, site.locale)}
            {label && (
              <span
                className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-ink"
                // Colours the server kept only where the text on them reaches AA.
                style={
                  label.backgroundColor
                    ? { backgroundColor: label.backgroundColor, color: label.textColor }
                    : undefined
                }
                data-label={label.index}
              >
                {label.text}
              </span>
            )}
          </span>
          <PriceTag current={option.priceCurrent} original={option.priceOriginal} />
        </Link>
      </li>
    );
  };

  return (
    <section
      className="my-10 rounded-xl border border-line bg-surface p-4 md:p-6"
      data-calculator={product}
      data-collage={isCollage ? '' : undefined}
      data-selected-material={material.value}
      data-selected-format={format.value}
    >
      <h2 className="font-head text-xl font-semibold mb-3">{texts.material}</h2>
      <ul className="flex flex-wrap gap-2 list-none p-0 m-0" data-calculator-materials="">
        {options.materials.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.labelTranslationKey || entry.materials[0]?.value} className="w-full">
              {entry.labelTranslationKey && (
                <span className="block text-sm text-muted mb-1">
                  {names[entry.labelTranslationKey] ?? entry.labelTranslationKey}
                </span>
              )}
              <ul className="flex flex-wrap gap-2 list-none p-0 m-0">{entry.materials.map(materialItem)}</ul>
            </li>
          ) : (
            materialItem(entry)
          ),
        )}
      </ul>
      <p className="mt-3 mb-0 text-sm text-muted" data-from-price="">
        {texts.from} <PriceTag current={lowest} />
      </p>
      <h2 className="font-head text-xl font-semibold mt-6 mb-3">{texts.format}</h2>
      <ul className="grid gap-2 list-none p-0 m-0" data-calculator-formats={material.value}>
        {material.formats.map((option, position) => formatItem(option, labelAt(labels, position)))}
        {extra && formatItem(extra, undefined, true)}
      </ul>
      {moreFormats && (
        <button
          type="button"
          onClick={() => openDialog('more-formats')}
          className="mt-3 cursor-pointer border-0 bg-transparent p-0 text-accent underline"
          data-more-formats=""
        >
          {texts.moreFormats}
        </button>
      )}
      {groups.length > 0 && (
        <OptionGroups
          material={material.value}
          groups={groups}
          texts={optionTexts}
          chosen={chosen}
          href={(picked) => href(material, format, picked)}
          onChoose={chooseOption}
          optionClass={optionClass}
        />
      )}
      {/* The chosen SKU and its price: the material's article in the chosen size, with the options' prices. */}
      <p
        className="mt-6 mb-0"
        data-sku={link?.article ? articleSku(site.channel, link.article, format.value) : undefined}
        data-sku-price={price.priceCurrent}
      >
        <PriceTag current={price.priceCurrent} original={price.priceOriginal} className="text-2xl" />
      </p>
      {product === 'card' ? (
        <CardOrder
          action={href(material, format)}
          totalOf={(quantity) => timesQuantity(price, quantity)}
          texts={texts}
          buttonClass={CTA_CLASS}
          onDesign={(quantity) =>
            track({
              eventType: 'calculator.design',
              value: timesQuantity(price, quantity).priceCurrent,
              properties: { product, material: material.value, format: shown(format.value), quantity },
            })
          }
        />
      ) : (
        <div className="mt-4">
          <Link
            href={href(material, format)}
            className={CTA_CLASS}
            data-calculator-designer=""
            // The hand-off is the experiments' conversion: it goes to the flag service with the chosen price.
            onClick={() =>
              track({
                eventType: 'calculator.design',
                value: price.priceCurrent,
                properties: { product, material: material.value, format: shown(format.value) },
              })
            }
          >
            {texts.designNow}
          </Link>
        </div>
      )}
      {activeDialog.value === 'more-formats' && (
        <Suspense fallback={null}>
          <MoreFormatsDialog
            material={link?.article ?? material.value}
            frame={link?.frame}
            addOns={chosenParts}
            unit={unit}
            title={texts.moreFormats}
            unavailable={texts.formatsUnavailable}
            shown={(value) => shown(value)}
            onPick={pickFromDialog}
            onClose={closeDialog}
          />
        </Suspense>
      )}
    </section>
  );
}
