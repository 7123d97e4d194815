// The demo content as Storyblok stores it: each field of each block turned into the value its field type in the
// component schema (storyblok/) sends — numbers as text, dates as `YYYY-MM-DD HH:mm` in UTC, assets and links as
// their full objects, one-block fields as lists, plugin values marked with their plugin. The page builders write
// plain values; this is the one place that knows Storyblok's formats.
import SCHEMA from '../../storyblok/components.287001.json';
import { uuidOf } from './ids';

/** One field of a component as the CLI pulls it. */
export interface ComponentField {
  type: string;
  pos?: number;
  required?: boolean;
  default_value?: string;
  component_whitelist?: string[];
  restrict_components?: boolean;
  maximum?: string;
  field_type?: string;
  source?: string;
  filter_content_type?: string[];
  options?: { name: string; value: string }[];
  filetypes?: string[];
}

/** A component as the CLI pulls it. */
export interface Component {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  schema: Record<string, ComponentField>;
}

export const COMPONENTS: readonly Component[] = SCHEMA.components as unknown as Component[];
const BY_NAME = new Map(COMPONENTS.map((component) => [component.name, component]));

/** The component schema of a block, by its component name. */
export const componentNamed = (name: string): Component | undefined => BY_NAME.get(name);

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as Storyblok's date field stores it: UTC, to the minute. */
export function storyblokDatetime(time: string | number | Date): string {
  const date = new Date(time);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An asset field's value: every key the API sends, the demo's own values kept. */
function asset(value: Record<string, unknown>): Record<string, unknown> {
  const filename = typeof value.filename === 'string' ? value.filename : '';
  return {
    id: filename ? Number.parseInt(uuidOf(`asset:${filename}`).slice(0, 7), 16) : null,
    alt: '',
    name: '',
    focus: '',
    title: '',
    source: '',
    copyright: '',
    ...value,
    filename,
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: /^https?:/.test(filename),
  };
}

/** A link field's value: the multilink object with every key, the demo's link kept. */
function multilink(value: Record<string, unknown>): Record<string, unknown> {
  const linktype = typeof value.linktype === 'string' ? value.linktype : 'story';
  return { id: '', url: '', cached_url: '', linktype, fieldtype: 'multilink', ...value };
}

function fieldValue(field: ComponentField, value: unknown, key: string): unknown {
  if (value === undefined || value === null) return value;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? String(value) : value;
    case 'datetime':
      return typeof value === 'string' && /T/.test(value) ? storyblokDatetime(value) : value;
    case 'asset':
      return isRecord(value) ? asset(value) : value;
    case 'multiasset':
      return Array.isArray(value) ? value.map((item) => (isRecord(item) ? asset(item) : item)) : value;
    case 'multilink':
      return isRecord(value) ? multilink(value) : value;
    case 'option':
      return typeof value === 'number' ? String(value) : value;
    case 'custom':
      // The colour picker stores `{ color }`: the demo writes the colour alone.
      if (field.field_type === 'native-color-picker' && typeof value === 'string')
        return { color: value, plugin: field.field_type };
      return isRecord(value) ? { ...value, plugin: field.field_type } : value;
    case 'bloks': {
      const items = Array.isArray(value) ? value : [value];
      const named = field.component_whitelist?.length === 1 ? field.component_whitelist[0] : undefined;
      return items.map((item, index) => {
        if (!isRecord(item)) return item;
        const component = typeof item.component === 'string' ? item.component : named;
        if (!component) return item;
        const uid = typeof item._uid === 'string' ? item._uid : uuidOf(`${key}/${index}`);
        return storyblokValues({ ...item, component, _uid: uid }, `${key}/${index}`);
      });
    }
    default:
      return value;
  }
}

/**
 * A block (and every block inside it) with Storyblok's field values. `key` makes the uids of blocks the demo gave
 * no uid stable. A block whose component the schema does not know is left as it is.
 */
export function storyblokValues(block: Record<string, unknown>, key: string): Record<string, unknown> {
  const component = typeof block.component === 'string' ? componentNamed(block.component) : undefined;
  if (!component) return block;
  const out: Record<string, unknown> = { ...block };
  for (const [name, field] of Object.entries(component.schema)) {
    if (name in block) out[name] = fieldValue(field, block[name], `${key}.${name}`);
  }
  return out;
}
