// Allow-list sanitiser for CMS-authored HTML rendered via dangerouslySetInnerHTML: a pure tokenizer, no DOM.

/** Tags kept (lower-case). */
const ALLOWED_TAGS: ReadonlySet<string> = new Set('b strong i em u s small sup sub br span p a'.split(' '));

/** Elements removed together with everything up to their close tag. */
const DROP_CONTENT: ReadonlySet<string> = new Set(
  'script style iframe object embed template noscript textarea title svg math'.split(' '),
);

const SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
const NAMED_REFS: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `<`, optional `/`, name, attributes (quoted, unquoted or bare), optional `/`, `>`; sticky. */
const TAG =
  /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/iy;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const CLASS = /^[a-z0-9 _-]*$/i;

const escapeChar = (c: string): string => ESCAPES[c] ?? c;
/** Escapes `<`, `>`, `"` and every `&` that does not start a character reference. */
const escapeText = (text: string): string =>
  text.replace(/&(?![a-z][a-z0-9]*;|#[0-9]+;|#x[0-9a-f]+;)|[<>"]/gi, escapeChar);
/** Escapes `&`, `<`, `>` and `"` unconditionally (for already decoded values). */
const escapeAll = (text: string): string => text.replace(/[&<>"]/g, escapeChar);

/** Decodes numeric and a few named character references; unknown names stay literal. */
function decodeRefs(value: string): string {
  return value.replace(
    /&(?:#([0-9]+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/gi,
    (ref: string, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_REFS[name.toLowerCase()] ?? ref;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/** The decoded href when it is relative or an http(s)/mailto/tel URL, else null. */
function safeHref(raw: string): string | null {
  const url = decodeRefs(raw);
  const bare = Array.from(url)
    .filter((c) => c > ' ' && c !== '\u007f')
    .join('');
  const scheme = /^([^:/?#]*):/.exec(bare)?.[1]?.toLowerCase();
  return scheme === undefined || SCHEMES.has(scheme) ? url : null;
}

/** The kept attributes of an allowed tag, serialised with a leading space each. */
function attributes(tag: string, source: string): string {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const key = (m[1] ?? '').toLowerCase();
    if (!found.has(key)) found.set(key, m[2] ?? m[3] ?? m[4] ?? '');
  }
  if (tag !== 'a') {
    const cls = found.get('class');
    return (tag === 'span' || tag === 'p') && cls !== undefined && CLASS.test(cls) ? ` class="${cls}"` : '';
  }
  const rawHref = found.get('href');
  const href = rawHref === undefined ? null : safeHref(rawHref);
  const title = found.get('title');
  let out = href === null ? '' : ` href="${escapeAll(href)}"`;
  if (title !== undefined) out += ` title="${escapeText(title)}"`;
  if (found.get('target')?.toLowerCase() === '_blank') out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

/** Index just after `end` searched from `from`, or the input length when it is missing. */
function after(input: string, end: string, from: number): number {
  const at = input.indexOf(end, from);
  return at < 0 ? input.length : at + end.length;
}

/** Closing tags for the given open tags, innermost first. */
const closers = (open: string[]): string =>
  open
    .reverse()
    .map((tag) => `</${tag}>`)
    .join('');

/**
 * Sanitises HTML to {@link ALLOWED_TAGS}: rebuilt from tokens, text escaped, unsafe links and all other
 * attributes dropped, contents of script-like elements removed, every kept tag closed.
 */
export function sanitizeHtml(input: string): string {
  const stack: string[] = [];
  const close = (name: string): string =>
    stack.includes(name) ? closers(stack.splice(stack.lastIndexOf(name))) : '';
  let out = '';
  let pos = 0;
  for (let lt = input.indexOf('<'); lt >= 0; lt = input.indexOf('<', pos)) {
    out += escapeText(input.slice(pos, lt));
    const next = input[lt + 1];
    TAG.lastIndex = lt;
    const m = TAG.exec(input);
    if (input.startsWith('<!--', lt)) pos = after(input, '-->', lt + 4);
    else if (input.startsWith('<![CDATA[', lt)) pos = after(input, ']]>', lt + 9);
    else if (next === '!' || next === '?') pos = after(input, '>', lt + 2);
    else if (m === null) {
      out += '&lt;';
      pos = lt + 1;
    } else {
      pos = lt + m[0].length;
      const name = (m[2] ?? '').toLowerCase();
      if (m[1] === '/') out += close(name);
      else if (DROP_CONTENT.has(name)) {
        const end = new RegExp(`</${name}(?:[\\s/][^>]*)?>`, 'gi');
        end.lastIndex = pos;
        const found = end.exec(input);
        pos = found === null ? input.length : found.index + found[0].length;
      } else if (name === 'br') out += '<br>';
      else if (ALLOWED_TAGS.has(name)) {
        if (name === 'p' || name === 'a') out += close(name);
        out += `<${name}${attributes(name, m[3] ?? '')}>`;
        if (m[4] === '/') out += `</${name}>`;
        else stack.push(name);
      }
    }
  }
  return out + escapeText(input.slice(pos)) + closers(stack);
}
