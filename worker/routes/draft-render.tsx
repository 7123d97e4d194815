// The visual editor's live preview: the edited story, posted by the page as the editor types, rendered into the
// page's story content region (`POST`), and whether the editor token still holds before a save reloads the page
// (`GET`). Only with a valid editor token, a limited number per token, never kept anywhere.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { PERSONAL_CACHE_CONTROL } from '../../shared/domain/http-policy';
import { DRAFT_RENDER_PATH, type EditorRefusal } from '../../shared/domain/live-preview';
import { SkuIdSchema } from '../../shared/domain/product-fields';
import { contentSlug, isNonContentPath } from '../../shared/domain/routes';
import { resolveSite, type SiteContext } from '../../shared/domain/site';
import { PageContentSchema, type Story, StorySchema } from '../../shared/schemas/story';
import { contentAccessFor, requestEditorToken } from '../content/middleware';
import type { AppEnv } from '../env';
import { renderDraftRegion } from '../render/draft-region';
import { textsReady } from '../site/locale-texts';
import { contentPage, storyRegion } from './content';
import { draftRenderThrottled } from './draft-render-limit';

/** What the page posts: its own path (site and slug) and the story as the editor has it now. */
const DraftRenderSchema = v.object({
  path: v.pipe(
    v.string('path is required'),
    v.maxLength(2048, 'path is too long'),
    v.regex(/^\/(?!\/)/, 'path must be a path on this site'),
  ),
  story: StorySchema,
});

const REFUSALS: Record<EditorRefusal, { status: 401 | 403; error: string }> = {
  missing: { status: 401, error: '_storyblok_tk: the live preview needs the editor token' },
  invalid: { status: 403, error: '_storyblok_tk[token]: not a valid editor token for this space' },
  expired: { status: 401, error: '_storyblok_tk[timestamp]: the editor token has expired' },
};

/** The answer to a request without a valid editor token, or null when it has one. */
async function refusal(c: Context<AppEnv>): Promise<Response | null> {
  const status = await requestEditorToken(c);
  if (status === 'valid') return null;
  // The content middleware has logged a token it was shown (expired or invalid); a request with none, here.
  const query = c.get('query');
  if (status === 'missing' && query.editorStoryId === undefined) {
    c.get('log').warn('invalid-editor-token', { path: c.req.path, reason: status });
  }
  const { status: code, error } = REFUSALS[status];
  return c.json({ error, reason: status }, code);
}

const bad = (c: Context<AppEnv>, error: string) => c.json({ error }, 400);

function issueText(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], root: string): string {
  const issue = issues[0];
  const path = [root, ...(issue.path?.map((item) => String(item.key)) ?? [])].filter(Boolean).join('.');
  return `${path || 'body'}: ${issue.message}`;
}

/** The site and slug of the page the story is previewed on; null for a path that is no content page here. */
function pageOf(c: Context<AppEnv>, path: string): { site: SiteContext; slug: string } | null {
  const url = new URL(path, c.req.url);
  const resolved = resolveSite(url, { posterShopName: c.env.POSTER_SHOP_NAME });
  if (resolved.kind === 'redirect' || isNonContentPath(resolved.site.path)) return null;
  const slug = contentSlug(resolved.site.path);
  return slug === null ? null : { site: resolved.site, slug };
}

/**
 * The request answered as the previewed page's site: its locale may be another than the one the endpoint was asked
 * on (a page in `/fr/` on a Swiss host), so its texts are read first.
 */
async function onPageSite(c: Context<AppEnv>, site: SiteContext): Promise<Response | undefined> {
  c.set('site', site);
  return textsReady(c);
}

/**
 * The global config as the editor has it, previewed on the page it opened on: the page rendered whole with the posted
 * config in place of the stored one, its furniture regions (header, navigation, footer, bars) for the page to swap.
 */
async function globalConfigPreview(
  c: Context<AppEnv>,
  page: { site: SiteContext; slug: string },
  story: Story,
): Promise<Response> {
  const refused = await onPageSite(c, page.site);
  if (refused) return refused;
  const access = contentAccessFor(c, page.site, true);
  c.set('content', { ...access, globalConfig: async () => story });
  c.set('islandsBesideMarkers', true);
  const rendered = await contentPage(c, page.slug, true);
  if (rendered.status !== 200) return bad(c, 'path: not a page the global config can be previewed on');
  return c.json({ html: await rendered.text() });
}

export const draftRender = new Hono<AppEnv>();

// Every answer is the editor's alone, refusals included.
draftRender.use(DRAFT_RENDER_PATH, async function draftRenderNoStore(c, next) {
  await next();
  c.res.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
});

draftRender.get(DRAFT_RENDER_PATH, async (c) => (await refusal(c)) ?? c.json({ valid: true }));

draftRender.post(DRAFT_RENDER_PATH, async (c) => {
  const refused = await refusal(c);
  if (refused) return refused;
  const token = c.get('query').editorToken;
  const throttled = token && (await draftRenderThrottled(c, token));
  if (throttled) return throttled;
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return bad(c, 'body: not JSON');
  }
  const input = v.safeParse(DraftRenderSchema, body);
  if (!input.success) return bad(c, issueText(input.issues, ''));
  const { story, path } = input.output;
  const previewed = c.get('query').editorStoryId;
  if (previewed !== undefined && story.id !== undefined && String(story.id) !== previewed) {
    return bad(c, 'story.id: not the story this page previews');
  }
  const page = pageOf(c, path);
  if (story.content.component === 'GlobalConfig') {
    if (!page) return bad(c, 'path: not a content page of this site');
    return globalConfigPreview(c, page, story);
  }
  const content = v.safeParse(PageContentSchema, story.content);
  if (!content.success) return bad(c, issueText(content.issues, 'story.content'));
  if (!page) return bad(c, 'path: not a content page of this site');
  // The region renders as its page does: the page's site, its draft content, its `?sku=` choice.
  const unreadable = await onPageSite(c, page.site);
  if (unreadable) return unreadable;
  c.set('content', contentAccessFor(c, page.site, true));
  const sku = v.safeParse(SkuIdSchema, c.req.query('sku'));
  const region = await storyRegion(c, page.slug, story, content.output, sku.success ? sku.output : undefined);
  return c.json({ html: await renderDraftRegion(c, region) });
});
