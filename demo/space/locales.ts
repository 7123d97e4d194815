// The ten content locales of the space: language, currency, unit, coverage and their local text touches.
import type { Currency, Language, Unit } from '../../shared/domain/markets';

export type SpaceLocale =
  | 'de-ch'
  | 'de-de'
  | 'de-li'
  | 'en-gb'
  | 'en-us'
  | 'es-es'
  | 'fr-be'
  | 'fr-fr'
  | 'it-it'
  | 'nl-nl';

export interface LocaleRow {
  code: SpaceLocale;
  language: Language;
  currency: Currency;
  unit: Unit;
  /** Top-level domain of the locale's home country. */
  tld: string;
  /** Service hotline (demo numbers). */
  hotline: string;
  /** Minimal locales hold home, global config and a few service pages; the client falls back for the rest. */
  minimal: boolean;
}

const row = (code: SpaceLocale, currency: Currency, hotline: string, minimal = false): LocaleRow => ({
  code,
  tld: code === 'en-gb' ? 'co.uk' : code === 'en-us' ? 'com' : code.slice(3),
  language: code.slice(0, 2) as Language,
  currency,
  unit: code === 'en-us' ? 'in' : 'cm',
  hotline,
  minimal,
});

export const LOCALES: readonly LocaleRow[] = [
  row('de-ch', 'chf', '+41 44 000 10 20'),
  row('de-de', 'eur', '+49 30 000 10 20'),
  row('de-li', 'chf', '+423 000 10 20', true),
  row('en-gb', 'gbp', '+44 20 0000 1020'),
  row('en-us', 'usd', '+1 212 000 1020'),
  row('es-es', 'eur', '+34 910 00 10 20'),
  row('fr-be', 'eur', '+32 2 000 10 20'),
  row('fr-fr', 'eur', '+33 1 00 00 10 20'),
  row('it-it', 'eur', '+39 02 0000 1020'),
  row('nl-nl', 'eur', '+31 20 000 1020'),
];

const RATE: Record<Currency, number> = { eur: 1, chf: 1.1, gbp: 0.87, usd: 1.1 };

/** A euro list price in the locale's currency, rounded to shop-like endings (.99, or .90 in francs). */
export function priceIn(eur: number, currency: Currency): number {
  if (currency === 'eur') return eur;
  const converted = eur * RATE[currency];
  if (converted < 5) {
    const twentieths = Math.max(1, Math.round(converted * 20)) / 20;
    return cents(currency === 'chf' ? twentieths : twentieths - 0.01);
  }
  const whole = Math.round(converted);
  return cents(currency === 'chf' ? whole - 0.1 : whole - 0.01);
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The struck-through original price belonging to a current price (a quarter higher). */
export function originalOf(eur: number, currency: Currency): number {
  const raised = eur < 5 ? cents(eur * 1.25) : Math.round(eur * 1.25) - 0.01;
  return priceIn(cents(raised), currency);
}

const SYMBOL: Record<Currency, [string, string]> = {
  eur: ['', ' €'],
  chf: ['CHF ', ''],
  gbp: ['£', ''],
  usd: ['$', ''],
};

/** A display amount such as `49 €`, `CHF 49`, `£45` for running text. */
export function moneyText(amount: number, currency: Currency): string {
  const [before, after] = SYMBOL[currency];
  return `${before}${amount}${after}`;
}
