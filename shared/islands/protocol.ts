// The island protocol shared by the worker (wrap) and client/boot.ts (hydrate): marker attributes,
// hydration triggers and the one serialiser for island props and page state.

/** Marker attribute holding the island name, which is also its module name in client/islands/. */
export const ISLAND_ATTR = 'data-island';
/** When the island hydrates. */
export const TRIGGER_ATTR = 'data-island-when';
/** Serialised props of the island. */
export const PROPS_ATTR = 'data-island-props';
/** Id of the JSON script holding the page state. */
export const PAGE_STATE_ID = 'page-state';

export const TRIGGERS = ['load', 'idle', 'visible', 'interaction'] as const;
export type Trigger = (typeof TRIGGERS)[number];

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON that cannot end the `<script>` or attribute it sits in: `<`, `>`, `&` and the JavaScript line
 * separators are written as unicode escapes, which JSON.parse reads back unchanged.
 */
export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Reads what serialize wrote. */
export function deserialize(text: string): unknown {
  return JSON.parse(text);
}
