// The client a request counts against in rate limits: the address Cloudflare saw it come from, an IPv6
// address by its /64 (one subscriber's network, as everywhere else a client is counted).
import type { Context } from 'hono';
import {
  convertIPv4BinaryToString,
  convertIPv4ToBinary,
  convertIPv6ToBinary,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';
import type { AppEnv } from '../env';

/**
 * `CF-Connecting-IP`, which Cloudflare sets on every request it passes on (overwriting one the client sent),
 * only where the request came through Cloudflare (it carries the `cf` object; locally the dev server sets
 * both); null otherwise. Never `X-Forwarded-For` or another header a client writes.
 */
export function connectingAddress(request: Request): string | null {
  const address = request.headers.get('cf-connecting-ip');
  return address && request.cf ? address : null;
}

const hex4 = (value: bigint) => value.toString(16).padStart(4, '0');

/**
 * The key of an address in every limit: an IPv4 address as it is, an IPv6 address as
 * its /64 (`2001:0db8:0000:0001::/64`: expanded, lower case), an IPv4-mapped IPv6 address as its IPv4 one.
 * Anything else (never an address Cloudflare sets) is kept as it is, at most 64 characters.
 */
export function addressKey(address: string): string {
  const trimmed = address.trim();
  try {
    if (!trimmed.includes(':')) return convertIPv4BinaryToString(convertIPv4ToBinary(trimmed));
    const binary = convertIPv6ToBinary(trimmed);
    if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(binary & 0xffff_ffffn);
    const prefix = [48n, 32n, 16n, 0n].map((shift) => hex4(((binary >> 64n) >> shift) & 0xffffn));
    return `${prefix.join(':')}::/64`;
  } catch {
    return trimmed.slice(0, 64);
  }
}

/**
 * The client of a request in every write limit and throttle: the key of its connecting address, or `unknown`
 * (one client) for a request that did not come through Cloudflare.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const address = connectingAddress(c.req.raw);
  return address ? addressKey(address) : 'unknown';
}
