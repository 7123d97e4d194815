// Colour contrast as WCAG 2.1 measures it: an editor's colours are used for a label only when the text on them
// reaches AA for normal text (4.5:1); otherwise the label keeps the brand's accent, which does.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a #rgb or #rrggbb colour; null for anything else. */
export function luminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1] ?? '';
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = luminance(a);
  const second = luminance(b);
  if (first === null || second === null) return null;
  const [light, dark] = first > second ? [first, second] : [second, first];
  return (light + 0.05) / (dark + 0.05);
}

/** AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/**
 * The inline colours of a label: the editor's background and text (white when only a background is set) when
 * they reach AA; nothing otherwise, so the label keeps its accent classes.
 */
export function labelColours(
  background: string | undefined,
  text: string | undefined,
): { backgroundColor: string; color: string } | undefined {
  if (!background) return undefined;
  const color = text ?? '#ffffff';
  const ratio = contrastRatio(background, color);
  return ratio !== null && ratio >= AA_NORMAL_TEXT ? { backgroundColor: background, color } : undefined;
}
