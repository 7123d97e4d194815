// Our flag service payloads against the SDK's own: the same impressions go through our builders and through the
// SDK's formatters and in-memory queues (what its submitters post), and the JSON on the wire must be the same; the
// flag service's stand-in takes the SDK's payloads as it takes ours.
import { ImpressionCountsCacheInMemory } from '@splitsoftware/splitio-commons/esm/storages/inMemory/ImpressionCountsCacheInMemory.js';
import { TelemetryCacheInMemory } from '@splitsoftware/splitio-commons/esm/storages/inMemory/TelemetryCacheInMemory.js';
import { UniqueKeysCacheInMemory } from '@splitsoftware/splitio-commons/esm/storages/inMemory/UniqueKeysCacheInMemory.js';
import { fromImpressionCountsCollector } from '@splitsoftware/splitio-commons/esm/sync/submitters/impressionCountsSubmitter.js';
import { fromImpressionsCollector } from '@splitsoftware/splitio-commons/esm/sync/submitters/impressionsSubmitter.js';
import { describe, expect, test } from 'vitest';
import { FLAG_SERVICE_HOSTS, flagServiceFetch, resetFlagService } from '../backends/flag-service';
import type { Impression } from './evaluate';
import {
  evaluationEvents,
  impressionCounts,
  impressionsBulk,
  type RecordedImpressions,
  uniqueKeys,
  usageStats,
} from './impressions';

/** What goes on the wire: the JSON text, read back. */
const wire = (payload: unknown) => JSON.parse(JSON.stringify(payload));

const HOUR = 3_600_000;
const T = 1_767_225_600_000;
const IMPRESSIONS: (Impression & { pt?: number })[] = [
  { feature: 'HOME_AB', keyName: 'k1', treatment: 'on', label: 'default rule', changeNumber: 7, time: T + 5 },
  {
    feature: 'HOME_AB',
    keyName: 'k2',
    treatment: 'off',
    label: 'whitelisted',
    changeNumber: 7,
    time: T + 9,
    pt: T,
  },
  {
    feature: 'BANNER',
    keyName: 'k1',
    bucketingKey: 'b1',
    treatment: 'v2',
    label: 'in segment testers',
    changeNumber: 3,
    time: T + HOUR + 1,
  },
  {
    feature: 'HOME_AB',
    keyName: 'k1',
    treatment: 'on',
    label: 'default rule',
    changeNumber: 7,
    time: T + HOUR,
  },
];

describe('the SDK’s wire format', () => {
  test('/testImpressions/bulk: as the SDK’s impressions formatter, labels on', () => {
    expect(wire(impressionsBulk(IMPRESSIONS))).toEqual(
      wire(
        fromImpressionsCollector(
          true,
          IMPRESSIONS.map((impression) => ({ changeNumber: -1, ...impression })),
        ),
      ),
    );
  });

  test('/testImpressions/count: as the SDK’s count queue and formatter, per flag and hour', () => {
    const counts = new ImpressionCountsCacheInMemory();
    for (const impression of IMPRESSIONS) counts.track(impression.feature, impression.time, 1);
    expect(wire(impressionCounts(IMPRESSIONS))).toEqual(wire(fromImpressionCountsCollector(counts.pop())));
  });

  test('/v1/keys/ss: as the SDK’s unique keys queue', () => {
    const keys = new UniqueKeysCacheInMemory();
    for (const impression of IMPRESSIONS) keys.track(impression.keyName, impression.feature);
    expect(wire(uniqueKeys(IMPRESSIONS))).toEqual(wire(keys.pop()));
  });

  test('/v1/metrics/usage: as the SDK’s telemetry queue for the same request', () => {
    const recorded: RecordedImpressions = {
      mode: 'optimized',
      seen: IMPRESSIONS,
      sent: IMPRESSIONS.slice(0, 3),
      counted: IMPRESSIONS.slice(3),
      uniqueKeys: [],
      deduped: 1,
    };
    const telemetry = new TelemetryCacheInMemory({ getSplitNames: () => ['HOME_AB', 'BANNER', 'OTHER'] });
    telemetry.recordLatency('ts', 12);
    telemetry.recordImpressionStats(0, 3);
    telemetry.recordImpressionStats(2, 1);
    telemetry.recordEventStats(0, IMPRESSIONS.length);
    expect(wire(usageStats(recorded, { flags: 3, evaluationMs: 12 }))).toEqual(wire(telemetry.pop()));
  });

  test('/events/bulk: each evaluation as the SDK’s track builds an event without a value', () => {
    const events = wire(evaluationEvents(IMPRESSIONS));
    expect(events[0]).toEqual({
      eventTypeId: 'split_evaluation',
      trafficTypeName: 'user',
      key: 'k1',
      timestamp: T + 5,
      properties: { feature: 'HOME_AB', treatment: 'on', label: 'default rule', changeNumber: 7 },
    });
  });
});

describe('the stand-in takes what the SDK posts', () => {
  const post = async (host: 'events' | 'telemetry', path: string, body: unknown) => {
    const response = await flagServiceFetch(`${FLAG_SERVICE_HOSTS[host]}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer key',
        SplitSDKVersion: 'javascript-10.28.0',
        SplitSDKImpressionsMode: 'OPTIMIZED',
      },
      body: JSON.stringify(body),
    });
    return `${response.status} ${response.status === 202 ? '' : await response.text()}`.trim();
  };

  test('impressions, counts, unique keys, usage and events made by the SDK', async () => {
    resetFlagService();
    const counts = new ImpressionCountsCacheInMemory();
    const keys = new UniqueKeysCacheInMemory();
    const telemetry = new TelemetryCacheInMemory({ getSplitNames: () => ['HOME_AB'] });
    for (const impression of IMPRESSIONS) {
      counts.track(impression.feature, impression.time, 1);
      keys.track(impression.keyName, impression.feature);
    }
    telemetry.recordLatency('ts', 3);
    const event = {
      eventTypeId: 'basket_add',
      trafficTypeName: 'user',
      key: 'k1',
      timestamp: T,
      properties: {},
    };
    expect(
      await post(
        'events',
        '/testImpressions/bulk',
        fromImpressionsCollector(
          true,
          IMPRESSIONS.map((i) => ({ changeNumber: -1, ...i })),
        ),
      ),
    ).toBe('202');
    expect(await post('events', '/testImpressions/count', fromImpressionCountsCollector(counts.pop()))).toBe(
      '202',
    );
    expect(await post('telemetry', '/v1/keys/ss', keys.pop())).toBe('202');
    expect(await post('telemetry', '/v1/metrics/usage', telemetry.pop())).toBe('202');
    expect(
      await post('events', '/events/bulk', [event, { ...event, value: 2.5 }, { ...event, value: null }]),
    ).toBe('202');
    resetFlagService();
  });
});
