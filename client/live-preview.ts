// The live preview: the story the visual editor sends as the editor types is posted to the draft render (after a
// pause, the latest only, an older request aborted) and its answer swapped in for the page's story region, with
// the scroll position kept and the new region's islands scheduled. An expired editor token is told to `onExpired`.
import {
  DRAFT_RENDER_DEBOUNCE_MS,
  DRAFT_RENDER_PATH,
  type DraftRenderAnswer,
  FURNITURE_REGION_ATTR,
  STORY_REGION_ATTR,
} from '../shared/domain/live-preview';
import { ISLANDS_ADDED_EVENT } from '../shared/islands/protocol';

/** The endpoint with the page's own query: the editor token, the release, the `?sku=` choice, carried parameters. */
export const draftRenderUrl = (): string => `${DRAFT_RENDER_PATH}${location.search}`;

/** Whether an answer refused the editor token because it has expired. */
export async function expiredAnswer(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const answer = (await response.json().catch(() => ({}))) as { reason?: string };
  return answer.reason === 'expired';
}

/** The page's region an answer's region replaces: the story's, or the furniture part of the same name. */
function currentRegion(next: Element): Element | null {
  const part = next.getAttribute(FURNITURE_REGION_ATTR);
  return part === null
    ? document.querySelector(`[${STORY_REGION_ATTR}]`)
    : document.querySelector(`[${FURNITURE_REGION_ATTR}="${CSS.escape(part)}"]`);
}

/**
 * Puts each rendered region in place of the page's, where the editor is looking: the story's region, or, for the
 * global config, each part of the furniture.
 */
function swapRegions(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { scrollX, scrollY } = window;
  for (const next of Array.from(
    template.content.querySelectorAll(`[${STORY_REGION_ATTR}], [${FURNITURE_REGION_ATTR}]`),
  )) {
    const current = currentRegion(next);
    if (!current) continue;
    current.replaceWith(next);
    next.dispatchEvent(new CustomEvent(ISLANDS_ADDED_EVENT, { bubbles: true }));
  }
  window.scrollTo(scrollX, scrollY);
}

/** A live preview: `show(story)` for each story the editor sends. */
export function livePreview(onExpired: () => void): { show(story: unknown): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  let latest: unknown;
  let stopped = false;

  async function render(story: unknown): Promise<void> {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    try {
      const response = await fetch(draftRenderUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: location.pathname, story }),
        signal: controller.signal,
      });
      if (await expiredAnswer(response)) {
        stopped = true;
        onExpired();
        return;
      }
      if (response.status === 429) {
        // Past the allowance: the latest story again once the window allows.
        const wait = Number(response.headers.get('Retry-After')) || 1;
        schedule(latest, wait * 1000);
        return;
      }
      const answer = (await response.json()) as DraftRenderAnswer;
      if (controller !== running) return;
      if ('html' in answer) swapRegions(answer.html);
      else console.warn(`live preview refused: ${answer.error}`);
    } catch (error) {
      if (!controller.signal.aborted) console.warn('live preview failed', error);
    }
  }

  function schedule(story: unknown, delay: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => void render(story), delay);
  }

  return {
    show(story) {
      if (stopped) return;
      latest = story;
      schedule(story, DRAFT_RENDER_DEBOUNCE_MS);
    },
  };
}
