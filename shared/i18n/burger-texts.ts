// Texts of the burger menu, per text locale.
import type { TextLocale } from '../domain/markets';

export interface BurgerTexts {
  label: string;
}

const EN: BurgerTexts = { label: '' };

export const BURGER_TEXTS: Record<TextLocale, BurgerTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': EN,
  'es-ES': EN,
  'fr-FR': EN,
  'it-IT': EN,
  'nl-NL': EN,
};
