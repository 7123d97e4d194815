// Format strings and their labels: `<w>x<h>` sizes, mm formats, DIN paper names, cm or inches.
import { numberFormat } from './intl';
import type { Unit } from './markets';

/** Width and height; 0 × 0 when a format string is not valid. */
export interface Dimensions {
  width: number;
  height: number;
}

const FORMAT = /^([1-9]\d*)x([1-9]\d*)$/;
const MM_FORMAT = /^([1-9]\d*)-([1-9]\d*)$/;
// A size in cm as the CMS may spell it for a table row: a format string, or sides with one decimal (`14.5x14.5`).
const CM_SIDE = '([1-9]\\d*(?:\\.\\d)?|0\\.[1-9])';
const CM_FORMAT = new RegExp(`^${CM_SIDE}x${CM_SIDE}$`);
const DIN_FORMAT = /^a([0-8])-(hoch|quer)$/;
const MM_PER_INCH = 25.4;

/** `<w>x<h>` with positive integers without leading zero; anything else gives dimensions 0. */
export function parseFormat(format: string): Dimensions {
  const match = FORMAT.exec(format);
  if (!match) return { width: 0, height: 0 };
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Fixed inch names by millimetre size: the photo prints and the square books. */
const INCH_LABELS: Readonly<Record<string, string>> = {
  '100x100': '4x4',
  '100x120': '4x4.5',
  '130x90': '5x3.5',
  '150x100': '6x4',
  '180x130': '7x5',
  '300x200': '12x8',
  '200x200': '8x8',
  '300x300': '12x12',
};

/**
 * The size of a shop format value in millimetres: `40x30` is centimetres (the size values of calculators and
 * photo prints, or a CMS table row such as `14.5x14.5`), `200-200` millimetres (books, calendars). Null when it
 * names no size (DIN formats are labelled by their paper name instead).
 */
function formatMillimetres(format: string): Dimensions | null {
  const cm = CM_FORMAT.exec(format);
  if (cm) return { width: Math.round(Number(cm[1]) * 10), height: Math.round(Number(cm[2]) * 10) };
  const mm = MM_FORMAT.exec(format);
  return mm ? { width: Number(mm[1]), height: Number(mm[2]) } : null;
}

/** A length in millimetres shown in cm, or in inches for unit `in`, with at most one decimal. */
function displayLength(mm: number, unit: Unit, locale = 'en-GB'): string {
  const value = unit === 'in' ? mm / MM_PER_INCH : mm / 10;
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

function sizeLabel({ width, height }: Dimensions, unit: Unit, locale: string): string {
  const named = unit === 'in' ? INCH_LABELS[`${width}x${height}`] : undefined;
  if (named) {
    const [w = '', h = ''] = named.split('x');
    return `${w} × ${h} in`;
  }
  return `${displayLength(width, unit, locale)} × ${displayLength(height, unit, locale)} ${unit}`;
}

/**
 * The one label shoppers read for a format value, in every block: `40 × 30 cm`, `6 × 4 in`; DIN formats keep their paper name
 * with an orientation arrow (`A4 ↕` portrait, `A4 ↔` landscape); a value naming no size is shown as is.
 */
export function formatLabel(value: string, unit: Unit, locale?: string): string {
  const format = value.trim();
  const din = DIN_FORMAT.exec(format);
  if (din) return `A${din[1]} ${din[2] === 'hoch' ? '↕' : '↔'}`;
  const size = formatMillimetres(format);
  return size ? sizeLabel(size, unit, locale ?? (unit === 'in' ? 'en-US' : 'en-GB')) : format;
}
