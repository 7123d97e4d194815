// Type-level check of our flag service payloads against the SDK's own submitter types: it stops compiling when a
// builder's return type drifts from what the SDK posts. The SDK ships those types only as its TypeScript sources,
// which need `verbatimModuleSyntax` off: `tsconfig.sdk-wire.json` compiles this file (part of `npm run check`).
import type {
  ImpressionCountsPayload,
  ImpressionsPayload,
  TelemetryUsageStatsPayload,
  UniqueKeysPayloadSs,
} from '@splitsoftware/splitio-commons/src/sync/submitters/types';
import type SplitIO from '@splitsoftware/splitio-commons/types/splitio';
import type { Impression } from '../../worker/flags/evaluate';
import {
  evaluationEvents,
  impressionCounts,
  impressionsBulk,
  type RecordedImpressions,
  type trackedEventsBulk,
  uniqueKeys,
  usageStats,
} from '../../worker/flags/impressions';

type Builds<F extends (...args: never[]) => unknown, Sdk> = ReturnType<F> extends Sdk ? true : never;

/** Each builder's return type is assignable to the SDK's payload of its endpoint. */
export const SAME_SHAPES: [
  Builds<typeof impressionsBulk, ImpressionsPayload>,
  Builds<typeof impressionCounts, ImpressionCountsPayload>,
  Builds<typeof uniqueKeys, UniqueKeysPayloadSs>,
  Builds<typeof usageStats, TelemetryUsageStatsPayload>,
  Builds<typeof evaluationEvents, SplitIO.EventData[]>,
  Builds<typeof trackedEventsBulk, SplitIO.EventData[]>,
] = [true, true, true, true, true, true];

/** The same for values: what the builders return satisfies the SDK's types. */
export function payloads(impressions: Impression[], recorded: RecordedImpressions) {
  return {
    bulk: impressionsBulk(impressions) satisfies ImpressionsPayload,
    count: impressionCounts(impressions) satisfies ImpressionCountsPayload,
    keys: uniqueKeys(impressions) satisfies UniqueKeysPayloadSs,
    usage: usageStats(recorded, { flags: 1, evaluationMs: 1 }) satisfies TelemetryUsageStatsPayload,
    events: evaluationEvents(impressions) satisfies SplitIO.EventData[],
  };
}
