// Lengths in the names shoppers read (a stretcher frame's depth): written in cm, shown in the market's unit.
import { numberFormat } from './intl';
import type { Unit } from './markets';

const CM_PER_INCH = 2.54;
/** A length in cm as the texts write it: `3,8 cm`, `3.8 cm`, `2.5\u00a0cm`, `10cm`. */
const CM_LENGTH = /(\d+(?:[.,]\d+)?)[ \u00a0]?cm\b/g;

/** A length in cm in inches, to the nearest half inch as the shop names its depths (3.8 cm is 1.5 in). */
export function inchesOf(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2;
}

/**
 * The text with every length in cm given in `unit`, its number in the locale's style: `Stretcher frame 3.8 cm`
 * reads `Stretcher frame 1.5 in` where the market reads inches. In cm the text stays as written.
 */
export function lengthsIn(text: string, unit: Unit, locale: string): string {
  if (unit === 'cm') return text;
  const format = numberFormat(locale, { maximumFractionDigits: 1 });
  return text.replace(
    CM_LENGTH,
    (_length, cm: string) => `${format.format(inchesOf(Number(cm.replace(',', '.'))))} in`,
  );
}
