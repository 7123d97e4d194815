// Live preview in the visual editor: the names the page, its editor script and the draft-render endpoint share.

/** Storyblok's bridge, where no configuration names another (`STORYBLOK_BRIDGE_URL`). */
export const DEFAULT_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/** The bridge's URL: the configured one, else Storyblok's own. */
export function bridgeUrl(configured: string | undefined): string {
  return configured?.trim() || DEFAULT_BRIDGE_URL;
}

/**
 * The origin a page's CSP must allow for the bridge: the configured URL's, resolved against the page. None for a
 * path on the shop itself (the page's own origin, already allowed) or a URL that is not http(s).
 */
export function bridgeOrigin(configured: string | undefined, pageUrl: string): string | undefined {
  const url = URL.parse(bridgeUrl(configured), pageUrl);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  return url.origin === new URL(pageUrl).origin ? undefined : url.origin;
}

/**
 * The live preview's endpoint, asked with the page's query: a POST of `{ path, story }` renders the story's content
 * region; a GET says whether the editor token still holds (before a save reloads the page).
 */
export const DRAFT_RENDER_PATH = '/frontend-api/draft-render';

/** Marks a page's story content region: what a live preview re-renders and swaps. */
export const STORY_REGION_ATTR = 'data-story-region';
/**
 * Marks each part of a draft page's furniture (smartbanner, action bar, header, navigation, footer, floating parts):
 * what a live preview of the global config re-renders and swaps, each by its name.
 */
export const FURNITURE_REGION_ATTR = 'data-furniture';
/** The notice a page shows when the preview session (the editor token) has expired. */
export const EDITOR_NOTICE_ATTR = 'data-editor-notice';
/** Its button, which reloads the editor for a fresh session. */
export const EDITOR_RELOAD_ATTR = 'data-editor-reload';
/** On the editor script: the relations the bridge resolves in the stories it sends, as the content client does. */
export const BRIDGE_RELATIONS_ATTR = 'data-bridge-relations';

/** Why a draft render was refused for its token; the page recognises `expired` and offers a reload. */
export type EditorRefusal = 'missing' | 'invalid' | 'expired';

/** A draft render's answer: the region's HTML (island props beside each marker), or the reason it was refused. */
export type DraftRenderAnswer = { html: string } | { error: string; reason?: EditorRefusal };

/** The wait after the editor's last keystroke before the story is posted. */
export const DRAFT_RENDER_DEBOUNCE_MS = 250;
