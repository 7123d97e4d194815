// Texts of the main navigation, flyouts and sub-navigation, per text locale.
import type { TextLocale } from '../domain/markets';

export interface NavigationTexts {
  label: string;
}

const EN: NavigationTexts = { label: '' };

export const NAVIGATION_TEXTS: Record<TextLocale, NavigationTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': EN,
  'es-ES': EN,
  'fr-FR': EN,
  'it-IT': EN,
  'nl-NL': EN,
};
