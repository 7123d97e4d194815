// The countdown's state machine: idle, running, ended or aborted; events start, progress,
// end and abort. Pure: the ticking driver (shared/state/countdown.ts) feeds it the clock.
import { type Remaining, remaining } from './countdown';

export type CountdownState =
  | { status: 'idle' }
  | { status: 'running'; end: number; now: number }
  | { status: 'ended'; end: number }
  | { status: 'aborted' };

export type CountdownEvent =
  | { type: 'start'; end: number; now: number }
  | { type: 'progress'; now: number }
  | { type: 'end' }
  | { type: 'abort' };

const COUNTDOWN_IDLE: CountdownState = { status: 'idle' };

/** Ended and aborted are final: no event leaves them. */
export function isFinal(state: CountdownState): boolean {
  return state.status === 'ended' || state.status === 'aborted';
}

/**
 * The next state. A start whose end is not in the future ends at once (the worker logs
 * `countdown-date-in-past`); progress past the end ends; events that make no sense in a state are ignored.
 */
export function countdownTransition(state: CountdownState, event: CountdownEvent): CountdownState {
  if (state.status === 'ended' || state.status === 'aborted') return state;
  if (event.type === 'abort') return { status: 'aborted' };
  if (state.status === 'idle') {
    if (event.type !== 'start' || !Number.isFinite(event.end)) return state;
    return event.end <= event.now
      ? { status: 'ended', end: event.end }
      : { status: 'running', end: event.end, now: event.now };
  }
  switch (event.type) {
    case 'progress':
      return event.now >= state.end ? { status: 'ended', end: state.end } : { ...state, now: event.now };
    case 'end':
      return { status: 'ended', end: state.end };
    default:
      return state;
  }
}

/** What the bar shows: the time left while running, nothing otherwise. */
export function countdownLeft(state: CountdownState): Remaining | null {
  return state.status === 'running' ? remaining(state.end, state.now) : null;
}

/** The state a countdown rendered at `renderedAt` starts in, on the server and in the first client render. */
export function initialCountdown(end: number, renderedAt: number): CountdownState {
  return countdownTransition(COUNTDOWN_IDLE, { type: 'start', end, now: renderedAt });
}
