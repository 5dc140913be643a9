import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, invariantProblems, markWriter, ROOT, saleWriter, signIn, startServer, waitHealthy, withDatabase, type Target } from './crash-harness.js';

/**
 * A PGlite backup taken while writes run restores, with the steps in docs/operations.md, into a
 * database the server starts on, holding every write acknowledged before the copy, consistent.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `node server/src/main.ts <args>` (through tsx) with DATA_DIR: what `npm run backup` / `--restore` run. */
function cli(args: string[], dataDir: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

describe('backups that restore', () => {
  it('backs up during writes, restores into a new folder (docs/operations.md steps), starts, and holds every write acknowledged before the copy', async () => {
    const dataDir = path.join(dir, 'data');
    const target: Target = { kind: 'pglite', dataDir };
    const port = await freePort();
    const server = startServer(target, port, 'src');
    await waitHealthy(server);
    const api = await signIn(port);
    const sales = saleWriter();
    await sales.prepare!(api, target);

    let stopped = false;
    const acked: { mark: string[]; sale: string[] } = { mark: [], sale: [] };
    const loops = [0, 1, 2].map(async (lane) => {
      for (let i = 0; !stopped; i++) {
        const mark = await markWriter.write(api, `bk${lane}n${i}`);
        if (mark) acked.mark.push(mark);
        const sale = await sales.write(api, `bk-sale-${lane}-${i}-${process.pid}`);
        if (sale) acked.sale.push(sale);
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    // Acknowledged before the copy was asked for: these must be in it.
    const before = { mark: [...acked.mark], sale: [...acked.sale] };
    const backup = cli(['--backup'], dataDir);
    expect(backup.code, backup.out).toBe(0);
    const file = /Copia hecha por el servidor en marcha \(pid \d+\): (\S+)/.exec(backup.out)?.[1];
    expect(file, backup.out).toBeTruthy();
    await new Promise((r) => setTimeout(r, 500));
    stopped = true;
    await Promise.all(loops);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);

    // docs/operations.md: stop Lactea, move the damaged folder aside, restore the chosen copy, start.
    fs.renameSync(dataDir, `${dataDir}-danada`);
    const restored = cli(['--restore', file!], dataDir);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain(`Restaurado ${file} en ${dataDir}`);

    const again = startServer(target, port, 'src');
    await waitHealthy(again);
    const total = (await (await (await signIn(port)).call('GET', 'mark/list?page=1')).json()) as { total: number };
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);

    await withDatabase(target, async (q) => {
      const marks = await markWriter.verify(q, before.mark);
      const sold = await sales.verify(q, before.sale);
      expect(before.mark.length).toBeGreaterThan(0);
      expect(before.sale.length).toBeGreaterThan(0);
      expect({ marks: [marks.lost, marks.partial], sales: [sold.lost, sold.partial] }).toEqual({ marks: [0, 0], sales: [0, 0] });
      expect(await invariantProblems(q)).toEqual([]);
      const [{ n }] = await q.rows<{ n: number }>('select count(*)::int as n from marks');
      expect(total.total).toBe(n);
    });
  }, 300_000);
});
