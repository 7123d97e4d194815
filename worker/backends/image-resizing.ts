// Local image resizing: `/cdn-cgi/image/<options>/<source>` through the Images binding. In production Cloudflare
// answers these before the worker; locally the worker does, on local hosts outside production only, for the
// shop's own images and the configured content space's assets (no open proxy, no one else's space).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { IMAGE_QUALITY, isLocalHost, RESIZE_PATHS, STORYBLOK_ASSET_HOSTS } from '../../shared/domain/images';
import type { AppEnv } from '../env';
import { createLogger } from '../log';
import { defaultCache } from '../site/html-cache';
import { demoImages } from './demo-images';

const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(min), v.maxValue(max));

const OptionsSchema = v.strictObject({
  width: v.optional(whole(1, 4000)),
  height: v.optional(whole(1, 4000)),
  fit: v.optional(v.picklist(['scale-down', 'contain', 'cover', 'crop', 'pad'])),
  format: v.optional(v.picklist(['auto', 'jpg', 'png', 'webp', 'avif']), 'auto'),
  quality: v.optional(whole(1, 100), String(IMAGE_QUALITY)),
  blur: v.optional(whole(0, 250)),
});
type Options = v.InferOutput<typeof OptionsSchema>;

/** A source larger than this is refused before it is read. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

const MIME = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Parses `width=200,format=webp`; the error names the unknown, repeated or bad option. */
export function parseOptions(text: string): { ok: true; options: Options } | { ok: false; reason: string } {
  const record: Record<string, string> = {};
  for (const part of text.split(',')) {
    const [name = '', value = ''] = /^([^=]*)=?(.*)$/.exec(part)?.slice(1) ?? [];
    if (Object.hasOwn(record, name)) return { ok: false, reason: `image option ${name} given twice` };
    record[name] = value;
  }
  const parsed = v.safeParse(OptionsSchema, record);
  if (parsed.success) return { ok: true, options: parsed.output };
  const issue = parsed.issues[0];
  const name = String(issue.path?.[0]?.key ?? '');
  const known = Object.hasOwn(OptionsSchema.entries, name);
  return {
    ok: false,
    reason: known
      ? `bad image option ${name}: ${record[name] || '(no value)'}`
      : `unknown image option: ${name}`,
  };
}

/** `format=auto`: WebP when the browser takes it, else AVIF when it takes that, else JPEG. */
export function outputFormat(format: Options['format'], accept = ''): (typeof MIME)[keyof typeof MIME] {
  if (format !== 'auto') return MIME[format];
  if (accept.includes('image/webp')) return MIME.webp;
  return accept.includes('image/avif') ? MIME.avif : MIME.jpg;
}

/** The source's bytes when it is allowed: `/assets/*`, `/demo-images/*` or the content space's asset host. */
async function loadSource(c: Context<AppEnv>, source: string): Promise<Response | undefined> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source)) {
    const url = URL.canParse(source) ? new URL(source) : undefined;
    // Only the configured space's assets, on any region's asset host: `https://a.storyblok.com/f/<space id>/…`.
    const allowed =
      url?.protocol === 'https:' &&
      (STORYBLOK_ASSET_HOSTS as readonly string[]).includes(url.host) &&
      !url.username &&
      url.pathname.startsWith(`/f/${c.env.STORYBLOK_SPACE_ID}/`);
    return allowed ? fetch(url) : undefined;
  }
  const origin = new URL(c.req.url).origin;
  const url = new URL(`/${source}`, origin);
  if (url.origin !== origin) return undefined;
  if (url.pathname.startsWith('/assets/')) return c.env.ASSETS.fetch(url);
  if (url.pathname.startsWith('/demo-images/')) return demoImages.request(url, {}, c.env);
  return undefined;
}

const bytesOf = (buffer: ArrayBuffer) => new Blob([buffer]).stream();

/**
 * Where a resized image is kept, as the edge keeps it: the URL holds every option, and the format `auto` became
 * (the Accept header picks it) is added, so a WebP is never answered to a browser that asked for JPEG.
 */
function resizedKey(url: string, format: string): Request {
  const key = new URL(url);
  key.searchParams.set('as', format);
  return new Request(key.href);
}

const ROUTES = Object.values(RESIZE_PATHS).map((base) => `${base}:options/:source{.+}`);

/**
 * Serves `GET /cdn-cgi/image/:options/:source` (and its local stand-in path) through `env.IMAGES`, immutable:
 * the URL holds every option.
 */
export const imageResizing = new Hono<AppEnv>().on('GET', ROUTES, async (c, next) => {
  // Production resizes at the edge before the worker: here the path is an ordinary (missing) page.
  if (c.env.ENVIRONMENT === 'production' || !isLocalHost(new URL(c.req.url).host)) return next();
  const log =
    c.get('log') ?? createLogger({ requestId: c.req.header('cf-ray') ?? crypto.randomUUID(), enabled: true });
  const options = c.req.param('options') ?? '';
  const parsed = parseOptions(options);
  if (!parsed.ok) return c.text(parsed.reason, 400);
  // From the raw URL: routing collapses `//`, which would break `https://a.storyblok.com/...` sources.
  const source = new URL(c.req.url).pathname.replace(/^.*?\/cdn-cgi\/image\/[^/]*\//, '');
  const { width, height, fit, format, quality, blur } = parsed.options;
  const mime = outputFormat(format, c.req.header('Accept'));
  const headers = {
    'Content-Type': mime,
    'Cache-Control': IMMUTABLE,
    ...(format === 'auto' ? { Vary: 'Accept' } : {}),
  };
  const answer = (body: BodyInit | null) => new Response(body, { headers });
  // Resizing is deterministic: a kept result is the same bytes a new one would be, and the edge keeps them too.
  const cache = defaultCache();
  const key = resizedKey(c.req.url, mime);
  const kept = await cache?.match(key).catch(() => undefined);
  if (kept) return answer(kept.body);
  const loaded = await loadSource(c, source);
  if (!loaded) return c.text('source not allowed', 403);
  if (!loaded.ok) return c.text(`source answered ${loaded.status}`, loaded.status === 404 ? 404 : 502);
  if (Number(loaded.headers.get('Content-Length') ?? 0) > MAX_SOURCE_BYTES) {
    await loaded.body?.cancel();
    return c.text('source is too large', 413);
  }
  const bytes = await loaded.arrayBuffer();
  if (bytes.byteLength > MAX_SOURCE_BYTES) return c.text('source is too large', 413);
  // The reasons stay in the log: an answer names no internal message.
  try {
    await c.env.IMAGES.info(bytesOf(bytes));
  } catch (error) {
    log.warn('image-transform-failed', { source, width: 0, height: 0, ratio: 0, error });
    return c.text('source is not a supported image', 415);
  }
  const transform: ImageTransform = {};
  if (width) transform.width = width;
  if (height) transform.height = height;
  if (fit) transform.fit = fit;
  if (blur) transform.blur = blur;
  try {
    const result = await c.env.IMAGES.input(bytesOf(bytes))
      .transform(transform)
      .output({ format: mime, quality });
    const resized = await result.response().arrayBuffer();
    if (cache) {
      // Kept without `Vary`: the key already names the format.
      const stored = new Response(resized, { headers: { 'Content-Type': mime, 'Cache-Control': IMMUTABLE } });
      c.executionCtx.waitUntil(cache.put(key, stored).catch(() => undefined));
    }
    return answer(resized);
  } catch (error) {
    log.warn('image-transform-failed', { source, options, error });
    return c.text('image could not be transformed', 422);
  }
});
