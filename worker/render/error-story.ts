// The content-managed error page: the error story named by the global config, and its
// campaign bar — the story's own `actionBar`, else the campaign data for the current path. Never throws:
// whatever cannot be loaded is left out, and the caller falls back to the plain error view.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps } from '../../shared/domain/action-bar';
import { keptSpace } from '../../shared/domain/isolate-cache';
import { type PageContent, PageContentSchema, publishedKey, type Story } from '../../shared/schemas/story';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { actionBarOf } from '../content/global-config';
import { derivedFromStory } from '../content/story-cache';
import type { AppEnv } from '../env';

/** Default slug of the error story when the global config names none. */
export const ERROR_PAGE_SLUG = 'error';
/** The error page should not wait long for a promo bar. */
const CAMPAIGN_TIMEOUT_MS = 2000;

const CampaignDataSchema = v.object({ actionBar: v.nullable(ActionBarDataSchema) });

export interface ErrorStory {
  content: PageContent;
  /** The published story's key (null for a draft): what is rendered from it may be kept under it. */
  published: string | null;
  /** The bar the error page shows; null leaves it to the global config's bar. */
  actionBar: ActionBarProps | null;
}

/** A published error story's content is parsed once per isolate. */
const PARSED_ERROR_PAGES = keptSpace<v.SafeParseResult<typeof PageContentSchema>>('parsed-error-pages');

function parsedErrorContent(c: Context<AppEnv>, story: Story | null) {
  return derivedFromStory(c.get('kept'), PARSED_ERROR_PAGES, story, () =>
    v.safeParse(PageContentSchema, story?.content),
  );
}

async function errorPageSlug(c: Context<AppEnv>): Promise<string> {
  const slug = (await c.get('content').globalConfig())?.content.errorPageSlug;
  return typeof slug === 'string' && slug ? slug : ERROR_PAGE_SLUG;
}

/**
 * Campaign data changes with a campaign, not per request: each path's answer is kept this long per isolate. It is
 * read as nobody (no cookie), keyed by everything the call sends.
 */
const CAMPAIGN_KEPT_MS = 60_000;
const CAMPAIGNS = keptSpace<{ actionBar: unknown }>('campaign-data');

async function campaignData(c: Context<AppEnv>, path: string, now: number): Promise<unknown> {
  const shop = c.get('anonymousShop');
  const key = `${shop.identity}|${path}`;
  const kept = c.get('kept').get(CAMPAIGNS, key, now);
  if (kept) return kept.actionBar;
  const data = v.safeParse(
    CampaignDataSchema,
    await shop.get(SHOP_PATHS.campaignData, { url: path }, { timeoutMs: CAMPAIGN_TIMEOUT_MS }),
  );
  const actionBar = data.success ? data.output.actionBar : null;
  c.get('kept').set(CAMPAIGNS, key, { actionBar }, { until: now + CAMPAIGN_KEPT_MS });
  return actionBar;
}

/** The campaign bar of a page path from the shop's campaign data; null on any failure. */
export async function campaignBar(
  c: Context<AppEnv>,
  path: string,
  now: number,
): Promise<ActionBarProps | null> {
  try {
    const actionBar = await campaignData(c, path, now);
    return actionBar ? actionBarOf(c, actionBar, now) : null;
  } catch {
    return null;
  }
}

/** The error story and its bar, or null when the content service has none (or is down). */
export async function loadErrorStory(c: Context<AppEnv>, now: number): Promise<ErrorStory | null> {
  if (!c.get('content')) return null;
  try {
    const slug = await errorPageSlug(c);
    const story = await c.get('content').story(slug);
    const parsed = parsedErrorContent(c, story);
    if (!parsed.success) {
      c.get('log').warn('cms-page-not-found', { slug, component: story?.content.component ?? null });
      return null;
    }
    const own = parsed.output.actionBar === undefined ? null : actionBarOf(c, parsed.output.actionBar, now);
    return {
      content: parsed.output,
      published: publishedKey(story),
      actionBar: own ?? (await campaignBar(c, c.get('site').path, now)),
    };
  } catch (error) {
    c.get('log').warn('content-unavailable', { slug: 'error-page', error });
    return null;
  }
}
