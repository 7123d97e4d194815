// Texts of the main navigation, flyouts and sub-navigation, per text locale.
import type { TextLocale } from '../domain/markets';

export interface NavigationTexts {
  /** Accessible name of the main navigation. */
  label: string;
  /** The scroll buttons of the main navigation and the sub-navigation. */
  previous: string;
  next: string;
  /** Accessible name of the sub-navigation. */
  subNavigation: string;
  /** Heading of the wandbilder flyout's single list outside the experiment. */
  allProducts: string;
  /** The toggle that opens an item's flyout from the keyboard; `{item}` is the item's text. */
  showFlyout: string;
  /** Accessible name of a flyout panel; `{item}` is the item's text. */
  flyout: string;
}

const EN: NavigationTexts = {
  label: 'Main navigation',
  previous: 'Previous',
  next: 'Next',
  subNavigation: 'Sub-navigation',
  allProducts: 'All products',
  showFlyout: 'Show {item} menu',
  flyout: '{item} menu',
};

export const NAVIGATION_TEXTS: Record<TextLocale, NavigationTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': {
    label: 'Hauptnavigation',
    previous: 'Zurück',
    next: 'Weiter',
    subNavigation: 'Unternavigation',
    allProducts: 'Alle Produkte',
    showFlyout: 'Menü {item} anzeigen',
    flyout: 'Menü {item}',
  },
  'es-ES': {
    label: 'Navegación principal',
    previous: 'Anterior',
    next: 'Siguiente',
    subNavigation: 'Subnavegación',
    allProducts: 'Todos los productos',
    showFlyout: 'Mostrar el menú {item}',
    flyout: 'Menú {item}',
  },
  'fr-FR': {
    label: 'Navigation principale',
    previous: 'Précédent',
    next: 'Suivant',
    subNavigation: 'Sous-navigation',
    allProducts: 'Tous les produits',
    showFlyout: 'Afficher le menu {item}',
    flyout: 'Menu {item}',
  },
  'it-IT': {
    label: 'Navigazione principale',
    previous: 'Indietro',
    next: 'Avanti',
    subNavigation: 'Sottonavigazione',
    allProducts: 'Tutti i prodotti',
    showFlyout: 'Mostra il menu {item}',
    flyout: 'Menu {item}',
  },
  'nl-NL': {
    label: 'Hoofdnavigatie',
    previous: 'Vorige',
    next: 'Volgende',
    subNavigation: 'Subnavigatie',
    allProducts: 'Alle producten',
    showFlyout: 'Menu {item} tonen',
    flyout: 'Menu {item}',
  },
};
