// A page's HTML as a tree of plain elements, the props React needs to write the same markup: what the bare cold
// render renders, so React alone meets the same tree the page's first request rendered.
import { type HTMLElement, type Node, NodeType, parse } from 'node-html-parser';

/** An element as `[tag, props, ...children]`, or a text. */
export type TreeNode = string | [string, Record<string, unknown>, ...TreeNode[]];

/** How far a bare render's bytes may lie from the page's: React writes a few attributes and comments otherwise. */
const SAME_RENDER_SHARE = 0.02;

/** Throws unless a bare render wrote about the page's bytes: a bare figure of a tree that lost parts means nothing. */
export function checkSameRender(what: string, pageBytes: number, bareBytes: number): void {
  if (Math.abs(bareBytes - pageBytes) > pageBytes * SAME_RENDER_SHARE) {
    throw new Error(`${what}: the bare render wrote ${bareBytes} bytes, the page ${pageBytes}`);
  }
}

/** Attributes React knows under another name. */
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  hreflang: 'hrefLang',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  'http-equiv': 'httpEquiv',
};
/** Attributes written with no value, which React writes only for `true`. */
const BOOLEAN = new Set([
  'async',
  'defer',
  'hidden',
  'disabled',
  'checked',
  'selected',
  'multiple',
  'open',
  'required',
  'readonly',
  'autofocus',
  'nomodule',
  'playsinline',
  'muted',
  'autoplay',
  'loop',
  'inert',
  'novalidate',
]);
/** Elements whose content is raw text. */
const RAW = new Set(['script', 'style']);

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    // Custom properties keep their name; others in camel case.
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (name) style[key] = value;
  }
  return style;
}

function props(element: HTMLElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.attributes)) {
    const lower = name.toLowerCase();
    if (lower === 'style') out.style = styleObject(value);
    else if (BOOLEAN.has(lower) && value === '') out[RENAMED[lower] ?? lower] = true;
    else out[RENAMED[lower] ?? name] = value;
  }
  return out;
}

function convert(node: Node): TreeNode | null {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text || null;
  if (node.nodeType !== NodeType.ELEMENT_NODE) return null;
  const element = node as HTMLElement;
  const tag = element.rawTagName;
  if (RAW.has(tag.toLowerCase())) {
    return [tag, { ...props(element), dangerouslySetInnerHTML: { __html: element.rawText } }];
  }
  const children = element.childNodes.map(convert).filter((child): child is TreeNode => child !== null);
  return [tag, props(element), ...children];
}

/** The page's `<html>` element and everything in it. */
export function elementTree(html: string): TreeNode {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true } });
  const element = root.querySelector('html');
  const tree = element && convert(element);
  if (!tree || typeof tree === 'string') throw new Error('the page has no <html> element');
  return tree;
}
