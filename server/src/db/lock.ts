import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite rule 1: one process owns a data directory. Two processes opening the same directory
 * silently lose data, so the second one must refuse to start.
 */
export function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'lactea.lock');
  try {
    const fd = fs.openSync(file, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `La carpeta de datos ${dataDir} está en uso por el proceso ${pid}. ` +
          'Cierre ese proceso o use otro DATA_DIR.',
      );
    }
    // A stale lock from a process that died: take it over.
    fs.writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
