import cluster from 'node:cluster';
import os from 'node:os';

/**
 * `WORKERS`: how many processes serve the port. 1 (default) = this process; `auto` = one per core.
 * Several need PostgreSQL: a PGlite folder belongs to one process (its lock file).
 */
export function workerCount(value: string | undefined, databaseUrl: string | undefined): number {
  const n = value === undefined || value === '' ? 1 : value === 'auto' ? os.availableParallelism() : Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`WORKERS debe ser un entero positivo o "auto" (recibido "${value}")`);
  if (n > 1 && !databaseUrl) {
    throw new Error(`WORKERS=${value} requiere PostgreSQL (DATABASE_URL): la base embebida PGlite admite un solo proceso. Quite WORKERS o configure DATABASE_URL`);
  }
  return n;
}

/** How long the primary waits for its workers to close before it ends them (each allows itself 10 s). */
const CLOSE_DEADLINE_MS = 12_000;

/**
 * The primary process of `WORKERS=N` (node:cluster): it only forks the workers, which each run the
 * whole server on the same port (the primary hands them the connections in turn), replaces a
 * worker that dies, and on SIGTERM/SIGINT passes the signal on and exits when they all did.
 */
export function runPrimary(workers: number): void {
  let closing = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Proceso ${worker.process.pid} terminó (${signal ?? `código ${code}`}); se inicia otro`);
    // A pause, so a worker that cannot start (database down) is not restarted in a tight loop.
    setTimeout(fork, 1_000);
  });
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: cerrando ${Object.keys(cluster.workers ?? {}).length} procesos`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => process.exit(1), CLOSE_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
  console.log(`Lactea: ${workers} procesos (WORKERS) sobre PostgreSQL`);
  for (let i = 0; i < workers; i++) fork();
}
