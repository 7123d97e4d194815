// Prices on tiles, in the calculator and the SKU container: euro list prices converted per locale currency.

import type { Currency } from '../../shared/domain/markets';
import { type Block, BRAND, image, type ProductTile } from './blocks';
import type { ProductDef } from './catalogue';
import { familyById } from './families';
import { originalOf, priceIn } from './locales';
import { formatKey } from './localize';
import type { Material } from './materials';
import { parts, productPath, slugify } from './paths';
import type { Scope } from './story';

/** `40x30` as a size placeholder, `200-200` (mm) as centimetres, DIN formats as `A4 ↕`. */
export function formatLabel(format: string): string {
  if (/^\d+x\d+$/.test(format)) return `{{size:${format}}}`;
  const square = /^(\d+)-(\d+)$/.exec(format);
  if (square) return `{{size:${Number(square[1]) / 10}x${Number(square[2]) / 10}}}`;
  return format.replace(/^a(\d)-(hoch|quer)$/, (_all, size: string, side: string) =>
    side === 'hoch' ? `A${size} ↕` : `A${size} ↔`,
  );
}

type FormatEntry = Material['formats'][number];

/** A format's price in a currency: each part converted as the shop lists it, then summed in cents. */
export function entryPrice(entry: FormatEntry, currency: Currency, of = priceIn): number {
  const [, eur, frameEur] = entry;
  const cents =
    Math.round(of(eur, currency) * 100) +
    (frameEur === undefined ? 0 : Math.round(of(frameEur, currency) * 100));
  return cents / 100;
}

const cheapest = (material: Material | undefined): FormatEntry | undefined =>
  [...(material?.formats ?? [])].sort((a, b) => entryPrice(a, 'eur') - entryPrice(b, 'eur'))[0];

export function productTile(scope: Scope, product: ProductDef): ProductTile {
  const material = product.materials[0];
  const entry = cheapest(material);
  const { currency } = scope.row;
  const [name = ''] = parts(scope.texts.products[product.id], 1);
  return {
    title: name,
    image: image(`${familyById(product.family).motif}-${product.variant}-square`, name),
    path: productPath(product, scope.row.language, scope.texts),
    priceCurrent: entry ? entryPrice(entry, currency) : 0,
    priceOriginal: entry ? entryPrice(entry, currency, originalOf) : undefined,
    fromPrice: (material?.formats.length ?? 0) > 1,
  };
}

export function calculator(scope: Scope, product: ProductDef): Block {
  const { currency, unit } = scope.row;
  const materials = product.materials.map((material) => ({
    value: material.value,
    labelTranslationKey: `materials.${material.value}`,
    initiallySelectedFormat: material.initial,
    // Wall art lists its three most-bought sizes; the more-formats dialog offers the rest from the price service.
    formats: (product.designer === 'photoframe' ? material.formats.slice(0, 3) : material.formats).map(
      (entry) => ({
        value: entry[0],
        priceCurrent: entryPrice(entry, currency),
        priceOriginal: entryPrice(entry, currency, originalOf),
        labelTranslationKey: formatKey(entry[0], unit),
      }),
    ),
    context: material.context,
  }));
  const { bestseller } = scope.texts.labels;
  return {
    component: 'Calculator',
    product: product.designer,
    isCollage: product.family === 'collage',
    selectedValue: materials[0]?.value ?? '',
    options: { materials },
    labels: [
      { index: 1, text: bestseller, backgroundColor: BRAND[scope.channel].accent, textColor: '#ffffff' },
    ],
  };
}

export function skuContainer(scope: Scope, product: ProductDef): Block {
  const material = product.materials[0];
  const entry = material?.formats.find(([format]) => format === material.initial) ?? cheapest(material);
  const prefix = scope.channel === 'kartenliebe' ? 'KL' : 'WL';
  return {
    component: 'SkuContainer',
    sku: `${prefix}-${slugify(product.id)}-${material?.initial ?? ''}`.toUpperCase(),
    context: { ...material?.context, format: material?.initial ?? '' },
    priceCurrent: entry ? entryPrice(entry, scope.row.currency) : 0,
    priceOriginal: entry ? entryPrice(entry, scope.row.currency, originalOf) : undefined,
  };
}
