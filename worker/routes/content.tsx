// The catch-all content page (and the feed pages, without sub-navigation): slug sanity check, story, blocks.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { BlockList } from '../../shared/components/blocks/registry';
import { contentSlug, FEED_SLUGS, isNonContentPath } from '../../shared/domain/routes';
import { PageContentSchema } from '../../shared/schemas/story';
import { findStory } from '../content/demo-stories';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';

async function contentPage(c: Context<AppEnv>, slug: string, showSubNavigation: boolean): Promise<Response> {
  const story = findStory(c.var.site.channel, slug);
  if (!story) {
    c.var.log.warn('storyblok-page-not-found', { slug });
    return renderError(c, 'not-found');
  }
  const content = v.safeParse(PageContentSchema, story.content);
  if (!content.success) {
    c.var.log.warn('cms-page-not-found', { slug, component: story.content.component });
    return renderError(c, 'not-found');
  }
  const page = content.output;
  return renderPage(c, {
    title: page.title ?? story.name,
    description: page.description,
    showSubNavigation,
    body: (
      <div className="mx-auto max-w-screen-xl px-4 py-6">
        <BlockList
          blocks={page.body}
          onSkip={(skipped) => c.var.log.warn('hybrid-parse-error', { slug, ...skipped })}
        />
      </div>
    ),
  });
}

export const content = new Hono<AppEnv>();

for (const feed of FEED_SLUGS) content.get(`/${feed}`, (c) => contentPage(c, feed, false));

content.get('*', (c, next) => {
  const path = c.var.site.path;
  if (isNonContentPath(path)) return next();
  const slug = contentSlug(path);
  if (slug === null) {
    c.var.log.info('route-validation-failed', { path });
    return renderError(c, 'invalid-route');
  }
  return contentPage(c, slug, true);
});
