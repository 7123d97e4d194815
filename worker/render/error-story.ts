// The content-managed error page: the error story named by the global config, and its
// campaign bar — the story's own `actionBar`, else the campaign data for the current path. Never throws:
// whatever cannot be loaded is left out, and the caller falls back to the plain error view.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps } from '../../shared/domain/action-bar';
import { type PageContent, PageContentSchema } from '../../shared/schemas/story';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { actionBarOf } from '../content/global-config';
import { onceWhileKept } from '../content/kept';
import type { AppEnv } from '../env';

/** Default slug of the error story when the global config names none. */
export const ERROR_PAGE_SLUG = 'error';
/** The error page should not wait long for a promo bar. */
const CAMPAIGN_TIMEOUT_MS = 2000;

const CampaignDataSchema = v.object({ actionBar: v.nullable(ActionBarDataSchema) });

export interface ErrorStory {
  content: PageContent;
  /** The story's content as stored: frozen when published, so what is rendered from it can be kept. */
  source: object;
  /** The bar the error page shows; null leaves it to the global config's bar. */
  actionBar: ActionBarProps | null;
}

/** A published error story's content is parsed once per isolate. */
const parsedErrorContent = onceWhileKept((content) => v.safeParse(PageContentSchema, content));

async function errorPageSlug(c: Context<AppEnv>): Promise<string> {
  const slug = (await c.get('content').globalConfig())?.content.errorPageSlug;
  return typeof slug === 'string' && slug ? slug : ERROR_PAGE_SLUG;
}

/** Campaign data changes with a campaign, not per request: each path's answer is kept this long per isolate. */
const CAMPAIGN_KEPT_MS = 60_000;
const CAMPAIGNS_KEPT = 500;
const campaigns = new Map<string, { actionBar: unknown; until: number }>();

async function campaignData(c: Context<AppEnv>, path: string, now: number): Promise<unknown> {
  const key = `${c.get('site').origin}${c.get('site').basePath}|${path}`;
  const kept = campaigns.get(key);
  if (kept && kept.until > now) return kept.actionBar;
  const data = v.safeParse(
    CampaignDataSchema,
    await c.get('shop').get(SHOP_PATHS.campaignData, { url: path }, {}, { timeoutMs: CAMPAIGN_TIMEOUT_MS }),
  );
  const actionBar = data.success ? data.output.actionBar : null;
  campaigns.delete(key);
  if (campaigns.size >= CAMPAIGNS_KEPT) campaigns.delete(campaigns.keys().next().value as string);
  campaigns.set(key, { actionBar, until: now + CAMPAIGN_KEPT_MS });
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
    const parsed = parsedErrorContent(story?.content);
    if (!parsed.success) {
      c.get('log').warn('cms-page-not-found', { slug, component: story?.content.component ?? null });
      return null;
    }
    const own = parsed.output.actionBar === undefined ? null : actionBarOf(c, parsed.output.actionBar, now);
    return {
      content: parsed.output,
      source: story?.content ?? parsed.output,
      actionBar: own ?? (await campaignBar(c, c.get('site').path, now)),
    };
  } catch (error) {
    c.get('log').warn('content-unavailable', { slug: 'error-page', error });
    return null;
  }
}
