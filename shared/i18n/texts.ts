// Texts the page furniture says, per text locale (de-DE, en-GB, en-US, es-ES, fr-FR, it-IT, nl-NL).
import type { TextLocale } from '../domain/markets';
import { BURGER_TEXTS, type BurgerTexts } from './burger-texts';
import { FOOTER_TEXTS, type FooterTexts } from './footer-texts';
import { FURNITURE_TEXTS, type FurnitureTexts } from './furniture-texts';
import { NAVIGATION_TEXTS, type NavigationTexts } from './navigation-texts';
import type { PluralText } from './plural';

/** The furniture's texts live in one module per part, joined here. */
export interface Texts extends BaseTexts {
  burger: BurgerTexts;
  navigation: NavigationTexts;
  footer: FooterTexts;
  furniture: FurnitureTexts;
}

interface BaseTexts {
  close: string;
  backToTop: string;
  skipToContent: string;
  countdown: { days: string; hours: string; minutes: string; seconds: string; ended: string };
  notFound: string;
  notFoundIntro: string;
  errorTitle: string;
  errorIntro: string;
  badRequest: string;
  /** Titles of the 404 and 400 pages: `{path}` is the requested path, `{reason}` the refused parameter. */
  errorPageTitle: { invalidRoute: string; notFound: string; badRequest: string };
  toHome: string;
  /** On the page the newsletter form returns to: the sign-up waits for the link in the confirm mail. */
  newsletterPending: string;
  header: { back: string; shops: string; hotline: string; headerItems: string };
  products: string;
  preconfiguratorCalendar: string;
  preconfiguratorCards: string;
  productCount: PluralText;
  /** Loads the next page of product tiles. */
  showMore: string;
  theme: string;
  designTheme: string;
  designer: string;
  designerIntro: string;
  icons: string;
  carousel: { previous: string; next: string; slide: string };
  reviewCarousel: { total: PluralText; readReview: string; rating: string };
  contactForm: {
    name: string;
    email: string;
    orderNumber: string;
    optional: string;
    subject: string;
    message: string;
    send: string;
    sending: string;
    sent: string;
    failed: string;
    errors: { required: string; email: string; messageLength: string; tooLong: string };
  };
  voucher: {
    code: string;
    copy: string;
    copied: string;
    selected: string;
    apply: string;
    applying: string;
    applied: string;
    failed: string;
  };
  video: { unavailable: string };
  toolbox: {
    tools: { 'convert-file': string; 'convert-pdf': string; 'optimize-image': string };
    tool: string;
    file: string;
    start: string;
    working: string;
    download: string;
    failed: string;
    noFile: string;
  };
  account: { login: string; myAccount: string; cart: string; cartCount: PluralText };
  auth: {
    loginTitle: string;
    signupTitle: string;
    resetTitle: string;
    resetIntro: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    passwordHint: string;
    login: string;
    signup: string;
    reset: string;
    sending: string;
    forgotPassword: string;
    createAccount: string;
    toLogin: string;
    failed: string;
  };
}

const EN: BaseTexts = {
  close: 'Close',
  backToTop: 'Back to top',
  skipToContent: 'Skip to content',
  countdown: { days: 'd', hours: 'h', minutes: 'min', seconds: 's', ended: 'Offer ended' },
  notFound: 'Page not found',
  notFoundIntro: 'We could not find this page. Perhaps one of our products inspires you instead.',
  errorTitle: 'Something went wrong',
  errorIntro: 'Sorry, this page is not available right now. Please try again or start from our home page.',
  badRequest: 'Bad request',
  // The spec's English wording; route validation and an unmatched path differ only in case.
  errorPageTitle: {
    invalidRoute: 'Page Not Found: {path}',
    notFound: 'Page not found: {path}',
    badRequest: 'Bad request: {reason}',
  },
  toHome: 'To the home page',
  newsletterPending:
    'Almost done: please check your inbox and confirm your subscription with the link we sent you.',
  header: {
    back: 'Back',
    shops: 'Our shops',
    hotline: 'Service hotline',
    headerItems: 'Service and account',
  },
  products: 'All products',
  preconfiguratorCalendar: 'Choose your calendar',
  preconfiguratorCards: 'Choose your cards',
  productCount: { one: '{count} product', other: '{count} products' },
  showMore: 'Show more',
  theme: 'Design',
  designTheme: 'Personalise this design',
  designer: 'Designer',
  designerIntro: 'The designer opens with these settings:',
  icons: 'Icons',
  carousel: { previous: 'Previous', next: 'Next', slide: '{index} of {count}' },
  reviewCarousel: {
    total: { one: '{count} review', other: '{count} reviews' },
    readReview: 'Read review',
    rating: '{stars} out of 5 stars',
  },
  contactForm: {
    name: 'Name',
    email: 'Email address',
    orderNumber: 'Order number',
    optional: 'optional',
    subject: 'Subject',
    message: 'Your message',
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    failed:
      'Your message could not be sent. Please try again in a moment – everything you typed is still here.',
    errors: {
      required: 'Please fill in this field.',
      email: 'Please enter a valid email address.',
      messageLength: 'Please write between {min} and {max} characters.',
      tooLong: 'This is too long.',
    },
  },
  voucher: {
    code: 'Voucher code',
    copy: 'Copy code',
    copied: 'Copied',
    selected: 'Code selected – press Ctrl+C to copy it.',
    apply: 'Apply voucher',
    applying: 'Applying…',
    applied: 'Your voucher has been applied to your basket.',
    failed: 'The voucher could not be applied. Please try again later.',
  },
  video: { unavailable: 'The video cannot be played right now.' },
  toolbox: {
    tools: {
      'convert-file': 'Convert file',
      'convert-pdf': 'Convert PDF',
      'optimize-image': 'Optimise image',
    },
    tool: 'Tool',
    file: 'Your file',
    start: 'Start',
    working: 'Working…',
    download: 'Download {name}',
    failed: 'Your file could not be processed. Please try again.',
    noFile: 'Please choose a file.',
  },
  account: {
    login: 'Log in',
    myAccount: 'My account',
    cart: 'Basket',
    cartCount: { one: '{count} item in the basket', other: '{count} items in the basket' },
  },
  auth: {
    loginTitle: 'Log in',
    signupTitle: 'Create an account',
    resetTitle: 'Forgot your password?',
    resetIntro: 'Enter your e-mail address and we will send you a link to choose a new password.',
    email: 'Email address',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    passwordHint: 'At least {min} characters',
    login: 'Log in',
    signup: 'Create account',
    reset: 'Send link',
    sending: 'Please wait…',
    forgotPassword: 'Forgot your password?',
    createAccount: 'New here? Create an account',
    toLogin: 'Back to login',
    failed: 'That did not work. Please try again later.',
  },
};

/** Every text locale's dictionary; en-US shares en-GB's words. */
const BASE_TEXTS: Record<TextLocale, BaseTexts> = {
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
    errorPageTitle: {
      invalidRoute: 'Seite nicht gefunden: {path}',
      notFound: 'Seite nicht gefunden: {path}',
      badRequest: 'Ungültige Anfrage: {reason}',
    },
    toHome: 'Zur Startseite',
    newsletterPending:
      'Fast geschafft: Bitte schau in dein Postfach und bestätige dein Abonnement mit dem Link, den wir dir geschickt haben.',
    header: {
      back: 'Zurück',
      shops: 'Unsere Shops',
      hotline: 'Service-Hotline',
      headerItems: 'Service und Konto',
    },
    products: 'Alle Produkte',
    preconfiguratorCalendar: 'Wähle deinen Kalender',
    preconfiguratorCards: 'Wähle deine Karten',
    productCount: { one: '{count} Produkt', other: '{count} Produkte' },
    showMore: 'Mehr anzeigen',
    theme: 'Design',
    designTheme: 'Dieses Design gestalten',
    designer: 'Designer',
    designerIntro: 'Der Designer startet mit diesen Einstellungen:',
    icons: 'Icons',
    carousel: { previous: 'Zurück', next: 'Weiter', slide: '{index} von {count}' },
    reviewCarousel: {
      total: { one: '{count} Bewertung', other: '{count} Bewertungen' },
      readReview: 'Bewertung lesen',
      rating: '{stars} von 5 Sternen',
    },
    contactForm: {
      name: 'Name',
      email: 'E-Mail-Adresse',
      orderNumber: 'Bestellnummer',
      optional: 'optional',
      subject: 'Betreff',
      message: 'Deine Nachricht',
      send: 'Nachricht senden',
      sending: 'Wird gesendet …',
      sent: 'Danke! Deine Nachricht ist bei uns angekommen. Wir melden uns bald bei dir.',
      failed:
        'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es gleich noch einmal – deine Eingaben bleiben erhalten.',
      errors: {
        required: 'Bitte fülle dieses Feld aus.',
        email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
        messageLength: 'Bitte schreibe zwischen {min} und {max} Zeichen.',
        tooLong: 'Das ist zu lang.',
      },
    },
    voucher: {
      code: 'Gutscheincode',
      copy: 'Code kopieren',
      copied: 'Kopiert',
      selected: 'Code markiert – mit Strg+C kopieren.',
      apply: 'Gutschein einlösen',
      applying: 'Wird eingelöst …',
      applied: 'Dein Gutschein wurde deinem Warenkorb hinzugefügt.',
      failed: 'Der Gutschein konnte nicht eingelöst werden. Bitte versuche es später noch einmal.',
    },
    video: { unavailable: 'Das Video kann gerade nicht abgespielt werden.' },
    toolbox: {
      tools: {
        'convert-file': 'Datei umwandeln',
        'convert-pdf': 'PDF umwandeln',
        'optimize-image': 'Bild optimieren',
      },
      tool: 'Werkzeug',
      file: 'Deine Datei',
      start: 'Starten',
      working: 'Wird bearbeitet …',
      download: '{name} herunterladen',
      failed: 'Deine Datei konnte nicht bearbeitet werden. Bitte versuche es noch einmal.',
      noFile: 'Bitte wähle eine Datei aus.',
    },
    account: {
      login: 'Anmelden',
      myAccount: 'Mein Konto',
      cart: 'Warenkorb',
      cartCount: { one: '{count} Artikel im Warenkorb', other: '{count} Artikel im Warenkorb' },
    },
    auth: {
      loginTitle: 'Anmelden',
      signupTitle: 'Konto erstellen',
      resetTitle: 'Passwort vergessen?',
      resetIntro: 'Gib deine E-Mail-Adresse ein, und wir senden dir einen Link für ein neues Passwort.',
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      firstName: 'Vorname',
      lastName: 'Nachname',
      passwordHint: 'Mindestens {min} Zeichen',
      login: 'Anmelden',
      signup: 'Konto erstellen',
      reset: 'Link senden',
      sending: 'Bitte warten…',
      forgotPassword: 'Passwort vergessen?',
      createAccount: 'Neu hier? Konto erstellen',
      toLogin: 'Zurück zur Anmeldung',
      failed: 'Das hat nicht geklappt. Bitte versuche es später erneut.',
    },
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
    errorPageTitle: {
      invalidRoute: 'Página no encontrada: {path}',
      notFound: 'Página no encontrada: {path}',
      badRequest: 'Solicitud no válida: {reason}',
    },
    toHome: 'Ir a la página de inicio',
    newsletterPending:
      'Ya casi está: revisa tu bandeja de entrada y confirma tu suscripción con el enlace que te hemos enviado.',
    header: {
      back: 'Volver',
      shops: 'Nuestras tiendas',
      hotline: 'Atención al cliente',
      headerItems: 'Servicio y cuenta',
    },
    products: 'Todos los productos',
    preconfiguratorCalendar: 'Elige tu calendario',
    preconfiguratorCards: 'Elige tus tarjetas',
    productCount: { one: '{count} producto', other: '{count} productos' },
    showMore: 'Mostrar más',
    theme: 'Diseño',
    designTheme: 'Personalizar este diseño',
    designer: 'Diseñador',
    designerIntro: 'El diseñador se abre con estos ajustes:',
    icons: 'Iconos',
    carousel: { previous: 'Anterior', next: 'Siguiente', slide: '{index} de {count}' },
    reviewCarousel: {
      total: { one: '{count} opinión', other: '{count} opiniones' },
      readReview: 'Leer opinión',
      rating: '{stars} de 5 estrellas',
    },
    contactForm: {
      name: 'Nombre',
      email: 'Correo electrónico',
      orderNumber: 'Número de pedido',
      optional: 'opcional',
      subject: 'Asunto',
      message: 'Tu mensaje',
      send: 'Enviar mensaje',
      sending: 'Enviando…',
      sent: '¡Gracias! Hemos recibido tu mensaje y te responderemos pronto.',
      failed:
        'No se ha podido enviar tu mensaje. Inténtalo de nuevo en un momento: todo lo que has escrito sigue aquí.',
      errors: {
        required: 'Rellena este campo.',
        email: 'Introduce un correo electrónico válido.',
        messageLength: 'Escribe entre {min} y {max} caracteres.',
        tooLong: 'Es demasiado largo.',
      },
    },
    voucher: {
      code: 'Código de descuento',
      copy: 'Copiar código',
      copied: 'Copiado',
      selected: 'Código seleccionado: pulsa Ctrl+C para copiarlo.',
      apply: 'Aplicar cupón',
      applying: 'Aplicando…',
      applied: 'Tu cupón se ha añadido a tu cesta.',
      failed: 'No se ha podido aplicar el cupón. Inténtalo más tarde.',
    },
    video: { unavailable: 'El vídeo no se puede reproducir ahora.' },
    toolbox: {
      tools: {
        'convert-file': 'Convertir archivo',
        'convert-pdf': 'Convertir PDF',
        'optimize-image': 'Optimizar imagen',
      },
      tool: 'Herramienta',
      file: 'Tu archivo',
      start: 'Empezar',
      working: 'Procesando…',
      download: 'Descargar {name}',
      failed: 'No se ha podido procesar tu archivo. Inténtalo de nuevo.',
      noFile: 'Elige un archivo.',
    },
    account: {
      login: 'Iniciar sesión',
      myAccount: 'Mi cuenta',
      cart: 'Cesta',
      cartCount: { one: '{count} artículo en la cesta', other: '{count} artículos en la cesta' },
    },
    auth: {
      loginTitle: 'Iniciar sesión',
      signupTitle: 'Crear una cuenta',
      resetTitle: '¿Has olvidado tu contraseña?',
      resetIntro:
        'Introduce tu correo electrónico y te enviaremos un enlace para elegir una nueva contraseña.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      passwordHint: 'Al menos {min} caracteres',
      login: 'Iniciar sesión',
      signup: 'Crear cuenta',
      reset: 'Enviar enlace',
      sending: 'Un momento…',
      forgotPassword: '¿Has olvidado tu contraseña?',
      createAccount: '¿Eres nuevo? Crea una cuenta',
      toLogin: 'Volver a iniciar sesión',
      failed: 'No ha funcionado. Inténtalo de nuevo más tarde.',
    },
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
    errorPageTitle: {
      invalidRoute: 'Page introuvable : {path}',
      notFound: 'Page introuvable : {path}',
      badRequest: 'Requête invalide : {reason}',
    },
    toHome: "Vers la page d'accueil",
    newsletterPending:
      'Presque terminé : consultez votre boîte de réception et confirmez votre inscription avec le lien que nous vous avons envoyé.',
    header: {
      back: 'Retour',
      shops: 'Nos boutiques',
      hotline: 'Service client',
      headerItems: 'Service et compte',
    },
    products: 'Tous les produits',
    preconfiguratorCalendar: 'Choisissez votre calendrier',
    preconfiguratorCards: 'Choisissez vos cartes',
    productCount: { one: '{count} produit', other: '{count} produits' },
    showMore: 'Afficher plus',
    theme: 'Design',
    designTheme: 'Personnaliser ce design',
    designer: 'Éditeur',
    designerIntro: "L'éditeur s'ouvre avec ces réglages :",
    icons: 'Icônes',
    carousel: { previous: 'Précédent', next: 'Suivant', slide: '{index} sur {count}' },
    reviewCarousel: {
      total: { one: '{count} avis', other: '{count} avis' },
      readReview: 'Lire l’avis',
      rating: '{stars} sur 5 étoiles',
    },
    contactForm: {
      name: 'Nom',
      email: 'Adresse e-mail',
      orderNumber: 'Numéro de commande',
      optional: 'facultatif',
      subject: 'Objet',
      message: 'Votre message',
      send: 'Envoyer le message',
      sending: 'Envoi en cours…',
      sent: 'Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.',
      failed:
        'Votre message n’a pas pu être envoyé. Réessayez dans un instant : tout ce que vous avez saisi est conservé.',
      errors: {
        required: 'Veuillez remplir ce champ.',
        email: 'Veuillez saisir une adresse e-mail valide.',
        messageLength: 'Veuillez écrire entre {min} et {max} caractères.',
        tooLong: 'Ce texte est trop long.',
      },
    },
    voucher: {
      code: 'Code promo',
      copy: 'Copier le code',
      copied: 'Copié',
      selected: 'Code sélectionné : appuyez sur Ctrl+C pour le copier.',
      apply: 'Utiliser le bon',
      applying: 'Application…',
      applied: 'Votre bon a été ajouté à votre panier.',
      failed: 'Le bon n’a pas pu être appliqué. Veuillez réessayer plus tard.',
    },
    video: { unavailable: 'La vidéo ne peut pas être lue pour le moment.' },
    toolbox: {
      tools: {
        'convert-file': 'Convertir un fichier',
        'convert-pdf': 'Convertir un PDF',
        'optimize-image': 'Optimiser une image',
      },
      tool: 'Outil',
      file: 'Votre fichier',
      start: 'Lancer',
      working: 'Traitement…',
      download: 'Télécharger {name}',
      failed: 'Votre fichier n’a pas pu être traité. Veuillez réessayer.',
      noFile: 'Veuillez choisir un fichier.',
    },
    account: {
      login: 'Se connecter',
      myAccount: 'Mon compte',
      cart: 'Panier',
      cartCount: { one: '{count} article dans le panier', other: '{count} articles dans le panier' },
    },
    auth: {
      loginTitle: 'Se connecter',
      signupTitle: 'Créer un compte',
      resetTitle: 'Mot de passe oublié ?',
      resetIntro:
        'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      firstName: 'Prénom',
      lastName: 'Nom',
      passwordHint: 'Au moins {min} caractères',
      login: 'Se connecter',
      signup: 'Créer le compte',
      reset: 'Envoyer le lien',
      sending: 'Un instant…',
      forgotPassword: 'Mot de passe oublié ?',
      createAccount: 'Nouveau ? Créer un compte',
      toLogin: 'Retour à la connexion',
      failed: 'Cela n’a pas fonctionné. Veuillez réessayer plus tard.',
    },
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
    errorPageTitle: {
      invalidRoute: 'Pagina non trovata: {path}',
      notFound: 'Pagina non trovata: {path}',
      badRequest: 'Richiesta non valida: {reason}',
    },
    toHome: 'Alla home page',
    newsletterPending:
      'Quasi fatto: controlla la tua casella di posta e conferma l’iscrizione con il link che ti abbiamo inviato.',
    header: {
      back: 'Indietro',
      shops: 'I nostri shop',
      hotline: 'Servizio clienti',
      headerItems: 'Servizio e account',
    },
    products: 'Tutti i prodotti',
    preconfiguratorCalendar: 'Scegli il tuo calendario',
    preconfiguratorCards: 'Scegli i tuoi biglietti',
    productCount: { one: '{count} prodotto', other: '{count} prodotti' },
    showMore: 'Mostra altri',
    theme: 'Design',
    designTheme: 'Personalizza questo design',
    designer: 'Editor',
    designerIntro: "L'editor si apre con queste impostazioni:",
    icons: 'Icone',
    carousel: { previous: 'Precedente', next: 'Successivo', slide: '{index} di {count}' },
    reviewCarousel: {
      total: { one: '{count} recensione', other: '{count} recensioni' },
      readReview: 'Leggi la recensione',
      rating: '{stars} su 5 stelle',
    },
    contactForm: {
      name: 'Nome',
      email: 'Indirizzo e-mail',
      orderNumber: 'Numero d’ordine',
      optional: 'facoltativo',
      subject: 'Oggetto',
      message: 'Il tuo messaggio',
      send: 'Invia messaggio',
      sending: 'Invio in corso…',
      sent: 'Grazie! Il tuo messaggio è stato inviato. Ti risponderemo al più presto.',
      failed:
        'Non è stato possibile inviare il messaggio. Riprova tra poco: tutto ciò che hai scritto è ancora qui.',
      errors: {
        required: 'Compila questo campo.',
        email: 'Inserisci un indirizzo e-mail valido.',
        messageLength: 'Scrivi tra {min} e {max} caratteri.',
        tooLong: 'Il testo è troppo lungo.',
      },
    },
    voucher: {
      code: 'Codice buono',
      copy: 'Copia codice',
      copied: 'Copiato',
      selected: 'Codice selezionato: premi Ctrl+C per copiarlo.',
      apply: 'Usa il buono',
      applying: 'Applicazione…',
      applied: 'Il buono è stato aggiunto al carrello.',
      failed: 'Non è stato possibile applicare il buono. Riprova più tardi.',
    },
    video: { unavailable: 'Al momento il video non può essere riprodotto.' },
    toolbox: {
      tools: {
        'convert-file': 'Converti file',
        'convert-pdf': 'Converti PDF',
        'optimize-image': 'Ottimizza immagine',
      },
      tool: 'Strumento',
      file: 'Il tuo file',
      start: 'Avvia',
      working: 'Elaborazione…',
      download: 'Scarica {name}',
      failed: 'Non è stato possibile elaborare il file. Riprova.',
      noFile: 'Scegli un file.',
    },
    account: {
      login: 'Accedi',
      myAccount: 'Il mio account',
      cart: 'Carrello',
      cartCount: { one: '{count} articolo nel carrello', other: '{count} articoli nel carrello' },
    },
    auth: {
      loginTitle: 'Accedi',
      signupTitle: 'Crea un account',
      resetTitle: 'Password dimenticata?',
      resetIntro:
        'Inserisci il tuo indirizzo e-mail e ti invieremo un link per scegliere una nuova password.',
      email: 'Indirizzo e-mail',
      password: 'Password',
      firstName: 'Nome',
      lastName: 'Cognome',
      passwordHint: 'Almeno {min} caratteri',
      login: 'Accedi',
      signup: 'Crea account',
      reset: 'Invia link',
      sending: 'Attendere…',
      forgotPassword: 'Password dimenticata?',
      createAccount: 'Sei nuovo? Crea un account',
      toLogin: 'Torna all’accesso',
      failed: 'Non ha funzionato. Riprova più tardi.',
    },
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
    errorPageTitle: {
      invalidRoute: 'Pagina niet gevonden: {path}',
      notFound: 'Pagina niet gevonden: {path}',
      badRequest: 'Ongeldig verzoek: {reason}',
    },
    toHome: 'Naar de homepage',
    newsletterPending:
      'Bijna klaar: kijk in je inbox en bevestig je inschrijving met de link die we je hebben gestuurd.',
    header: {
      back: 'Terug',
      shops: 'Onze shops',
      hotline: 'Klantenservice',
      headerItems: 'Service en account',
    },
    products: 'Alle producten',
    preconfiguratorCalendar: 'Kies je kalender',
    preconfiguratorCards: 'Kies je kaarten',
    productCount: { one: '{count} product', other: '{count} producten' },
    showMore: 'Meer tonen',
    theme: 'Ontwerp',
    designTheme: 'Dit ontwerp personaliseren',
    designer: 'Ontwerper',
    designerIntro: 'De ontwerper opent met deze instellingen:',
    icons: 'Iconen',
    carousel: { previous: 'Vorige', next: 'Volgende', slide: '{index} van {count}' },
    reviewCarousel: {
      total: { one: '{count} beoordeling', other: '{count} beoordelingen' },
      readReview: 'Beoordeling lezen',
      rating: '{stars} van 5 sterren',
    },
    contactForm: {
      name: 'Naam',
      email: 'E-mailadres',
      orderNumber: 'Bestelnummer',
      optional: 'optioneel',
      subject: 'Onderwerp',
      message: 'Je bericht',
      send: 'Bericht versturen',
      sending: 'Wordt verstuurd…',
      sent: 'Bedankt! Je bericht is verstuurd. We nemen snel contact met je op.',
      failed:
        'Je bericht kon niet worden verstuurd. Probeer het zo opnieuw – alles wat je hebt getypt staat er nog.',
      errors: {
        required: 'Vul dit veld in.',
        email: 'Vul een geldig e-mailadres in.',
        messageLength: 'Schrijf tussen {min} en {max} tekens.',
        tooLong: 'Dit is te lang.',
      },
    },
    voucher: {
      code: 'Kortingscode',
      copy: 'Code kopiëren',
      copied: 'Gekopieerd',
      selected: 'Code geselecteerd – druk op Ctrl+C om te kopiëren.',
      apply: 'Tegoedbon gebruiken',
      applying: 'Bezig…',
      applied: 'Je tegoedbon is aan je winkelmandje toegevoegd.',
      failed: 'De tegoedbon kon niet worden toegepast. Probeer het later opnieuw.',
    },
    video: { unavailable: 'De video kan nu niet worden afgespeeld.' },
    toolbox: {
      tools: {
        'convert-file': 'Bestand omzetten',
        'convert-pdf': 'PDF omzetten',
        'optimize-image': 'Afbeelding optimaliseren',
      },
      tool: 'Tool',
      file: 'Je bestand',
      start: 'Starten',
      working: 'Bezig…',
      download: '{name} downloaden',
      failed: 'Je bestand kon niet worden verwerkt. Probeer het opnieuw.',
      noFile: 'Kies een bestand.',
    },
    account: {
      login: 'Inloggen',
      myAccount: 'Mijn account',
      cart: 'Winkelmand',
      cartCount: { one: '{count} artikel in de winkelmand', other: '{count} artikelen in de winkelmand' },
    },
    auth: {
      loginTitle: 'Inloggen',
      signupTitle: 'Account aanmaken',
      resetTitle: 'Wachtwoord vergeten?',
      resetIntro: 'Vul je e-mailadres in, dan sturen we je een link om een nieuw wachtwoord te kiezen.',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      passwordHint: 'Minstens {min} tekens',
      login: 'Inloggen',
      signup: 'Account aanmaken',
      reset: 'Link versturen',
      sending: 'Even geduld…',
      forgotPassword: 'Wachtwoord vergeten?',
      createAccount: 'Nieuw hier? Maak een account aan',
      toLogin: 'Terug naar inloggen',
      failed: 'Dat is niet gelukt. Probeer het later opnieuw.',
    },
  },
};

/** Every text locale's dictionary, the furniture's parts joined in. */
export const TEXTS = Object.fromEntries(
  (Object.keys(BASE_TEXTS) as TextLocale[]).map((locale) => [
    locale,
    {
      ...BASE_TEXTS[locale],
      burger: BURGER_TEXTS[locale],
      navigation: NAVIGATION_TEXTS[locale],
      footer: FOOTER_TEXTS[locale],
      furniture: FURNITURE_TEXTS[locale],
    },
  ]),
) as Record<TextLocale, Texts>;

export { fill } from './fill';
