// What marketing targets besides the visitor's key: the request's channel, country, locale, language, platform,
// whether it is signed in, and its device class. Every evaluation gets them; the edge HTML cache stays right
// because its key holds the treatments a page read, whatever decided them.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { hasSession } from '../render/customer';
import type { FlagAttributes } from './evaluate';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/**
 * The device class: the `Sec-CH-UA-Mobile` client hint where the browser sends it (`?1` a phone), else the user
 * agent's own words (iPads and Android tablets say no `Mobile`).
 */
export function deviceClass(hint: string | undefined, userAgent: string | undefined): DeviceClass {
  const agent = userAgent ?? '';
  if (/\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/i.test(agent)) return 'tablet';
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return /\bMobi|\biPhone\b|\biPod\b/i.test(agent) ? 'mobile' : 'desktop';
}

/**
 * The request's attributes, as rules name them: `channel` (`kartenliebe`, `poster`), `country` (`DE`, `CH`, …),
 * `locale` (`de-CH`), `language` (`de`), `platform` (`w` web, `d` desktop), `loggedIn` (a session cookie: signed
 * in as far as the edge can tell without asking the shop), `device` (`mobile`, `tablet`, `desktop`).
 */
export function requestAttributes(c: Context<AppEnv>): FlagAttributes {
  const site = c.get('site');
  return {
    channel: site.channel,
    country: site.country,
    locale: site.locale,
    language: site.language,
    platform: site.platform,
    loggedIn: hasSession(c),
    device: deviceClass(c.req.header('sec-ch-ua-mobile'), c.req.header('user-agent')),
  };
}
