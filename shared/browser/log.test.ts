// A browser log id goes to the console at the level the shop's table gives it and to the beacon's collector,
// marked an error where the table says so, its details cut to the endpoint's bounds; without a collector (a page
// that measures nothing, or the server) only the console line is written.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BROWSER_LOG_LEVELS, type BrowserLogId, LOG_LIMITS } from '../domain/browser-log';

/** A fresh module per test: its count of the page view's log ids starts at zero. */
async function fresh() {
  vi.resetModules();
  return (await import('./log')).logEvent;
}

/** The collector's calls while `run` ran. */
function collected(run: () => void) {
  const rumLog = vi.fn();
  vi.stubGlobal('window', { rumLog });
  run();
  return rumLog.mock.calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('logEvent', () => {
  test.each(Object.entries(BROWSER_LOG_LEVELS) as [BrowserLogId, 'info' | 'warn' | 'error'][])(
    '%s goes to the console at %s and to the beacon',
    async (id, level) => {
      const logEvent = await fresh();
      const write = vi.spyOn(console, level).mockImplementation(() => {});
      const calls = collected(() => logEvent(id, { status: 500 }));
      expect(write).toHaveBeenCalledWith(id, { status: 500 });
      expect(calls).toEqual([[{ id, details: { status: 500 } }, level === 'error']]);
    },
  );

  test('details are cut to the bounds: the first fields, names and texts shortened', async () => {
    const logEvent = await fresh();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const many = Object.fromEntries(Array.from({ length: LOG_LIMITS.fields + 3 }, (_, n) => [`f${n}`, n]));
    const long = 'x'.repeat(LOG_LIMITS.key + 5);
    const [call] = collected(() =>
      logEvent('error-add-voucher', { [long]: 1, ...many, f0: 'x'.repeat(LOG_LIMITS.text + 50) }),
    );
    const details = call?.[0].details as Record<string, unknown>;
    expect(Object.keys(details)).toHaveLength(LOG_LIMITS.fields);
    expect(details[long.slice(0, LOG_LIMITS.key)]).toBe(1);
    expect(details.f0).toBe('x'.repeat(LOG_LIMITS.text));
  });

  test('a page view hands the beacon its first few ids only; the console gets them all', async () => {
    const logEvent = await fresh();
    const write = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = collected(() => {
      for (let n = 0; n < LOG_LIMITS.logs + 5; n += 1) logEvent('error-add-voucher', { n });
    });
    expect(calls).toHaveLength(LOG_LIMITS.logs);
    expect(write).toHaveBeenCalledTimes(LOG_LIMITS.logs + 5);
  });

  test('without a collector only the console line is written', async () => {
    const logEvent = await fresh();
    const write = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', undefined);
    expect(() => logEvent('error-add-voucher')).not.toThrow();
    vi.stubGlobal('window', {});
    expect(() => logEvent('error-add-voucher')).not.toThrow();
    expect(write).toHaveBeenCalledTimes(2);
  });
});
