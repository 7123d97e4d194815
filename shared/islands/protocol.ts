// The island protocol shared by the worker (wrap), client/boot.ts (hydrate) and the build (chunks): marker
// attributes, the data script at the end of <body>, hydration triggers and the one serialiser.

/** Marker attribute holding the island name: the key of its entry in shared/islands/islands.ts. */
export const ISLAND_ATTR = 'data-island';
/** When the island hydrates. */
export const TRIGGER_ATTR = 'data-island-when';
/** Index of the island's props in the island data script. */
export const ISLAND_INDEX_ATTR = 'data-island-index';
/**
 * On a JSON script right after a marker streamed in after the data script (inside a <Suspense> boundary): its
 * props and chunk URL, by the marker's index.
 */
export const LATE_PROPS_ATTR = 'data-island-late';
/** Set on a marker once React has hydrated it. */
export const HYDRATED_ATTR = 'data-hydrated';
/** Id of the JSON script at the end of <body>: page state, island props and chunk URLs. */
export const ISLAND_DATA_ID = 'island-data';
/**
 * Dispatched (bubbling) on a part of the page swapped in after the boot (the live preview's story region): the boot
 * script schedules the island markers inside it as it scheduled the page's.
 */
export const ISLANDS_ADDED_EVENT = 'islands-added';
/**
 * Dispatched on the document with an island's name as its detail: that island hydrates now, whatever its trigger
 * (the header's account item, to show a cart count an add on the page changed).
 */
export const WAKE_ISLAND_EVENT = 'island-wake';
/** Set on <html> once the boot script has wired what every page has (dismissals, back-to-top, footer…). */
export const BOOT_READY_ATTR = 'data-boot-ready';

export const TRIGGERS = ['load', 'idle', 'visible', 'interaction'] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** What the worker writes once at the end of <body>, read by the boot script. */
export interface IslandData<State = unknown> {
  /** The request-level facts every island reads, but the texts. */
  state: State;
  /**
   * Where the page's texts are (a hashed, immutable asset of its text locale): the same for every page of a
   * locale, so they stay out of each page's HTML and are fetched once, with the first island.
   */
  texts: string;
  /** Props of each island marker on the page, by its index attribute. */
  props: Record<string, unknown>;
  /** Hashed chunk URL of each island on the page, by name. */
  chunks: Record<string, string>;
}

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

const SERIALIZED = new WeakMap<object, string>();

/** serialize() of a value that never changes once made (a kept part's props, a locale's texts), written once. */
export function serializeKept(value: object): string {
  let json = SERIALIZED.get(value);
  if (json === undefined) {
    json = serialize(value);
    SERIALIZED.set(value, json);
  }
  return json;
}

/** Reads what serialize wrote. */
export function deserialize(text: string): unknown {
  return JSON.parse(text);
}

/** The JSON script with the analytics loader's script URL (`data-src`) and the data layer's init payload. */
export const ANALYTICS_INIT_ID = 'analytics-init';
