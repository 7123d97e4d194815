// Block constructors in the CMS shapes; `_uid`s are added when a story is assembled (see story.ts).
import type { Channel } from '../../shared/domain/markets';

export type Block = Record<string, unknown> & { component: string };
export type Link = { cached_url: string; linktype: 'story' };
export type Image = { filename: string; alt: string; focus: string };

/** Brand colours per channel; kartenliebe's accent is the AA-safe shade (decision 003). */
export const BRAND: Record<Channel, { ink: string; surface: string; accent: string; second: string }> = {
  kartenliebe: { ink: '#2b2a33', surface: '#fbf7f2', accent: '#c0405a', second: '#6f8f7a' },
  poster: { ink: '#111214', surface: '#f2f1ee', accent: '#1f6f78', second: '#8a8780' },
};

/** A story link to a path without channel and locale, with the trailing slash the CMS stores. */
export const link = (path: string): Link => ({ cached_url: `${path}/`, linktype: 'story' });

export const image = (name: string, alt: string): Image => ({
  filename: `/demo-images/${name}.svg`,
  alt,
  focus: '',
});

type Mark = { type: 'bold' };
type TextNode = { type: 'text'; text: string; marks?: Mark[] };

/** Storyblok rich text: paragraphs split on blank lines, `**bold**` spans marked bold. */
export function richText(source: string) {
  const paragraph = (line: string) => ({
    type: 'paragraph',
    content: line
      .split(/(\*\*[^*]+\*\*)/)
      .filter((piece) => piece !== '')
      .map((piece): TextNode => {
        const bold = /^\*\*(.+)\*\*$/.exec(piece);
        return bold
          ? { type: 'text', text: bold[1] ?? '', marks: [{ type: 'bold' }] }
          : { type: 'text', text: piece };
      }),
  });
  return { type: 'doc', content: source.split(/\n\s*\n/).map(paragraph) };
}

export interface TeaserFields {
  headline: string;
  subline: string;
  text: string;
  image: Image;
  cta?: { text: string; path: string };
  variant?: 'hero' | 'default';
}

export const teaser = ({ cta, variant = 'default', ...fields }: TeaserFields): Block => ({
  component: 'Teaser',
  ...fields,
  cta: cta ? [{ component: 'Cta', text: cta.text, link: link(cta.path) }] : [],
  variant,
});

const USP_ICONS = ['truck', 'shield-check', 'smile', 'gift', 'star'] as const;
export type UspIcon = (typeof USP_ICONS)[number];

export const uspTeaser = (texts: readonly string[]): Block => ({
  component: 'UspTeaser',
  items: texts.map((text, index) => ({ component: 'UspTeaserItem', icon: USP_ICONS[index] ?? 'star', text })),
});

export type Tile = { title: string; image: Image; path: string };

export const subTeaserTiles = (headline: string, tiles: Tile[]): Block => ({
  component: 'SubTeaserTiles',
  headline,
  tiles: tiles.map(({ path, ...tile }) => ({ component: 'SubTeaserTile', ...tile, link: link(path) })),
});

export const headline = (text: string, level: 1 | 2 | 3 = 2): Block => ({
  component: 'Headline',
  text,
  level,
});

export const text = (source: string): Block => ({ component: 'Text', text: richText(source) });

export type ProductTile = Tile & { priceCurrent: number; priceOriginal?: number; fromPrice: boolean };

export const productTiles = (headline: string, items: ProductTile[]): Block => ({
  component: 'ProductTiles',
  headline,
  items: items.map(({ path, ...item }) => ({ component: 'ProductTile', ...item, link: link(path) })),
});

export const newsletterBlock = (channel: Channel, fields: string[]): Block => {
  const [headline = '', inputPlaceholder = '', ctaText = '', newsletterText = ''] = fields;
  const { surface, ink } = BRAND[channel];
  return {
    component: 'NewsletterBlock',
    headline,
    inputPlaceholder,
    ctaText,
    newsletterText,
    backgroundColor: surface,
    textColor: ink,
  };
};

/** A relation wrapper (UspWrapper, ItemWrapper, ContainerWrapper, Frame, Accessory) holding story uuids. */
export const relation = (component: string, field: string, uuids: string[], extra: object = {}): Block => ({
  component,
  ...extra,
  [field]: uuids,
});

export const contactForm = (headline: string, person: string): Block => ({
  component: 'ContactForm',
  headline,
  person,
});

export const voucher = (headline: string, code: string, body: string): Block => ({
  component: 'Voucher',
  headline,
  code,
  text: body,
});

export const videoBlock = (poster: Image): Block => ({
  component: 'VideoBlock',
  video: { filename: '/demo-media/clip.webm' },
  poster,
});
