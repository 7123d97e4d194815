// The icon sprite: every icon as a <symbol>, for the static sprite file and the /_icons page.
import { ICON_NAMES, ICONS, type IconName } from './icons';

/** `<symbol>` elements of all icons, ids equal to the icon names. */
export function spriteSymbols(): string {
  return ICON_NAMES.map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${ICONS[name]}</symbol>`).join(
    '',
  );
}

/** A standalone SVG sprite document. */
export function spriteDocument(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${spriteSymbols()}</svg>`;
}

/** A favicon from one icon, drawn in the given colour. */
export function faviconDocument(name: IconName, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" color="${color}">${ICONS[name]}</svg>`;
}
