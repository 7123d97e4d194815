// Creates the shop's content in a Storyblok space of your own: the component schema (storyblok/) and the demo
// stories of both channels, through the Management API with Storyblok's own client.
//
//   STORYBLOK_OAUTH_TOKEN=… STORYBLOK_SPACE_ID=… [STORYBLOK_REGION=eu] npm run storyblok:push
//   npm run storyblok:push -- --dry-run      # writes the requests it would send to storyblok/push-plan.json
//
// Order: components, then the channel and locale folders (parent first), then the stories — the stories other
// stories relate to (people, USP items, frame and accessory types, snippets) before the pages, so each relation's
// uuid can be rewritten to the uuid the new space gave the story.
import { writeFileSync } from 'node:fs';
import StoryblokClient, { type ISbContentMangmntAPI } from 'storyblok-js-client';
import { DEMO_SPACE } from '../demo/space';
import { COMPONENTS } from '../demo/space/field-values';

/** A component as the Management API creates it (`POST spaces/:id/components`). */
export interface ComponentRequest {
  component: {
    name: string;
    display_name: string;
    schema: Record<string, unknown>;
    is_root: boolean;
    is_nestable: boolean;
  };
}

/** A folder or story as the Management API creates it (`POST spaces/:id/stories`), with where it goes. */
export interface StoryRequest {
  /** The full slug of the folder it goes in ('' for the root). */
  parent: string;
  /** The demo story's uuid, which relations in other stories name. */
  demoUuid?: string;
  body: ISbContentMangmntAPI;
}

export interface PushPlan {
  components: ComponentRequest[];
  folders: StoryRequest[];
  stories: StoryRequest[];
}

/** The content types other stories relate to: created before the pages that name them. */
const RELATED_FIRST = new Set(['Person', 'UspItem', 'Item', 'FrameType', 'AccessoryType', 'ProductSnippet']);

/** Every request the push sends, in order, made from the component schema and the demo space. */
export function pushPlan(): PushPlan {
  const components = COMPONENTS.map(
    ({ name, display_name, schema, is_root, is_nestable }): ComponentRequest => ({
      component: { name, display_name, schema, is_root, is_nestable },
    }),
  );
  const stories = DEMO_SPACE.stories;
  const folderSlugs = new Set<string>();
  for (const story of stories) {
    const parts = story.full_slug.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) folderSlugs.add(parts.slice(0, depth).join('/'));
  }
  const folders = [...folderSlugs]
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))
    .map((slug): StoryRequest => {
      const parts = slug.split('/');
      const name = parts.at(-1) as string;
      return {
        parent: parts.slice(0, -1).join('/'),
        body: { story: { name, slug: name, is_folder: true, default_root: 'Page' } },
      };
    });
  const ordered = [...stories].sort(
    (a, b) =>
      Number(!RELATED_FIRST.has(a.content.component)) - Number(!RELATED_FIRST.has(b.content.component)),
  );
  const requests = ordered.map((story): StoryRequest => {
    const parts = story.full_slug.split('/');
    return {
      parent: parts.slice(0, -1).join('/'),
      demoUuid: story.uuid,
      body: {
        story: {
          name: story.name,
          slug: story.slug,
          content: story.draftContent ?? story.content,
          is_startpage: story.is_startpage,
          position: story.position,
        },
        ...(story.published ? { publish: '1' } : {}),
      },
    };
  });
  return { components, folders, stories: requests };
}

/** `value` with every string that is a key of `uuids` replaced by its value (relations, story links' ids). */
export function withUuids<T>(value: T, uuids: Map<string, string>): T {
  if (typeof value === 'string') return (uuids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => withUuids(item, uuids)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withUuids(inner, uuids)]),
    ) as T;
  return value;
}

async function push(plan: PushPlan): Promise<void> {
  const token = process.env.STORYBLOK_OAUTH_TOKEN;
  const space = process.env.STORYBLOK_SPACE_ID;
  if (!token || !space) {
    console.error('Set STORYBLOK_OAUTH_TOKEN (a personal access token) and STORYBLOK_SPACE_ID.');
    process.exit(2);
  }
  const region = process.env.STORYBLOK_REGION ?? 'eu';
  const client = new StoryblokClient({ oauthToken: token, region, rateLimit: 3 });
  for (const request of plan.components) {
    await client.post(`spaces/${space}/components`, request as never);
    console.info(`component ${request.component.name}`);
  }
  const ids = new Map<string, number>();
  const uuids = new Map<string, string>();
  const create = async (request: StoryRequest) => {
    const parentId = request.parent ? ids.get(request.parent) : undefined;
    const body = withUuids(request.body, uuids);
    const response = await client.post(`spaces/${space}/stories`, {
      ...body,
      story: { ...body.story, ...(parentId ? { parent_id: parentId } : {}) },
    } as never);
    const story = (response.data as { story: { id: number; uuid: string; full_slug: string } }).story;
    ids.set(story.full_slug.replace(/\/$/, ''), story.id);
    if (request.demoUuid) uuids.set(request.demoUuid, story.uuid);
    console.info(`${request.body.story.is_folder ? 'folder' : 'story'} ${story.full_slug}`);
  };
  for (const folder of plan.folders) await create(folder);
  for (const story of plan.stories) await create(story);
  console.info(`
Done. Now connect the shop to the space:
  STORYBLOK_REGION=${region}, STORYBLOK_SPACE_ID=${space}
  STORYBLOK_PUBLIC_TOKEN and STORYBLOK_PREVIEW_TOKEN: Settings > Access Tokens (public and preview)
  Preview URL (Settings > Visual Editor): https://<your shop host>/  (Storyblok appends the story's full slug)
  Webhook (Settings > Webhooks): POST https://<your shop host>/webhooks/storyblok, with a secret;
    set the same secret as STORYBLOK_WEBHOOK_SECRET`);
}

if (process.argv[1]?.endsWith('storyblok-push.ts')) {
  const plan = pushPlan();
  if (process.argv.includes('--dry-run')) {
    writeFileSync('storyblok/push-plan.json', `${JSON.stringify(plan, null, 2)}\n`);
    console.info(
      `${plan.components.length} components, ${plan.folders.length} folders, ${plan.stories.length} stories: storyblok/push-plan.json`,
    );
  } else await push(plan);
}
