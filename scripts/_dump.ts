import { buildStories } from '../demo/space/build';
const comps = new Map<string, Map<string, Set<string>>>();
const roots = new Set<string>();
function walk(node: unknown) {
  if (Array.isArray(node)) { node.forEach(walk); return; }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (typeof o.component === 'string') {
    const m = comps.get(o.component) ?? new Map(); comps.set(o.component, m);
    for (const [k, val] of Object.entries(o)) {
      const s = m.get(k) ?? new Set(); m.set(k, s);
      s.add(Array.isArray(val) ? 'array' : val === null ? 'null' : typeof val);
    }
  }
  Object.values(o).forEach(walk);
}
const stories = buildStories();
for (const s of stories) { roots.add(s.content.component); walk(s.content); if (s.draftContent) walk(s.draftContent); }
console.log('roots', [...roots]);
for (const [c, m] of comps) console.log(c, Object.fromEntries([...m].map(([k, s]) => [k, [...s].join('|')])));
