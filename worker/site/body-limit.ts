// Request bodies have a size limit, checked before anything reads them: a declared Content-Length over the limit
// is refused at once, and a chunked body is counted as it arrives and refused when it passes the limit.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { DRAFT_RENDER_PATH } from '../../shared/domain/live-preview';
import { TOOLBOX_MAX_BYTES } from '../backends/shop/service/toolbox';
import type { AppEnv } from '../env';
import { say } from './request-facts';

/** Forms, API calls and webhooks: far above any real one. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** A live preview's story: a whole page's blocks with their resolved relations. */
const DRAFT_RENDER_LIMIT_BYTES = 1024 * 1024;
/** Toolbox uploads: the largest accepted file plus room for the multipart frame. */
const UPLOAD_LIMIT_BYTES = TOOLBOX_MAX_BYTES + BODY_LIMIT_BYTES;

const tooLarge = (max: number) => (c: Context<AppEnv>) => {
  c.header('Connection', 'close');
  return c.json({ message: { text: say(c, 'bodyTooLarge', { max }) } }, 413);
};

const forms = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge(BODY_LIMIT_BYTES) });
const uploads = bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES, onError: tooLarge(UPLOAD_LIMIT_BYTES) });
const stories = bodyLimit({ maxSize: DRAFT_RENDER_LIMIT_BYTES, onError: tooLarge(DRAFT_RENDER_LIMIT_BYTES) });

export const requestBodyLimit = createMiddleware<AppEnv>((c, next) => {
  if (!c.req.raw.body) return next();
  if (c.req.path === DRAFT_RENDER_PATH) return stories(c, next);
  return (c.req.path.startsWith('/web-api/toolbox-') ? uploads : forms)(c, next);
});
