import type { SQL } from 'drizzle-orm';

/**
 * What every bench file shares: a scenario (an API call beside the SQL its service runs), a result
 * row of the table, and the small helpers the files used to write each for itself.
 */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The same SQL the service runs (each entry runs concurrently; an array runs in one transaction). */
  floor: (SQL | SQL[])[];
  kind: 'lookup' | 'list';
  /** Concurrent connections (API and SQL floor alike); CONNECTIONS unless said. */
  connections?: number;
  /** Several searches: the requests cycle through `path` + each term (an autocannon HAR file). */
  terms?: string[];
  /** No API side: the SQL alone (e.g. the queries a service ran before a change, for comparison). */
  sqlOnly?: boolean;
}

export interface Row {
  db: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  sqlP50: number;
  sqlP99: number;
  /**
   * CPU time this process (server and SQL loops; autocannon runs apart) spent per request / per SQL
   * loop: what a request costs whatever else loads the machine. PGlite serves one query at a time,
   * so at N connections on an idle core a request waits about N × this.
   */
  cpuApi?: number;
  cpuSql?: number;
}

/** The rows of `db.execute` on either driver (node-postgres answers `{ rows }`, PGlite too; some an array). */
export const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? res) as T[];

/** The q-quantile (0–1) of latencies sorted ascending; NaN when there are none. */
export const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
