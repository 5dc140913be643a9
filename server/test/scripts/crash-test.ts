import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clusterQuery, startCluster } from '../pg-cluster.js';
import { crashRounds, crashTable, markWriter, postgresOutage, ROOT, saleWriter, type Entry, type RoundResult, type Writer } from '../process/crash-harness.js';

/**
 * `npm run crash-test [-- --rounds 3 --db both|pglite|postgres --entry dist|src --writers marcas,ventas]`:
 * concurrent writers, kill -9 of the server at a random moment, restart on the same data; counts
 * acknowledged writes lost, partial documents, ledger/stock invariants and restart time; then
 * PostgreSQL stopped for 2 s under load. Prints one table. `dist` (the default when built) runs
 * server/dist/main.js: build first with `npm run build`.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    db: { type: 'string', default: 'both' },
    entry: { type: 'string' },
    writers: { type: 'string', default: 'marcas,ventas' },
  },
});
const rounds = Number(values.rounds);
const entry = (values.entry ?? (fs.existsSync(path.join(ROOT, 'server/dist/main.js')) ? 'dist' : 'src')) as Entry;
const available: Record<string, () => Writer> = { marcas: () => markWriter, ventas: saleWriter };
const writers = values.writers.split(',').map((name) => {
  const make = available[name.trim()];
  if (!make) throw new Error(`escritor desconocido: ${name} (hay: ${Object.keys(available).join(', ')})`);
  return make();
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-crash-'));
const results: RoundResult[] = [];
console.log(`crash-test: ${rounds} rondas, escritores ${writers.map((w) => w.name).join(' + ')}, servidor ${entry === 'dist' ? 'server/dist/main.js' : 'server/src/main.ts (tsx)'}`);
try {
  if (values.db !== 'postgres') {
    results.push(...(await crashRounds({ target: { kind: 'pglite', dataDir: path.join(dir, 'data') }, label: 'PGlite', rounds, writers, entry, killWindowMs: [1000, 4000] })));
  }
  if (values.db !== 'pglite') {
    const cluster = await startCluster();
    try {
      await clusterQuery(cluster.url, 'CREATE DATABASE lactea_crash');
      results.push(...(await crashRounds({ target: { kind: 'postgres', url: `${cluster.url}/lactea_crash` }, label: 'PostgreSQL', rounds, writers, entry, killWindowMs: [1000, 4000] })));
      await clusterQuery(cluster.url, 'CREATE DATABASE lactea_outage');
      const outage = await postgresOutage(cluster, `${cluster.url}/lactea_outage`, entry, 2000);
      console.log(crashTable(results));
      console.log(
        `\nPostgreSQL detenido 2 s bajo carga: respuestas ${Object.entries(outage.statuses).map(([s, n]) => `${s}×${n}`).join(', ')}; ` +
          `servidor ${outage.serverAlive ? 'vivo' : 'CAÍDO'}; primera escritura confirmada ${outage.recoveredMs} ms después de volver; ` +
          `${outage.acked} confirmadas, ${outage.lost} perdidas.`,
      );
    } finally {
      cluster.stop();
    }
  } else {
    console.log(crashTable(results));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const bad = results.filter((r) => r.lost || r.partial || r.problems.length);
if (bad.length) {
  console.error(`\n${bad.length} ronda(s) con pérdidas, documentos parciales o invariantes rotos`);
  process.exit(1);
}
