import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOwner, lockFile, ownerOf } from '../../src/db/lock.js';
import { clusterQuery, startCluster, type Cluster } from '../pg-cluster.js';
import { crashRounds, crashTable, markWriter, postgresOutage, type Target } from './crash-harness.js';

/**
 * A small count (npm run crash-test runs three rounds per database): kill -9 while
 * writes run, then nothing acknowledged is lost, nothing is half-written, the ledger holds, and
 * the server restarts on the same data, even when the old lock's pid now runs something else.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-crash-'));
let cluster: Cluster | undefined;
afterAll(() => {
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('crash: kill -9 under concurrent writes', () => {
  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  it('PGlite: no acknowledged write lost, none partial; restarts past a lock whose pid now runs another process', async () => {
    const target: Target = { kind: 'pglite', dataDir: path.join(dir, 'data') };
    // An unrelated live process takes the dead server's pid in the lock file (pid reuse).
    const unrelated = spawn('sleep', ['120']);
    try {
      const results = await crashRounds({
        target,
        label: 'PGlite',
        rounds: 1,
        writers: [markWriter],
        entry: 'src',
        random: () => 0.5,
        beforeRestart: () => fs.writeFileSync(lockFile(target.dataDir), formatOwner({ ...ownerOf(unrelated.pid!), start: '1' })),
      });
      console.log(crashTable(results));
      expect(results[0].acked).toBeGreaterThan(0);
      expect(results[0]).toMatchObject({ lost: 0, partial: 0, problems: [] });
    } finally {
      unrelated.kill('SIGKILL');
    }
  }, 180_000);

  it('PostgreSQL: no acknowledged write lost, none partial', async () => {
    await clusterQuery(cluster!.url, 'CREATE DATABASE lactea_crash');
    const results = await crashRounds({ target: { kind: 'postgres', url: `${cluster!.url}/lactea_crash` }, label: 'PostgreSQL', rounds: 1, writers: [markWriter], entry: 'src', random: () => 0.5 });
    console.log(crashTable(results));
    expect(results[0].acked).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ lost: 0, partial: 0, problems: [] });
  }, 180_000);

  it('PostgreSQL stopped under load: the server survives, answers 503 meanwhile and recovers by itself', async () => {
    await clusterQuery(cluster!.url, 'CREATE DATABASE lactea_outage');
    const result = await postgresOutage(cluster!, `${cluster!.url}/lactea_outage`, 'src', 2000);
    console.log('PostgreSQL detenido 2 s bajo carga:', JSON.stringify(result));
    expect(result.serverAlive).toBe(true);
    expect(result.statuses['503']).toBeGreaterThan(0);
    expect(Object.keys(result.statuses).filter((s) => s.startsWith('5') && s !== '503')).toEqual([]);
    expect(result.recoveredMs).toBeGreaterThanOrEqual(0);
    expect(result.lost).toBe(0);
  }, 180_000);
});
