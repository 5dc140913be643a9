import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import type { Db } from '../server/src/db/types.js';
import { hashPassword, md5Hex } from '../server/src/modules/auth/password.js';

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
  /**
   * A fixed number of requests instead of DURATION seconds, for calls slower than a second (a
   * month's export): a timed run could end before the first answer and measure nothing.
   */
  requests?: number;
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
  /** The error of a scenario that failed: the table says FAILED with it instead of figures. */
  failed?: string;
}

/** A row that says a scenario failed, with its error. */
export const failedRow = (db: string, scenario: string, connections: number, e: unknown): Row => ({
  db,
  scenario,
  connections,
  rps: NaN,
  p50: NaN,
  p99: NaN,
  sqlP50: NaN,
  sqlP99: NaN,
  failed: errorText(e),
});

/** An error in one line: the database's own message when drizzle wrapped it ('Failed query: …'). */
function errorText(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : undefined;
  const text = cause ?? (e instanceof Error ? e.message : String(e));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** The bench user ('bench' / 'bench') and the server's password hashing: cheap (scrypt N=1024), not what it measures. */
export const BENCH_SCRYPT = { N: 1024, r: 8, p: 1 };
export const benchPasswordHash = (): Promise<string> => hashPassword(md5Hex('bench'), BENCH_SCRYPT);

/** Signs the bench user in at the server `address` (http://host:port): its token. */
export async function benchToken(address: string): Promise<string> {
  const login = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: md5Hex('bench') }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The rows of `db.execute` on either driver (node-postgres answers `{ rows }`, PGlite too; some an array). */
export const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? res) as T[];

/** This process's CPU (user + system) since `from`, in ms. */
export function cpuMsSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/** /proc counts CPU time in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10;

/** A process's /proc stat fields after its `(name)`: [state, ppid, …, utime (11), stime (12), …]. */
const statFields = (pid: string | number): string[] => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/**
 * The PostgreSQL server that `backendPid` (`select pg_backend_pid()`) belongs to: its postmaster's
 * pid, for `postgresCpuMs`. Linux only (undefined elsewhere).
 */
export function postmasterOf(backendPid: number): number | undefined {
  return fs.existsSync('/proc/stat') ? Number(statFields(backendPid)[1]) : undefined;
}

/**
 * CPU used so far, in ms, by one PostgreSQL server: its postmaster and every process it started
 * (backends, WAL writer, autovacuum); other servers on the machine are not counted. A process
 * that ends between two readings is counted through the postmaster's reaped children (cutime, cstime). 0 off Linux.
 */
export function postgresCpuMs(postmaster: number | undefined): number {
  if (postmaster === undefined) return 0;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = statFields(pid);
      if (Number(pid) !== postmaster && Number(fields[1]) !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      // The postmaster's reaped children too (cutime, cstime): a backend whose connection the pool
      // closed meanwhile would otherwise take its CPU with it, and the difference could go negative.
      if (Number(pid) === postmaster) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * TICK_MS;
}

/** CPU the whole machine (every core) has been busy so far, in ms: not idle nor waiting for I/O. 0 off Linux. */
export function machineBusyMs(): number {
  if (!fs.existsSync('/proc/stat')) return 0;
  const all = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (all.reduce((a, n) => a + n, 0) - all[3] - all[4]) * TICK_MS;
}

/** The q-quantile (0–1) of latencies sorted ascending; NaN when there are none. */
export const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * A payment type by name, created when missing: several data sets (reports, money, sales) each
 * want their own, and a second run over the same data must find it instead of failing on the
 * unique folded name.
 */
export async function paymentTypeId(db: Db, name: string, isCash: 0 | 1, code: string): Promise<number> {
  const key = fold(name);
  await db.execute(sql`insert into type_payments (type_pay, type_pay_key, is_cash, code) values (${name}, ${key}, ${isCash}, ${code}) on conflict (type_pay_key) do nothing`);
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id from type_payments where type_pay_key = ${key}`));
  return Number(row.id);
}

/** A sale's client as record-sale names an existing one. */
export interface BenchClient {
  id: number;
  business_name: string;
  ci_nit: string;
}

/**
 * A cash sale's record-sale body, as the till sends it: each line at `price` (or at the price for
 * its quantity, as a client's list with quantity breaks prices it), paid exactly; to `client` when given.
 */
export function cashSaleBody(lines: { id: number; q: number }[], price: number | ((q: number) => number), cashTypeId: number, client?: BenchClient) {
  const priceOf = typeof price === 'number' ? () => price : price;
  const total = lines.reduce((a, l) => a + Math.round(priceOf(l.q) * 100) * l.q, 0) / 100;
  return {
    register_client: 0,
    without_client: client ? 0 : 1,
    client: client ?? null,
    sale: { discount: 0, money_paid: total, total_sale: total, change_box: 0, cancelled: 1, id_type_payment: cashTypeId },
    detail: lines.map((l) => ({ product_id: l.id, quantity: l.q, unit_price: priceOf(l.q), unit_price_system: priceOf(l.q), discount: 0, promotion: '' })),
  };
}

/** The SIAT token the bench's app holds (run.ts) and its simulator accepts (sales.ts): not a secret, a bench's. */
export const BENCH_SIAT_TOKEN = 'token-del-bench';
