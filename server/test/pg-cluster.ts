import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL 15 cluster in a temp directory on a free port, for the API suite.
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
export interface Cluster {
  url: string;
  stop(): void;
  /** Stops the server (fast shutdown: connections cut, data kept) until `resume` (crash tests). */
  pause(): void;
  resume(): void;
}

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `extraOptions`: more server settings (`-c name=value`), e.g. pg_stat_statements for a profile. */
export async function startCluster(extraOptions: string[] = []): Promise<Cluster> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`No se encontró PostgreSQL en ${PG_BIN} (instale postgresql-15 o defina PG_BIN)`);
  }
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const full = path.join(PG_BIN, cmd);
    const res = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' }) : spawnSync(full, args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} falló: ${res.stderr || res.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${extraOptions.join(' ')}`;
  const start = () => run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs one statement on the cluster's `postgres` database with a short-lived connection, a few
 * times if the server cuts it: `DROP DATABASE … WITH (FORCE)` terminates the test database's
 * backends (57P01), and a late notice of that must neither fail the statement nor, as an
 * unheard 'error' event, end the test process.
 */
export async function clusterQuery(baseUrl: string, statement: string, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(statement);
      return;
    } catch (err) {
      if (attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
