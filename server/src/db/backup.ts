import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './types.js';
import { liveOwner } from './lock.js';

/**
 * PGlite rule 3: it does not fsync, so a crash can lose recent writes. Keep rotating compressed
 * copies of the data directory, on a schedule and at shutdown (restore: docs/operations.md, "Copias de seguridad").
 */
export function backupDirFor(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-backups`);
}

export async function writeBackup(database: Database, dir: string, keep: number): Promise<string | undefined> {
  if (!database.dump) return undefined;
  fs.mkdirSync(dir, { recursive: true });
  const blob = await database.dump();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const file = path.join(dir, `lactea-${stamp}.tar.gz`);
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, file);
  const old = fs.readdirSync(dir).filter((f) => /^lactea-.*\.tar\.gz$/.test(f)).sort().reverse().slice(keep);
  for (const f of old) fs.unlinkSync(path.join(dir, f));
  return file;
}

export function scheduleBackups(database: Database, dir: string, intervalMinutes: number, keep: number, onError: (e: unknown) => void) {
  const timer = setInterval(() => writeBackup(database, dir, keep).catch(onError), intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Newest archive in `dir` (names sort by time), or undefined. */
export function newestBackup(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).filter((f) => /^lactea-.*\.tar\.gz$/.test(f)).sort();
  return files.length ? path.join(dir, files[files.length - 1]) : undefined;
}

/** The pg_dump (and pg_restore) commands for a DATABASE_URL, password left out of the printout. */
export function pgDumpCommands(databaseUrl: string, stamp: string): string[] {
  const url = new URL(databaseUrl);
  const shown = `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}${url.pathname}`;
  const file = `lactea-${stamp}.dump`;
  return [
    `pg_dump --format=custom --file=${file} "${shown}"`,
    `# restaurar en una base nueva y vacía: pg_restore --no-owner --dbname="${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}/lactea_restaurada" ${file}`,
  ];
}

/**
 * `npm run backup`: PGlite → an archive now. If a server owns the data directory it is asked for
 * it (SIGUSR2: the copy is made inside the process that holds the database); otherwise this
 * process opens the directory itself. PostgreSQL → the pg_dump command to run.
 */
export async function backupNow(
  opts: { dataDir: string; databaseUrl?: string; keep: number },
  open: () => Promise<Database>,
  out: (line: string) => void = console.log,
): Promise<string | undefined> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  if (opts.databaseUrl) {
    out('Con PostgreSQL la copia la hace pg_dump (PGPASSWORD o ~/.pgpass para la clave):');
    for (const line of pgDumpCommands(opts.databaseUrl, stamp)) out(line);
    return undefined;
  }
  const dir = backupDirFor(opts.dataDir);
  const owner = liveOwner(opts.dataDir);
  if (owner) {
    const before = newestBackup(dir);
    process.kill(owner.pid, 'SIGUSR2');
    const deadline = Date.now() + 120_000;
    for (;;) {
      const now = newestBackup(dir);
      if (now && now !== before) {
        out(`Copia hecha por el servidor en marcha (pid ${owner.pid}): ${now}`);
        return now;
      }
      if (Date.now() > deadline) throw new Error(`El servidor (pid ${owner.pid}) no escribió la copia en 2 minutos`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const database = await open();
  try {
    const file = await writeBackup(database, dir, opts.keep);
    out(`Copia hecha: ${file}`);
    return file;
  } finally {
    await database.close();
  }
}
