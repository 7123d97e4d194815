// The HTML document shell: head (the channel's critical CSS, boot script, speculation rules) and the page's body, which
// ends with the one island data script (page state, the props of every island on the page and their chunk URLs) and
// the full stylesheet's link for a browser without scripts.
import type { ReactNode } from 'react';
import { EditorSessionNotice } from '../../shared/components/layout/EditorSessionNotice';
import { PaintEnd } from '../../shared/components/layout/PaintEnd';
import {
  FlagReadsContext,
  PageContext,
  PagePathContext,
  type PageState,
} from '../../shared/components/page-context';
import type { FlagReads } from '../../shared/domain/flag-reads';
import type { FlagSources, Treatment } from '../../shared/domain/flags';
import { BRIDGE_RELATIONS_ATTR } from '../../shared/domain/live-preview';
import { WHOLE_PAINT_ATTR } from '../../shared/domain/whole-paint';
import { collectorBesideMarkers, IslandCollector, IslandCollectorContext } from '../../shared/islands/Island';
import { ANALYTICS_INIT_ID, ISLAND_DATA_ID, serialize, serializeKept } from '../../shared/islands/protocol';
import { channelHeader } from '../../shared/shop/client';
import { RESOLVE_RELATIONS } from '../content/client';
import { ASSET_URLS } from '../generated/assets';
import { CRITICAL_CSS } from '../generated/critical-css';
import { INLINE_SCRIPTS } from '../generated/inline-scripts';
import type { PageAnalytics } from './analytics';

export interface SearchLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

export interface DocumentProps {
  page: PageState;
  /** The page's own path, for what the page shows of it (never in the page state kept fragments render from). */
  path: string;
  title: string;
  description?: string;
  noindex?: boolean;
  rootClasses: string[];
  favicon: string;
  /** Whether the page loads the boot script (through its inline loader); pages without islands load no JavaScript. */
  boot?: boolean;
  prefetch: boolean;
  /** A streaming page's script nonce: with a nonce in the CSP, inline speculation rules need it too. */
  nonce?: string;
  search?: SearchLinks;
  /**
   * In a valid draft: the editor script (live preview, reload on save) and the bridge it talks to the visual
   * editor through (`STORYBLOK_BRIDGE_URL`).
   */
  editor?: { script: string; bridge: string };
  /** The texts the server's components read (a view noting missing keys); the page state keeps the plain ones. */
  renderTexts?: PageState['texts'];
  /** The collector of the flags the page reads, and of those it shows: the visitor's impressions. */
  flagReads?: FlagReads;
  /**
   * A shared page's state carries only the treatments of the flags it reads, so the copy the edge keeps per
   * combination of those treatments holds no other flag's.
   */
  shared?: boolean;
  /** This page view records no impressions (an override, flags off, `tracking=0`, `_debug`): nor does the browser. */
  unrecorded?: boolean;
  /**
   * Signs the flags the page read into the page state's token, with which the browser may report them (seen on
   * consent, an island's when it shows); omitted, the page carries none and reports nothing.
   */
  signFlags?: (flags: Iterable<string>) => string;
  /** The tag manager's script and the data layer's init payload, for the browser's consent-gated loader. */
  analytics?: PageAnalytics;
  /** The page view's RUM sample rate; omitted, the page measures nothing. */
  rumSample?: number;
  /** Every island carries its props beside its marker (numbered apart): parts of the page can be taken alone. */
  islandsBesideMarkers?: boolean;
  children: ReactNode;
}

/** The full stylesheet's link, for a page without scripts or without the boot loader. */
const fullStylesheet = <link rel="stylesheet" href={ASSET_URLS.css} />;

export function Document({
  page,
  path,
  title,
  description,
  noindex,
  rootClasses,
  favicon,
  boot,
  prefetch,
  nonce,
  search,
  editor,
  renderTexts,
  flagReads,
  shared,
  unrecorded,
  signFlags,
  analytics,
  rumSample,
  islandsBesideMarkers = false,
  children,
}: DocumentProps) {
  const { site } = page;
  const collector = islandsBesideMarkers
    ? collectorBesideMarkers(ASSET_URLS.islands)
    : new IslandCollector(ASSET_URLS.islands);
  return (
    <html
      lang={site.locale}
      data-channel={site.channel}
      // The shop API's channel header, for the few lines of DOM code that call the shop without React.
      data-shop-channel={channelHeader(site)}
      className={rootClasses.join(' ') || undefined}
      // RUM_SAMPLE_ATTR: the boot script measures this share of page views.
      data-rum-sample={rumSample}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="icon" href={favicon} type="image/svg+xml" />
        {/* What the first paint shows is styled by the channel's critical stylesheet, inline: no request stands
            between the HTML and the first paint. The CSP allows it by its hash. The full stylesheet comes later. */}
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, checked to hold no end tag
          dangerouslySetInnerHTML={{ __html: CRITICAL_CSS[site.channel].text }}
        />
        {search && <link rel="canonical" href={search.canonical} />}
        {search?.alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        {boot && (
          <script
            type="module"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own loader, checked to hold no end tag
            dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.bootLoader.text }}
          />
        )}
        {editor && <script src={editor.bridge} async />}
        {editor && (
          <script
            type="module"
            src={editor.script}
            // The bridge resolves these relations in the stories it sends while the editor types, as the page's own
            // reads do.
            {...{ [BRIDGE_RELATIONS_ATTR]: RESOLVE_RELATIONS.join(',') }}
          />
        )}
        {prefetch && (
          <script
            type="speculationrules"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constant rules, serialised safely at build time
            dangerouslySetInnerHTML={{
              __html: shared ? INLINE_SCRIPTS.sharedRules.text : INLINE_SCRIPTS.personalRules.text,
            }}
          />
        )}
      </head>
      <body
        className="min-h-screen flex flex-col bg-surface text-ink antialiased"
        // Hidden until the layout's marker after the main content is parsed: never painted half-parsed.
        {...{ [WHOLE_PAINT_ATTR]: '' }}
      >
        <IslandCollectorContext.Provider value={collector}>
          <FlagReadsContext.Provider value={flagReads ?? null}>
            <PageContext.Provider value={renderTexts ? { ...page, texts: renderTexts } : page}>
              <PagePathContext value={path}>{children}</PagePathContext>
              {editor && <EditorSessionNotice />}
            </PageContext.Provider>
          </FlagReadsContext.Provider>
          {/* A layout without a marker of its own shows once its whole body is parsed. */}
          <PaintEnd />
          {boot && analytics && (
            <script
              type="application/json"
              id={ANALYTICS_INIT_ID}
              data-src={analytics.src}
              data-consent-mode={analytics.mode}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: serialize() escapes everything that could end the script
              dangerouslySetInnerHTML={{ __html: serialize(analytics.payload) }}
            />
          )}
          {boot && (
            <IslandDataScript
              collector={collector}
              page={page}
              flagReads={flagReads}
              shared={shared === true}
              unrecorded={unrecorded === true}
              signFlags={signFlags}
            />
          )}
        </IslandCollectorContext.Provider>
        {/* The full stylesheet (hashed, immutable: a second page takes it from the cache) shows the parts the critical
            one keeps hidden. The boot loader adds it once the largest paint is on screen; without a script, or on a
            page without the loader, it is linked here, at the body's end, where it holds no paint before it. */}
        {boot ? <noscript>{fullStylesheet}</noscript> : fullStylesheet}
      </body>
    </html>
  );
}

/**
 * A shared page's flag state: the treatments of the flags its render read and nothing else, each evaluated alone
 * if the request evaluated no other (the islands' own flags are among the reads).
 */
function readFlags(flags: FlagSources, reads: ReadonlySet<string>): FlagSources {
  const { flagOverride, flagsDisabled } = flags;
  const evaluated: Record<string, Treatment> = {};
  for (const flag of [...reads].sort()) {
    const treatment = flags.treatment ? flags.treatment(flag) : flags.evaluated?.[flag];
    if (treatment !== undefined) evaluated[flag] = treatment;
  }
  return { ...(flagOverride ? { flagOverride } : {}), flagsDisabled, evaluated };
}

/** Written after the page's markup, so it holds every island rendered before it. */
function IslandDataScript({
  collector,
  page,
  flagReads,
  shared,
  unrecorded,
  signFlags,
}: {
  collector: IslandCollector;
  page: PageState;
  flagReads: FlagReads | undefined;
  shared: boolean;
  unrecorded: boolean;
  signFlags: ((flags: Iterable<string>) => string) | undefined;
}) {
  collector.closed = true;
  const flags =
    shared && flagReads && !page.flags.unavailable ? readFlags(page.flags, flagReads) : page.flags;
  // What the browser needs to report a flag it shows later (an island's), or the page's own once the visitor
  // consents on it: which the server's markup showed, and the token that lets it report the flags it read.
  const token =
    !unrecorded && signFlags && flagReads && flagReads.size > 0 ? signFlags(flagReads) : undefined;
  const seen = {
    seen: [...(flagReads?.seen ?? [])].sort(),
    ...(unrecorded ? { unrecorded } : {}),
    ...(token ? { token } : {}),
  };
  const state = { ...page, flags: { ...flags, ...seen } };
  const chunks = Object.fromEntries([...collector.names].map((name) => [name, ASSET_URLS.islands[name]]));
  // The IslandData object, written piece by piece: the kept parts' props are serialised once per isolate.
  const { texts: _texts, ...rest } = state;
  const props = [
    serialize(collector.props),
    ...collector.adopted.map((islands) => serializeKept(islands.props)),
  ]
    .map((json) => json.slice(1, -1))
    .filter(Boolean);
  const texts = ASSET_URLS.texts[page.site.textLocale];
  const data = `{"state":${serialize(rest)},"texts":${serialize(texts)},"props":{${props.join(',')}},"chunks":${serialize(chunks)}}`;
  return (
    <script
      type="application/json"
      id={ISLAND_DATA_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialize() escapes everything that could end the script
      dangerouslySetInnerHTML={{ __html: data }}
    />
  );
}
