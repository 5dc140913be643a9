import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDirFor, writeBackup } from './backup.js';
import type { Database } from './types.js';

describe('PGlite backups (rule 3)', () => {
  it('sit beside the data directory', () => {
    expect(backupDirFor('/srv/lactea/data')).toBe('/srv/lactea/data-backups');
  });

  it('are ignored by git, whatever the data folder is called (data-demo-backups/ after a demo)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const patterns = fs
      .readFileSync(path.join(root, '.gitignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    // A folder pattern as git reads it: `*` is any run of characters without a slash.
    const ignores = (folder: string) =>
      patterns.some((p) => p.endsWith('/') && new RegExp(`^${p.slice(0, -1).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(folder));
    for (const data of ['./data', './data-demo', '/srv/lactea/tienda']) {
      expect(ignores(path.basename(backupDirFor(path.resolve(data)))), data).toBe(true);
    }
  });

  it('keep only the newest N copies', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-bk-'));
    try {
      for (const stamp of ['20260101-000000', '20260102-000000', '20260103-000000']) {
        fs.writeFileSync(path.join(dir, `lactea-${stamp}.tar.gz`), 'old');
      }
      const fake = { kind: 'pglite', dump: async () => new Blob(['dump']) } as unknown as Database;
      const file = await writeBackup(fake, dir, 2);
      expect(file && fs.readFileSync(file, 'utf8')).toBe('dump');
      const left = fs.readdirSync(dir).sort();
      expect(left).toHaveLength(2);
      expect(left).toContain(path.basename(file!));
      expect(left).toContain('lactea-20260103-000000.tar.gz');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing on PostgreSQL (no dump)', async () => {
    const fake = { kind: 'postgres' } as unknown as Database;
    expect(await writeBackup(fake, '/nonexistent', 2)).toBeUndefined();
  });
});
