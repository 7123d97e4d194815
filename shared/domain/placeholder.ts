// A lazy image's blurred placeholder: the same resized image at 10x10, quality 50, blurred, its URL the image's own
// with these options. The page marks the image; the boot script works the placeholder's URL out of its `src` once it
// nears the viewport, so no page carries a fourth URL per image (after src and srcset's); an image an island renders
// in the browser gets it the same way. No imports: the boot script loads this module and nothing with it (a small
// chunk of its own, which the image code shares).

const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/** On a lazy image (empty): its placeholder is set as its background once it nears the viewport. */
export const PLACEHOLDER_ATTR = 'data-placeholder';

/** The placeholder's resizing options, in the order the image URLs name them. */
const OPTIONS = `width=${PLACEHOLDER.width},height=${PLACEHOLDER.height},fit=cover,format=auto,quality=${PLACEHOLDER.quality},blur=${PLACEHOLDER.blur}`;

/** The placeholder of a resized image's URL (`…/cdn-cgi/image/<options>/<source>`); null for any other URL. */
export function placeholderOf(src: string): string | null {
  const match = /^(.*?\/cdn-cgi\/image\/)[^/]+\/(.+)$/.exec(src);
  return match ? `${match[1]}${OPTIONS}/${match[2]}` : null;
}
