// Texts of the footer, breadcrumb and consent layer, per text locale.
import type { TextLocale } from '../domain/markets';
import type { PluralText } from './plural';

export interface ConsentTexts {
  banner: string;
  text: string;
  accept: string;
  decline: string;
  /** The second layer's counterpart of `accept`. */
  declineAll: string;
  settings: string;
  settingsTitle: string;
  settingsIntro: string;
  save: string;
  alwaysOn: string;
  categories: Record<'necessary' | 'analytics' | 'marketing', { name: string; text: string }>;
}

export interface FooterTexts {
  /** Accessible name of the footer's link box when it has no headline. */
  links: string;
  breadcrumb: string;
  home: string;
  viewMore: string;
  /** `{count}` is the number of reviews, filled in by `countText`. */
  reviewCount: PluralText;
  customerOpinions: string;
  paymentMethods: string;
  /** Heading (for screen readers) over the footer boxes: about, apps, awards, service, countries, languages. */
  boxes: string;
  /** Heading (for screen readers) over the communication tiles. */
  tiles: string;
  rights: string;
  consent: ConsentTexts;
}

const EN: FooterTexts = {
  links: 'More from our shop',
  breadcrumb: 'You are here',
  home: 'Home',
  viewMore: 'View more',
  reviewCount: { one: '{count} review', other: '{count} reviews' },
  customerOpinions: 'What our customers say',
  paymentMethods: 'Payment methods',
  boxes: 'Service and information',
  tiles: 'How we help',
  rights: 'All rights reserved.',
  consent: {
    banner: 'Your privacy',
    text: 'We use cookies to run the shop. With your consent we also use them to measure and improve our pages and to show you relevant offers.',
    accept: 'Accept all',
    decline: 'Decline',
    declineAll: 'Decline all',
    settings: 'Settings',
    settingsTitle: 'Cookie settings',
    settingsIntro: 'Choose which cookies we may use. You can change this at any time in the footer.',
    save: 'Save settings',
    alwaysOn: 'Always on',
    categories: {
      necessary: {
        name: 'Necessary',
        text: 'Basket, login and your settings. The shop does not work without them.',
      },
      analytics: { name: 'Analytics', text: 'Anonymous statistics and tests that help us improve the shop.' },
      marketing: { name: 'Marketing', text: 'Personalised offers on other websites.' },
    },
  },
};

const DE: FooterTexts = {
  links: 'Mehr aus unserem Shop',
  breadcrumb: 'Sie sind hier',
  home: 'Startseite',
  viewMore: 'Mehr anzeigen',
  reviewCount: { one: '{count} Bewertung', other: '{count} Bewertungen' },
  customerOpinions: 'Das sagen unsere Kundinnen und Kunden',
  paymentMethods: 'Zahlungsarten',
  boxes: 'Service und Informationen',
  tiles: 'So helfen wir dir',
  rights: 'Alle Rechte vorbehalten.',
  consent: {
    banner: 'Ihre Privatsphäre',
    text: 'Wir verwenden Cookies, damit der Shop funktioniert. Mit Ihrer Einwilligung nutzen wir sie auch, um unsere Seiten zu messen und zu verbessern und Ihnen passende Angebote zu zeigen.',
    accept: 'Alle akzeptieren',
    decline: 'Ablehnen',
    declineAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    settingsTitle: 'Cookie-Einstellungen',
    settingsIntro:
      'Wählen Sie, welche Cookies wir verwenden dürfen. Sie können das jederzeit im Footer ändern.',
    save: 'Einstellungen speichern',
    alwaysOn: 'Immer aktiv',
    categories: {
      necessary: {
        name: 'Notwendig',
        text: 'Warenkorb, Login und Ihre Einstellungen. Ohne sie funktioniert der Shop nicht.',
      },
      analytics: {
        name: 'Statistik',
        text: 'Anonyme Statistiken und Tests, mit denen wir den Shop verbessern.',
      },
      marketing: { name: 'Marketing', text: 'Persönliche Angebote auf anderen Websites.' },
    },
  },
};

const ES: FooterTexts = {
  links: 'Más de nuestra tienda',
  breadcrumb: 'Estás aquí',
  home: 'Inicio',
  viewMore: 'Ver más',
  reviewCount: { one: '{count} opinión', other: '{count} opiniones' },
  customerOpinions: 'Lo que dicen nuestros clientes',
  paymentMethods: 'Métodos de pago',
  boxes: 'Servicio e información',
  tiles: 'Cómo te ayudamos',
  rights: 'Todos los derechos reservados.',
  consent: {
    banner: 'Tu privacidad',
    text: 'Usamos cookies para que la tienda funcione. Con tu consentimiento también las usamos para medir y mejorar nuestras páginas y mostrarte ofertas relevantes.',
    accept: 'Aceptar todas',
    decline: 'Rechazar',
    declineAll: 'Rechazar todas',
    settings: 'Configuración',
    settingsTitle: 'Configuración de cookies',
    settingsIntro:
      'Elige qué cookies podemos usar. Puedes cambiarlo en cualquier momento en el pie de página.',
    save: 'Guardar configuración',
    alwaysOn: 'Siempre activas',
    categories: {
      necessary: {
        name: 'Necesarias',
        text: 'Cesta, inicio de sesión y tus ajustes. Sin ellas la tienda no funciona.',
      },
      analytics: {
        name: 'Analítica',
        text: 'Estadísticas anónimas y pruebas que nos ayudan a mejorar la tienda.',
      },
      marketing: { name: 'Marketing', text: 'Ofertas personalizadas en otros sitios web.' },
    },
  },
};

const FR: FooterTexts = {
  links: 'Plus de notre boutique',
  breadcrumb: 'Vous êtes ici',
  home: 'Accueil',
  viewMore: 'Voir plus',
  reviewCount: { one: '{count} avis', other: '{count} avis' },
  customerOpinions: 'Ce que disent nos clients',
  paymentMethods: 'Moyens de paiement',
  boxes: 'Service et informations',
  tiles: 'Comment nous vous aidons',
  rights: 'Tous droits réservés.',
  consent: {
    banner: 'Votre vie privée',
    text: 'Nous utilisons des cookies pour faire fonctionner la boutique. Avec votre accord, nous les utilisons aussi pour mesurer et améliorer nos pages et vous montrer des offres pertinentes.',
    accept: 'Tout accepter',
    decline: 'Refuser',
    declineAll: 'Tout refuser',
    settings: 'Paramètres',
    settingsTitle: 'Paramètres des cookies',
    settingsIntro:
      'Choisissez les cookies que nous pouvons utiliser. Vous pouvez modifier ce choix à tout moment en bas de page.',
    save: 'Enregistrer',
    alwaysOn: 'Toujours actifs',
    categories: {
      necessary: {
        name: 'Nécessaires',
        text: 'Panier, connexion et vos réglages. La boutique ne fonctionne pas sans eux.',
      },
      analytics: {
        name: 'Statistiques',
        text: 'Des statistiques anonymes et des tests qui nous aident à améliorer la boutique.',
      },
      marketing: { name: 'Marketing', text: 'Des offres personnalisées sur d’autres sites.' },
    },
  },
};

const IT: FooterTexts = {
  links: 'Altro dal nostro negozio',
  breadcrumb: 'Ti trovi qui',
  home: 'Home',
  viewMore: 'Mostra di più',
  reviewCount: { one: '{count} recensione', other: '{count} recensioni' },
  customerOpinions: 'Cosa dicono i nostri clienti',
  paymentMethods: 'Metodi di pagamento',
  boxes: 'Servizio e informazioni',
  tiles: 'Come ti aiutiamo',
  rights: 'Tutti i diritti riservati.',
  consent: {
    banner: 'La tua privacy',
    text: 'Usiamo i cookie per far funzionare il negozio. Con il tuo consenso li usiamo anche per misurare e migliorare le nostre pagine e mostrarti offerte pertinenti.',
    accept: 'Accetta tutti',
    decline: 'Rifiuta',
    declineAll: 'Rifiuta tutti',
    settings: 'Impostazioni',
    settingsTitle: 'Impostazioni dei cookie',
    settingsIntro:
      'Scegli quali cookie possiamo usare. Puoi cambiare la scelta in qualsiasi momento a piè di pagina.',
    save: 'Salva impostazioni',
    alwaysOn: 'Sempre attivi',
    categories: {
      necessary: {
        name: 'Necessari',
        text: 'Carrello, accesso e le tue impostazioni. Senza di essi il negozio non funziona.',
      },
      analytics: {
        name: 'Statistiche',
        text: 'Statistiche anonime e test che ci aiutano a migliorare il negozio.',
      },
      marketing: { name: 'Marketing', text: 'Offerte personalizzate su altri siti web.' },
    },
  },
};

const NL: FooterTexts = {
  links: 'Meer uit onze shop',
  breadcrumb: 'Je bent hier',
  home: 'Home',
  viewMore: 'Meer tonen',
  reviewCount: { one: '{count} beoordeling', other: '{count} beoordelingen' },
  customerOpinions: 'Dit zeggen onze klanten',
  paymentMethods: 'Betaalmethoden',
  boxes: 'Service en informatie',
  tiles: 'Zo helpen we je',
  rights: 'Alle rechten voorbehouden.',
  consent: {
    banner: 'Jouw privacy',
    text: 'We gebruiken cookies om de shop te laten werken. Met jouw toestemming gebruiken we ze ook om onze pagina’s te meten en te verbeteren en je passende aanbiedingen te tonen.',
    accept: 'Alles accepteren',
    decline: 'Weigeren',
    declineAll: 'Alles weigeren',
    settings: 'Instellingen',
    settingsTitle: 'Cookie-instellingen',
    settingsIntro: 'Kies welke cookies we mogen gebruiken. Je kunt dit altijd wijzigen in de footer.',
    save: 'Instellingen opslaan',
    alwaysOn: 'Altijd actief',
    categories: {
      necessary: {
        name: 'Noodzakelijk',
        text: 'Winkelmand, inloggen en je instellingen. Zonder deze werkt de shop niet.',
      },
      analytics: {
        name: 'Statistieken',
        text: 'Anonieme statistieken en tests waarmee we de shop verbeteren.',
      },
      marketing: { name: 'Marketing', text: 'Persoonlijke aanbiedingen op andere websites.' },
    },
  },
};

export const FOOTER_TEXTS: Record<TextLocale, FooterTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': DE,
  'es-ES': ES,
  'fr-FR': FR,
  'it-IT': IT,
  'nl-NL': NL,
};
