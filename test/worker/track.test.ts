// The first-party event endpoint takes only what the shop can trust: events of its own types within their bounds
// (a bad one is dropped alone, with its reason, the rest go on), timestamps near the server's clock, at most the
// client's share of events a minute, from a key the shop issued. A forged post changes nothing the flag service
// receives. Consent decides what is sent; a beacon's text body counts; other sites are refused.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { flagServicePosts, resetFlagService } from '../../worker/backends/flag-service';
import { DE, get, issuedKey, TEST_VISITOR, testAddress } from './fetch';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  get(`${DE}/frontend-api/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const granted = { cookie: `${TEST_VISITOR}; ${CONSENT_COOKIE}=granted` };

type SentEvent = {
  eventTypeId: string;
  trafficTypeName: string;
  key: string;
  value: number | null;
  properties: unknown;
};
/** The events the flag service's stand-in received, once the response's after-work has had its turn. */
async function sentEvents(): Promise<SentEvent[]> {
  for (let round = 0; round < 20 && flagServicePosts().length === 0; round++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return flagServicePosts()
    .filter((post) => post.path === '/events/bulk')
    .flatMap((post) => post.body as SentEvent[]);
}

beforeEach(() => {
  resetFlagService();
});

const DESIGN = {
  eventType: 'calculator.design',
  value: 39.99,
  properties: { product: 'photoframe', material: 'acrylic', format: '40x30' },
};
const OPEN = { eventType: 'dialog.open', properties: { dialog: 'login' } };

describe('event rules', () => {
  test.each<[name: string, event: unknown, reason: string]>([
    ['a type not on the shop’s list', { eventType: 'purchase', value: 999_999 }, 'eventType must be one of'],
    ['an empty event type', { eventType: '' }, 'eventType must be one of'],
    ['a string value', { ...DESIGN, value: '12' }, 'value must be a number'],
    // JSON has no infinity, but a parser reads 1e400 as one.
    ['an infinite value', { ...DESIGN, value: Number.POSITIVE_INFINITY }, 'value must be finite'],
    ['a value above any order', { ...DESIGN, value: 999_999 }, 'value must be at most 100000'],
    ['a negative value', { ...DESIGN, value: -1 }, 'value must not be negative'],
    ['a value on a dialog event', { ...OPEN, value: 5 }, 'value must be null for this event'],
    ['a property the type does not have', { ...OPEN, properties: { dialog: 'login', x: 1 } }, 'properties'],
    ['an unknown dialog', { ...OPEN, properties: { dialog: 'checkout' } }, 'dialog must be one of'],
    ['a timestamp of 0', { ...OPEN, timestamp: 0 }, 'timestamp must be within the last hour'],
    [
      'a timestamp a day ahead',
      { ...OPEN, timestamp: Date.now() + 86_400_000 },
      'timestamp must not be ahead',
    ],
    [
      'a fractional timestamp',
      { ...OPEN, timestamp: Date.now() + 0.5 },
      'timestamp must be whole milliseconds',
    ],
    [
      'an oversized event (40 000 characters)',
      { eventType: 'dialog.click', properties: { dialog: 'login', target: 'x'.repeat(40_000) } },
      'target must be at most 80 characters',
    ],
  ])('%s is dropped alone with its reason; the rest of the batch is sent', async (_name, event, reason) => {
    const body =
      typeof event === 'object' && event && (event as { value?: unknown }).value === Number.POSITIVE_INFINITY
        ? `{"events":[${JSON.stringify(OPEN)},${JSON.stringify(event).replace('null', '1e400')}]}`
        : { events: [OPEN, event] };
    const response = await post(body, granted);
    expect(response.status).toBe(202);
    const answer = (await response.json()) as {
      queued: number;
      dropped: { field: string; reason: string }[];
    };
    expect(answer.queued).toBe(1);
    expect(answer.dropped).toHaveLength(1);
    expect(answer.dropped[0]?.field).toMatch(/^events\.1$/);
    expect(answer.dropped[0]?.reason).toContain(reason);
    expect((await sentEvents()).map((sent) => sent.eventTypeId)).toEqual(['dialog.open']);
  });

  test('a batch of nothing but bad events is refused with the first reason, and sends nothing', async () => {
    const forged = Array.from({ length: 100 }, () => ({
      eventType: 'purchase',
      value: 999_999,
      timestamp: 0,
    }));
    const response = await post({ events: forged }, granted);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^events\.0: eventType: eventType must be one of/,
    );
    expect(await sentEvents()).toEqual([]);
  });

  test.each<[name: string, body: unknown, reason: string]>([
    ['no events', { events: [] }, 'events: events must not be empty'],
    ['101 events', { events: Array(101).fill(OPEN) }, 'events: at most 100 events at once'],
    ['not JSON', '{nope', 'body: not JSON'],
  ])('%s is refused', async (_name, body, reason) => {
    const response = await post(body, granted);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(reason);
  });

  test('valid events are accepted and sent on with the visitor’s key', async () => {
    const response = await post(
      { events: [DESIGN, { eventType: 'dialog.click', properties: { dialog: 'login', target: 'submit' } }] },
      granted,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: 2, consent: 'granted' });
    const events = await sentEvents();
    expect(events.map((event) => [event.eventTypeId, event.trafficTypeName, event.key, event.value])).toEqual(
      [
        ['calculator.design', 'user', 'demo-off', 39.99],
        ['dialog.click', 'user', 'demo-off', undefined],
      ],
    );
    expect(events[0]?.properties).toEqual(DESIGN.properties);
  });

  test.each(['declined', undefined])(
    'with consent %s the events are accepted and nothing is sent',
    async (choice) => {
      const cookie = choice ? `${TEST_VISITOR}; ${CONSENT_COOKIE}=${choice}` : TEST_VISITOR;
      const response = await post({ events: [OPEN] }, { cookie });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ queued: 0, consent: choice ?? 'unknown' });
      expect(await sentEvents()).toEqual([]);
    },
  );

  test('a beacon (text/plain) is read as JSON', async () => {
    const response = await post(
      { events: [OPEN] },
      { ...granted, 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(response.status).toBe(202);
    expect((await sentEvents()).map((event) => event.eventTypeId)).toEqual(['dialog.open']);
  });
});

describe('who may post', () => {
  test('a key the shop issued counts; a made-up key, even a UUID, records nothing', async () => {
    const issued = issuedKey();
    const ok = await post(
      { events: [OPEN] },
      { cookie: `${FLAG_KEY_COOKIE}=${issued}; ${CONSENT_COOKIE}=granted` },
    );
    expect(ok.status).toBe(202);
    expect((await sentEvents()).map((event) => event.key)).toEqual([issued]);
    resetFlagService();
    for (const made of [crypto.randomUUID(), 'attacker-key', `${issued.slice(0, -1)}x`]) {
      const response = await post(
        { events: [DESIGN] },
        { cookie: `${FLAG_KEY_COOKIE}=${made}; ${CONSENT_COOKIE}=granted` },
      );
      expect(response.status).toBe(403);
    }
    expect(flagServicePosts()).toEqual([]);
  });

  test('a client gets 120 events a minute; the rest are dropped and logged', async () => {
    const address = testAddress();
    const warn = vi.spyOn(console, 'warn');
    const batch = { events: Array(100).fill(OPEN) };
    const first = await post(batch, { ...granted, 'cf-connecting-ip': address });
    const second = await post(batch, { ...granted, 'cf-connecting-ip': address });
    expect(((await first.json()) as { queued: number }).queued).toBe(100);
    const answer = (await second.json()) as { queued: number; dropped: { reason: string }[] };
    expect(answer.queued).toBe(20);
    expect(answer.dropped).toEqual([{ field: 'events', reason: 'over 120 events a minute' }]);
    expect(warn.mock.calls.some(([line]) => String(line).includes('"write-rate-limited"'))).toBe(true);
    expect(await sentEvents()).toHaveLength(120);
  });

  test('another site, another body type and a visitor without a key are refused', async () => {
    expect((await post({ events: [OPEN] }, { ...granted, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ events: [OPEN] }, { ...granted, 'content-type': 'application/xml' })).status).toBe(
      415,
    );
    // The missing key is logged as the flag error it is (a mocked console.error passes the console check).
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post({ events: [OPEN] }, { cookie: 'splitIoUserKey=' });
    expect(error.mock.calls.some(([line]) => String(line).includes('flag-key-empty'))).toBe(true);
    expect([response.status, await response.text()]).toEqual([
      400,
      '{"error":"splitIoUserKey: the visitor has no flag key"}',
    ]);
  });
});
