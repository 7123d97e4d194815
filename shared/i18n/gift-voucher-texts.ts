// Words of the gift-voucher page per language: headings, field labels, the button and why a field was refused
// (`{max}` is the field's longest length).
import type { Language } from '../domain/markets';
import type { GiftVoucherFieldError } from '../schemas/gift-voucher';

export interface GiftVoucherTexts {
  title: string;
  intro: string;
  amount: string;
  recipient: string;
  message: string;
  /** Beside the message's label: it may stay empty. */
  optional: string;
  submit: string;
  /** The shop could not take the voucher into the basket. */
  failed: string;
  errors: Record<GiftVoucherFieldError, string>;
}

export const GIFT_VOUCHER_TEXTS: Record<Language, GiftVoucherTexts> = {
  de: {
    title: 'Geschenkgutschein',
    intro: 'Verschenke Vorfreude: Wähle einen Betrag und schreib ein paar Worte dazu.',
    amount: 'Betrag',
    recipient: 'Für wen ist der Gutschein?',
    message: 'Deine Nachricht',
    optional: 'optional',
    submit: 'In den Warenkorb',
    failed: 'Das hat nicht geklappt. Bitte versuche es noch einmal.',
    errors: {
      amount: 'Bitte wähle einen der Beträge.',
      required: 'Bitte gib einen Namen an.',
      tooLong: 'Bitte höchstens {max} Zeichen.',
      characters: 'Hier sind Zeichen, die nicht erlaubt sind.',
      address: 'Bitte ohne Web- oder E-Mail-Adressen.',
    },
  },
  en: {
    title: 'Gift voucher',
    intro: 'Give something to look forward to: choose an amount and add a few words.',
    amount: 'Amount',
    recipient: 'Who is the voucher for?',
    message: 'Your message',
    optional: 'optional',
    submit: 'Add to basket',
    failed: 'That did not work. Please try again.',
    errors: {
      amount: 'Please choose one of the amounts.',
      required: 'Please enter a name.',
      tooLong: 'Please use at most {max} characters.',
      characters: 'This holds characters that are not allowed here.',
      address: 'Please leave out web and e-mail addresses.',
    },
  },
  es: {
    title: 'Tarjeta regalo',
    intro: 'Regala ilusión: elige un importe y añade unas palabras.',
    amount: 'Importe',
    recipient: '¿Para quién es la tarjeta regalo?',
    message: 'Tu mensaje',
    optional: 'opcional',
    submit: 'Añadir a la cesta',
    failed: 'No ha funcionado. Inténtalo de nuevo.',
    errors: {
      amount: 'Elige uno de los importes.',
      required: 'Escribe un nombre.',
      tooLong: 'Como máximo {max} caracteres.',
      characters: 'Contiene caracteres que no están permitidos.',
      address: 'Sin direcciones web ni de correo.',
    },
  },
  fr: {
    title: 'Bon cadeau',
    intro: 'Offre de la joie : choisis un montant et ajoute quelques mots.',
    amount: 'Montant',
    recipient: 'Pour qui est le bon cadeau ?',
    message: 'Ton message',
    optional: 'facultatif',
    submit: 'Ajouter au panier',
    failed: 'Cela n’a pas fonctionné. Merci de réessayer.',
    errors: {
      amount: 'Merci de choisir l’un des montants.',
      required: 'Merci d’indiquer un nom.',
      tooLong: '{max} caractères au maximum.',
      characters: 'Ce champ contient des caractères non autorisés.',
      address: 'Sans adresse web ni e-mail, merci.',
    },
  },
  it: {
    title: 'Buono regalo',
    intro: 'Regala un’attesa felice: scegli un importo e aggiungi qualche parola.',
    amount: 'Importo',
    recipient: 'Per chi è il buono?',
    message: 'Il tuo messaggio',
    optional: 'facoltativo',
    submit: 'Aggiungi al carrello',
    failed: 'Non ha funzionato. Riprova.',
    errors: {
      amount: 'Scegli uno degli importi.',
      required: 'Inserisci un nome.',
      tooLong: 'Al massimo {max} caratteri.',
      characters: 'Contiene caratteri non ammessi.',
      address: 'Senza indirizzi web o e-mail, per favore.',
    },
  },
  nl: {
    title: 'Cadeaubon',
    intro: 'Geef iets om naar uit te kijken: kies een bedrag en schrijf er een paar woorden bij.',
    amount: 'Bedrag',
    recipient: 'Voor wie is de cadeaubon?',
    message: 'Je bericht',
    optional: 'optioneel',
    submit: 'In winkelmand',
    failed: 'Dat is niet gelukt. Probeer het opnieuw.',
    errors: {
      amount: 'Kies een van de bedragen.',
      required: 'Vul een naam in.',
      tooLong: 'Maximaal {max} tekens.',
      characters: 'Hier staan tekens in die niet zijn toegestaan.',
      address: 'Graag zonder web- of e-mailadressen.',
    },
  },
};
