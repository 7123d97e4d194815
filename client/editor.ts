// Visual-editor support, loaded only in a valid draft: the story re-renders in place as the editor types (live
// preview), a save or publish reloads the page, and once the editor token has expired the page shows a notice with a
// reload instead of reloading into the published page.
import { BRIDGE_RELATIONS_ATTR, EDITOR_NOTICE_ATTR, EDITOR_RELOAD_ATTR } from '../shared/domain/live-preview';

/** The live preview's code: loaded when the editor first types, or a save asks whether the session holds. */
const previewModule = () => import('./live-preview');

interface BridgeEvent {
  action: string;
  story?: { id?: number | string };
}

interface StoryblokBridge {
  on(events: string[], listener: (event?: BridgeEvent) => void): void;
}

type BridgeWindow = Window & {
  StoryblokBridge?: new (options?: { resolveRelations?: string[] }) => StoryblokBridge;
};

const WAIT_STEPS = 50;

/** Reloads the editor (a new preview session); where its frame may not, asks the editor to do it by hand. */
function reloadEditor(button: HTMLElement, text: Element | null): void {
  try {
    (window.top ?? window).location.reload();
  } catch {
    // The editor's frame is another site's: only the editor can reload it.
    if (text) text.textContent = button.dataset.reloadByHand ?? '';
    button.hidden = true;
  }
}

/** Shows the notice of an expired preview session, once. */
function showExpired(): void {
  const notice = document.querySelector<HTMLElement>(`[${EDITOR_NOTICE_ATTR}]`);
  if (!notice?.hidden) return;
  notice.hidden = false;
  const button = notice.querySelector<HTMLElement>(`[${EDITOR_RELOAD_ATTR}]`);
  const text = notice.querySelector('[data-editor-notice-text]');
  button?.addEventListener('click', () => reloadEditor(button, text));
}

/** Whether the editor token has expired; a failed check lets the save reload as before. */
async function sessionExpired(): Promise<boolean> {
  try {
    const { draftRenderUrl, expiredAnswer } = await previewModule();
    return await expiredAnswer(await fetch(draftRenderUrl()));
  } catch {
    return false;
  }
}

function connect(Bridge: NonNullable<BridgeWindow['StoryblokBridge']>): void {
  const relations = document.querySelector(`[${BRIDGE_RELATIONS_ATTR}]`)?.getAttribute(BRIDGE_RELATIONS_ATTR);
  const bridge = new Bridge({ resolveRelations: relations ? relations.split(',') : [] });
  const previewed = new URLSearchParams(location.search).get('_storyblok');
  let preview: Promise<{ show(story: unknown): void }> | undefined;
  bridge.on(['input'], (event) => {
    const story = event?.story;
    // Only the story this page shows (the editor may send another, e.g. one opened beside it).
    if (!story || (previewed && story.id !== undefined && String(story.id) !== previewed)) return;
    // In the order the editor typed: each waits for the same module, then hands its story on.
    preview ??= previewModule().then(({ livePreview }) => livePreview(showExpired));
    void preview.then((live) => live.show(story));
  });
  bridge.on(['change', 'published'], async () => {
    if (await sessionExpired()) showExpired();
    else location.reload();
  });
}

function waitForBridge(attempt: number): void {
  const Bridge = (window as BridgeWindow).StoryblokBridge;
  if (Bridge) connect(Bridge);
  else if (attempt < WAIT_STEPS) setTimeout(() => waitForBridge(attempt + 1), 100);
}

waitForBridge(0);
