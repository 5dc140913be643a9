import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite rule 1: one process owns a data directory. Two processes opening the same directory
 * silently lose data, so the second one must refuse to start.
 *
 * The lock file holds the owner's pid, its start time (field 22 of /proc/<pid>/stat) and the boot
 * id. A pid alone is not enough: after a crash or a reboot the pid is often reused by some
 * unrelated process, and a lock naming it would block every restart. The owner is alive only if
 * the pid runs, with the same start time, since the same boot.
 */
export interface LockOwner {
  pid: number;
  /** Clock ticks since boot at which the process started; undefined where /proc is missing. */
  start?: string;
  bootId?: string;
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'lactea.lock');
}

export function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const me = ownerOf(process.pid);
  try {
    const fd = fs.openSync(file, 'wx');
    fs.writeSync(fd, formatOwner(me));
    fs.closeSync(fd);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = parseOwner(fs.readFileSync(file, 'utf8'));
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new Error(
        `La carpeta de datos ${dataDir} está en uso por el proceso ${owner.pid}. ` +
          'Cierre ese proceso o use otro DATA_DIR.',
      );
    }
    // A stale lock (its process died, or its pid now belongs to another process): take it over.
    fs.writeFileSync(file, formatOwner(me));
  }
  return () => {
    try {
      if (parseOwner(fs.readFileSync(file, 'utf8'))?.pid === process.pid) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

/** `pid`, then `start=` and `boot=` lines; an older lock file holds only the pid. */
export function formatOwner(o: LockOwner): string {
  return [String(o.pid), o.start ? `start=${o.start}` : '', o.bootId ? `boot=${o.bootId}` : ''].filter(Boolean).join('\n') + '\n';
}

export function parseOwner(text: string): LockOwner | undefined {
  const [first, ...rest] = text.trim().split('\n');
  const pid = Number(first);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const field = (name: string) => rest.find((l) => l.startsWith(`${name}=`))?.slice(name.length + 1).trim() || undefined;
  return { pid, start: field('start'), bootId: field('boot') };
}

export function ownerOf(pid: number): LockOwner {
  return { pid, start: startTimeOf(pid), bootId: bootId() };
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs: is it still the process that wrote the lock? (Unknown → assume it is.)
  if (owner.bootId && bootId() && owner.bootId !== bootId()) return false;
  const start = startTimeOf(owner.pid);
  if (owner.start && start && owner.start !== start) return false;
  return true;
}

/** The live process holding a data directory's lock, if any (`npm run backup` asks it for a copy). */
export function liveOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = parseOwner(fs.readFileSync(lockFile(dataDir), 'utf8'));
    return owner && owner.pid !== process.pid && isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}
