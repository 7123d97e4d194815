import { describe, expect, it } from 'vitest';
import { cpuMsBetween, parseStat } from './process-cpu';

/** A stat line as proc(5) lays it out: pid (comm) state ppid, then fields 5 to 13, utime (14), stime (15), more. */
const statLine = (comm: string, ppid: number, utime: number, stime: number) =>
  `4242 (${comm}) S ${ppid} ${Array.from({ length: 9 }, (_, n) => n + 5).join(' ')} ${utime} ${stime} 0 0 20 0 3`;

describe('parseStat', () => {
  it('reads the name, the parent and user plus system ticks', () => {
    expect(parseStat(statLine('workerd', 17, 120, 30))).toEqual({ comm: 'workerd', ppid: 17, ticks: 150 });
  });

  it('reads a name with spaces and parentheses', () => {
    expect(parseStat(statLine('V8 (a) b)', 3, 5, 1))).toEqual({ comm: 'V8 (a) b)', ppid: 3, ticks: 6 });
  });
});

describe('cpuMsBetween', () => {
  it('sums every thread, counts a thread started in between whole, and converts ticks to ms', () => {
    const before = new Map([
      ['1/1', 100],
      ['1/2', 10],
    ]);
    const after = new Map([
      ['1/1', 130],
      ['1/2', 12],
      ['1/9', 3],
    ]);
    expect(cpuMsBetween(before, after, 100)).toBe(350);
    expect(cpuMsBetween(before, after, 1000)).toBe(35);
  });
});
