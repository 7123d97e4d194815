import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { countingRenderLog } from './render-log';

const FAILED = '<!--$!-->';

describe('countingRenderLog', () => {
  it('counts the failed boundaries in the page that no boundary logged', () => {
    const { renderLog, unexplained } = countingRenderLog(createLogger({ requestId: 'r', enabled: false }));
    const page = `<main>${FAILED}<p>a</p><!--/$-->${FAILED}${FAILED}<!--$--><p>b</p><!--/$--></main>`;
    expect(unexplained(page)).toBe(3);
    renderLog.boundaryFailed?.();
    expect(unexplained(page)).toBe(2);
    expect(unexplained('<main><!--$--></main>')).toBe(-1);
    expect(unexplained(`${FAILED}${FAILED}`)).toBe(1);
    // A price or a text with the marker's tail alone is no failed boundary.
    expect(unexplained('<p>$!--> US$!</p><!--$!-- x -->$!-->')).toBe(-1);
    expect(unexplained(`<p>$!-->${FAILED}</p>`)).toBe(0);
  });
});
