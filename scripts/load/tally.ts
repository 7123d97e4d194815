// What the load saw per kind of request: count, errors, latency percentiles and, for anonymous pages, how the
// edge HTML cache answered (`X-Cache`); printed as a table with the share of anonymous pages that were hits.
import type { RequestKind } from './visitor';

export interface Sample {
  ms: number;
  status: number;
  /** `X-Cache` of an anonymous page (`none` when absent); undefined for anything else. */
  cache?: string;
}

interface Row {
  latencies: number[];
  errors: number;
  /** Answers of anonymous pages by `X-Cache` value. */
  cache: Map<string, number>;
}

export interface CacheShare {
  hits: number;
  pages: number;
  share: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;

const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(1)} %`);

export class Tally {
  private readonly rows = new Map<string, Row>();
  private readonly messages = new Set<string>();
  /** Off during the warm-up: requests are sent but only counted in `uncounted`. */
  counting = false;
  uncounted = 0;
  private warmUpErrors = 0;

  /** The row of a kind, or undefined during the warm-up (which counts only requests and errors). */
  private row(kind: RequestKind, error: boolean): Row | undefined {
    if (!this.counting) {
      this.uncounted += 1;
      if (error) this.warmUpErrors += 1;
      return undefined;
    }
    let row = this.rows.get(kind.name);
    if (!row) {
      row = { latencies: [], errors: 0, cache: new Map() };
      this.rows.set(kind.name, row);
    }
    if (error) row.errors += 1;
    return row;
  }

  record(kind: RequestKind, sample: Sample): void {
    // A 5xx is an error even where a kind would take it.
    const error = !kind.ok.includes(sample.status) || sample.status >= 500;
    if (error) this.messages.add(`${kind.name} answered ${sample.status}`);
    const row = this.row(kind, error);
    if (!row) return;
    row.latencies.push(sample.ms);
    if (sample.cache !== undefined) row.cache.set(sample.cache, (row.cache.get(sample.cache) ?? 0) + 1);
  }

  failed(kind: RequestKind, error: unknown): void {
    this.messages.add(`${kind.name} failed: ${String(error)}`);
    this.row(kind, true);
  }

  /** Hits among the anonymous pages of one kind, or of all. */
  cacheShare(name?: string): CacheShare {
    let hits = 0;
    let pages = 0;
    for (const [rowName, row] of this.rows) {
      if (name !== undefined && rowName !== name) continue;
      hits += row.cache.get('hit') ?? 0;
      for (const count of row.cache.values()) pages += count;
    }
    return { hits, pages, share: hits / pages };
  }

  get requests(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.latencies.length, 0);
  }

  get errors(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.errors, 0) + this.warmUpErrors;
  }

  /** Distinct error messages, the warm-up's included. */
  errorMessages(): string[] {
    return [...this.messages];
  }

  /** The table: one row per kind in `order`, then the total of anonymous pages. */
  table(order: readonly string[]): string {
    const lines = [
      '| kind | requests | errors | p50 ms | p99 ms | edge cache hits (anonymous pages) | misses · bypasses |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const name of order) {
      const row = this.rows.get(name);
      if (!row) continue;
      const sorted = row.latencies.sort((a, b) => a - b);
      const share = this.cacheShare(name);
      const cells =
        share.pages === 0
          ? ['', '']
          : [percent(share.share), `${row.cache.get('miss') ?? 0} · ${row.cache.get('bypass') ?? 0}`];
      lines.push(
        `| ${name} | ${sorted.length} | ${row.errors} | ${percentile(sorted, 0.5).toFixed(0)} | ` +
          `${percentile(sorted, 0.99).toFixed(0)} | ${cells.join(' | ')} |`,
      );
    }
    const all = this.cacheShare();
    lines.push(`| all anonymous pages | ${all.pages} | | | | ${percent(all.share)} | |`);
    return lines.join('\n');
  }
}
