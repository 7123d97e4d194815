// English page texts (British spelling); en-US gets US spelling through the replacement pairs.
import type { PageTexts } from './types';

const US_SPELLING = [
  ['colour', 'color'],
  ['Colour', 'Color'],
  ['personalised', 'personalized'],
  ['Personalised', 'Personalized'],
  ['favourite', 'favorite'],
  ['Favourite', 'Favorite'],
  ['aluminium', 'aluminum'],
  ['Aluminium', 'Aluminum'],
  ['centre', 'center'],
  ['mount', 'mat'],
  ['Post code', 'ZIP code'],
] as const;

export const EN: PageTexts = {
  channels: {
    kartenliebe: {
      title: 'Cards and photo gifts made with love',
      description:
        'Greeting cards, photo calendars, photo books and prints with your own pictures – on premium paper.',
      heroHeadline: 'Made with love',
      heroSubline: 'Cards, calendars and photo books for your favourite moments',
      heroText:
        'Choose a design, add your photos and words – we print it with care. Free delivery over {{free}}.',
      heroCta: 'Start designing',
      actionBar: '<b>Christmas cards: {{save}} off</b> – only [COUNTDOWN] left',
      tilesHeadline: 'What would you like to create?',
      introHeadline: 'Personalised photo products from our own print shop',
      introText:
        'Wedding invitation, birth announcement or family calendar: every order is checked before it leaves us. If something is not right, we reprint it.',
      bestsellers: 'Our bestsellers',
    },
    poster: {
      title: 'Wall art with your photos',
      description: 'Canvas, poster, acrylic glass and aluminium: your photos as gallery-quality wall art.',
      heroHeadline: 'Your photos. Your wall.',
      heroSubline: 'Wall art in gallery quality',
      heroText:
        'On canvas, behind acrylic glass or on aluminium – designed in minutes, on your wall in days.',
      heroCta: 'Create wall art',
      actionBar: 'Canvas week: <strong>{{save}} off</strong> all canvas prints',
      tilesHeadline: 'Discover materials',
      introHeadline: 'Gallery quality for your home',
      introText:
        'We print with lightfast inks on carefully chosen materials, then stretch, frame and pack every piece by hand.',
      bestsellers: 'Most ordered',
    },
  },
  usp: ['Free delivery over {{free}}', 'Checked print quality', '100% satisfaction guarantee'],
  reviews: [
    'What our customers say | More than 20,000 reviews with an average of 4.8 stars',
    'Beautiful cards | The cards look even better than on screen and the paper feels lovely. | Hannah W.',
    'Fast and careful | Ordered on Monday, the calendar arrived on Wednesday – perfectly packed. | James R.',
    'Great colours | The photo book has rich, natural colours. I will definitely order again. | Priya S.',
    'Simply wonderful | Simply wonderful | Tom B.',
  ],
  newsletter:
    'Ideas and vouchers by email | Your email address | Sign up | Unsubscribe any time with one click.',
  pages: {
    contact: {
      slug: 'contact',
      title: 'Contact',
      text: 'Questions about your order or our products? Our customer service team is happy to help.',
    },
    shipping: {
      slug: 'shipping',
      title: 'Shipping and delivery',
      text: 'We usually produce within 1–3 working days. Delivery is free for orders over {{free}}.',
    },
    faq: {
      slug: 'help',
      title: 'Frequently asked questions',
      text: 'Answers to the most common questions about designing, ordering and delivery.',
    },
    imprint: {
      slug: 'imprint',
      title: 'Imprint',
      text: 'Demo Shop Ltd, 1 Sample Street, London. This is demo content without real company details.',
    },
    privacy: {
      slug: 'privacy',
      title: 'Privacy',
      text: 'We only process your data to fulfil your order and to improve our service.',
    },
    themes: {
      slug: 'designs',
      title: 'Card designs for every occasion',
      text: 'From birth to wedding: find the design that suits your moment.',
    },
    error: {
      title: 'Oops, this page does not exist',
      text: 'Perhaps you will find what you are looking for here.',
    },
    feedCard: { title: 'Card ideas', text: 'Fresh ideas from our design team, new every week.' },
    feedCalendar: { title: 'Calendar ideas', text: 'New calendar designs for the year ahead.' },
    feedCollage: { title: 'Collage ideas', text: 'How many photos become one picture.' },
  },
  faq: [
    'How long does delivery take? | Your order usually arrives within 2–4 working days.',
    'Can I change my order? | As long as it is not printed yet, yes – just get in touch.',
    'What image resolution do I need? | Our designer warns you when a photo is too small for the format.',
    'How can I pay? | With PayPal, credit card or Klarna.',
  ],
  contact: 'Write to us | Customer service | We reply within 24 hours on working days.',
  local: { 'en-us': US_SPELLING },
};
