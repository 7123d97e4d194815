// The countdown state machine: every transition of every state, the initial state, the time left.
import { describe, expect, test } from 'vitest';
import {
  type CountdownEvent,
  type CountdownState,
  countdownLeft,
  countdownTransition,
  initialCountdown,
} from './countdown-machine';

const END = 10_000;
const IDLE: CountdownState = { status: 'idle' };
const running = (now: number): CountdownState => ({ status: 'running', end: END, now });
const ENDED: CountdownState = { status: 'ended', end: END };
const ABORTED: CountdownState = { status: 'aborted' };

describe('countdownTransition', () => {
  test.each<[name: string, from: CountdownState, event: CountdownEvent, to: CountdownState]>([
    ['idle, start before the end: running', IDLE, { type: 'start', end: END, now: 1000 }, running(1000)],
    ['idle, start at the end: ended', IDLE, { type: 'start', end: END, now: END }, ENDED],
    [
      'idle, start after the end (date in past): ended',
      IDLE,
      { type: 'start', end: END, now: END + 1 },
      ENDED,
    ],
    ['idle, start with no valid end: idle', IDLE, { type: 'start', end: Number.NaN, now: 0 }, IDLE],
    ['idle, progress: idle', IDLE, { type: 'progress', now: 1000 }, IDLE],
    ['idle, end: idle', IDLE, { type: 'end' }, IDLE],
    ['idle, abort: aborted', IDLE, { type: 'abort' }, ABORTED],
    [
      'running, progress: running at the new time',
      running(1000),
      { type: 'progress', now: 2000 },
      running(2000),
    ],
    ['running, progress to the end: ended', running(1000), { type: 'progress', now: END }, ENDED],
    [
      'running, progress past the end (tab was hidden): ended',
      running(1000),
      { type: 'progress', now: END * 3 },
      ENDED,
    ],
    ['running, end: ended', running(1000), { type: 'end' }, ENDED],
    ['running, abort: aborted', running(1000), { type: 'abort' }, ABORTED],
    [
      'running, start again: unchanged',
      running(1000),
      { type: 'start', end: END * 2, now: 0 },
      running(1000),
    ],
    ['ended, start: ended', ENDED, { type: 'start', end: END * 2, now: 0 }, ENDED],
    ['ended, progress: ended', ENDED, { type: 'progress', now: 0 }, ENDED],
    ['ended, abort: ended', ENDED, { type: 'abort' }, ENDED],
    ['aborted, start: aborted', ABORTED, { type: 'start', end: END, now: 0 }, ABORTED],
    ['aborted, progress: aborted', ABORTED, { type: 'progress', now: 0 }, ABORTED],
    ['aborted, end: aborted', ABORTED, { type: 'end' }, ABORTED],
  ])('%s', (_name, from, event, to) => {
    expect(countdownTransition(from, event)).toEqual(to);
  });
});

describe('initialCountdown', () => {
  test('runs from the render time, so server and first client render agree', () => {
    expect(initialCountdown(END, 4000)).toEqual(running(4000));
  });
  test('ends at once for an end date in the past', () => {
    expect(initialCountdown(END, END + 60_000)).toEqual(ENDED);
  });
});

describe('countdownLeft', () => {
  test('the time left while running', () => {
    expect(countdownLeft(running(END - 61_000))).toMatchObject({ minutes: 1, seconds: 1, total: 61_000 });
  });
  test.each([IDLE, ENDED, ABORTED])('nothing when %j', (state) => {
    expect(countdownLeft(state)).toBeNull();
  });
});
