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
export function channelLabel(channel: Channel, local: boolean, names: HostNames): string {
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
