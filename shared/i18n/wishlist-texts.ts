// Texts of the wishlist (its page, the heart on product tiles, the header item), per text locale. Read by server
// components alone, so they stay out of the page state every page carries.
import type { TextLocale } from '../domain/markets';

export interface WishlistTexts {
  title: string;
  /** The heart's accessible name; `aria-pressed` tells whether the product is on the list. */
  toggle: string;
  remove: string;
  empty: string;
  browse: string;
  /** Shown to anonymous visitors: the list is kept on this device until they log in. */
  anonymousHint: string;
  /** An item whose product page is gone. */
  unavailable: string;
  failed: string;
}

const EN: WishlistTexts = {
  title: 'Wishlist',
  toggle: 'Save {title} to the wishlist',
  remove: 'Remove {title} from the wishlist',
  empty: 'Your wishlist is empty. Tap the heart on a product to keep it here.',
  browse: 'Browse all products',
  anonymousHint: 'Log in to keep your wishlist on every device: we add what you saved here to your account.',
  unavailable: 'No longer available',
  failed: 'The wishlist could not be changed. Please try again.',
};

export const WISHLIST_TEXTS: Record<TextLocale, WishlistTexts> = {
  'de-DE': {
    title: 'Merkliste',
    toggle: '{title} merken',
    remove: '{title} von der Merkliste entfernen',
    empty: 'Deine Merkliste ist leer. Tippe bei einem Produkt auf das Herz, um es hier zu sammeln.',
    browse: 'Alle Produkte ansehen',
    anonymousHint:
      'Melde dich an, um deine Merkliste auf allen Geräten zu haben: Was du hier gemerkt hast, übernehmen wir in dein Konto.',
    unavailable: 'Nicht mehr erhältlich',
    failed: 'Die Merkliste konnte nicht geändert werden. Bitte versuche es noch einmal.',
  },
  'en-GB': EN,
  'en-US': EN,
  'es-ES': {
    title: 'Lista de deseos',
    toggle: 'Guardar {title} en la lista de deseos',
    remove: 'Quitar {title} de la lista de deseos',
    empty: 'Tu lista de deseos está vacía. Toca el corazón de un producto para guardarlo aquí.',
    browse: 'Ver todos los productos',
    anonymousHint:
      'Inicia sesión para tener tu lista en todos tus dispositivos: añadimos a tu cuenta lo que guardaste aquí.',
    unavailable: 'Ya no disponible',
    failed: 'No se pudo cambiar la lista de deseos. Inténtalo de nuevo.',
  },
  'fr-FR': {
    title: 'Liste de souhaits',
    toggle: 'Ajouter {title} à la liste de souhaits',
    remove: 'Retirer {title} de la liste de souhaits',
    empty: 'Votre liste de souhaits est vide. Touchez le cœur d’un produit pour le garder ici.',
    browse: 'Voir tous les produits',
    anonymousHint:
      'Connectez-vous pour retrouver votre liste sur tous vos appareils : nous ajoutons à votre compte ce que vous avez gardé ici.',
    unavailable: 'Plus disponible',
    failed: 'La liste de souhaits n’a pas pu être modifiée. Veuillez réessayer.',
  },
  'it-IT': {
    title: 'Lista dei desideri',
    toggle: 'Salva {title} nella lista dei desideri',
    remove: 'Togli {title} dalla lista dei desideri',
    empty: 'La tua lista dei desideri è vuota. Tocca il cuore di un prodotto per salvarlo qui.',
    browse: 'Scopri tutti i prodotti',
    anonymousHint:
      'Accedi per avere la tua lista su ogni dispositivo: aggiungiamo al tuo account ciò che hai salvato qui.',
    unavailable: 'Non più disponibile',
    failed: 'Non è stato possibile modificare la lista dei desideri. Riprova.',
  },
  'nl-NL': {
    title: 'Verlanglijst',
    toggle: '{title} bewaren op de verlanglijst',
    remove: '{title} van de verlanglijst halen',
    empty: 'Je verlanglijst is leeg. Tik op het hartje bij een product om het hier te bewaren.',
    browse: 'Alle producten bekijken',
    anonymousHint:
      'Log in om je verlanglijst op al je apparaten te hebben: wat je hier bewaarde, zetten we in je account.',
    unavailable: 'Niet meer verkrijgbaar',
    failed: 'De verlanglijst kon niet worden gewijzigd. Probeer het opnieuw.',
  },
};
