// The flag SDK's own evaluation engine, as its clients call it: the package ships it without type declarations.
declare module '@splitsoftware/splitio-commons/esm/evaluator/index.js' {
  export type EngineKey = string | { readonly matchingKey: string; readonly bucketingKey: string };
  export type EngineAttributes = Readonly<Record<string, string | number | boolean | readonly string[]>>;
  export interface EngineLog {
    debug(...args: unknown[]): void;
    warn(...args: unknown[]): void;
    error(...args: unknown[]): void;
  }
  export interface EngineStorage {
    splits: {
      getSplit(name: string): object | null;
      getSplits(names: string[]): Record<string, object | null>;
    };
    segments: { isInSegment(name: string, key: string): boolean };
    rbSegments: { get(name: string): object | null };
  }
  export interface EngineResult {
    treatment: string;
    label: string;
    changeNumber?: number;
    impressionsDisabled?: boolean;
  }
  /** One feature as the SDK evaluates it; engines call it for prerequisites and dependencies. */
  export function evaluateFeature(
    log: EngineLog,
    key: EngineKey,
    name: string,
    attributes: EngineAttributes | undefined,
    storage: EngineStorage,
  ): EngineResult;
}

declare module '@splitsoftware/splitio-commons/esm/evaluator/Engine.js' {
  import type {
    EngineAttributes,
    EngineKey,
    EngineLog,
    EngineResult,
    EngineStorage,
    evaluateFeature,
  } from '@splitsoftware/splitio-commons/esm/evaluator/index.js';
  /** A definition made into matchers: its treatment for a key. */
  export interface Engine {
    getTreatment(
      key: EngineKey,
      attributes: EngineAttributes | undefined,
      evaluator: typeof evaluateFeature,
    ): Pick<EngineResult, 'treatment' | 'label'>;
  }
  export function engineParser(log: EngineLog, split: object, storage: EngineStorage): Engine;
}
