// A browser log id goes to the console at the level the shop's table gives it and waits for the beacon; the
// queue keeps a page view's first few only.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BROWSER_LOG_LEVELS, type BrowserLogId } from '../domain/browser-log';
import { RUM_MAX_LOGS } from '../domain/rum';
import { logEvent, onLogged, takeLogged } from './log';

afterEach(() => {
  vi.restoreAllMocks();
  takeLogged();
});

describe('logEvent', () => {
  test.each(Object.entries(BROWSER_LOG_LEVELS) as [BrowserLogId, 'info' | 'warn' | 'error'][])(
    '%s is written to the console at %s and queued',
    (id, level) => {
      const write = vi.spyOn(console, level).mockImplementation(() => {});
      logEvent(id, { status: 500 });
      expect(write).toHaveBeenCalledWith(id, { status: 500 });
      expect(takeLogged()).toEqual([{ id, details: { status: 500 } }]);
    },
  );

  test('the listener hears each id; the queue stops at the bound', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard = vi.fn();
    onLogged(heard);
    for (let n = 0; n < RUM_MAX_LOGS + 5; n += 1) logEvent('error-add-voucher', { n });
    expect(heard).toHaveBeenCalledTimes(RUM_MAX_LOGS + 5);
    expect(takeLogged()).toHaveLength(RUM_MAX_LOGS);
    expect(takeLogged()).toEqual([]);
  });
});
