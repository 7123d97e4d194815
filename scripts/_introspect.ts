import * as v from 'valibot';
import { BLOCK_NAMES, blockSchema } from '../shared/components/blocks/registry';
import * as nav from '../shared/schemas/navigation';
import * as foot from '../shared/schemas/footer';
import { ActionBarDataSchema } from '../shared/domain/action-bar';
import { PageContentSchema, RedirectContentSchema } from '../shared/schemas/story';
function desc(s: any, depth = 0): any {
  if (!s || depth > 6) return '?';
  switch (s.type) {
    case 'optional': case 'nullish': case 'exact_optional': case 'undefinedable': case 'non_optional': return desc(s.wrapped, depth);
    case 'lazy': return 'lazy';
    case 'object': case 'loose_object': case 'strict_object': return Object.fromEntries(Object.entries(s.entries).map(([k, e]) => [k, desc(e, depth + 1)]));
    case 'array': return [desc(s.item, depth + 1)];
    case 'union': return { union: s.options.map((o: any) => desc(o, depth + 1)) };
    case 'picklist': return { picklist: s.options };
    case 'literal': return `lit:${s.literal}`;
    default: return s.pipe ? (s.type + (s.pipe.length > 1 ? '+pipe' : '')) : s.type;
  }
}
const out: Record<string, unknown> = {};
for (const name of BLOCK_NAMES) out[name] = desc(blockSchema(name));
Object.assign(out, { _Header: desc(nav.HeaderSchema), _Burger: desc(nav.BurgerNavigationSchema), _Main: desc(nav.MainNavigationItemSchema), _ActionBar: desc(ActionBarDataSchema), _Page: desc(PageContentSchema), _Redirect: desc(RedirectContentSchema), _Smart: desc(foot.SmartbannerSchema), _Footer: Object.fromEntries(Object.entries(foot.FOOTER_PART_SCHEMAS).map(([k, s]) => [k, desc(s)])) });
console.log(JSON.stringify(out, null, 1));
