import { describe, expect, it } from 'vitest';
import { medianFromActivation } from './navigation';
import { benchPages, NAVIGATIONS } from './pages';

describe('medianFromActivation', () => {
  it('takes the median of the runs, a run not prerendered counting as the slowest', () => {
    expect(medianFromActivation([120, 40, 80])).toBe(80);
    expect(medianFromActivation([null, 40, 80])).toBe(80);
  });

  it('is null when runs not prerendered are the median, or there are none', () => {
    expect(medianFromActivation([null, null, 80])).toBeNull();
    expect(medianFromActivation([null, 80])).toBeNull();
    expect(medianFromActivation([])).toBeNull();
  });
});

describe('NAVIGATIONS', () => {
  it("lead from each channel's home page to its category page", async () => {
    const pages = await benchPages();
    const path = (name: string) => pages.find((page) => page.name === name)?.path;
    expect(NAVIGATIONS.map((navigation) => navigation.name)).toEqual([
      'kartenliebe home → category',
      'poster home → category',
    ]);
    for (const {
      host,
      from,
      to,
      pages: [home, category],
    } of NAVIGATIONS) {
      expect(path(home)).toBe(from);
      expect(path(category)).toBe(to);
      expect(pages.filter((page) => page.host === host).map((page) => page.name)).toContain(category);
    }
  });
});
