import { describe, expect, it } from 'vitest';
import { benchSelection, PHASES } from './selection';

const PAGES = ['kartenliebe home', 'kartenliebe product', 'poster product'];

describe('benchSelection', () => {
  it('runs every phase on every page when nothing is named', () => {
    const selection = benchSelection({}, PAGES);
    expect([...selection.phases]).toEqual([...PHASES]);
    expect(selection.pages).toBeNull();
    expect(selection.partial).toBe(false);
  });

  it('takes the named phases and pages, spaces and empty names aside', () => {
    const selection = benchSelection(
      { BENCH_PHASES: ' cpu, ,load', BENCH_PAGES: 'kartenliebe  home,poster product ' },
      PAGES,
    );
    expect([...selection.phases]).toEqual(['cpu', 'load']);
    expect([...(selection.pages ?? [])]).toEqual(['kartenliebe home', 'poster product']);
    expect(selection.partial).toBe(true);
  });

  it('is partial with one page left out, and whole with every phase and page named', () => {
    expect(benchSelection({ BENCH_PAGES: 'kartenliebe home' }, PAGES).partial).toBe(true);
    const whole = benchSelection({ BENCH_PHASES: PHASES.join(','), BENCH_PAGES: PAGES.join(',') }, PAGES);
    expect(whole.partial).toBe(false);
  });

  it('refuses an unknown phase or page, naming the valid ones', () => {
    expect(() => benchSelection({ BENCH_PHASES: 'cpu,speed' }, PAGES)).toThrow(/"speed".*worker, cpu/);
    expect(() => benchSelection({ BENCH_PAGES: 'poster home' }, PAGES)).toThrow(
      /"poster home".*poster product/,
    );
  });

  it('runs the prerendered navigations alone, as a partial run', () => {
    const selection = benchSelection({ BENCH_PHASES: 'navigation' }, PAGES);
    expect([...selection.phases]).toEqual(['navigation']);
    expect(selection.partial).toBe(true);
    expect(PHASES.indexOf('navigation')).toBe(PHASES.indexOf('cold') - 1);
  });
});
