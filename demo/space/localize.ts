// Turns language texts into locale texts: placeholders for money and sizes, spelling and wording pairs.
import type { Currency, Unit } from '../../shared/domain/markets';
import { type LocaleRow, moneyText } from './locales';

/** Fields that carry keys, paths and ids, never reader-facing text. */
const SKIP = new Set([
  'cached_url',
  'url',
  'filename',
  'component',
  '_uid',
  'linktype',
  'sku',
  'value',
  'icon',
  'labelTranslationKey',
  'initiallySelectedFormat',
  'items',
  'person',
  'productSnippet',
  'frameTypes',
  'accessoryTypes',
]);

const FREE_SHIPPING: Record<Currency, number> = { eur: 39, chf: 49, gbp: 35, usd: 45 };
const SAVING: Record<Currency, number> = { eur: 10, chf: 10, gbp: 8, usd: 10 };

/** Photo-print sizes have fixed inch names; larger sizes round to the nearest even inch. */
const SMALL_INCHES: Record<string, string> = { 10: '4', 12: '4.5', 13: '5', 9: '3.5', 15: '6', 18: '7' };

function inches(cm: string): string {
  const fixed = SMALL_INCHES[cm];
  if (fixed) return fixed;
  const value = Number(cm) / 2.54;
  return String(value >= 20 ? Math.round(value / 2) * 2 : Math.round(value));
}

/** `40x30` as `40 × 30 cm`, or `16 × 12 in` in inch locales. */
export function sizeText(format: string, unit: Unit): string {
  const [width = '', height = ''] = format.split('x');
  if (unit === 'cm') return `${width} × ${height} cm`;
  return `${inches(width)} × ${inches(height)} in`;
}

/** The translation key of a format label, in the locale's unit. */
export function formatKey(format: string, unit: Unit): string {
  if (unit === 'cm' || !/^\d+x\d+$/.test(format)) return `formats.${format}`;
  const [width = '', height = ''] = format.split('x');
  return `formats.${inches(width)}x${inches(height)}in`;
}

/** A frame depth: `2,5 cm` (decimal comma outside English), `1 in` in inch locales. */
function depthText(cm: number, row: LocaleRow): string {
  if (row.unit === 'in') return `${Math.round((cm / 2.54) * 2) / 2} in`;
  const value = String(cm);
  return `${row.language === 'en' ? value : value.replace('.', ',')} cm`;
}

function fill(text: string, row: LocaleRow, pairs: readonly (readonly [string, string])[]): string {
  let out = text.replace(/\{\{(\w+)(?::([\w.]+))?\}\}/g, (_match, name: string, arg?: string) => {
    if (name === 'free') return moneyText(FREE_SHIPPING[row.currency], row.currency);
    if (name === 'save') return moneyText(SAVING[row.currency], row.currency);
    if (name === 'size') return sizeText(arg ?? '', row.unit);
    if (name === 'depth') return depthText(Number(arg), row);
    return _match;
  });
  for (const [from, to] of pairs) out = out.replaceAll(from, to);
  return out;
}

/** A deep copy of `value` with every reader-facing string localised for the row's locale. */
export function localize<T>(value: T, row: LocaleRow, pairs: readonly (readonly [string, string])[]): T {
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') return SKIP.has(key) ? node : fill(node, row, pairs);
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, inner]) => [name, walk(inner, name)]));
    }
    return node;
  };
  return walk(value, '') as T;
}
