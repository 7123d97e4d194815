// Texts the page furniture says, per text locale (spec section 3: de-DE, en-GB, en-US, es-ES, fr-FR, it-IT, nl-NL).
import type { TextLocale } from '../domain/markets';

export interface Texts {
  close: string;
  backToTop: string;
  skipToContent: string;
  countdown: { days: string; hours: string; minutes: string; seconds: string; ended: string };
  notFound: string;
  notFoundIntro: string;
  errorTitle: string;
  errorIntro: string;
  badRequest: string;
  toHome: string;
  products: string;
  preconfiguratorCalendar: string;
  preconfiguratorCards: string;
  productCount: string;
  theme: string;
  designTheme: string;
  designer: string;
  designerIntro: string;
  icons: string;
}

const EN: Texts = {
  close: 'Close',
  backToTop: 'Back to top',
  skipToContent: 'Skip to content',
  countdown: { days: 'd', hours: 'h', minutes: 'min', seconds: 's', ended: 'Offer ended' },
  notFound: 'Page not found',
  notFoundIntro: 'We could not find this page. Perhaps one of our products inspires you instead.',
  errorTitle: 'Something went wrong',
  errorIntro: 'Sorry, this page is not available right now. Please try again or start from our home page.',
  badRequest: 'Bad request',
  toHome: 'To the home page',
  products: 'All products',
  preconfiguratorCalendar: 'Choose your calendar',
  preconfiguratorCards: 'Choose your cards',
  productCount: '{count} products',
  theme: 'Design',
  designTheme: 'Personalise this design',
  designer: 'Designer',
  designerIntro: 'The designer opens with these settings:',
  icons: 'Icons',
};

/** Every text locale's dictionary; en-US shares en-GB's words. */
export const TEXTS: Record<TextLocale, Texts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': {
    close: 'Schließen',
    backToTop: 'Nach oben',
    skipToContent: 'Zum Inhalt springen',
    countdown: { days: 'T', hours: 'Std', minutes: 'Min', seconds: 'Sek', ended: 'Aktion beendet' },
    notFound: 'Seite nicht gefunden',
    notFoundIntro: 'Diese Seite gibt es leider nicht. Vielleicht inspiriert dich eines unserer Produkte.',
    errorTitle: 'Da ist etwas schiefgelaufen',
    errorIntro:
      'Diese Seite ist gerade nicht verfügbar. Versuche es noch einmal oder starte auf unserer Startseite.',
    badRequest: 'Ungültige Anfrage',
    toHome: 'Zur Startseite',
    products: 'Alle Produkte',
    preconfiguratorCalendar: 'Wähle deinen Kalender',
    preconfiguratorCards: 'Wähle deine Karten',
    productCount: '{count} Produkte',
    theme: 'Design',
    designTheme: 'Dieses Design gestalten',
    designer: 'Designer',
    designerIntro: 'Der Designer startet mit diesen Einstellungen:',
    icons: 'Icons',
  },
  'es-ES': {
    close: 'Cerrar',
    backToTop: 'Volver arriba',
    skipToContent: 'Ir al contenido',
    countdown: { days: 'd', hours: 'h', minutes: 'min', seconds: 's', ended: 'Oferta finalizada' },
    notFound: 'Página no encontrada',
    notFoundIntro: 'No hemos encontrado esta página. Quizá uno de nuestros productos te inspire.',
    errorTitle: 'Algo ha salido mal',
    errorIntro:
      'Esta página no está disponible ahora. Inténtalo de nuevo o empieza en nuestra página de inicio.',
    badRequest: 'Solicitud no válida',
    toHome: 'Ir a la página de inicio',
    products: 'Todos los productos',
    preconfiguratorCalendar: 'Elige tu calendario',
    preconfiguratorCards: 'Elige tus tarjetas',
    productCount: '{count} productos',
    theme: 'Diseño',
    designTheme: 'Personalizar este diseño',
    designer: 'Diseñador',
    designerIntro: 'El diseñador se abre con estos ajustes:',
    icons: 'Iconos',
  },
  'fr-FR': {
    close: 'Fermer',
    backToTop: 'Retour en haut',
    skipToContent: 'Aller au contenu',
    countdown: { days: 'j', hours: 'h', minutes: 'min', seconds: 's', ended: 'Offre terminée' },
    notFound: 'Page introuvable',
    notFoundIntro: "Cette page n'existe pas. Peut-être qu'un de nos produits vous inspirera.",
    errorTitle: "Une erreur s'est produite",
    errorIntro:
      "Cette page n'est pas disponible pour le moment. Réessayez ou commencez par notre page d'accueil.",
    badRequest: 'Requête invalide',
    toHome: "Vers la page d'accueil",
    products: 'Tous les produits',
    preconfiguratorCalendar: 'Choisissez votre calendrier',
    preconfiguratorCards: 'Choisissez vos cartes',
    productCount: '{count} produits',
    theme: 'Design',
    designTheme: 'Personnaliser ce design',
    designer: 'Éditeur',
    designerIntro: "L'éditeur s'ouvre avec ces réglages :",
    icons: 'Icônes',
  },
  'it-IT': {
    close: 'Chiudi',
    backToTop: "Torna all'inizio",
    skipToContent: 'Vai al contenuto',
    countdown: { days: 'g', hours: 'h', minutes: 'min', seconds: 's', ended: 'Offerta terminata' },
    notFound: 'Pagina non trovata',
    notFoundIntro: 'Non abbiamo trovato questa pagina. Forse uno dei nostri prodotti ti ispira.',
    errorTitle: 'Qualcosa è andato storto',
    errorIntro: 'Questa pagina non è disponibile al momento. Riprova o inizia dalla nostra home page.',
    badRequest: 'Richiesta non valida',
    toHome: 'Alla home page',
    products: 'Tutti i prodotti',
    preconfiguratorCalendar: 'Scegli il tuo calendario',
    preconfiguratorCards: 'Scegli i tuoi biglietti',
    productCount: '{count} prodotti',
    theme: 'Design',
    designTheme: 'Personalizza questo design',
    designer: 'Editor',
    designerIntro: "L'editor si apre con queste impostazioni:",
    icons: 'Icone',
  },
  'nl-NL': {
    close: 'Sluiten',
    backToTop: 'Terug naar boven',
    skipToContent: 'Naar de inhoud',
    countdown: { days: 'd', hours: 'u', minutes: 'min', seconds: 's', ended: 'Actie afgelopen' },
    notFound: 'Pagina niet gevonden',
    notFoundIntro: 'We konden deze pagina niet vinden. Misschien inspireert een van onze producten je.',
    errorTitle: 'Er is iets misgegaan',
    errorIntro: 'Deze pagina is nu niet beschikbaar. Probeer het opnieuw of begin op onze homepage.',
    badRequest: 'Ongeldig verzoek',
    toHome: 'Naar de homepage',
    products: 'Alle producten',
    preconfiguratorCalendar: 'Kies je kalender',
    preconfiguratorCards: 'Kies je kaarten',
    productCount: '{count} producten',
    theme: 'Ontwerp',
    designTheme: 'Dit ontwerp personaliseren',
    designer: 'Ontwerper',
    designerIntro: 'De ontwerper opent met deze instellingen:',
    icons: 'Iconen',
  },
};

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
