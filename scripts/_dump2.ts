import { buildStories } from '../demo/space/build';
const s = buildStories();
const gc = s.find((x) => x.full_slug === 'kartenliebe/de-de/global-config' || x.content.component === 'GlobalConfig')!;
console.log(gc.full_slug);
const c = gc.content as any;
console.log(JSON.stringify({actionBar: c.actionBar, footer: c.footer, smartbanner: c.smartbanner}, null, 1).slice(0, 6000));
function find(node: any, comp: string): any { if (Array.isArray(node)) { for (const n of node) { const r = find(n, comp); if (r) return r; } return; } if (!node || typeof node !== 'object') return; if (node.component === comp) return node; for (const v of Object.values(node)) { const r = find(v, comp); if (r) return r; } }
for (const comp of ['Calculator', 'Reviews', 'SkuContainer', 'VideoBlock', 'FlyoutItem', 'HeaderItem']) { for (const st of s) { const b = find(st.content, comp); if (b) { console.log(comp, JSON.stringify(b).slice(0, 1500)); break; } } }
