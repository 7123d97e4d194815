// The countdown driver: ticks once a second, stops ticking while the tab is hidden, re-syncs when visible,
// stops for good once ended or aborted.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type CountdownState, initialCountdown } from '../domain/countdown-machine';
import { type CountdownClock, driveCountdown, type TabVisibility } from './countdown';

const START = 1_000_000;
const END = START + 10_000;

const clock: CountdownClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

function fakeTab() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const tab: TabVisibility = {
    hidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { tab, set, listeners };
}

let states: CountdownState[];
const nowOf = (state: CountdownState | undefined) => (state?.status === 'running' ? state.now : null);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  states = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('driveCountdown', () => {
  test('progresses once a second and ends at the end', () => {
    const { tab, listeners } = fakeTab();
    const driver = driveCountdown(initialCountdown(END, START), clock, tab, (s) => states.push(s));
    vi.advanceTimersByTime(3000);
    expect(states.map(nowOf)).toEqual([START + 1000, START + 2000, START + 3000]);
    vi.advanceTimersByTime(10_000);
    expect(states.at(-1)).toEqual({ status: 'ended', end: END });
    expect(driver.ticking()).toBe(false);
    expect(listeners.size).toBe(0);
  });

  test('pauses while the tab is hidden and re-syncs when it is visible again', () => {
    const { tab, set } = fakeTab();
    const driver = driveCountdown(initialCountdown(END, START), clock, tab, (s) => states.push(s));
    vi.advanceTimersByTime(1000);
    set(true);
    expect(driver.ticking()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(states).toHaveLength(1);
    set(false);
    expect(driver.ticking()).toBe(true);
    expect(nowOf(states.at(-1))).toBe(START + 6000);
  });

  test('ends on return when the end passed while hidden', () => {
    const { tab, set } = fakeTab();
    const driver = driveCountdown(initialCountdown(END, START), clock, tab, (s) => states.push(s));
    set(true);
    vi.advanceTimersByTime(60_000);
    set(false);
    expect(states).toEqual([{ status: 'ended', end: END }]);
    expect(driver.ticking()).toBe(false);
  });

  test('does not tick when it starts in a hidden tab', () => {
    const { tab, set } = fakeTab();
    set(true);
    const driver = driveCountdown(initialCountdown(END, START), clock, tab, (s) => states.push(s));
    vi.advanceTimersByTime(3000);
    expect(states).toEqual([]);
    expect(driver.ticking()).toBe(false);
  });

  test('abort stops it for good', () => {
    const { tab, set, listeners } = fakeTab();
    const driver = driveCountdown(initialCountdown(END, START), clock, tab, (s) => states.push(s));
    driver.abort();
    set(false);
    vi.advanceTimersByTime(3000);
    expect(states).toEqual([{ status: 'aborted' }]);
    expect(listeners.size).toBe(0);
  });

  test('an already ended countdown neither ticks nor listens', () => {
    const { tab, listeners } = fakeTab();
    const driver = driveCountdown(initialCountdown(END, END + 1), clock, tab, (s) => states.push(s));
    vi.advanceTimersByTime(3000);
    expect(states).toEqual([]);
    expect(driver.ticking()).toBe(false);
    expect(listeners.size).toBe(0);
  });
});
