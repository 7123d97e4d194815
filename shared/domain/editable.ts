// Visual-editor markers: a draft block's `_editable` comment becomes the attributes Storyblok's bridge reads.

export interface EditableAttributes {
  'data-blok-c': string;
  'data-blok-uid': string;
}

const MARKER = /^<!--#storyblok#(.*)-->$/s;

/** The bridge attributes of a block, or null when it carries no (valid) editable marker. */
export function editableAttributes(editable: unknown): EditableAttributes | null {
  if (typeof editable !== 'string') return null;
  const json = MARKER.exec(editable)?.[1];
  if (!json) return null;
  try {
    const options = JSON.parse(json) as { id?: unknown; uid?: unknown };
    if (typeof options.id !== 'string' || typeof options.uid !== 'string') return null;
    return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${options.id}-${options.uid}` };
  } catch {
    return null;
  }
}
