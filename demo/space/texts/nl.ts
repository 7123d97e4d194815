// Dutch page texts: home per channel, service pages, reviews and FAQ.
import type { PageTexts } from './types';

export const NL: PageTexts = {
  channels: {
    kartenliebe: {
      title: 'Kaarten en fotocadeaus met liefde gemaakt',
      description:
        'Kaarten, fotokalenders, fotoboeken en fotoafdrukken met je eigen foto’s, op premium papier.',
      heroHeadline: 'Met liefde gemaakt',
      heroSubline: 'Kaarten, kalenders en fotoboeken voor jullie mooiste momenten',
      heroText:
        'Kies een ontwerp, voeg foto’s en tekst toe – wij drukken het met zorg. Gratis verzending vanaf {{free}}.',
      heroCta: 'Begin met ontwerpen',
      actionBar: '<b>Kerstkaarten: {{save}} korting</b> – nog maar [COUNTDOWN]',
      tilesHeadline: 'Wat wil je maken?',
      introHeadline: 'Persoonlijke fotoproducten uit onze eigen drukkerij',
      introText:
        'Trouwkaart, geboortekaartje of familiekalender: we controleren elke bestelling voordat die vertrekt. Klopt er iets niet, dan drukken we het opnieuw.',
      bestsellers: 'Onze bestsellers',
    },
    poster: {
      title: 'Wanddecoratie met je eigen foto’s',
      description: 'Canvas, poster, acrylglas en aluminium: je foto’s als wanddecoratie in galeriekwaliteit.',
      heroHeadline: 'Jouw foto’s. Jouw muur.',
      heroSubline: 'Wanddecoratie in galeriekwaliteit',
      heroText:
        'Op canvas, achter acrylglas of op aluminium – in minuten ontworpen, binnen enkele dagen aan je muur.',
      heroCta: 'Maak je wanddecoratie',
      actionBar: 'Canvasweek: <strong>{{save}} korting</strong> op alle canvasdoeken',
      tilesHeadline: 'Ontdek de materialen',
      introHeadline: 'Galeriekwaliteit voor thuis',
      introText:
        'We drukken met lichtechte inkt op zorgvuldig gekozen materialen en spannen, lijsten en verpakken elk werk met de hand.',
      bestsellers: 'Meest besteld',
    },
  },
  usp: ['Gratis verzending vanaf {{free}}', 'Gecontroleerde drukkwaliteit', '100% tevredenheidsgarantie'],
  reviews: [
    'Dit zeggen onze klanten | Meer dan 20.000 beoordelingen met gemiddeld 4,8 sterren',
    'Prachtige kaarten | De kaarten zijn nog mooier dan op het scherm en het papier voelt heerlijk. | Lotte J.',
    'Snel en zorgvuldig | Maandag besteld, woensdag lag de kalender er – perfect verpakt. | Daan K.',
    'Mooie kleuren | Het fotoboek heeft rijke, natuurlijke kleuren. Ik bestel zeker opnieuw. | Emma V.',
    'Gewoon geweldig | Gewoon geweldig | Bram S.',
  ],
  newsletter:
    'Ideeën en kortingscodes per e-mail | Je e-mailadres | Aanmelden | Afmelden kan altijd met één klik.',
  pages: {
    contact: {
      slug: 'contact',
      title: 'Contact',
      text: 'Vragen over je bestelling of onze producten? Onze klantenservice helpt je graag verder.',
    },
    shipping: {
      slug: 'verzending',
      title: 'Verzending en levering',
      text: 'We produceren meestal binnen 1–3 werkdagen. Vanaf {{free}} is de verzending gratis.',
    },
    faq: {
      slug: 'hulp',
      title: 'Veelgestelde vragen',
      text: 'Antwoorden op de meest gestelde vragen over ontwerpen, bestellen en verzending.',
    },
    imprint: {
      slug: 'colofon',
      title: 'Colofon',
      text: 'Demo Shop B.V., Voorbeeldstraat 1, Amsterdam. Dit is demo-inhoud zonder echte bedrijfsgegevens.',
    },
    privacy: {
      slug: 'privacy',
      title: 'Privacy',
      text: 'We verwerken je gegevens alleen om je bestelling uit te voeren en onze service te verbeteren.',
    },
    themes: {
      slug: 'ontwerpen',
      title: 'Kaartontwerpen voor elke gelegenheid',
      text: 'Van geboorte tot bruiloft: vind het ontwerp dat bij jullie moment past.',
    },
    error: { title: 'Oeps, deze pagina bestaat niet', text: 'Misschien vind je hier wat je zoekt.' },
    feedCard: { title: 'Kaartideeën', text: 'Elke week nieuwe ideeën van ons ontwerpteam.' },
    feedCalendar: { title: 'Kalenderideeën', text: 'Nieuwe kalenderontwerpen voor het komende jaar.' },
    feedCollage: { title: 'Collage-ideeën', text: 'Zo worden veel foto’s één beeld.' },
  },
  faq: [
    'Hoe lang duurt de levering? | Meestal heb je je bestelling binnen 2–4 werkdagen.',
    'Kan ik mijn bestelling wijzigen? | Zolang die nog niet gedrukt wordt, ja – neem gewoon contact op.',
    'Welke resolutie heb ik nodig? | Onze editor waarschuwt je als een foto te klein is voor het formaat.',
    'Hoe kan ik betalen? | Met iDEAL, PayPal, creditcard of Klarna.',
  ],
  contact: 'Schrijf ons | Klantenservice | We antwoorden op werkdagen binnen 24 uur.',
  local: {},
};
