// Rich text tags and attributes as React elements: only the tags rich text has, only safe attributes, the
// shop's classes per tag. Content never reaches an event handler, a URL attribute or raw HTML from here.
import { type CSSProperties, createElement, Fragment, type ReactNode } from 'react';

/** The shop's look per tag; a level-1 heading is already a level 2 (the page has its own h1). */
const TAG_CLASS: Record<string, string> = {
  p: 'text-lg leading-relaxed mb-4 max-w-prose',
  h2: 'font-head text-2xl font-semibold mt-6 mb-3',
  h3: 'font-head text-xl font-semibold mt-6 mb-3',
  h4: 'font-head text-lg font-semibold mt-4 mb-2',
  h5: 'font-semibold mt-4 mb-2',
  h6: 'font-semibold mt-4 mb-2',
  ul: 'list-disc pl-6 mb-4 max-w-prose',
  ol: 'list-decimal pl-6 mb-4 max-w-prose',
  blockquote: 'border-l-4 border-line pl-4 italic mb-4',
  pre: 'mb-4 overflow-x-auto rounded bg-cream p-4 text-sm',
  hr: 'my-8 border-line',
  table: 'mb-4 w-full border-collapse text-left',
  th: 'border border-line p-2 font-semibold',
  td: 'border border-line p-2',
};

const PLAIN_TAGS = 'li br strong em u s code sup sub mark span thead tbody tr';
const TAGS = new Set([...Object.keys(TAG_CLASS), ...PLAIN_TAGS.split(' ')]);
const VOID_TAGS = new Set(['br', 'hr']);

/** Style properties rich text may set, each with the values it may take (no `url()`, no expressions). */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const STYLE_RULES: Record<string, { prop: keyof CSSProperties; value: RegExp }> = {
  'text-align': { prop: 'textAlign', value: /^(left|center|right|justify)$/ },
  color: { prop: 'color', value: COLOUR },
  'background-color': { prop: 'backgroundColor', value: COLOUR },
  width: { prop: 'width', value: /^\d{1,4}(\.\d+)?px$/ },
};

/** The allowed declarations of a `name: value;` style string as a React style object. */
export function safeStyle(style: unknown): CSSProperties | undefined {
  if (typeof style !== 'string') return undefined;
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const rule = STYLE_RULES[declaration.slice(0, colon).trim().toLowerCase()];
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && rule?.value.test(value) && value !== 'null') out[rule.prop] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** Class names and emoji names from content: plain words only. */
const words = (value: unknown) => {
  const found = text(value);
  return found && /^[\w+-]+( [\w+-]+)*$/.test(found) ? found : undefined;
};
const count = (value: unknown) => (typeof value === 'number' && value > 1 ? Math.floor(value) : undefined);

/** React props from a resolver's attributes: the few that rich text needs, checked. */
function props(tag: string, attrs: Record<string, unknown>): Record<string, unknown> {
  const className = [TAG_CLASS[tag], words(attrs.class)].filter(Boolean).join(' ');
  const all: Record<string, unknown> = {
    key: attrs.key,
    className: className || undefined,
    id: text(attrs.id),
    style: safeStyle(attrs.style),
    dir: ['ltr', 'rtl', 'auto'].includes(String(attrs.dir)) ? attrs.dir : undefined,
    colSpan: count(attrs.colspan),
    rowSpan: count(attrs.rowspan),
    start: tag === 'ol' ? count(attrs.order) : undefined,
    'data-type': words(attrs['data-type']),
    'data-name': words(attrs['data-name']),
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
}

/**
 * The render function handed to the rich text resolver: a known tag becomes its element, an empty or unknown
 * tag just its children.
 */
export function richTextElement(tag: string, attrs: Record<string, unknown> = {}, children?: ReactNode) {
  if (!TAGS.has(tag)) return createElement(Fragment, { key: attrs.key as string | undefined }, children);
  return createElement(tag, props(tag, attrs), VOID_TAGS.has(tag) ? undefined : children);
}
