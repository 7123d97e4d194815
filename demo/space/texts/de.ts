// German page texts: home per channel, service pages, reviews, FAQ; Swiss spelling for de-CH and de-LI.
import type { PageTexts } from './types';

const SWISS = [
  ['ß', 'ss'],
  ['20.000', "20'000"],
  ['inkl. MwSt.', 'inkl. MWST.'],
] as const;

export const DE: PageTexts = {
  channels: {
    kartenliebe: {
      title: 'Karten und Fotogeschenke mit Liebe gestaltet',
      description:
        'Grußkarten, Fotokalender, Fotobücher und Fotoabzüge mit deinen Bildern – auf Premiumpapier.',
      heroHeadline: 'Mit Liebe gestaltet',
      heroSubline: 'Karten, Kalender und Fotobücher für eure schönsten Momente',
      heroText:
        'Wähle ein Design, füge Fotos und Texte hinzu – wir drucken mit Sorgfalt. Gratis Versand ab {{free}}.',
      heroCta: 'Jetzt gestalten',
      actionBar: '<b>Weihnachtskarten: {{save}} Rabatt</b> – nur noch [COUNTDOWN]',
      tilesHeadline: 'Was möchtest du gestalten?',
      introHeadline: 'Persönliche Fotoprodukte aus unserer Druckerei',
      introText:
        'Ob Hochzeitseinladung, Geburtskarte oder Familienkalender: Jedes Produkt wird geprüft, bevor es zu dir kommt. Gefällt dir etwas nicht, drucken wir es neu.',
      bestsellers: 'Unsere Bestseller',
    },
    poster: {
      title: 'Wandbilder mit deinen Fotos',
      description: 'Leinwand, Poster, Acrylglas und Alu-Dibond: deine Fotos als Wandbild in Galeriequalität.',
      heroHeadline: 'Deine Fotos. Deine Wand.',
      heroSubline: 'Wandbilder in Galeriequalität',
      heroText:
        'Auf Leinwand, hinter Acrylglas oder auf Aluminium – in Minuten gestaltet, in Tagen an deiner Wand.',
      heroCta: 'Wandbild gestalten',
      actionBar: 'Leinwand-Woche: <strong>{{save}} Rabatt</strong> auf alle Leinwandbilder',
      tilesHeadline: 'Materialien entdecken',
      introHeadline: 'Galeriequalität für dein Zuhause',
      introText:
        'Wir drucken mit lichtechten Farben auf ausgesuchte Materialien und spannen, rahmen und verpacken jedes Bild von Hand.',
      bestsellers: 'Am häufigsten bestellt',
    },
  },
  usp: ['Gratis Versand ab {{free}}', 'Geprüfte Druckqualität', '100 % Zufriedenheitsgarantie'],
  reviews: [
    'Das sagen unsere Kundinnen und Kunden | Über 20.000 Bewertungen mit durchschnittlich 4,8 Sternen',
    'Wunderschöne Karten | Die Karten sind noch schöner als am Bildschirm, das Papier fühlt sich toll an. | Miriam S.',
    'Schnell und sorgfältig | Montag bestellt, Mittwoch war der Kalender da – perfekt verpackt. | Thomas B.',
    'Tolle Farben | Das Fotobuch hat kräftige, natürliche Farben. Ich bestelle sicher wieder. | Sandra K.',
    'Einfach großartig | Einfach großartig | Jörg P.',
  ],
  newsletter:
    'Ideen und Gutscheine per E-Mail | Deine E-Mail-Adresse | Anmelden | Abmeldung jederzeit mit einem Klick möglich.',
  pages: {
    contact: {
      slug: 'kontakt',
      title: 'Kontakt',
      text: 'Fragen zu deiner Bestellung oder zu unseren Produkten? Unser Kundenservice hilft dir gern weiter.',
    },
    shipping: {
      slug: 'versand',
      title: 'Versand und Lieferung',
      text: 'Wir produzieren meist in 1–3 Werktagen. Ab {{free}} liefern wir versandkostenfrei. Alle Preise inkl. MwSt.',
    },
    faq: {
      slug: 'hilfe',
      title: 'Häufige Fragen',
      text: 'Antworten auf die häufigsten Fragen rund um Gestaltung, Bestellung und Versand.',
    },
    imprint: {
      slug: 'impressum',
      title: 'Impressum',
      text: 'Demo-Shop GmbH, Musterstraße 1, 10115 Berlin. Dies ist ein Demo-Inhalt ohne echte Firmendaten.',
    },
    privacy: {
      slug: 'datenschutz',
      title: 'Datenschutz',
      text: 'Wir verarbeiten deine Daten nur, um deine Bestellung auszuführen und unseren Service zu verbessern.',
    },
    themes: {
      slug: 'designs',
      title: 'Kartendesigns für jeden Anlass',
      text: 'Von der Geburt bis zur Hochzeit: Finde das Design, das zu eurem Moment passt.',
    },
    error: { title: 'Hoppla, diese Seite gibt es nicht', text: 'Vielleicht findest du hier, was du suchst.' },
    feedCard: { title: 'Kartenideen', text: 'Frische Ideen unseres Designteams, jede Woche neu.' },
    feedCalendar: { title: 'Kalenderideen', text: 'Neue Kalenderdesigns für das kommende Jahr.' },
    feedCollage: { title: 'Collagenideen', text: 'So werden viele Fotos zu einem Bild.' },
  },
  previewOnly: { title: 'Vorschau: Frühlingskollektion', text: 'Diese Seite ist noch nicht veröffentlicht.' },
  faq: [
    'Wie lange dauert die Lieferung? | Meist ist deine Bestellung in 2–4 Werktagen bei dir.',
    'Kann ich meine Bestellung ändern? | Solange sie noch nicht gedruckt wird, ja – melde dich einfach bei uns.',
    'Welche Bildauflösung brauche ich? | Unser Designer warnt dich, wenn ein Foto für das Format zu klein ist.',
    'Wie kann ich bezahlen? | Mit PayPal, Kreditkarte, Klarna oder auf Rechnung.',
  ],
  contact: 'Schreib uns | Kundenservice | Wir antworten werktags innerhalb von 24 Stunden.',
  local: { 'de-ch': SWISS, 'de-li': SWISS },
};
