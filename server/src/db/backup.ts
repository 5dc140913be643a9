import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './types.js';

/**
 * PGlite rule 3: it does not fsync, so a crash can lose recent writes. Keep rotating compressed
 * copies of the data directory, on a schedule and at shutdown (restore: README, "Copias de seguridad").
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
