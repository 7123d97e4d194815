// All language tables, keyed by language: page, shop and furniture texts merged.
import type { Language } from '../../../shared/domain/markets';
import { DE } from './de';
import { DE_NAV } from './de-nav';
import { DE_SHOP } from './de-shop';
import { EN } from './en';
import { EN_NAV } from './en-nav';
import { EN_SHOP } from './en-shop';
import { ES } from './es';
import { ES_NAV } from './es-nav';
import { ES_SHOP } from './es-shop';
import { FR } from './fr';
import { FR_NAV } from './fr-nav';
import { FR_SHOP } from './fr-shop';
import { IT } from './it';
import { IT_NAV } from './it-nav';
import { IT_SHOP } from './it-shop';
import { NL } from './nl';
import { NL_NAV } from './nl-nav';
import { NL_SHOP } from './nl-shop';
import type { Texts } from './types';

export const TEXTS: Record<Language, Texts> = {
  de: { ...DE, ...DE_SHOP, ...DE_NAV },
  en: { ...EN, ...EN_SHOP, ...EN_NAV },
  es: { ...ES, ...ES_SHOP, ...ES_NAV },
  fr: { ...FR, ...FR_SHOP, ...FR_NAV },
  it: { ...IT, ...IT_SHOP, ...IT_NAV },
  nl: { ...NL, ...NL_SHOP, ...NL_NAV },
};
