// The first-party event endpoint: each rule of a tracked event refuses a bad batch whole with its reason, valid
// events are accepted and sent on as consent allows, a beacon's text body counts, other sites are refused.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { flagServicePosts, resetFlagService } from '../../worker/backends/flag-service';
import { DE, get, TEST_VISITOR } from './fetch';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  get(`${DE}/frontend-api/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const granted = { cookie: `${TEST_VISITOR}; ${CONSENT_COOKIE}=granted` };

type SentEvent = { eventTypeId: string; trafficTypeName: string; key: string; properties: unknown };
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
const big = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`p${index}`, 'x'.repeat(400)]));

describe('event rules', () => {
  test.each<[name: string, event: unknown, reason: string]>([
    ['an empty event type', { eventType: '' }, 'eventType must match the event pattern'],
    ['a leading dash', { eventType: '-click' }, 'eventType must match the event pattern'],
    ['a space', { eventType: 'add to cart' }, 'eventType must match the event pattern'],
    ['81 characters', { eventType: `a${'b'.repeat(80)}` }, 'eventType must match the event pattern'],
    ['a string value', { eventType: 'buy', value: '12' }, 'value must be a number or null'],
    // JSON has no infinity, but a parser reads 1e400 as one.
    ['an infinite value', '{"eventType":"buy","value":1e400}', 'value must be finite'],
    ['array properties', { eventType: 'buy', properties: ['a'] }, 'properties must be a plain object'],
    [
      'properties over 32 KB',
      { eventType: 'buy', properties: big },
      'properties must weigh at most 32768 bytes',
    ],
    ['a fractional timestamp', { eventType: 'buy', timestamp: 1.5 }, 'timestamp must be whole milliseconds'],
  ])('%s is refused with its reason, and the batch with it', async (_name, event, reason) => {
    const body =
      typeof event === 'string'
        ? `{"events":[{"eventType":"fine"},${event}]}`
        : { events: [{ eventType: 'fine' }, event] };
    const response = await post(body, granted);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      new RegExp(`^events\\.1(\\.\\w+)?: ${reason}$`),
    );
  });

  test.each<[name: string, body: unknown, reason: string]>([
    ['no events', { events: [] }, 'events: events must not be empty'],
    ['101 events', { events: Array(101).fill({ eventType: 'x' }) }, 'events: at most 100 events at once'],
    ['not JSON', '{nope', 'body: not JSON'],
  ])('%s is refused', async (_name, body, reason) => {
    const response = await post(body, granted);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(reason);
  });

  test('valid events are accepted and sent on, values that are not plain become null', async () => {
    const response = await post(
      {
        events: [
          {
            eventType: 'calculator.design',
            value: 39.99,
            properties: { product: 'photoframe', nested: { a: 1 } },
          },
          { eventType: 'wishlist:add', value: null },
          { eventType: '0_view' },
        ],
      },
      granted,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: 3, consent: 'granted' });
    const events = await sentEvents();
    expect(events.map((event) => [event.eventTypeId, event.trafficTypeName, event.key])).toEqual([
      ['calculator.design', 'user', 'demo-off'],
      ['wishlist:add', 'user', 'demo-off'],
      ['0_view', 'user', 'demo-off'],
    ]);
    expect(events[0]?.properties).toEqual({ product: 'photoframe', nested: null });
  });

  test.each(['declined', undefined])(
    'with consent %s the events are accepted and nothing is sent',
    async (choice) => {
      const cookie = choice ? `${TEST_VISITOR}; ${CONSENT_COOKIE}=${choice}` : TEST_VISITOR;
      const response = await post({ events: [{ eventType: 'buy' }] }, { cookie });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ queued: 0, consent: choice ?? 'unknown' });
      expect(await sentEvents()).toEqual([]);
    },
  );

  test('a beacon (text/plain) is read as JSON', async () => {
    const response = await post(
      { events: [{ eventType: 'page.hide' }] },
      { ...granted, 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(response.status).toBe(202);
    expect((await sentEvents()).map((event) => event.eventTypeId)).toEqual(['page.hide']);
  });

  test('another site, another body type and a visitor without a key are refused', async () => {
    expect(
      (await post({ events: [{ eventType: 'x' }] }, { ...granted, origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(
      (await post({ events: [{ eventType: 'x' }] }, { ...granted, 'content-type': 'application/xml' }))
        .status,
    ).toBe(415);
    // The missing key is logged as the flag error it is (a mocked console.error passes the console check).
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post({ events: [{ eventType: 'x' }] }, { cookie: 'splitIoUserKey=' });
    expect(error.mock.calls.some(([line]) => String(line).includes('flag-key-empty'))).toBe(true);
    expect([response.status, await response.text()]).toEqual([
      400,
      '{"error":"splitIoUserKey: the visitor has no flag key"}',
    ]);
  });
});
