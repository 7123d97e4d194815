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

const pad2 = (value: number): string => String(value).padStart(2, '0');

export interface CountdownUnits {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** The countdown as shown: days only when there are some, then hours, minutes and seconds with two digits. */
export function countdownText(left: Remaining, units: CountdownUnits): string {
  const days = left.days > 0 ? `${left.days} ${units.days} ` : '';
  return `${days}${pad2(left.hours)} ${units.hours} ${pad2(left.minutes)} ${units.minutes} ${pad2(left.seconds)} ${units.seconds}`;
}
