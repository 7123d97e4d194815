// Host names <-> channel and country: production `<shop name>.<tld>`, local `<channel id>.<tld>.localhost`.
import { countryByCode, countryByTld } from './locales';
import type { Channel, Country } from './markets';

const LOCAL_SUFFIX = '.localhost';

export interface HostNames {
  /** Host label of the poster channel in production (var POSTER_SHOP_NAME). */
  posterShopName: string;
}

export interface ParsedHost {
  channel: Channel;
  country: Country;
  local: boolean;
}

/** The host label of a channel: the channel id locally, its shop name in production. */
function channelLabel(channel: Channel, local: boolean, names: HostNames): string {
  return channel === 'poster' && !local ? names.posterShopName : channel;
}

/**
 * Channel and country of a host name (port stripped). Unknown hosts — a bare `localhost`, an IP,
 * a preview domain — are the kartenliebe DE shop.
 */
export function parseHost(hostname: string, names: HostNames): ParsedHost {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const local = host === 'localhost' || host.endsWith(LOCAL_SUFFIX);
  const name = host.endsWith(LOCAL_SUFFIX) ? host.slice(0, -LOCAL_SUFFIX.length) : host;
  const dot = name.indexOf('.');
  const label = dot > 0 ? name.slice(0, dot) : name;
  const country = dot > 0 ? countryByTld(name.slice(dot + 1)) : undefined;
  const channel: Channel | undefined =
    label === 'kartenliebe'
      ? 'kartenliebe'
      : label === channelLabel('poster', local, names)
        ? 'poster'
        : undefined;
  if (!channel || !country) return { channel: 'kartenliebe', country: countryByCode('DE'), local };
  return { channel, country, local };
}

/** The host (with port where one is kept) of a channel's shop in another country. */
export function countryHost(
  channel: Channel,
  country: Country,
  from: { local: boolean; port: string },
  names: HostNames,
): string {
  const label = channelLabel(channel, from.local, names);
  if (!from.local) return `${label}.${country.tld}`;
  return `${label}.${country.tld}${LOCAL_SUFFIX}${from.port ? `:${from.port}` : ''}`;
}

/**
 * A link to one of the shops' production hosts, moved to the environment the visitor is in: on `*.localhost`
 * the same shop's local host (port kept), in production unchanged. Other URLs are returned as they are.
 */
export function shopLinkInEnvironment(
  href: string,
  from: { local: boolean; port: string },
  names: HostNames,
): string {
  if (!from.local) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return href;
  const host = url.hostname.replace(/^www\./, '');
  const dot = host.indexOf('.');
  const label = host.slice(0, dot);
  const country = dot > 0 ? countryByTld(host.slice(dot + 1)) : undefined;
  const channel =
    label === 'kartenliebe' ? 'kartenliebe' : label === names.posterShopName ? 'poster' : undefined;
  if (!country || !channel) return href;
  return `http://${countryHost(channel, country, from, names)}${url.pathname}${url.search}${url.hash}`;
}

/** Whether a request host (with port) is a local one, and its port. */
export function environmentOf(host: string): { local: boolean; port: string } {
  const [hostname = '', port = ''] = host.split(':');
  return { local: hostname === 'localhost' || hostname.endsWith(LOCAL_SUFFIX), port };
}
