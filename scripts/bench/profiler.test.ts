import { describe, expect, it } from 'vitest';
import { busy, busyMs, type CpuProfile } from './profiler';

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

describe('busy', () => {
  it('counts apart each sample with a local frame anywhere on its stack, and only those', () => {
    // root → handler → stand-in → parse; root → handler → render; (idle).
    const nodes = [
      { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [2, 6] },
      { id: 2, callFrame: { functionName: 'handler', url: 'index.js' }, children: [3, 5] },
      { id: 3, callFrame: { functionName: 'answer', url: 'index.js', lineNumber: 9 }, children: [4] },
      { id: 4, callFrame: { functionName: 'parse', url: 'index.js', lineNumber: 1 } },
      { id: 5, callFrame: { functionName: 'render', url: 'index.js', lineNumber: 2 } },
      { id: 6, callFrame: { functionName: '(idle)', url: '' } },
    ];
    const samples = [2, 3, 4, 4, 5, 5, 5, 6, 2, 4];
    const profile: CpuProfile = {
      nodes,
      startTime: 0,
      endTime: 1000,
      samples,
      timeDeltas: samples.map(() => 100),
    };
    const standIn = (frame: { lineNumber?: number }) => frame.lineNumber === 9;
    const split = busy(profile, standIn);
    expect(split.localMs).toBeCloseTo(0.4);
    expect(split.ms).toBeCloseTo(0.5);
    expect(busy(profile).ms).toBeCloseTo(0.9);
    expect(busy(profile).localMs).toBe(0);
  });
});
