// POST /webhooks/storyblok: Storyblok's signed webhook. A change to published stories (publish, unpublish, delete,
// move, a merged release) invalidates the story cache; every other event Storyblok sends (assets, users, workflow
// stages, discussions, datasources, pipelines) is logged and answered 200, since Storyblok mails the space owner
// about every answer that is not 2xx.
import { Hono } from 'hono';
import * as v from 'valibot';
import { sameHex } from '../content/editor-token';
import { StoryCache } from '../content/story-cache';
import type { AppEnv } from '../env';
import { hmacHex } from '../site/hmac';

/** A story's actions that change what is published (an asset's `deleted` names no story). */
const STORY_ACTIONS: readonly string[] = ['published', 'unpublished', 'deleted', 'moved'];
/** A release merged into the published stories (`release_merged` in older payloads). */
const RELEASE_ACTIONS: readonly string[] = ['merged', 'release_merged'];

const WebhookSchema = v.looseObject({
  action: v.pipe(v.string('action must be text'), v.minLength(1, 'action is empty'), v.maxLength(100)),
  text: v.optional(v.string()),
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
  const { action } = parsed.output;
  const storyEvent = parsed.output.story_id !== undefined || parsed.output.full_slug !== undefined;
  const content = RELEASE_ACTIONS.includes(action) || (STORY_ACTIONS.includes(action) && storyEvent);
  if (!content) {
    c.get('log').info('webhook-ignored', { action });
    return c.json({ ok: true, ignored: action });
  }
  await StoryCache.invalidate(c.env.CONTENT_CACHE, c.get('kept'));
  c.get('log').info('content-invalidated', { action, story: parsed.output.story_id });
  return c.json({ ok: true });
});
