// Service, theme, error, feed and special stories: contact form, relation wrappers, redirects, a draft.
import {
  type Block,
  contactForm,
  headline,
  image,
  link,
  productTiles,
  relation,
  subTeaserTiles,
  teaser,
  text,
} from './blocks';
import { PRODUCTS, THEME_IDS } from './catalogue';
import { familiesFor } from './families';
import { familyTiles } from './pages';
import { categoryPath, PATHS, parts, SHARED } from './paths';
import { productTile } from './prices';
import { POSTCODE_ITEMS, personPath, USP_IDS } from './shared-stories';
import { type Scope, type StoryInput, uuidAt } from './story';
import type { FixedPageId, PageText, ServicePageId } from './texts/types';

const page = (title: string, description: string, body: Block[], extra: object = {}): Block => ({
  component: 'Page',
  title,
  description,
  ...extra,
  body,
});

const intro = (words: PageText): Block[] => [headline(words.title, 1), text(words.text)];

function serviceBody(scope: Scope, id: ServicePageId): Block[] {
  const { texts } = scope;
  const faq = texts.faq.map((_entry, index) => uuidAt(scope, SHARED.faq(index)));
  switch (id) {
    case 'contact': {
      const [formHeadline = '', , note = ''] = parts(texts.contact, 3);
      const [faqTitle = ''] = parts(texts.tiles[2], 1);
      const container = relation('ContainerWrapper', 'items', faq.slice(0, 2), { headline: faqTitle });
      return [text(note), contactForm(formHeadline, uuidAt(scope, personPath(scope))), container];
    }
    case 'shipping': {
      const many = scope.channel === 'kartenliebe' && scope.row.code === 'de-de' ? POSTCODE_ITEMS : [];
      const uuids = [...USP_IDS, ...many].map((usp) => uuidAt(scope, SHARED.usp(usp)));
      return [relation('UspWrapper', 'items', uuids)];
    }
    case 'faq':
      return [relation('ItemWrapper', 'items', faq)];
    case 'themes':
      return [themesOverview(scope)];
    default:
      return [];
  }
}

function themesOverview(scope: Scope): Block {
  const { texts } = scope;
  const themes = THEME_IDS.map((id, index) => ({
    id,
    title: texts.occasions[index] ?? String(id),
    image: image(`theme-${id}`, texts.occasions[index] ?? ''),
  }));
  return { component: 'ThemesOverview', headline: texts.flyout.occasions, themes };
}

export function servicePage(scope: Scope, id: ServicePageId): StoryInput {
  const words = scope.texts.pages[id];
  const content = () => page(words.title, words.text, [...intro(words), ...serviceBody(scope, id)]);
  return { path: words.slug, name: words.title, content, group: `page:${id}`, tags: ['service'] };
}

export function errorPage(scope: Scope): StoryInput {
  const words = scope.texts.pages.error;
  const first = familiesFor(scope.channel)[0];
  const cta = first
    ? { text: first.name[scope.row.language], path: categoryPath(first, scope.row.language) }
    : undefined;
  const hero = teaser({
    headline: words.title,
    subline: '404',
    text: words.text,
    image: image('polaroids-1', ''),
    cta,
  });
  const tiles = subTeaserTiles(scope.texts.channels[scope.channel].tilesHeadline, familyTiles(scope));
  const content = page(words.title, words.text, [tiles], { teaser: [hero] });
  return { path: PATHS.error, name: 'Error', content, group: 'error', tags: ['error'] };
}

const FEEDS = { feedCard: 'card', feedCalendar: 'calendar', feedCollage: 'collage' } as const;

export function feedPage(scope: Scope, id: keyof typeof FEEDS & FixedPageId): StoryInput {
  const words = scope.texts.pages[id];
  const products = PRODUCTS.filter((product) => product.family === FEEDS[id]);
  const tiles = productTiles(
    words.title,
    products.map((product) => productTile(scope, product)),
  );
  const content = page(words.title, words.text, [...intro(words), tiles]);
  return { path: PATHS[id], name: words.title, content, group: id, tags: ['feed'] };
}

/** Stories that only exist as a draft. */
export function previewOnlyPage(words: PageText): StoryInput {
  const content = page(words.title, words.text, intro(words));
  return { path: PATHS.previewOnly, name: words.title, content, group: 'preview-only', published: false };
}

/**
 * An internal 301 to the channel's first category (a story link field) and an external
 * 302 (a URL link); the status is an option field, so its code comes as text.
 */
export function redirects(scope: Scope): StoryInput[] {
  const first = familiesFor(scope.channel)[0];
  const path = first ? categoryPath(first, scope.row.language) : PATHS.error;
  const target = link(path);
  return [
    {
      path: PATHS.redirect,
      name: 'Sale',
      content: { component: 'Redirect', target, status: '301' },
      group: 'redirect',
    },
    {
      path: PATHS.externalRedirect,
      name: 'Partner program',
      content: {
        component: 'Redirect',
        target: { url: 'https://example.com/', cached_url: 'https://example.com/', linktype: 'url' },
        status: '302',
      },
      group: 'external-redirect',
    },
  ];
}
