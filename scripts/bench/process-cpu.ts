// CPU time of the runner's workerd process as the kernel counts it: utime + stime of each of its threads from
// /proc, in clock ticks. It holds what the isolate's profile does not (the runner's entry worker, HTTP, the
// local KV and cache, the Miniflare services), so the bench reads it minus the floor's as a cross-check.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second (`getconf CLK_TCK`, usually 100): a thread's time moves in steps of 10 ms. */
export const TICKS_PER_SECOND =
  Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** V8's profiler thread: the measurement's own work, not the worker's. */
const PROFILER_THREAD = 'v8:ProfEvntProc';

/** A thread's or process's name, parent and CPU ticks (user + system) from its `stat` line. */
export function parseStat(line: string): { comm: string; ppid: number; ticks: number } {
  // The name is in parentheses and may hold spaces and parentheses itself: the fields follow the last one.
  const close = line.lastIndexOf(')');
  const fields = line.slice(close + 2).split(' ');
  // After the name: state (3), ppid (4) … utime (14), stime (15), numbered as in proc(5).
  const field = (n: number) => Number(fields[n - 3]);
  return { comm: line.slice(line.indexOf('(') + 1, close), ppid: field(4), ticks: field(14) + field(15) };
}

function readStat(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The thread or process ended between listing and reading.
    return undefined;
  }
}

/** The workerd processes `parent` started: Miniflare's runtime. */
export function workerdPids(parent = process.pid): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      const line = readStat(`/proc/${pid}/stat`);
      const stat = line === undefined ? undefined : parseStat(line);
      return stat?.ppid === parent && stat.comm === 'workerd';
    })
    .map(Number);
}

/** Ticks of each thread of the processes, by `pid/tid`, the profiler's thread left out. */
export type ThreadTicks = Map<string, number>;

export function threadTicks(pids: number[]): ThreadTicks {
  const ticks: ThreadTicks = new Map();
  for (const pid of pids) {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const line = readStat(`/proc/${pid}/task/${tid}/stat`);
      if (line === undefined) continue;
      const stat = parseStat(line);
      if (stat.comm !== PROFILER_THREAD) ticks.set(`${pid}/${tid}`, stat.ticks);
    }
  }
  return ticks;
}

/** Milliseconds of CPU the threads spent between two readings; a thread that started in between counts whole. */
export function cpuMsBetween(before: ThreadTicks, after: ThreadTicks, ticksPerSecond = TICKS_PER_SECOND) {
  let ticks = 0;
  for (const [thread, now] of after) ticks += now - (before.get(thread) ?? 0);
  return (ticks * 1000) / ticksPerSecond;
}
