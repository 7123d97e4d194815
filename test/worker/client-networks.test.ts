// One client per IPv6 /64 and per IPv4 address in every write limit and throttle: addresses of one /64, however
// they are written, share the client's allowance, and an IPv4-mapped address is its IPv4 address.
import { describe, expect, test, vi } from 'vitest';
import { WRITE_LIMITS } from '../../shared/domain/write-limits';
import { REFUSED_CODE_LIMIT } from '../../worker/backends/shop/catalogue/voucher';
import { postJson } from './accounts';
import { DE } from './fetch';

const hex = () => crypto.randomUUID().slice(0, 4);
/** A /64 no other test uses: `2001:db8:<a>:<b>`. */
const network = () => `2001:db8:${hex()}:${hex()}`;
/** An IPv4 address of a documentation range no other test uses. */
const ipv4 = () => `192.0.2.${Math.floor(Math.random() * 254) + 1}`;

const applyVoucher = (code: string, address: string) =>
  postJson('/web-api/voucher', { code }, { 'cf-connecting-ip': address });

/** Refused codes, each from the next address in `addresses`, until the client's allowance is used. */
async function spendVoucherGuesses(addresses: (attempt: number) => string) {
  for (let attempt = 0; attempt < REFUSED_CODE_LIMIT; attempt++) {
    expect((await applyVoucher(`NET${attempt}X${hex()}`, addresses(attempt))).status).toBe(400);
  }
}

describe('the client of a limit', () => {
  test('addresses of one IPv6 /64 share the refused-code throttle, however they are written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prefix = network();
    await spendVoucherGuesses((attempt) =>
      attempt % 2 ? `${prefix}:${hex()}:${hex()}:${hex()}:${hex()}` : `${prefix.toUpperCase()}::${hex()}`,
    );
    const [, , a, b] = prefix.split(':');
    const expanded = `2001:0db8:${a?.padStart(4, '0')}:${b?.padStart(4, '0')}:0000:0000:0000:0001`;
    const refused = await applyVoucher('WELCOME10', expanded);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The next /64 is another client.
    expect((await applyVoucher('WELCOME10', `${network()}::1`)).status).toBe(200);
    warn.mockRestore();
  });

  test('an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const address = ipv4();
    await spendVoucherGuesses((attempt) => (attempt % 2 ? `::ffff:${address}` : address));
    expect((await applyVoucher('WELCOME10', `::FFFF:${address}`)).status).toBe(429);
    expect((await applyVoucher('WELCOME10', address)).status).toBe(429);
    warn.mockRestore();
  });

  test('the burst limit of writes counts a /64 as one client', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prefix = network();
    const { limit } = WRITE_LIMITS.mail;
    const statuses: number[] = [];
    // The binding counts in fixed windows: a run across a window's end may pass up to twice the limit.
    for (let sent = 0; sent <= 2 * limit && !statuses.includes(429); sent++) {
      const address = `${prefix}:${hex()}::${hex()}`;
      statuses.push(
        (await postJson('/web-api/contact-form', {}, { 'cf-connecting-ip': address, origin: DE })).status,
      );
    }
    expect(statuses).toContain(429);
    warn.mockRestore();
  });
});
