// The isolate's warm-up, run once at start-up with no I/O: the platform starts an isolate while the visitor's TLS
// handshake runs and allows it a second, while everything an isolate does first on a request is that visitor's
// wait. Building the first Intl formatter loads the runtime's locale data (about 15 ms), and React's renderer
// compiles on its first render (each of its two builds): both are moved here, with the formatters every page of every
// market uses.
import { createContext, createElement, type ReactNode, use, useId } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { numberFormat } from '../shared/domain/intl';
import { LOCALES } from '../shared/domain/locales';
import { formatNumber, formatPrice } from '../shared/domain/prices';

const Warm = createContext('');

/** A component with the hooks the shop's components use, so the renderer's component path compiles too. */
function Labelled({ children }: { children: ReactNode }) {
  const id = useId();
  const label = use(Warm);
  return createElement('label', { htmlFor: id, className: label }, children, createElement('input', { id }));
}

/** A small page of host elements, attributes, text and components: the renderer's common paths. */
function warmTree(): ReactNode {
  const items = Array.from({ length: 4 }, (_, index) =>
    createElement(
      'li',
      { key: index, className: 'item', 'data-index': index, style: { order: index } },
      createElement('a', { href: `/${index}`, 'aria-label': `item ${index}` }, 'Item ', index),
      createElement(Labelled, null, `label ${index}`),
    ),
  );
  return createElement(
    Warm,
    { value: 'warm' },
    createElement(
      'html',
      { lang: 'de' },
      createElement(
        'head',
        null,
        createElement('meta', { charSet: 'utf-8' }),
        createElement('title', null, 'warm'),
      ),
      createElement(
        'body',
        null,
        createElement('main', { id: 'main' }, createElement('ul', null, items)),
        createElement('img', { src: '/x.png', alt: '', width: 1, height: 1, loading: 'lazy' }),
        createElement('script', { type: 'application/json' }, '{}'),
      ),
    ),
  );
}

/** Every market's price and number formatters, and one render of a built-in tree. */
export function warmUp(): void {
  for (const locale of LOCALES) {
    formatPrice(1234.5, locale.currency, locale.code);
    formatNumber(1234, locale.code);
    numberFormat(locale.code, { maximumFractionDigits: 1 }).format(4.5);
  }
  renderToString(warmTree());
  warmStreamRenderer();
}

/**
 * The stream renderer (personal pages and drafts) is a build of its own and compiles on its first render too. It
 * renders in a microtask and then sets a timer, which the runtime refuses before a request: the render has been
 * queued by then, so it runs and only the answer's promise is refused.
 */
function warmStreamRenderer(): void {
  try {
    renderToReadableStream(warmTree()).catch(() => undefined);
  } catch {
    // Refused outright: no warm stream renderer, nothing else lost.
  }
}
