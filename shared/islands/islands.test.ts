// Island props are validated against each island's schema; a mismatch throws naming the island. The parts every
// page has (back-to-top, footer, overlay) are server HTML now: their schemas keep the same table.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { SeoTextSchema } from '../components/blocks/SeoText';
import { FOOTER_PART_SCHEMAS } from '../schemas/footer';
import { ISLANDS, type IslandName, parseIslandProps } from './islands';

/** Props of the parts that left the island table, checked by the same schemas as before. */
const SERVER_PARTS: Record<string, v.GenericSchema> = {
  'back-to-top': v.object({}),
  'page-overlay': v.object({}),
  'footer-tiles': v.object({ tiles: FOOTER_PART_SCHEMAS.communicationTiles }),
  'footer-boxes': FOOTER_PART_SCHEMAS.boxes,
  'footer-seo-text': SeoTextSchema,
};

type PartName = IslandName | keyof typeof SERVER_PARTS;

function parseProps(name: PartName, props: unknown): unknown {
  const schema = SERVER_PARTS[name];
  if (!schema) return parseIslandProps(name as IslandName, props);
  const result = v.safeParse(schema, props);
  if (!result.success) throw new Error(`Island ${name}: bad props: ${result.issues[0].message}`);
  return result.output;
}

const REVIEW = {
  id: 'r-1',
  stars: 5,
  title: 'Lovely',
  text: '',
  authorName: 'Ann',
  createdAt: '2026-01-12',
  link: 'https://reviews.example.com/review/r-1',
};
const REVIEWS = {
  title: 'Reviews',
  subtitle: '',
  stars: 4.8,
  trustScore: 4.8,
  totalReviews: 20_418,
  companyLink: '',
  infinite: false,
  reviews: [REVIEW],
};
const PERSON = { name: 'Anna', role: '', email: 'a@example.de', phone: '' };
const VOUCHER = { headline: 'Welcome', code: 'WELCOME10', text: '' };
const VIDEO = {
  src: '/v.mp4',
  poster: { filename: '/p.svg', alt: '' },
  posterUrl: '/cdn-cgi/image/width=1200/p.svg',
};

describe('parseIslandProps', () => {
  test('knows every island, each with its trigger', () => {
    // Nothing hydrates before the visitor's first interaction.
    expect(Object.fromEntries(Object.entries(ISLANDS).map(([name, island]) => [name, island.when]))).toEqual({
      'reviews-carousel': 'interaction',
      'contact-form': 'interaction',
      voucher: 'interaction',
      'video-block': 'interaction',
      toolbox: 'interaction',
      account: 'interaction',
      'header-back': 'interaction',
      burger: 'interaction',
      'main-navigation': 'interaction',
      'help-launcher': 'interaction',
      consent: 'interaction',
      calculator: 'interaction',
      'card-order': 'interaction',
      'accessory-order': 'interaction',
    });
  });

  test.each<[name: PartName, props: unknown, expected: unknown]>([
    ['back-to-top', {}, {}],
    ['reviews-carousel', REVIEWS, REVIEWS],
    ['contact-form', { headline: 'Write' }, { headline: 'Write' }],
    ['contact-form', { headline: 'Write', person: PERSON }, { headline: 'Write', person: PERSON }],
    ['voucher', VOUCHER, VOUCHER],
    ['video-block', VIDEO, VIDEO],
    ['toolbox', { headline: '', tools: ['convert-pdf'] }, { headline: '', tools: ['convert-pdf'] }],
  ])('%s accepts %j', (name, props, expected) => {
    expect(parseProps(name, props)).toEqual(expected);
  });

  const NAV_ITEM = { text: 'Karten', link: { cached_url: 'karten/' } };
  test.each<[name: PartName, props: unknown, expected: unknown]>([
    ['header-back', { home: '/fr/' }, { home: '/fr/' }],
    ['account', {}, { accountText: '', cartText: '', textOnly: false }],
    ['burger', {}, {}],
    [
      'main-navigation',
      { items: [NAV_ITEM], selected: -1, current: [] },
      { items: [{ text: 'Karten', navigationType: '', flyout: null }], selected: -1, current: [] },
    ],
    ['help-launcher', { links: [], hotline: '' }, { links: [], hotline: '' }],
    ['footer-tiles', { tiles: [{ headline: 'Service' }] }, { tiles: [{ headline: 'Service', cta: [] }] }],
    ['page-overlay', {}, {}],
    ['consent', {}, {}],
  ])('%s accepts %j with its defaults', (name, props, expected) => {
    expect(parseProps(name, props)).toMatchObject(expected as object);
  });

  test.each<[name: PartName, props: unknown]>([
    ['back-to-top', null],
    ['back-to-top', undefined],
    ['back-to-top', 'props'],
    ['back-to-top', 42],
    ['reviews-carousel', { ...REVIEWS, reviews: [{ ...REVIEW, stars: 6 }] }],
    ['reviews-carousel', { ...REVIEWS, reviews: [{ ...REVIEW, link: undefined }] }],
    ['reviews-carousel', { ...REVIEWS, infinite: 'yes' }],
    ['reviews-carousel', { ...REVIEWS, totalReviews: -1 }],
    ['contact-form', {}],
    ['contact-form', { headline: 'Write', person: 'd1f80e74-0200-45fa-a596-4f3d2d8add83' }],
    ['contact-form', { headline: 'Write', person: { name: 'Anna' } }],
    ['voucher', { ...VOUCHER, code: '' }],
    ['voucher', { headline: 'Welcome', text: '' }],
    ['video-block', { ...VIDEO, src: '' }],
    ['video-block', { src: '/v.mp4' }],
    ['toolbox', { headline: '', tools: [] }],
    ['toolbox', { headline: '', tools: ['shred-file'] }],
    ['header-back', {}],
    ['header-back', { home: 'https://evil.example/' }],
    ['header-back', { home: '//evil.example/' }],
    ['account', { textOnly: 'yes' }],
    ['burger', null],
    ['main-navigation', { items: [{ ...NAV_ITEM, flyout: 'ufo' }], selected: 0 }],
    ['main-navigation', { items: [], selected: 1.5, current: [] }],
    ['main-navigation', { items: [], selected: 0 }],
    ['main-navigation', { items: [], selected: 0, current: [0.5] }],
    ['help-launcher', { links: 'x', hotline: '' }],
    ['footer-tiles', { tiles: [{ headline: '' }] }],
    ['footer-boxes', { about: { items: [{ text: 'x', link: { url: '' } }] } }],
    ['footer-seo-text', { headline: 'x' }],
    ['page-overlay', null],
  ])('%s refuses %j', (name, props) => {
    expect(() => parseProps(name, props)).toThrow(Error);
    expect(() => parseProps(name, props)).toThrow(`Island ${name}: bad props`);
  });
});
