// Words of photo boxes and photo prints per language: the quantity text, its current-of-total variant, who prints
// them and the frame phrase, as templates with square-bracket placeholders (`fillPlaceholders()`).
import { pluralRules } from '../domain/intl';
import type { Language } from '../domain/markets';
import { formatNumber } from '../domain/prices';
import { fillPlaceholders, type TemplateValues } from './placeholders';

/** One wording per plural form of `[QUANTITY]`. */
interface CountTemplate {
  one: string;
  other: string;
}

export interface PhotoboxTexts {
  /** `[QUANTITY] photos in format [FORMAT]`. */
  quantity: CountTemplate;
  /** `[CURRENT_QUANTITY] of [QUANTITY] photos in format [FORMAT]`: how many of a box's photos are chosen. */
  progress: CountTemplate;
  /** `[COMPANY_NAME]` is the shop's name. */
  printedBy: string;
  /** What `[FRAME]` stands for where a print is framed with a mat. */
  frameWithMat: string;
}

export const PHOTOBOX_TEXTS: Record<Language, PhotoboxTexts> = {
  de: {
    quantity: { one: '[QUANTITY] Foto im Format [FORMAT]', other: '[QUANTITY] Fotos im Format [FORMAT]' },
    progress: {
      one: '[CURRENT_QUANTITY] von [QUANTITY] Foto im Format [FORMAT]',
      other: '[CURRENT_QUANTITY] von [QUANTITY] Fotos im Format [FORMAT]',
    },
    printedBy: 'Gedruckt und verpackt von [COMPANY_NAME]',
    frameWithMat: 'Rahmen mit Passepartout',
  },
  en: {
    quantity: { one: '[QUANTITY] photo in format [FORMAT]', other: '[QUANTITY] photos in format [FORMAT]' },
    progress: {
      one: '[CURRENT_QUANTITY] of [QUANTITY] photo in format [FORMAT]',
      other: '[CURRENT_QUANTITY] of [QUANTITY] photos in format [FORMAT]',
    },
    printedBy: 'Printed and packed by [COMPANY_NAME]',
    frameWithMat: 'frame with mat',
  },
  es: {
    quantity: { one: '[QUANTITY] foto en formato [FORMAT]', other: '[QUANTITY] fotos en formato [FORMAT]' },
    progress: {
      one: '[CURRENT_QUANTITY] de [QUANTITY] foto en formato [FORMAT]',
      other: '[CURRENT_QUANTITY] de [QUANTITY] fotos en formato [FORMAT]',
    },
    printedBy: 'Impreso y empaquetado por [COMPANY_NAME]',
    frameWithMat: 'marco con paspartú',
  },
  fr: {
    quantity: { one: '[QUANTITY] photo au format [FORMAT]', other: '[QUANTITY] photos au format [FORMAT]' },
    progress: {
      one: '[CURRENT_QUANTITY] sur [QUANTITY] photo au format [FORMAT]',
      other: '[CURRENT_QUANTITY] sur [QUANTITY] photos au format [FORMAT]',
    },
    printedBy: 'Imprimé et emballé par [COMPANY_NAME]',
    frameWithMat: 'cadre avec passe-partout',
  },
  it: {
    quantity: { one: '[QUANTITY] foto in formato [FORMAT]', other: '[QUANTITY] foto in formato [FORMAT]' },
    progress: {
      one: '[CURRENT_QUANTITY] di [QUANTITY] foto in formato [FORMAT]',
      other: '[CURRENT_QUANTITY] di [QUANTITY] foto in formato [FORMAT]',
    },
    printedBy: 'Stampato e confezionato da [COMPANY_NAME]',
    frameWithMat: 'cornice con passe-partout',
  },
  nl: {
    quantity: { one: '[QUANTITY] foto in formaat [FORMAT]', other: "[QUANTITY] foto's in formaat [FORMAT]" },
    progress: {
      one: '[CURRENT_QUANTITY] van [QUANTITY] foto in formaat [FORMAT]',
      other: "[CURRENT_QUANTITY] van [QUANTITY] foto's in formaat [FORMAT]",
    },
    printedBy: 'Gedrukt en verpakt door [COMPANY_NAME]',
    frameWithMat: 'lijst met passe-partout',
  },
};

/** Where a text is said: its language's words, its locale's numbers. */
export interface TextPlace {
  language: Language;
  locale: string;
}

/**
 * The quantity text (`50 Fotos im Format 15 × 10 cm`), or with `current` its current-of-total variant (`12 von 50
 * Fotos …`); the wording follows the plural form of the quantity, numbers in the locale's format. `format` is the
 * format's label as the shopper reads it (`formatLabel()`: cm, or inches in the US).
 */
export function quantityText(
  place: TextPlace,
  facts: { quantity: number; format: string; current?: number },
): string {
  const texts = PHOTOBOX_TEXTS[place.language];
  const templates = facts.current === undefined ? texts.quantity : texts.progress;
  const form = pluralRules(place.locale).select(facts.quantity) === 'one' ? 'one' : 'other';
  const values: TemplateValues = {
    QUANTITY: formatNumber(facts.quantity, place.locale),
    FORMAT: facts.format,
    ...(facts.current === undefined ? {} : { CURRENT_QUANTITY: formatNumber(facts.current, place.locale) }),
  };
  return fillPlaceholders(templates[form], values);
}

/** Who prints and packs the photos: the shop's name in the language's words. */
export function printedByText(language: Language, companyName: string): string {
  return fillPlaceholders(PHOTOBOX_TEXTS[language].printedBy, { COMPANY_NAME: companyName });
}
