// Reads stories from the demo space bundled with the worker, validated like any content.
import * as v from 'valibot';
import { DEMO_STORIES } from '../../demo/stories/index';
import type { Channel } from '../../shared/domain/markets';
import { type Story, StorySchema } from '../../shared/schemas/story';

const BY_SLUG = new Map(
  Object.entries(DEMO_STORIES).map(([channel, stories]) => [
    channel,
    new Map(stories.map((raw) => v.parse(StorySchema, raw)).map((story) => [story.full_slug, story])),
  ]),
);

/** The story at a full slug in a channel's space, or undefined. */
export function findStory(channel: Channel, fullSlug: string): Story | undefined {
  return BY_SLUG.get(channel)?.get(fullSlug);
}
