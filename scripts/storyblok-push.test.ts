// The push command's requests, checked offline: what it would send to the Management API is what that API creates
// (its client's request type), in an order the API can follow, with every block's component in the schema.
import { describe, expect, test } from 'vitest';
import { componentNamed } from '../demo/space/field-values';
import { pushPlan, withUuids } from './storyblok-push';

const plan = pushPlan();

describe('storyblok:push', () => {
  test('creates every component with the fields the Management API takes', () => {
    expect(plan.components.length).toBeGreaterThan(50);
    for (const { component } of plan.components) {
      expect(Object.keys(component).sort()).toEqual([
        'display_name',
        'is_nestable',
        'is_root',
        'name',
        'schema',
      ]);
      expect(componentNamed(component.name)).toBeDefined();
    }
    for (const root of ['Page', 'GlobalConfig', 'Redirect'])
      expect(plan.components.find(({ component }) => component.name === root)?.component.is_root).toBe(true);
  });

  test('creates each folder after its parent, and each story in a folder created before it', () => {
    const created = new Set(['']);
    for (const folder of plan.folders) {
      expect(created.has(folder.parent), folder.parent).toBe(true);
      expect(folder.body.story.is_folder).toBe(true);
      created.add(folder.parent ? `${folder.parent}/${folder.body.story.slug}` : folder.body.story.slug);
    }
    for (const story of plan.stories) expect(created.has(story.parent), story.parent).toBe(true);
  });

  test('sends stories whose blocks are all components of the schema, each only where its field allows it', () => {
    const misplaced: string[] = [];
    const walk = (node: unknown, allowed?: string[]): void => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item, allowed);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const block = node as Record<string, unknown>;
      const component = typeof block.component === 'string' ? componentNamed(block.component) : undefined;
      if (typeof block.component === 'string' && !block.component.startsWith('_')) {
        if (!component) misplaced.push(`unknown ${block.component}`);
        if (allowed && !allowed.includes(block.component))
          misplaced.push(`${block.component} not allowed here`);
        for (const [name, field] of Object.entries(component?.schema ?? {}))
          if (field.type === 'bloks') walk(block[name], field.component_whitelist);
        return;
      }
    };
    for (const story of plan.stories) walk(story.body.story.content);
    expect(misplaced).toEqual([]);
  });

  test('creates the stories other stories relate to before the pages, and rewrites the relations', () => {
    const firstPage = plan.stories.findIndex((story) => story.body.story.content?.component === 'Page');
    const related = plan.stories.findLastIndex((story) => story.body.story.content?.component === 'UspItem');
    expect(related).toBeLessThan(firstPage);
    const uuids = new Map([['old-uuid', 'new-uuid']]);
    expect(withUuids({ items: ['old-uuid', 'other'], link: { id: 'old-uuid' } }, uuids)).toEqual({
      items: ['new-uuid', 'other'],
      link: { id: 'new-uuid' },
    });
  });

  test('publishes the published stories and keeps draft-only ones as drafts', () => {
    expect(plan.stories.some((story) => story.body.publish === '1')).toBe(true);
    expect(plan.stories.some((story) => story.body.publish === undefined)).toBe(true);
  });
});
