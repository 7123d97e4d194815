// POST /webhooks/storyblok: Storyblok's signed webhook; a publish or unpublish invalidates the story cache.
import { Hono } from 'hono';
import * as v from 'valibot';
import { sameHex } from '../content/editor-token';
import { StoryCache } from '../content/story-cache';
import type { AppEnv } from '../env';
import { hmacHex } from '../site/hmac';

const WebhookSchema = v.looseObject({
  action: v.picklist(['published', 'unpublished', 'deleted', 'moved', 'release_merged']),
  space_id: v.optional(v.number()),
  story_id: v.optional(v.number()),
  full_slug: v.optional(v.string()),
});

/** Hex HMAC-SHA1 of the raw body with the webhook secret, as Storyblok signs it. */
export function webhookSignature(secret: string, body: string): Promise<string> {
  return hmacHex('SHA-1', secret, body);
}

export const webhooks = new Hono<AppEnv>().post('/webhooks/storyblok', async (c) => {
  const body = await c.req.text();
  const given = c.req.header('webhook-signature') ?? '';
  const secret = c.env.STORYBLOK_WEBHOOK_SECRET;
  if (!secret || !sameHex(await webhookSignature(secret, body), given.toLowerCase())) {
    c.get('log').warn('webhook-signature-invalid', {});
    return c.json({ error: 'invalid signature' }, 401);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return c.json({ error: 'body must be JSON' }, 400);
  }
  const parsed = v.safeParse(WebhookSchema, json);
  if (!parsed.success)
    return c.json(
      { error: `${parsed.issues[0].path?.[0]?.key ?? 'body'}: ${parsed.issues[0].message}` },
      400,
    );
  await StoryCache.invalidate(c.env.CONTENT_CACHE, c.get('kept'));
  c.get('log').info('content-invalidated', { action: parsed.output.action, story: parsed.output.story_id });
  return c.json({ ok: true });
});
