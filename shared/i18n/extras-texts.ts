// Texts of the smartbanner, help launcher, page overlay and error page, per text locale.
import type { TextLocale } from '../domain/markets';

export interface ExtrasTexts {
  label: string;
}

const EN: ExtrasTexts = { label: '' };

export const EXTRAS_TEXTS: Record<TextLocale, ExtrasTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': EN,
  'es-ES': EN,
  'fr-FR': EN,
  'it-IT': EN,
  'nl-NL': EN,
};
