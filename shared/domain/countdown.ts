// Countdown arithmetic: the remaining days, hours, minutes and seconds until an end time.
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never negative. */
  total: number;
}

export function remaining(end: number, now: number): Remaining {
  const total = Math.max(0, end - now);
  const s = Math.floor(total / 1000);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    total,
  };
}

export const pad2 = (value: number): string => String(value).padStart(2, '0');
