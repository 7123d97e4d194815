// The flag SDK's own payload formatters and in-memory queues, as its submitters use them: the package ships them
// without type declarations. Their payloads are left `unknown` here: they are the reference a test compares with.
declare module '@splitsoftware/splitio-commons/esm/sync/submitters/impressionsSubmitter.js' {
  import type SplitIO from '@splitsoftware/splitio-commons/types/splitio';
  export function fromImpressionsCollector(sendLabels: boolean, data: SplitIO.ImpressionDTO[]): unknown;
}
declare module '@splitsoftware/splitio-commons/esm/sync/submitters/impressionCountsSubmitter.js' {
  export function fromImpressionCountsCollector(counts: Record<string, number>): unknown;
}
declare module '@splitsoftware/splitio-commons/esm/storages/inMemory/ImpressionCountsCacheInMemory.js' {
  export class ImpressionCountsCacheInMemory {
    track(featureName: string, timeFrame: number, amount: number): void;
    pop(): Record<string, number>;
  }
}
declare module '@splitsoftware/splitio-commons/esm/storages/inMemory/UniqueKeysCacheInMemory.js' {
  export class UniqueKeysCacheInMemory {
    track(userKey: string, featureName: string): void;
    pop(): unknown;
  }
}
declare module '@splitsoftware/splitio-commons/esm/storages/inMemory/TelemetryCacheInMemory.js' {
  export class TelemetryCacheInMemory {
    constructor(splits?: { getSplitNames(): string[] });
    recordLatency(method: 'ts', latencyMs: number): void;
    recordImpressionStats(type: 0 | 1 | 2, count: number): void;
    recordEventStats(type: 0 | 1, count: number): void;
    pop(): unknown;
  }
}
