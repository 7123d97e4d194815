// Texts of the burger menu, per text locale.
import type { TextLocale } from '../domain/markets';

export interface BurgerTexts {
  /** The panel's accessible name. */
  menu: string;
  /** The burger button's label while closed. */
  open: string;
  /** The burger button's label while open and the panel's close button. */
  close: string;
  /** The way from a secondary level back to the primary one. */
  back: string;
  /** The item's own link above its sub-items; `{item}` is the item's text. */
  allOf: string;
  /** Label of the list of main items. */
  categories: string;
  /** Label of the extra menu. */
  more: string;
  /** Heading of the service hotline. */
  hotline: string;
  /** Label of the footer links. */
  information: string;
}

const EN: BurgerTexts = {
  menu: 'Menu',
  open: 'Open menu',
  close: 'Close menu',
  back: 'Back',
  allOf: 'All {item}',
  categories: 'Product categories',
  more: 'More',
  hotline: 'Service hotline',
  information: 'Information',
};

export const BURGER_TEXTS: Record<TextLocale, BurgerTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': {
    menu: 'Menü',
    open: 'Menü öffnen',
    close: 'Menü schließen',
    back: 'Zurück',
    allOf: 'Alle {item}',
    categories: 'Produktkategorien',
    more: 'Mehr',
    hotline: 'Service-Hotline',
    information: 'Informationen',
  },
  'es-ES': {
    menu: 'Menú',
    open: 'Abrir menú',
    close: 'Cerrar menú',
    back: 'Volver',
    allOf: 'Ver todo: {item}',
    categories: 'Categorías de productos',
    more: 'Más',
    hotline: 'Atención al cliente',
    information: 'Información',
  },
  'fr-FR': {
    menu: 'Menu',
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
    back: 'Retour',
    allOf: 'Voir tout : {item}',
    categories: 'Catégories de produits',
    more: 'Plus',
    hotline: 'Service client',
    information: 'Informations',
  },
  'it-IT': {
    menu: 'Menu',
    open: 'Apri il menu',
    close: 'Chiudi il menu',
    back: 'Indietro',
    allOf: 'Vedi tutto: {item}',
    categories: 'Categorie di prodotti',
    more: 'Altro',
    hotline: 'Servizio clienti',
    information: 'Informazioni',
  },
  'nl-NL': {
    menu: 'Menu',
    open: 'Menu openen',
    close: 'Menu sluiten',
    back: 'Terug',
    allOf: 'Alle {item}',
    categories: 'Productcategorieën',
    more: 'Meer',
    hotline: 'Klantenservice',
    information: 'Informatie',
  },
};
