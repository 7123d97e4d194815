// A basket line as a shopper reads it: the article's name in the page's language, its size in the market's unit
// (turned when the choice was), the frame and every chosen option, each named in that language.
import * as v from 'valibot';
import { optionGroupTexts } from '#i18n/option-texts';
import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { articleName, optionName } from '../i18n/article-texts';
import { turnedFormat } from './calculator';
import { formatLabel } from './formats';
import { frameFamilyOf } from './frames';
import { GIFT_VOUCHER_SKU } from './gift-voucher';
import type { Language, Unit } from './markets';
import { WALL_OPTION_GROUPS, type WallOptionGroup, type WallOptionGroupName } from './wall-options';

/** What the designer's add writes into a line's context, as the storefront reads it back. */
export const LineContextSchema = v.object({
  /** Charged on top of the article: the frame, then option articles, comma-separated. */
  parts: v.optional(v.string(), ''),
  /** Every chosen option as `param:value`, comma-separated. */
  options: v.optional(v.string(), ''),
  /** The size is the catalogue's turned by 90°. */
  turned: v.optional(v.boolean(), false),
});

/** The context a line is added with: its parts, its options and whether its size is turned. */
export function lineContext(choice: {
  parts: readonly string[];
  options: Readonly<Record<string, string>>;
  turned: boolean;
}): Record<string, string | boolean> {
  const options = Object.entries(choice.options).map(([param, value]) => `${param}:${value}`);
  return {
    ...(choice.parts.length > 0 ? { parts: choice.parts.join(',') } : {}),
    ...(options.length > 0 ? { options: options.join(',') } : {}),
    ...(choice.turned ? { turned: true } : {}),
  };
}

export interface LineDetail {
  title: string;
  value: string;
}

export interface LineView {
  name: string;
  /** The size in the market's unit; empty for an article without sizes. */
  size: string;
  /** The frame first, then each chosen option. */
  details: LineDetail[];
}

/** A charged option's title and name: its group's words, found by its parameter and value. */
function chargedOption(
  param: string,
  value: string,
  site: { language: Language; unit: Unit; locale: string },
): LineDetail | null {
  for (const [group, rule] of Object.entries(WALL_OPTION_GROUPS) as [
    WallOptionGroupName,
    WallOptionGroup,
  ][]) {
    if (rule.param !== param) continue;
    const words = optionGroupTexts(group, site, site.unit);
    const article = Object.keys(rule.values).find((id) => rule.values[id] === value);
    return { title: words.title, value: article ? (words.options[article] ?? value) : value };
  }
  return null;
}

/** How a line reads on the basket page in a language and unit; a context it cannot read lists nothing. */
export function lineView(
  line: { sku: string; format: string; context?: unknown },
  site: { language: Language; unit: Unit; locale: string },
): LineView {
  const { language, unit, locale } = site;
  const parsed = v.safeParse(LineContextSchema, line.context ?? {});
  const context = parsed.success ? parsed.output : { parts: '', options: '', turned: false };
  const format = context.turned ? turnedFormat(line.format) : line.format;
  const frame = context.parts.split(',').find((part) => part !== '' && frameFamilyOf(part) !== null);
  const details: LineDetail[] = frame
    ? [{ title: PRODUCT_TEXTS[language].frame, value: articleName(frame, language) }]
    : [];
  for (const entry of context.options.split(',')) {
    const [param = '', value = ''] = entry.split(':');
    if (!param || !value) continue;
    const named = chargedOption(param, value, site) ?? optionName(param, value, language);
    if (named) details.push(named);
  }
  return {
    name: articleName(line.sku, language),
    // A gift voucher's format is its amount, which the price says: it has no size.
    size: format && line.sku !== GIFT_VOUCHER_SKU ? formatLabel(format, unit, locale) : '',
    details,
  };
}
