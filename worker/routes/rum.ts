// The real-user measurement endpoint (`POST /frontend-api/rum`): the browser's beacon of web vitals, browser
// errors and the browser's log ids, checked like tracked events and written to the log, one line per metric, error
// or log id, with the page type.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BROWSER_LOG_LEVELS } from '../../shared/domain/browser-log';
import { pageTypeOf } from '../../shared/domain/page-type';
import { RUM_LIMITS, RUM_PATH, rumSampleRate, type VitalReport } from '../../shared/domain/rum';
import { RumBeaconSchema } from '../../shared/schemas/rum';
import type { AppEnv } from '../env';
import { beaconRefusal, readBeacon } from '../site/beacon';
import { trackingConsent } from '../site/request-facts';

const refuse = (c: Context<AppEnv>, status: 400 | 403 | 413 | 415, error: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ error }, status);
};

/** CLS is a unitless score (three decimals kept); the others are milliseconds (whole ones kept). */
const rounded = (vital: VitalReport) =>
  vital.name === 'CLS' ? Math.round(vital.value * 1000) / 1000 : Math.round(vital.value);

export const rum = new Hono<AppEnv>();

rum.post(
  RUM_PATH,
  bodyLimit({
    maxSize: RUM_LIMITS.bodyBytes,
    onError: (c) => refuse(c, 413, `body: at most ${RUM_LIMITS.bodyBytes} bytes`),
  }),
  async function rumBeacon(c) {
    const refusal = beaconRefusal(c);
    if (refusal) return refuse(c, refusal.status, refusal.error);
    const beacon = await readBeacon(c, RumBeaconSchema);
    if (!beacon.ok) return refuse(c, beacon.refusal.status, beacon.refusal.error);
    const { path, status, vitals, errors, logs } = beacon.value;
    const pageType = pageTypeOf(path, status);
    const log = c.get('log');
    // Web vitals measure the visitor's experience, which is analytics: sent and logged only with that consent.
    if (trackingConsent(c) === 'granted') {
      for (const vital of vitals) log.info('web-vitals', { ...vital, value: rounded(vital), pageType, path });
    }
    // Errors are needed to run the shop (a broken page for everyone), so they need no consent; none carries a
    // visitor identifier, only the page and the error.
    for (const error of errors) log.warn('browser-error', { ...error, pageType, path });
    // Each id at the level the shop gives it, whatever the browser thinks; with no page view sampled only an error
    // can come from a page, so anything else is not written.
    const unsampled = rumSampleRate(c.env.RUM_SAMPLE_RATE) === 0;
    for (const { id, details } of logs) {
      const level = BROWSER_LOG_LEVELS[id];
      if (unsampled && level !== 'error') continue;
      log[level](id, { ...details, pageType, path, source: 'browser' });
    }
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  },
);
