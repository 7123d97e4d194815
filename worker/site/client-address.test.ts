// The client key of an address: one per IPv4 address and per IPv6 /64, whatever way the address is written.
import { describe, expect, test } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['2001:db8:0:0:ffff:ffff:ffff:ffff', '2001:0db8:0000:0000::/64'],
    ['2001:DB8:0:0::ABCD', '2001:0db8:0000:0000::/64'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:0db8:0000:0000::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:3::6', '2001:0db8:0001:0003::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:CB00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:cb00:7109', '203.0.113.9'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    // Never what Cloudflare sets: kept as written, bounded.
    ['client-7', 'client-7'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['999.1.1.1', '999.1.1.1'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%s -> %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
