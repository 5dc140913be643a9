/**
 * A database outage told in three kinds of log lines instead of one error per request: once when
 * it starts (the first 503, with the database's error), a summary every `summaryEveryMs` while it
 * lasts (how many requests answered 503 in that span), once when it ends (how long, how many in
 * all). During 20 s of PostgreSQL downtime the tills kept retrying and wrote thousands of
 * identical error lines that buried everything else.
 *
 * The end is seen by probing the database (`select 1`) every `probeEveryMs` while it is down,
 * not by the next answered request: a request that never touched the database (a cached
 * session, a static file) says nothing about it.
 */

export interface OutageLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface OutageOptions {
  log: OutageLogger;
  /** Resolves when the database answers a query; rejects while it cannot be reached. */
  probe: () => Promise<unknown>;
  summaryEveryMs?: number;
  probeEveryMs?: number;
  now?: () => number;
}

export const OUTAGE_TEXTS = {
  started: 'base de datos no disponible: las solicitudes responden 503 hasta que vuelva',
  ongoing: 'base de datos aún no disponible',
  ended: 'base de datos disponible de nuevo',
} as const;

interface Outage {
  since: number;
  total: number;
  sinceSummary: number;
  summaryTimer: NodeJS.Timeout;
  probeTimer?: NodeJS.Timeout;
}

export class OutageLog {
  private outage: Outage | undefined;
  private readonly summaryEveryMs: number;
  private readonly probeEveryMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: OutageOptions) {
    this.summaryEveryMs = opts.summaryEveryMs ?? 30_000;
    this.probeEveryMs = opts.probeEveryMs ?? 1_000;
    this.now = opts.now ?? Date.now;
  }

  get down(): boolean {
    return this.outage !== undefined;
  }

  /** A request answered 503 because the database could not be reached; `detail` is logged once. */
  failed(detail: object): void {
    if (this.outage) {
      this.outage.total += 1;
      this.outage.sinceSummary += 1;
      return;
    }
    const summaryTimer = setInterval(() => this.summarize(), this.summaryEveryMs).unref();
    this.outage = { since: this.now(), total: 1, sinceSummary: 0, summaryTimer };
    this.opts.log.error(detail, OUTAGE_TEXTS.started);
    this.scheduleProbe();
  }

  /** The summary line of the span just ended (also run by the timer). */
  summarize(): void {
    const o = this.outage;
    if (!o) return;
    this.opts.log.warn({ answered503: o.sinceSummary, total503: o.total, downForMs: this.now() - o.since }, OUTAGE_TEXTS.ongoing);
    o.sinceSummary = 0;
  }

  /** Asks the database once; when it answers, the outage ends (also run by the probe timer). */
  async probeOnce(): Promise<boolean> {
    if (!this.outage) return true;
    try {
      await this.opts.probe();
    } catch {
      return false;
    }
    this.end();
    return true;
  }

  /** Stops the timers without a line (the app is closing). */
  stop(): void {
    if (!this.outage) return;
    clearInterval(this.outage.summaryTimer);
    clearTimeout(this.outage.probeTimer);
    this.outage = undefined;
  }

  private end(): void {
    const o = this.outage;
    if (!o) return;
    this.stop();
    this.opts.log.info({ total503: o.total, downForMs: this.now() - o.since }, OUTAGE_TEXTS.ended);
  }

  /** One probe at a time: the next is scheduled only after the previous settled. */
  private scheduleProbe(): void {
    const o = this.outage;
    if (!o) return;
    o.probeTimer = setTimeout(() => {
      if (this.outage !== o) return;
      void this.probeOnce().then((up) => {
        if (!up && this.outage === o) this.scheduleProbe();
      });
    }, this.probeEveryMs).unref();
  }
}
