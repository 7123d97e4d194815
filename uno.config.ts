// UnoCSS theme: one token set per channel (CSS variables switched by <html data-channel>), spec breakpoints.
import type { Preflight, UserConfig } from '@unocss/core';
import presetWind4, { type Theme } from '@unocss/preset-wind4';
import { LATE_SHOWN_CSS } from './shared/domain/critical-region';
import { FOCUS_RING_CSS } from './shared/domain/focus-ring';
import { CHANNELS, type Channel } from './shared/domain/markets';
import { WHOLE_PAINT_CSS } from './shared/domain/whole-paint';

/** Design tokens per channel (BRAND.md); components use the token names, never raw colours. */
export const CHANNEL_TOKENS = {
  kartenliebe: {
    ink: '#2b2a33',
    muted: '#5f5d6b',
    surface: '#ffffff',
    cream: '#fbf7f2',
    line: '#e8e1d8',
    accent: '#c0405a',
    'accent-ink': '#ffffff',
    secondary: '#6f8f7a',
    sale: '#c62828',
    'font-head': "'Fraunces Variable', 'Fraunces fallback', Georgia, serif",
    'font-text': "'Inter Variable', 'Inter fallback', system-ui, sans-serif",
  },
  poster: {
    ink: '#111214',
    muted: '#55575c',
    surface: '#ffffff',
    cream: '#f2f1ee',
    line: '#e3e1dc',
    accent: '#1f6f78',
    'accent-ink': '#ffffff',
    secondary: '#111214',
    sale: '#c62828',
    'font-head': "'DM Sans Variable', 'DM Sans fallback', system-ui, sans-serif",
    'font-text': "'DM Sans Variable', 'DM Sans fallback', system-ui, sans-serif",
  },
} as const satisfies Record<Channel, Record<string, string>>;

const tokenVars = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `--shop-${name}:${value};`)
    .join('');

const color = (name: string) => `var(--shop-${name})`;

/**
 * The site's own base rules: the tokens of the given channels, the island marker, the whole-paint rule, the page's
 * colours and focus ring, and the critical region's rule (`LATE_SHOWN_CSS` in the full stylesheet; the inline
 * critical stylesheet of one channel takes `LATE_HIDDEN_CSS`).
 */
export function sitePreflight(channels: readonly Channel[], criticalRegion: string): Preflight<Theme> {
  return {
    getCSS: () =>
      [
        ...channels.map((channel) => `html[data-channel=${channel}]{${tokenVars(CHANNEL_TOKENS[channel])}}`),
        '[data-island]{display:contents}',
        WHOLE_PAINT_CSS,
        criticalRegion,
        'html{color:var(--shop-ink);background:var(--shop-surface);font-family:var(--shop-font-text);-webkit-text-size-adjust:100%}',
        FOCUS_RING_CSS,
        '@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}',
      ].join('\n'),
  };
}

export default {
  presets: [presetWind4({ preflights: { reset: true } })],
  // Every utility its own rule: merged, a rule would sit where its first selector sorts, so two utilities could come
  // in another order in a stylesheet of some of them than in the full one.
  mergeSelectors: false,
  theme: {
    colors: {
      ink: color('ink'),
      muted: color('muted'),
      surface: color('surface'),
      cream: color('cream'),
      line: color('line'),
      accent: color('accent'),
      'accent-ink': color('accent-ink'),
      secondary: color('secondary'),
      sale: color('sale'),
    },
    font: { head: color('font-head'), text: color('font-text') },
    // The layout's breakpoints, as min-widths one pixel above each named maximum.
    breakpoint: {
      xs: '480px',
      sm: '576px',
      md: '768px',
      lg: '900px',
      xl: '1024px',
      xxl: '1300px',
      '2xl': '1536px',
      xxxl: '1600px',
    },
  },
  preflights: [sitePreflight(CHANNELS, LATE_SHOWN_CSS)],
} satisfies UserConfig<Theme>;
