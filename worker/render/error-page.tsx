// Error responses as pages: 400 bad query, 404 route validation ('Page Not Found') and
// unmatched ('Page not found'), 5xx. Each is logged, then shows the content-managed error story's teaser and
// body with its campaign bar (falling back to the plain error view). A 404 or 400 is titled in the site's
// language, a 5xx by its technical message; the technical (English) message shows only with `_debug`.
// Whitelabel customers get their banner (web layout).
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { fill, TEXTS, type Texts } from '#i18n/texts';
import { ErrorDetails, ErrorView } from '../../shared/components/layout/ErrorView';
import { largestPaintBlock } from '../../shared/domain/largest-paint';
import type { AppEnv } from '../env';
import { requestUrl } from '../site/request-facts';
import { loadErrorStory } from './error-story';
import { renderPage } from './render-page';
import { outlinedStory, StoryList, type StoryLists, storyBlocks } from './story-blocks';

export type ErrorKind = 'bad-request' | 'invalid-route' | 'not-found' | 'error' | 'unavailable';
type ErrorStatus = 400 | 404 | 500 | 503;

const STATUS = {
  'bad-request': 400,
  'invalid-route': 404,
  'not-found': 404,
  error: 500,
  unavailable: 503,
} as const;

/** The spec's messages. */
export function errorMessage(kind: ErrorKind, path: string, reason = ''): string {
  switch (kind) {
    case 'invalid-route':
      return `Page Not Found: ${path}`;
    case 'not-found':
      return `Page not found: ${path}`;
    case 'bad-request':
      return `Bad request: ${reason}`;
    default:
      return reason || 'Internal error';
  }
}

export interface ErrorPage {
  status: ErrorStatus;
  /** The document title: the message in the site's language, a 5xx's technical one, the friendly one on /error. */
  title: string;
  /** The technical message shown with `_debug`; empty shows no details. */
  message: string;
  /** The plain view's heading and intro, used when the error story cannot be loaded. */
  heading: string;
  intro: string;
}

/** Renders an error page: logs it, then the error story (or the plain view) in the default layout. */
export async function renderErrorPage(c: Context<AppEnv>, error: ErrorPage): Promise<Response> {
  const path = requestUrl(c).pathname;
  const details = { status: error.status, path, message: error.message };
  if (error.status >= 500) c.get('log').warn('nuxt-error-page-encountered', details);
  else c.get('log').info('nuxt-error-page-encountered', details);
  const debug = c.get('query')?.debug ?? false;
  const story = await loadErrorStory(c, Date.now());
  let body: ReactNode;
  let lists: StoryLists | undefined;
  if (story) {
    const { teaser, body: storyBody } = story.content;
    const largestPaint = largestPaintBlock([teaser, storyBody]);
    const outlined = outlinedStory(storyBlocks(c, 'error', largestPaint), story.content, error.heading);
    lists = { published: story.published, elements: outlined.lists };
    body = (
      <div data-error-page={error.status}>
        {outlined.hiddenTitle}
        <StoryList name="teaser-lead" />
        <StoryList name="teaser-rest" />
        <div className="mx-auto max-w-screen-xl px-4 py-6">
          <StoryList name="body" />
        </div>
        {debug && error.message && <ErrorDetails message={error.message} />}
      </div>
    );
  } else {
    body = <ErrorView heading={error.heading} intro={error.intro} message={error.message} debug={debug} />;
  }
  return renderPage(c, {
    status: error.status,
    title: error.title,
    body,
    lists,
    whitelabelBanner: true,
    ...(story?.actionBar ? { actionBar: story.actionBar } : {}),
  });
}

/** The 404 and 400 pages' titles in the site's language; other kinds keep the technical message. */
const TITLE_KEYS: Partial<Record<ErrorKind, keyof Texts['errorPageTitle']>> = {
  'invalid-route': 'invalidRoute',
  'not-found': 'notFound',
  'bad-request': 'badRequest',
};

const RETRY_AFTER_SECONDS = 60;

export function renderError(c: Context<AppEnv>, kind: ErrorKind, reason = ''): Promise<Response> {
  const texts = TEXTS[c.get('site').textLocale];
  const path = requestUrl(c).pathname;
  const message = errorMessage(kind, path, reason);
  const notFound = STATUS[kind] === 404;
  const titleKey = TITLE_KEYS[kind];
  return renderErrorPage(c, {
    status: STATUS[kind],
    title: titleKey ? fill(texts.errorPageTitle[titleKey], { path, reason }) : message,
    message,
    heading: notFound ? texts.notFound : kind === 'bad-request' ? texts.badRequest : texts.errorTitle,
    intro: notFound ? texts.notFoundIntro : kind === 'bad-request' ? reason : texts.errorIntro,
  }).then((response) => {
    // Outages are short: a client (or crawler) may come back in a minute.
    if (response.status === 503) response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    return response;
  });
}
