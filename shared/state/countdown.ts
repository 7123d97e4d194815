// The countdown's driver: feeds the state machine a progress event each second, stops ticking while the tab
// is hidden and re-syncs with the clock when it is visible again. DOM-free: the caller passes clock and tab.
import { type CountdownState, countdownTransition, isFinal } from '../domain/countdown-machine';

export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export interface TabVisibility {
  hidden(): boolean;
  /** Calls `listener` on each visibility change until the returned function is called. */
  onChange(listener: () => void): () => void;
}

export interface CountdownDriver {
  /** Whether the driver is ticking (running and the tab visible). */
  ticking(): boolean;
  /** Sends abort (e.g. the bar was dismissed) and stops listening. */
  abort(): void;
}

function sameState(a: CountdownState, b: CountdownState): boolean {
  return a.status === b.status && (a.status !== 'running' || (b.status === 'running' && a.now === b.now));
}

/** Drives `state` on; `onState` hears every new state. */
export function driveCountdown(
  state: CountdownState,
  clock: CountdownClock,
  tab: TabVisibility,
  onState: (state: CountdownState) => void,
): CountdownDriver {
  let current = state;
  let stopTicking: (() => void) | null = null;
  const pause = () => {
    stopTicking?.();
    stopTicking = null;
  };
  const send = (next: CountdownState) => {
    if (sameState(next, current)) return;
    current = next;
    onState(next);
    if (isFinal(next)) stop();
  };
  const progress = () => send(countdownTransition(current, { type: 'progress', now: clock.now() }));
  const resume = () => {
    if (stopTicking || isFinal(current)) return;
    progress();
    if (!isFinal(current)) stopTicking = clock.every(COUNTDOWN_TICK_MS, progress);
  };
  const stopListening = tab.onChange(() => (tab.hidden() ? pause() : resume()));
  const stop = () => {
    pause();
    stopListening();
  };
  if (isFinal(current)) stop();
  else if (!tab.hidden()) resume();
  return {
    ticking: () => stopTicking !== null,
    abort: () => {
      send(countdownTransition(current, { type: 'abort' }));
      stop();
    },
  };
}
