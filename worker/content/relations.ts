// Storyblok's JS client resolves relations by walking every key of a story: for each key of each block it tests
// every relation pattern with `endsWith` and builds a path string it never reads, and it copies a related story by
// stringifying it again for every reference. These two methods of a client instance do the same resolution with a
// set lookup per key and one string per related story and answer. Equivalence with the client's own methods is
// tested over the demo space (`relations.test.ts`).
import type StoryblokClient from 'storyblok-js-client';

type Node = Record<string, unknown>;

/** The client's resolution state and the methods these two call, as the client holds them. */
interface ResolverInternals {
  relations: Record<string, Record<string, Node>>;
  links: Record<string, Record<string, Node>>;
  stringifiedStoriesCache: Record<string, string>;
  _resolveField(node: Node, key: string, resolveId: string): void;
  _insertLinks(node: Node, key: string, resolveId: string): void;
}

/** Whether a relation pattern names `key`: one ends with `.key`, or (a block without component) is `key`. */
function relationMatcher(fields: readonly string[] | string): (key: string, component: unknown) => boolean {
  const patterns = Array.isArray(fields) ? fields : [fields as string];
  const endings = new Set<string>();
  for (const pattern of patterns) {
    const dot = pattern.lastIndexOf('.');
    if (dot >= 0) endings.add(pattern.slice(dot + 1));
  }
  const whole = new Set(patterns);
  return (key, component) => {
    // A key without a dot ends a pattern exactly when it follows the pattern's last dot.
    if (key.includes('.') ? patterns.some((pattern) => pattern.endsWith(`.${key}`)) : endings.has(key))
      return true;
    // `component.key` ends with `.key`, so only a block without component adds a case: the pattern `key` itself.
    return !component && whole.has(key);
  };
}

/** The related story whose own relations are being resolved: it changes meanwhile, so it is copied afresh. */
let resolving: unknown;

function iterateTree(
  this: ResolverInternals,
  story: Node,
  fields: readonly string[] | string,
  resolveId: string,
): void {
  resolving = story._stopResolving ? story.uuid : undefined;
  const matches = relationMatcher(fields);
  const links = this.links[resolveId];
  const anyLinks = links !== undefined && Object.keys(links).length > 0;
  const enrich = (tree: unknown): void => {
    if (!tree || (tree as Node)._stopResolving) return;
    if (Array.isArray(tree)) {
      for (const item of tree) enrich(item);
      return;
    }
    if (typeof tree !== 'object') return;
    const node = tree as Node;
    for (const key in node) {
      if ((node.component && node._uid) || node.type === 'link') {
        if (matches(key, node.component)) this._resolveField(node, key, resolveId);
        if (anyLinks) this._insertLinks(node, key, resolveId);
      }
      enrich(node[key]);
    }
  };
  enrich(story.content);
  resolving = undefined;
  // A related story resolved its own relations just now: strings made of it before are out of date.
  if (story._stopResolving) this.stringifiedStoriesCache = {};
}

function getStoryReference(this: ResolverInternals, resolveId: string, uuid: string): unknown {
  const story = this.relations[resolveId]?.[uuid];
  if (!story) return uuid;
  if (uuid === resolving) return JSON.parse(JSON.stringify(story));
  this.stringifiedStoriesCache[uuid] ??= JSON.stringify(story);
  return JSON.parse(this.stringifiedStoriesCache[uuid]);
}

/** Gives a client instance the faster walk and copies; its answers stay the same. */
export function withFasterRelations<T extends StoryblokClient>(client: T): T {
  return Object.assign(client, { iterateTree, getStoryReference });
}
