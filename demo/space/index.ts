// The demo content space: every story of both channels in all ten content locales, built from text tables.
import { buildStories } from './build';
import type { SpaceStory } from './story';

export { DEMO_IMAGES } from './images';
export type { SpaceStory } from './story';

let stories: SpaceStory[] | undefined;

/** The stories are built on first use, not when the worker starts: start-up stays short. */
export const DEMO_SPACE: { id: number; name: string; readonly stories: SpaceStory[] } = {
  id: 287_001,
  name: 'Storefront demo space',
  get stories() {
    stories ??= buildStories();
    return stories;
  },
};
