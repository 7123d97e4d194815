// Field schemas shared by the editorial blocks: lists of resolved story relations.
import * as v from 'valibot';

/** A related story after the content client resolved it: its uuid and its content. */
export interface Resolved<T> {
  uuid: string;
  content: T;
}

/**
 * A relation field (container, proof-of-concept, USP and item wrappers). The content client
 * replaces each uuid by the full story; uuids it could not resolve stay strings and are skipped, as are
 * stories whose content does not match `content` (another component, broken fields).
 */
export function resolvedStories<TContent extends v.GenericSchema>(content: TContent) {
  const StorySchema = v.looseObject({ uuid: v.string(), content: v.unknown() });
  return v.pipe(
    v.array(
      v.union(
        [
          v.string(),
          v.custom<object>((story) => typeof story === 'object' && story !== null && !Array.isArray(story)),
        ],
        'a relation is a uuid or a story',
      ),
    ),
    v.transform((items) =>
      items.flatMap((item): Resolved<v.InferOutput<TContent>>[] => {
        const story = v.safeParse(StorySchema, item);
        const parsed = story.success ? v.safeParse(content, story.output.content) : undefined;
        return story.success && parsed?.success ? [{ uuid: story.output.uuid, content: parsed.output }] : [];
      }),
    ),
  );
}
