// Dialog events as tracked events: each open, close, switch and click of the dialogs goes to the event endpoint
// (and the tag manager) as `dialog.<kind>`, under the visitor's consent like every tracked event.
import { type DialogEvent, onDialogEvent } from '../state/dialogs';
import { type TrackedEventInput, track } from './track';

/** The tracked event of a dialog event: `dialog.open` with the dialog, a switch's `from`, a click's `target`. */
export function dialogTrackedEvent(event: DialogEvent): TrackedEventInput {
  const { kind, ...properties } = event;
  return { eventType: `dialog.${kind}`, properties };
}

let reporting = false;

/** Starts reporting the dialogs' events, once per page whichever island asks first. */
export function reportDialogEvents(): void {
  if (reporting) return;
  reporting = true;
  onDialogEvent((event) => track(dialogTrackedEvent(event)));
}
