// The content-managed error page: the error story named by the global config, and its
// campaign bar — the story's own `actionBar`, else the campaign data for the current path. Never throws:
// whatever cannot be loaded is left out, and the caller falls back to the plain error view.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema, type ActionBarProps } from '../../shared/domain/action-bar';
import { type PageContent, PageContentSchema } from '../../shared/schemas/story';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { actionBarOf } from '../content/global-config';
import type { AppEnv } from '../env';

/** Default slug of the error story when the global config names none. */
export const ERROR_PAGE_SLUG = 'error';
/** The error page should not wait long for a promo bar. */
const CAMPAIGN_TIMEOUT_MS = 2000;

const CampaignDataSchema = v.object({ actionBar: v.nullable(ActionBarDataSchema) });

export interface ErrorStory {
  content: PageContent;
  /** The bar the error page shows; null leaves it to the global config's bar. */
  actionBar: ActionBarProps | null;
}

async function errorPageSlug(c: Context<AppEnv>): Promise<string> {
  const slug = (await c.var.content.globalConfig())?.content.errorPageSlug;
  return typeof slug === 'string' && slug ? slug : ERROR_PAGE_SLUG;
}

/** The campaign bar of a page path from the shop's campaign data; null on any failure. */
export async function campaignBar(
  c: Context<AppEnv>,
  path: string,
  now: number,
): Promise<ActionBarProps | null> {
  try {
    const data = v.safeParse(
      CampaignDataSchema,
      await c.var.shop.get(SHOP_PATHS.campaignData, { url: path }, {}, { timeoutMs: CAMPAIGN_TIMEOUT_MS }),
    );
    return data.success && data.output.actionBar ? actionBarOf(c, data.output.actionBar, now) : null;
  } catch {
    return null;
  }
}

/** The error story and its bar, or null when the content service has none (or is down). */
export async function loadErrorStory(c: Context<AppEnv>, now: number): Promise<ErrorStory | null> {
  if (!c.var.content) return null;
  try {
    const slug = await errorPageSlug(c);
    const story = await c.var.content.story(slug);
    const parsed = v.safeParse(PageContentSchema, story?.content);
    if (!parsed.success) {
      c.var.log.warn('cms-page-not-found', { slug, component: story?.content.component ?? null });
      return null;
    }
    const own = parsed.output.actionBar === undefined ? null : actionBarOf(c, parsed.output.actionBar, now);
    return { content: parsed.output, actionBar: own ?? (await campaignBar(c, c.var.site.path, now)) };
  } catch (error) {
    c.var.log.warn('content-unavailable', { slug: 'error-page', error });
    return null;
  }
}
