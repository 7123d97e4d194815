import { describe, expect, it } from 'vitest';
import { busyMs, type CpuProfile } from './profiler';

const WORK = 2;
const IDLE = 3;

/** A profile of samples taken at the given spacings (microseconds), each in `node`. */
function profile(samples: [node: number, spacingUs: number][]): CpuProfile {
  return {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '' } },
      { id: WORK, callFrame: { functionName: 'render', url: 'index.js' } },
      { id: IDLE, callFrame: { functionName: '(idle)', url: '' } },
    ],
    startTime: 0,
    endTime: samples.reduce((sum, [, spacing]) => sum + spacing, 0),
    samples: samples.map(([node]) => node),
    timeDeltas: samples.map(([, spacing]) => spacing),
  };
}

describe('busyMs', () => {
  it('counts each busy sample until the next one', () => {
    const steady = profile(Array.from({ length: 10 }, () => [WORK, 100] as [number, number]));
    expect(busyMs(steady)).toBeCloseTo(1.0);
  });

  it('leaves out idle samples', () => {
    const half = profile(
      Array.from({ length: 10 }, (_, index) => [index % 2 ? IDLE : WORK, 100] as [number, number]),
    );
    expect(busyMs(half)).toBeCloseTo(0.5);
  });

  it('counts a sample before a wait on I/O as one period, not as the wait', () => {
    // Ten samples 100 µs apart; after the fifth the isolate waits 700 µs on a cache lookup.
    const spacings = [100, 100, 100, 100, 100, 700, 100, 100, 100, 100];
    const waited = profile(spacings.map((spacing) => [WORK, spacing]));
    expect(busyMs(waited)).toBeCloseTo(1.0);
  });

  it('finds the period among short requests, whose waits outnumber their samples', () => {
    // Four requests of one sample each, 900 µs apart, and one spacing of the sampler between two samples.
    const spacings = [0, 100, 900, 900, 900];
    const short = profile(spacings.map((spacing) => [WORK, spacing]));
    expect(busyMs(short)).toBeCloseTo(0.5);
  });

  it('keeps a sample the sampler took a little late', () => {
    const spacings = [100, 100, 100, 100, 100, 180, 100, 100, 100, 100];
    const late = profile(spacings.map((spacing) => [WORK, spacing]));
    expect(busyMs(late)).toBeCloseTo(1.08);
  });
});
