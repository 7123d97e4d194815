// Reads the page state the worker serialised into the document, once.
import type { PageState } from '../shared/components/page-context';
import { deserialize, PAGE_STATE_ID } from '../shared/islands/protocol';

let state: PageState | undefined;

export function readPageState(): PageState {
  if (!state) {
    const text = document.getElementById(PAGE_STATE_ID)?.textContent;
    if (!text) throw new Error('The document has no page state');
    state = deserialize(text) as PageState;
  }
  return state;
}
