// Words of the product blocks per language: call to action, calculator headings, photo credit, option names.
import type { Language } from '../domain/markets';

export interface ProductTexts {
  designNow: string;
  material: string;
  format: string;
  /** `{author}` is the photographer's name. */
  photoBy: string;
  /** Opens the dialog of every size the material comes in. */
  moreFormats: string;
  /** The prefix of the lowest price. */
  from: string;
  /** The sizes could not be loaded. */
  formatsUnavailable: string;
  quantity: string;
  /** The total price of the chosen quantity. */
  total: string;
  /** One card with the sample mark. */
  orderSample: string;
  /** The price service did not answer. */
  priceUnavailable: string;
  addToBasket: string;
  adding: string;
  /** `{quantity}` and `{name}` of what was added. */
  added: string;
  /** When the shop gave no words for a failed add. */
  addFailed: string;
  /** The legend of the frame choice. */
  frame: string;
}

export const PRODUCT_TEXTS: Record<Language, ProductTexts> = {
  de: {
    designNow: 'Jetzt gestalten',
    material: 'Material',
    format: 'Format',
    photoBy: 'Foto: {author}',
    moreFormats: 'Weitere Formate',
    from: 'ab',
    formatsUnavailable: 'Die Formate können gerade nicht geladen werden.',
    quantity: 'Menge',
    total: 'Gesamt',
    orderSample: 'Muster bestellen',
    priceUnavailable: 'Der Preis kann gerade nicht geladen werden.',
    addToBasket: 'In den Warenkorb',
    adding: 'Wird hinzugefügt …',
    added: '{quantity} × {name} im Warenkorb',
    addFailed: 'Das hat nicht geklappt. Bitte versuche es noch einmal.',
    frame: 'Rahmen',
  },
  en: {
    designNow: 'Design now',
    material: 'Material',
    format: 'Size',
    photoBy: 'Photo: {author}',
    moreFormats: 'More sizes',
    from: 'from',
    formatsUnavailable: 'The sizes cannot be loaded right now.',
    quantity: 'Quantity',
    total: 'Total',
    orderSample: 'Order a sample',
    priceUnavailable: 'The price cannot be loaded right now.',
    addToBasket: 'Add to basket',
    adding: 'Adding …',
    added: '{quantity} × {name} in your basket',
    addFailed: 'That did not work. Please try again.',
    frame: 'Frame',
  },
  es: {
    designNow: 'Diseñar ahora',
    material: 'Material',
    format: 'Formato',
    photoBy: 'Foto: {author}',
    moreFormats: 'Más formatos',
    from: 'desde',
    formatsUnavailable: 'Los formatos no se pueden cargar ahora.',
    quantity: 'Cantidad',
    total: 'Total',
    orderSample: 'Pedir una muestra',
    priceUnavailable: 'El precio no se puede cargar ahora.',
    addToBasket: 'Añadir a la cesta',
    adding: 'Añadiendo …',
    added: '{quantity} × {name} en tu cesta',
    addFailed: 'No ha funcionado. Inténtalo de nuevo.',
    frame: 'Marco',
  },
  fr: {
    designNow: 'Créer maintenant',
    material: 'Matériau',
    format: 'Format',
    photoBy: 'Photo : {author}',
    moreFormats: 'Plus de formats',
    from: 'à partir de',
    formatsUnavailable: 'Les formats ne peuvent pas être chargés pour le moment.',
    quantity: 'Quantité',
    total: 'Total',
    orderSample: 'Commander un échantillon',
    priceUnavailable: 'Le prix ne peut pas être chargé pour le moment.',
    addToBasket: 'Ajouter au panier',
    adding: 'Ajout …',
    added: '{quantity} × {name} dans ton panier',
    addFailed: 'Cela n’a pas fonctionné. Réessaie.',
    frame: 'Cadre',
  },
  it: {
    designNow: 'Crea ora',
    material: 'Materiale',
    format: 'Formato',
    photoBy: 'Foto: {author}',
    moreFormats: 'Altri formati',
    from: 'da',
    formatsUnavailable: 'I formati non possono essere caricati ora.',
    quantity: 'Quantità',
    total: 'Totale',
    orderSample: 'Ordina un campione',
    priceUnavailable: 'Il prezzo non può essere caricato ora.',
    addToBasket: 'Aggiungi al carrello',
    adding: 'Aggiunta …',
    added: '{quantity} × {name} nel carrello',
    addFailed: 'Non ha funzionato. Riprova.',
    frame: 'Cornice',
  },
  nl: {
    designNow: 'Nu ontwerpen',
    material: 'Materiaal',
    format: 'Formaat',
    photoBy: 'Foto: {author}',
    moreFormats: 'Meer formaten',
    from: 'vanaf',
    formatsUnavailable: 'De formaten kunnen nu niet worden geladen.',
    quantity: 'Aantal',
    total: 'Totaal',
    orderSample: 'Proefexemplaar bestellen',
    priceUnavailable: 'De prijs kan nu niet worden geladen.',
    addToBasket: 'In winkelmand',
    adding: 'Wordt toegevoegd …',
    added: '{quantity} × {name} in je winkelmand',
    addFailed: 'Dat is niet gelukt. Probeer het opnieuw.',
    frame: 'Lijst',
  },
};

/** Calculator option values in the order de | en | es | fr | it | nl. */
const OPTION_NAMES: Record<string, string> = {
  leinwand: 'Leinwand | Canvas | Lienzo | Toile | Tela | Canvas',
  poster: 'Poster | Poster | Póster | Poster | Poster | Poster',
  hahnemuehle: 'Hahnemühle Fine Art',
  acrylglas: 'Acrylglas | Acrylic glass | Metacrilato | Verre acrylique | Vetro acrilico | Acrylglas',
  aludibond:
    'Alu-Dibond | Aluminium Dibond | Aluminio Dibond | Alu-Dibond | Alluminio Dibond | Aluminium Dibond',
  matt: 'Matt | Matte | Mate | Mat | Opaco | Mat',
  glaenzend: 'Glänzend | Glossy | Brillante | Brillant | Lucido | Glanzend',
  gold: 'Goldfolie | Gold foil | Lámina dorada | Dorure or | Lamina oro | Goudfolie',
  silber: 'Silberfolie | Silver foil | Lámina plateada | Dorure argent | Lamina argento | Zilverfolie',
  rosegold:
    'Roségoldfolie | Rose gold foil | Lámina oro rosa | Dorure or rose | Lamina oro rosa | Roségoudfolie',
  relief: 'Relief | Embossed | Relieve | Relief | Rilievo | Reliëf',
  wandkalender:
    'Wandkalender | Wall calendar | Calendario de pared | Calendrier mural | Calendario da parete | Wandkalender',
  tischkalender:
    'Tischkalender | Desk calendar | Calendario de mesa | Calendrier de bureau | Calendario da tavolo | Bureaukalender',
  hard: 'Hardcover | Hardcover | Tapa dura | Couverture rigide | Copertina rigida | Hardcover',
  soft: 'Softcover | Softcover | Tapa blanda | Couverture souple | Copertina morbida | Softcover',
  small: 'Bilderbox | Photo box | Caja de fotos | Boîte à photos | Scatola foto | Fotobox',
};

const ORDER: readonly Language[] = ['de', 'en', 'es', 'fr', 'it', 'nl'];

const namesOf = (key: string | undefined): string[] | undefined =>
  key !== undefined && Object.hasOwn(OPTION_NAMES, key) ? OPTION_NAMES[key]?.split(' | ') : undefined;

/**
 * The name of a calculator option by its translation key (`materials.leinwand`) or its value; a name given
 * once is the same in every language, and an option without a name shows its value, so none is blank.
 */
export function optionName(
  option: { value: string; labelTranslationKey?: string },
  language: Language,
): string {
  const names = namesOf(option.labelTranslationKey?.replace(/^materials\./, '')) ?? namesOf(option.value);
  if (!names) return option.value;
  return names[ORDER.indexOf(language)] ?? names[0] ?? option.value;
}

/** The photobook info dropdown: its summary and what each photobook type is, de | en | es | fr | it | nl. */
const PHOTOBOOK_INFO = {
  summary: 'Was ist das? | What is it? | ¿Qué es? | Qu’est-ce que c’est ? | Che cos’è? | Wat is het?',
  digitalfotobuch:
    'Digitaldruck mit Hard- oder Softcover | Digital print with a hard or soft cover | Impresión digital con tapa dura o blanda | Impression numérique, couverture rigide ou souple | Stampa digitale con copertina rigida o morbida | Digitale druk met harde of zachte kaft',
  echtfotobuch:
    'Premium-Layflat-Hardcover auf echtem Fotopapier, glänzend oder matt | Premium lay-flat hardcover on real photo paper, glossy or matt | Tapa dura premium lay-flat en papel fotográfico, brillo o mate | Couverture rigide premium à plat sur papier photo, brillant ou mat | Copertina rigida premium lay-flat su carta fotografica, lucida o opaca | Premium layflat-hardcover op echt fotopapier, glanzend of mat',
  fotoheft:
    'Geheftetes Heft mit Softcover | Stapled booklet with a soft cover | Cuaderno grapado de tapa blanda | Cahier agrafé à couverture souple | Quaderno pinzato con copertina morbida | Geniet boekje met zachte kaft',
} as const;

/** A text of the photobook info dropdown in a language. */
export function photobookInfo(key: keyof typeof PHOTOBOOK_INFO, language: Language): string {
  const texts = PHOTOBOOK_INFO[key].split(' | ');
  return texts[ORDER.indexOf(language)] ?? texts[1] ?? '';
}
