// The names a basket line reads in each language: every article of the catalogue (materials, paper products,
// frames, accessories, option articles), the free wall-art options and the listed options of paper products.
import type { Language } from '../domain/markets';

/** One name per language, in the order de, en, es, fr, it, nl. */
type Names = readonly [de: string, en: string, es: string, fr: string, it: string, nl: string];

const ORDER: readonly Language[] = ['de', 'en', 'es', 'fr', 'it', 'nl'];

/** Article id -> its name in each language. */
const ARTICLES: Readonly<Record<string, Names>> = {
  leinwand: ['Leinwand', 'Canvas', 'Lienzo', 'Toile', 'Tela', 'Canvas'],
  poster: ['Poster', 'Poster', 'Póster', 'Poster', 'Poster', 'Poster'],
  hahnemuehle: [
    'Hahnemühle Fine Art',
    'Hahnemühle fine art',
    'Hahnemühle Fine Art',
    'Hahnemühle Fine Art',
    'Hahnemühle Fine Art',
    'Hahnemühle Fine Art',
  ],
  acrylglas: ['Acrylglas', 'Acrylic glass', 'Metacrilato', 'Verre acrylique', 'Vetro acrilico', 'Acrylglas'],
  aludibond: ['Alu-Dibond', 'Alu-Dibond', 'Alu-Dibond', 'Alu-Dibond', 'Alu-Dibond', 'Alu-Dibond'],
  'poster-framed': [
    'Gerahmtes Poster',
    'Framed poster',
    'Póster enmarcado',
    'Poster encadré',
    'Poster incorniciato',
    'Ingelijste poster',
  ],
  'card-matt': [
    'Karte, mattes Papier',
    'Card, matt paper',
    'Tarjeta, papel mate',
    'Carte, papier mat',
    'Biglietto, carta opaca',
    'Kaart, mat papier',
  ],
  'card-gold': [
    'Karte, Goldfolie',
    'Card, gold foil',
    'Tarjeta, lámina dorada',
    'Carte, dorure or',
    'Biglietto, lamina oro',
    'Kaart, goudfolie',
  ],
  'card-silber': [
    'Karte, Silberfolie',
    'Card, silver foil',
    'Tarjeta, lámina plateada',
    'Carte, dorure argent',
    'Biglietto, lamina argento',
    'Kaart, zilverfolie',
  ],
  'card-rosegold': [
    'Karte, Roségoldfolie',
    'Card, rose gold foil',
    'Tarjeta, lámina oro rosa',
    'Carte, dorure or rose',
    'Biglietto, lamina oro rosa',
    'Kaart, roségoudfolie',
  ],
  'card-relief': [
    'Karte, Reliefdruck',
    'Card, relief print',
    'Tarjeta, impresión en relieve',
    'Carte, impression en relief',
    'Biglietto, stampa in rilievo',
    'Kaart, reliëfdruk',
  ],
  wandkalender: [
    'Wandkalender',
    'Wall calendar',
    'Calendario de pared',
    'Calendrier mural',
    'Calendario da parete',
    'Wandkalender',
  ],
  tischkalender: [
    'Tischkalender',
    'Desk calendar',
    'Calendario de mesa',
    'Calendrier de bureau',
    'Calendario da tavolo',
    'Bureaukalender',
  ],
  familienplaner: [
    'Familienplaner',
    'Family planner',
    'Planificador familiar',
    'Planning familial',
    'Planner familiare',
    'Familieplanner',
  ],
  kuechenkalender: [
    'Küchenkalender',
    'Kitchen calendar',
    'Calendario de cocina',
    'Calendrier de cuisine',
    'Calendario da cucina',
    'Keukenkalender',
  ],
  terminkalender: [
    'Terminkalender',
    'Appointment calendar',
    'Agenda',
    'Agenda',
    'Agenda',
    'Afsprakenkalender',
  ],
  'digitalfotobuch-hard': [
    'Fotobuch, Hardcover',
    'Photo book, hard cover',
    'Fotolibro, tapa dura',
    'Livre photo, couverture rigide',
    'Fotolibro, copertina rigida',
    'Fotoboek, harde kaft',
  ],
  'digitalfotobuch-soft': [
    'Fotobuch, Softcover',
    'Photo book, soft cover',
    'Fotolibro, tapa blanda',
    'Livre photo, couverture souple',
    'Fotolibro, copertina morbida',
    'Fotoboek, zachte kaft',
  ],
  'echtfotobuch-hard': [
    'Echtfotobuch mit Layflat-Bindung',
    'Lay-flat photo book',
    'Fotolibro lay-flat',
    'Livre photo à plat',
    'Fotolibro lay-flat',
    'Lay-flat fotoboek',
  ],
  'fotoheft-soft': [
    'Fotoheft, geheftet',
    'Photo booklet, stapled',
    'Cuaderno de fotos, grapado',
    'Cahier photo, agrafé',
    'Quaderno fotografico, spillato',
    'Fotoboekje, geniet',
  ],
  'photobox-small': ['Fotobox', 'Photobox', 'Caja de fotos', 'Boîte photo', 'Scatola foto', 'Fotobox'],
  'photobox-max': [
    'Fotobox MAX',
    'Photobox MAX',
    'Caja de fotos MAX',
    'Boîte photo MAX',
    'Scatola foto MAX',
    'Fotobox MAX',
  ],
  'photoprint-matt': [
    'Fotoabzug, matt',
    'Photo print, matt',
    'Copia fotográfica, mate',
    'Tirage photo, mat',
    'Stampa fotografica, opaca',
    'Fotoafdruk, mat',
  ],
  'photoprint-glaenzend': [
    'Fotoabzug, glänzend',
    'Photo print, glossy',
    'Copia fotográfica, brillante',
    'Tirage photo, brillant',
    'Stampa fotografica, lucida',
    'Fotoafdruk, glanzend',
  ],
  'holzrahmen-schwarz': [
    'Holzrahmen Schwarz',
    'Wooden frame, black',
    'Marco de madera, negro',
    'Cadre en bois, noir',
    'Cornice in legno, nera',
    'Houten lijst, zwart',
  ],
  'holzrahmen-eiche': [
    'Holzrahmen Eiche',
    'Wooden frame, oak',
    'Marco de madera, roble',
    'Cadre en bois, chêne',
    'Cornice in legno, rovere',
    'Houten lijst, eiken',
  ],
  'alurahmen-silber': [
    'Aluminiumrahmen Silber',
    'Aluminium frame, silver',
    'Marco de aluminio, plata',
    'Cadre en aluminium, argent',
    'Cornice in alluminio, argento',
    'Aluminium lijst, zilver',
  ],
  'schattenfuge-leinwand-eiche': [
    'Schattenfugenrahmen Eiche',
    'Floater frame, oak',
    'Marco flotante, roble',
    'Caisse américaine, chêne',
    'Cornice a cassetta, rovere',
    'Baklijst, eiken',
  ],
  'schattenfuge-platte-schwarz': [
    'Schattenfugenrahmen Schwarz',
    'Floater frame, black',
    'Marco flotante, negro',
    'Caisse américaine, noir',
    'Cornice a cassetta, nera',
    'Baklijst, zwart',
  ],
  'envelope-standard': ['Umschlag C6', 'Envelope C6', 'Sobre C6', 'Enveloppe C6', 'Busta C6', 'Envelop C6'],
  'envelope-compact': ['Umschlag B6', 'Envelope B6', 'Sobre B6', 'Enveloppe B6', 'Busta B6', 'Envelop B6'],
  'envelope-large': [
    'Umschlag DIN lang',
    'Envelope DL',
    'Sobre DL',
    'Enveloppe DL',
    'Busta DL',
    'Envelop DL',
  ],
  ribbon: ['Schleifenband', 'Ribbon', 'Cinta', 'Ruban', 'Nastro', 'Lint'],
  'gift-box': ['Geschenkbox', 'Gift box', 'Caja de regalo', 'Boîte cadeau', 'Scatola regalo', 'Cadeaudoos'],
  'hanging-kit': [
    'Aufhängeset',
    'Hanging kit',
    'Kit para colgar',
    'Kit de suspension',
    'Kit per appendere',
    'Ophangset',
  ],
  'gift-voucher': [
    'Geschenkgutschein',
    'Gift voucher',
    'Vale regalo',
    'Bon cadeau',
    'Buono regalo',
    'Cadeaubon',
  ],
};

/** The name of an article in a language; the article id when the table has none. */
export function articleName(id: string, language: Language): string {
  const names = ARTICLES[id];
  return names ? (names[ORDER.indexOf(language)] ?? id) : id;
}

/** The articles the table names: a test holds it to the catalogue. */
export const NAMED_ARTICLES: readonly string[] = Object.keys(ARTICLES);

/** An option parameter's title and its values' names, per language. */
interface OptionNames {
  title: Names;
  values: Readonly<Record<string, Names>>;
}

/** The options a line lists that are no articles: the free wall-art options and the paper products' options. */
const OPTIONS: Readonly<Record<string, OptionNames>> = {
  printProcess: {
    title: ['Druckverfahren', 'Print process', 'Impresión', 'Impression', 'Stampa', 'Drukprocedé'],
    values: {
      'fineart-glossy': [
        'Fine Art glänzend',
        'Fine art glossy',
        'Fine Art brillante',
        'Fine Art brillant',
        'Fine Art lucida',
        'Fine Art glanzend',
      ],
      'fineart-matt': [
        'Fine Art matt',
        'Fine art matt',
        'Fine Art mate',
        'Fine Art mat',
        'Fine Art opaca',
        'Fine Art mat',
      ],
      hahnemuehle: ['Hahnemühle', 'Hahnemühle', 'Hahnemühle', 'Hahnemühle', 'Hahnemühle', 'Hahnemühle'],
    },
  },
  materialFinish: {
    title: ['Oberfläche', 'Finish', 'Acabado', 'Finition', 'Finitura', 'Afwerking'],
    values: {
      brushed: ['Gebürstet', 'Brushed', 'Cepillado', 'Brossé', 'Spazzolato', 'Geborsteld'],
      'matt-cotton-smooth': [
        'Baumwolle matt glatt',
        'Matt cotton, smooth',
        'Algodón mate liso',
        'Coton mat lisse',
        'Cotone opaco liscio',
        'Katoen mat glad',
      ],
      'silk-matt': ['Seidenmatt', 'Silk matt', 'Satinado', 'Satiné', 'Satinato', 'Zijdemat'],
      'eco-paper': [
        'Öko-Papier',
        'Eco paper',
        'Papel ecológico',
        'Papier écologique',
        'Carta ecologica',
        'Ecopapier',
      ],
    },
  },
  backlitFrame: {
    title: [
      'Leuchtrahmen',
      'Backlit frame',
      'Marco retroiluminado',
      'Cadre lumineux',
      'Cornice retroilluminata',
      'Lichtlijst',
    ],
    values: { led: ['LED', 'LED', 'LED', 'LED', 'LED', 'LED'] },
  },
  milling: {
    title: ['Fräsung', 'Milling', 'Fresado', 'Fraisage', 'Fresatura', 'Frezing'],
    values: {
      lines: ['Linien', 'Lines', 'Líneas', 'Lignes', 'Linee', 'Lijnen'],
      dots: ['Punkte', 'Dots', 'Puntos', 'Points', 'Punti', 'Stippen'],
    },
  },
  adhesiveFilmFinish: {
    title: ['Folie', 'Film', 'Lámina', 'Film', 'Pellicola', 'Folie'],
    values: {
      transparent: [
        'Transparent',
        'Transparent',
        'Transparente',
        'Transparent',
        'Trasparente',
        'Transparant',
      ],
      'transparent-mirrored': [
        'Transparent gespiegelt',
        'Transparent, mirrored',
        'Transparente reflejado',
        'Transparent inversé',
        'Trasparente speculare',
        'Transparant gespiegeld',
      ],
      white: ['Weiß', 'White', 'Blanco', 'Blanc', 'Bianco', 'Wit'],
    },
  },
  pvcEyelet: {
    title: ['Ösen', 'Eyelets', 'Ojales', 'Œillets', 'Occhielli', 'Ringen'],
    values: { simple: ['Einfach', 'Simple', 'Simples', 'Simples', 'Semplici', 'Enkel'] },
  },
  mountingType: {
    title: ['Bindung', 'Binding', 'Encuadernación', 'Reliure', 'Rilegatura', 'Binding'],
    values: {
      holzblock: [
        'Holzblock',
        'Wooden block',
        'Bloque de madera',
        'Bloc en bois',
        'Blocco di legno',
        'Houten blok',
      ],
      holzfuss: ['Holzfuß', 'Wooden stand', 'Pie de madera', 'Pied en bois', 'Piede in legno', 'Houten voet'],
      spirale: ['Spirale', 'Spiral', 'Espiral', 'Spirale', 'Spirale', 'Spiraal'],
      lochung: ['Lochung', 'Punched', 'Perforado', 'Perforé', 'Perforato', 'Perforatie'],
    },
  },
  photobookPaper: {
    title: ['Papier', 'Paper', 'Papel', 'Papier', 'Carta', 'Papier'],
    values: {
      glaenzend: ['Glänzend', 'Glossy', 'Brillante', 'Brillant', 'Lucida', 'Glanzend'],
      matt: ['Matt', 'Matt', 'Mate', 'Mat', 'Opaca', 'Mat'],
    },
  },
  photobookCoverLamination: {
    title: ['Cover', 'Cover', 'Cubierta', 'Couverture', 'Copertina', 'Kaft'],
    values: {
      glossy: ['Glänzend', 'Glossy', 'Brillante', 'Brillante', 'Lucida', 'Glanzend'],
      matt: ['Matt', 'Matt', 'Mate', 'Mate', 'Opaca', 'Mat'],
    },
  },
  photobookPageCount: {
    title: ['Seiten', 'Pages', 'Páginas', 'Pages', 'Pagine', "Pagina's"],
    values: {},
  },
};

/** An option's title and value as a line lists it (`Finish`, `Brushed`); null for an option the table does not name. */
export function optionName(
  param: string,
  value: string,
  language: Language,
): { title: string; value: string } | null {
  const names = OPTIONS[param];
  if (!names) return null;
  const index = ORDER.indexOf(language);
  const valueNames = names.values[value];
  return { title: names.title[index] ?? param, value: valueNames ? (valueNames[index] ?? value) : value };
}

/** The option parameters the table names: a test holds it to the options a hand-off can list. */
export const NAMED_OPTIONS: readonly string[] = Object.keys(OPTIONS);
