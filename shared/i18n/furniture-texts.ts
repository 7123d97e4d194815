// Texts of the smartbanner, help launcher, page overlay, whitelabel banner and error page, per text locale.
import type { TextLocale } from '../domain/markets';

export interface FurnitureTexts {
  /** Fallbacks when the global config's smartbanner leaves a field empty. */
  smartbanner: { label: string; text: string; cta: string; close: string };
  help: {
    launcher: string;
    heading: string;
    intro: string;
    faq: string;
    contact: string;
    hotline: string;
    close: string;
  };
  overlay: { close: string };
  whitelabel: { heading: string; text: string };
  error: { details: string };
}

const EN: FurnitureTexts = {
  smartbanner: {
    label: 'Our app',
    text: 'Design on the go – quick and easy',
    cta: 'Open',
    close: 'Close app banner',
  },
  help: {
    launcher: 'Help',
    heading: 'How can we help?',
    intro: 'Find answers in our FAQ or get in touch with our customer service.',
    faq: 'Frequently asked questions',
    contact: 'Contact us',
    hotline: 'Call us',
    close: 'Close help',
  },
  overlay: { close: 'Close' },
  whitelabel: {
    heading: 'Partner account',
    text: 'You are signed in with a whitelabel partner account. Orders are placed for your partner shop.',
  },
  error: { details: 'Technical details' },
};

export const FURNITURE_TEXTS: Record<TextLocale, FurnitureTexts> = {
  'en-GB': EN,
  'en-US': EN,
  'de-DE': {
    smartbanner: {
      label: 'Unsere App',
      text: 'Gestalte unterwegs – schnell und einfach',
      cta: 'Öffnen',
      close: 'App-Banner schließen',
    },
    help: {
      launcher: 'Hilfe',
      heading: 'Wie können wir helfen?',
      intro: 'Antworten findest du in unseren FAQ, oder du meldest dich bei unserem Kundenservice.',
      faq: 'Häufige Fragen',
      contact: 'Kontakt',
      hotline: 'Ruf uns an',
      close: 'Hilfe schließen',
    },
    overlay: { close: 'Schließen' },
    whitelabel: {
      heading: 'Partnerkonto',
      text: 'Du bist mit einem Whitelabel-Partnerkonto angemeldet. Bestellungen gehen an deinen Partnershop.',
    },
    error: { details: 'Technische Details' },
  },
  'es-ES': {
    smartbanner: {
      label: 'Nuestra app',
      text: 'Diseña desde cualquier lugar, rápido y fácil',
      cta: 'Abrir',
      close: 'Cerrar el banner de la app',
    },
    help: {
      launcher: 'Ayuda',
      heading: '¿Cómo podemos ayudarte?',
      intro: 'Encuentra respuestas en nuestras preguntas frecuentes o contacta con atención al cliente.',
      faq: 'Preguntas frecuentes',
      contact: 'Contacto',
      hotline: 'Llámanos',
      close: 'Cerrar la ayuda',
    },
    overlay: { close: 'Cerrar' },
    whitelabel: {
      heading: 'Cuenta de socio',
      text: 'Has iniciado sesión con una cuenta de socio de marca blanca. Los pedidos se realizan para tu tienda asociada.',
    },
    error: { details: 'Detalles técnicos' },
  },
  'fr-FR': {
    smartbanner: {
      label: 'Notre application',
      text: 'Créez où que vous soyez, simplement et rapidement',
      cta: 'Ouvrir',
      close: "Fermer la bannière de l'application",
    },
    help: {
      launcher: 'Aide',
      heading: 'Comment pouvons-nous vous aider ?',
      intro: 'Trouvez des réponses dans notre FAQ ou contactez notre service client.',
      faq: 'Questions fréquentes',
      contact: 'Nous contacter',
      hotline: 'Appelez-nous',
      close: "Fermer l'aide",
    },
    overlay: { close: 'Fermer' },
    whitelabel: {
      heading: 'Compte partenaire',
      text: 'Vous êtes connecté avec un compte partenaire en marque blanche. Les commandes sont passées pour votre boutique partenaire.',
    },
    error: { details: 'Détails techniques' },
  },
  'it-IT': {
    smartbanner: {
      label: 'La nostra app',
      text: 'Crea ovunque, in modo semplice e veloce',
      cta: 'Apri',
      close: "Chiudi il banner dell'app",
    },
    help: {
      launcher: 'Aiuto',
      heading: 'Come possiamo aiutarti?',
      intro: 'Trova le risposte nelle nostre FAQ o contatta il nostro servizio clienti.',
      faq: 'Domande frequenti',
      contact: 'Contattaci',
      hotline: 'Chiamaci',
      close: "Chiudi l'aiuto",
    },
    overlay: { close: 'Chiudi' },
    whitelabel: {
      heading: 'Account partner',
      text: 'Hai effettuato l’accesso con un account partner whitelabel. Gli ordini vengono effettuati per il tuo negozio partner.',
    },
    error: { details: 'Dettagli tecnici' },
  },
  'nl-NL': {
    smartbanner: {
      label: 'Onze app',
      text: 'Ontwerp onderweg – snel en eenvoudig',
      cta: 'Openen',
      close: 'App-banner sluiten',
    },
    help: {
      launcher: 'Hulp',
      heading: 'Hoe kunnen we helpen?',
      intro: 'Vind antwoorden in onze veelgestelde vragen of neem contact op met onze klantenservice.',
      faq: 'Veelgestelde vragen',
      contact: 'Contact',
      hotline: 'Bel ons',
      close: 'Hulp sluiten',
    },
    overlay: { close: 'Sluiten' },
    whitelabel: {
      heading: 'Partneraccount',
      text: 'Je bent ingelogd met een whitelabel-partneraccount. Bestellingen worden geplaatst voor je partnerwinkel.',
    },
    error: { details: 'Technische details' },
  },
};
