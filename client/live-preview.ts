// The live preview: the story the visual editor sends as the editor types is posted to the draft render (after a
// pause, the latest only, an older request aborted) and its answer swapped in for the page's story region, with
// the scroll position kept and the new region's islands scheduled. An expired editor token is told to `onExpired`.
import {
  DRAFT_RENDER_DEBOUNCE_MS,
  DRAFT_RENDER_PATH,
  type DraftRenderAnswer,
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

/** Puts the rendered region in place of the page's, where the editor is looking. */
function swapRegion(html: string): void {
  const current = document.querySelector(`[${STORY_REGION_ATTR}]`);
  const template = document.createElement('template');
  template.innerHTML = html;
  const next = template.content.querySelector(`[${STORY_REGION_ATTR}]`);
  if (!current || !next) return;
  const { scrollX, scrollY } = window;
  current.replaceWith(next);
  window.scrollTo(scrollX, scrollY);
  next.dispatchEvent(new CustomEvent(ISLANDS_ADDED_EVENT, { bubbles: true }));
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
      if ('html' in answer) swapRegion(answer.html);
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
