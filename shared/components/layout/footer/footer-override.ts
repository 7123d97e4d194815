// A page's footer override (`footerOverride`): a LinkBox block replaces the global link box, a
// SeoText block adds the SEO text. Each block is checked with its block schema; invalid ones are skipped. Also
// trims the footer's island props to the fields the islands render.
import * as v from 'valibot';
import type { CmsLink } from '../../../schemas/cms';
import type { CommunicationTile, FooterLinkBox } from '../../../schemas/footer';
import { LinkBoxSchema } from '../../blocks/LinkBox';
import { SeoTextSchema } from '../../blocks/SeoText';

export interface FooterOverride {
  linkBox?: FooterLinkBox;
  seoText?: v.InferOutput<typeof SeoTextSchema>;
}

const componentOf = (block: unknown): string =>
  block && typeof block === 'object' && 'component' in block ? String(block.component).toLowerCase() : '';

/** An override block left out: its component, uid and the first reason. */
export interface SkippedOverride {
  component: string;
  uid: string;
  reason: string;
}

const uidOf = (block: unknown): string =>
  block && typeof block === 'object' && '_uid' in block ? String(block._uid) : '';

/** The first valid link box and SEO text among the override blocks; `skip` hears of each invalid one. */
export function parseFooterOverride(
  blocks: readonly unknown[],
  skip: (skipped: SkippedOverride) => void = () => {},
): FooterOverride {
  const override: FooterOverride = {};
  for (const block of blocks) {
    const component = componentOf(block);
    if (component === 'linkbox' && !override.linkBox) {
      const parsed = v.safeParse(LinkBoxSchema, block);
      if (parsed.success) override.linkBox = linkBoxProps(parsed.output);
      else skip({ component: 'LinkBox', uid: uidOf(block), reason: parsed.issues[0].message });
    } else if (component === 'seotext' && !override.seoText) {
      const parsed = v.safeParse(SeoTextSchema, block);
      if (parsed.success) override.seoText = parsed.output;
      else skip({ component: 'SeoText', uid: uidOf(block), reason: parsed.issues[0].message });
    }
  }
  return override;
}

/** The link fields an href needs (CMS links carry ids and more, which island props need not repeat). */
const compactLink = ({ url, cached_url, linktype, email, anchor, story }: CmsLink): CmsLink => ({
  url,
  cached_url,
  linktype,
  ...(email ? { email } : {}),
  ...(anchor ? { anchor } : {}),
  ...(story?.full_slug ? { story: { full_slug: story.full_slug } } : {}),
});

/** A link box as island props. */
export function linkBoxProps(box: FooterLinkBox): FooterLinkBox {
  return {
    headline: box.headline,
    linkLists: box.linkLists.map((list) => ({
      headline: list.headline,
      links: list.links.map(({ text, link }) => ({ text, link: compactLink(link) })),
    })),
  };
}

/** Communication tiles as island props. */
export function tilesProps(tiles: CommunicationTile[]): CommunicationTile[] {
  return tiles.map(({ headline, headlineShort, text, cta }) => ({
    headline,
    headlineShort,
    text,
    cta: cta.map((entry) => ({ text: entry.text, link: compactLink(entry.link) })),
  }));
}
