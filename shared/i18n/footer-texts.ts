// Texts of the footer, breadcrumb and consent layer, per text locale.
import type { TextLocale } from '../domain/markets';

export interface FooterTexts {
  label: string;
}

const EN: FooterTexts = { label: '' };

export const FOOTER_TEXTS: Record<TextLocale, FooterTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': EN,
  'es-ES': EN,
  'fr-FR': EN,
  'it-IT': EN,
  'nl-NL': EN,
};
