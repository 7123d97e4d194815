// The more-formats dialog: every size a material comes in, with its price, from the price service through the
// shop client; picking one hands it back to the calculator.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { CalculatorFormatOption } from '../../domain/calculator';
import { formatLabel } from '../../domain/formats';
import type { Unit } from '../../domain/markets';
import { framedPrices, type PartPrice, sumPrices } from '../../domain/price-article';
import { browserShopClient } from '../../shop/client';
import { SHOP_PATHS } from '../../shop/endpoints';
import { Modal } from '../dialogs/Modal';
import { usePage } from '../page-context';
import { PriceTag } from './PriceTag';

const PricedFormatsSchema = v.object({
  formats: v.array(
    v.object({
      format: v.pipe(v.string(), v.minLength(1)),
      priceCurrent: v.pipe(v.number(), v.minValue(0)),
      priceOriginal: v.optional(v.pipe(v.number(), v.minValue(0))),
    }),
  ),
});

export interface MoreFormatsDialogProps {
  material: string;
  /** The frame of framed wall art: each size is priced as the material plus this frame, as the shop charges. */
  frame?: string;
  /** The chosen options, charged on top of every size. */
  addOns?: readonly PartPrice[];
  title: string;
  unavailable: string;
  /** The unit the material's sizes read in. */
  unit: Unit;
  /** The size as the page shows it (turned by the orientation experiment). */
  shown: (value: string) => string;
  onPick: (format: CalculatorFormatOption) => void;
  onClose: () => void;
}

/** A size's price as charged with the chosen options on top; the size itself is handed back without them. */
function ChargedPrice({ format, addOns }: { format: CalculatorFormatOption; addOns: readonly PartPrice[] }) {
  const { priceCurrent, priceOriginal } = sumPrices([format, ...addOns]);
  return (
    <PriceTag current={priceCurrent} original={priceOriginal > priceCurrent ? priceOriginal : undefined} />
  );
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; formats: CalculatorFormatOption[] };

export function MoreFormatsDialog({
  material,
  frame,
  addOns = [],
  title,
  unavailable,
  unit,
  shown,
  onPick,
  onClose,
}: MoreFormatsDialogProps) {
  const { site } = usePage();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    const shop = browserShopClient(site);
    const list = (article: string) =>
      shop
        .get(SHOP_PATHS.priceFormats, { currency: site.currency, material: article })
        .then((answer) => v.parse(PricedFormatsSchema, answer).formats);
    Promise.all([list(material), frame ? list(frame) : undefined])
      .then(([materialList, frameList]) => {
        const formats = framedPrices(materialList, frameList).map(
          ({ format, priceCurrent, priceOriginal }) => ({
            value: format,
            priceCurrent,
            // The service repeats the current price as the original one when there is no sale.
            ...(priceOriginal > priceCurrent ? { priceOriginal } : {}),
          }),
        );
        if (current) setLoaded({ state: 'ready', formats });
      })
      .catch(() => {
        if (current) setLoaded({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [site, material, frame]);

  return (
    <Modal title={title} onClose={onClose} kind="more-formats">
      {loaded.state === 'loading' && (
        <p aria-busy="true" className="h-40 animate-pulse rounded-lg bg-cream" />
      )}
      {loaded.state === 'failed' && (
        <p role="alert" className="text-muted">
          {unavailable}
        </p>
      )}
      {loaded.state === 'ready' && (
        <ul className="grid gap-2 list-none p-0 m-0" data-more-formats-list="">
          {loaded.formats.map((format) => (
            <li key={format.value}>
              <button
                type="button"
                onClick={() => onPick(format)}
                className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-left text-ink hover:border-accent"
                data-format-option={format.value}
              >
                <span>{formatLabel(shown(format.value), unit, site.locale)}</span>
                <ChargedPrice format={format} addOns={addOns} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
