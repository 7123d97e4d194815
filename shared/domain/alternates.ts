// Search-engine URLs of a content page: its path from the story's full slug, and the hreflang alternates
// of every shop locale whose content chain reaches a version of the page.
import { countryHost, type HostNames } from './hosts';
import { contentLocaleChain, countryByCode, LOCALES } from './locales';
import type { Channel } from './markets';
import { normalizeSlash } from './site';

/** `kartenliebe/fr-fr/calendrier-photo` -> `/calendrier-photo`; `.../home` -> `/`. */
export function storyPath(fullSlug: string): string {
  const rest = fullSlug.split('/').slice(2).join('/');
  return rest === 'home' || rest === '' ? '/' : `/${rest}`;
}

/** The content locale folder of a full slug (`fr-fr`). */
function storyLocale(fullSlug: string): string {
  return fullSlug.split('/')[1] ?? '';
}

export interface AlternatesInput {
  channel: Channel;
  trailingSlash: boolean;
  /** Full slugs of this page in every content locale that has it (the story itself included). */
  fullSlugs: string[];
  request: { protocol: string; local: boolean; port: string };
  names: HostNames;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export function pageAlternates(input: AlternatesInput): Alternate[] {
  const byLocale = new Map(input.fullSlugs.map((slug) => [storyLocale(slug), slug]));
  const alternates: Alternate[] = [];
  for (const locale of LOCALES) {
    const found = contentLocaleChain(locale.contentLocale)
      .map((candidate) => byLocale.get(candidate.toLowerCase()))
      .find((slug) => slug !== undefined);
    if (!found) continue;
    const host = countryHost(input.channel, countryByCode(locale.country), input.request, input.names);
    const path = normalizeSlash(`${locale.prefix}${storyPath(found)}`, input.trailingSlash);
    alternates.push({ hreflang: locale.code, href: `${input.request.protocol}//${host}${path}` });
  }
  return alternates;
}
