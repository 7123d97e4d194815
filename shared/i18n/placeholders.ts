// Text templates with square-bracket placeholders (`[QUANTITY] photos in format [FORMAT]`), filled with plain text.

/** The placeholders a template may carry: the shop's name, a quantity, the current quantity, a format, a frame. */
export const TEMPLATE_PLACEHOLDERS = [
  'COMPANY_NAME',
  'QUANTITY',
  'CURRENT_QUANTITY',
  'FORMAT',
  'FRAME',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | number>>;

const KNOWN: ReadonlySet<string> = new Set(TEMPLATE_PLACEHOLDERS);
const PLACEHOLDER = /\[([A-Z_]+)\]/g;

/**
 * Fills a template in one pass, as text:
 * - a known placeholder with a value becomes the value, written as it is (a value is never read as a template
 *   again, and the result is text for React to escape: markup in a value shows as its characters);
 * - a known placeholder without a value is removed, with the space it leaves (doubled spaces, a space before
 *   punctuation or at either end), so a shopper never reads `[QUANTITY]`;
 * - anything else in brackets is left as it is: it is the text's own wording, not a placeholder of ours.
 */
export function fillPlaceholders(template: string, values: TemplateValues): string {
  let removed = false;
  const filled = template.replace(PLACEHOLDER, (match, name: string) => {
    if (!KNOWN.has(name)) return match;
    const value = values[name as TemplatePlaceholder];
    if (value !== undefined) return String(value);
    removed = true;
    return '';
  });
  if (!removed) return filled;
  return filled
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}
