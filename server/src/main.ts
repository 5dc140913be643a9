import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from './config.js';
import { openDatabase, type DbLog } from './db/open.js';
import { backupDirFor, backupNow, scheduleBackups, writeBackup } from './db/backup.js';
import { ensureAdmin } from './db/seed.js';
import { seedDemo } from './demo/seed-demo.js';
import { demoBanner, networkAddresses } from './demo-banner.js';
import { buildApp } from './app.js';
import { listeningText } from './lib/logger.js';
import cluster from 'node:cluster';
import { runPrimary, workerCount } from './cluster.js';
import { withLock } from './db/advisory.js';
import { pointDemoAtSimulator, startDemoSiat, wantsDemoSiat } from './demo/demo-siat.js';
import { refreshSiatCodes } from './modules/siat/codes.js';

async function restore(file: string, dataDir: string) {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`DATA_DIR ${dataDir} no está vacío: muévalo antes de restaurar`);
  }
  const blob = new Blob([fs.readFileSync(file)]);
  const db = await PGlite.create({ dataDir, loadDataDir: blob, extensions: { pg_trgm } });
  await db.close();
  console.log(`Restaurado ${file} en ${dataDir}`);
}

/** SIGTERM: the longest a process takes to close (in-flight requests, then the database). */
const CLOSE_DEADLINE_MS = 9_500;

async function main() {
  const config = loadConfig();
  const restoreAt = process.argv.indexOf('--restore');
  if (restoreAt >= 0) return restore(process.argv[restoreAt + 1], config.dataDir);
  if (process.argv.includes('--backup')) {
    await backupNow({ ...config, keep: config.backup.keep }, () => openDatabase({ dataDir: config.dataDir, migrate: false }));
    return;
  }
  const workers = workerCount(process.env.WORKERS, config.databaseUrl);
  if (workers > 1 && cluster.isPrimary) return runPrimary(workers);

  // The database reports a lost connection or a retried transaction through the app's logger,
  // which exists only once the app is built: until then, the console.
  let dbLog: DbLog = { error: (o, m) => console.error(m, o), warn: (o, m) => console.warn(m, o) };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: { error: (o, m) => dbLog.error(o, m), warn: (o, m) => dbLog.warn(o, m) },
  });
  // The demo with invoicing on: the SIAT simulator first, so the app is built with its token.
  const demoSiat = wantsDemoSiat(config) ? await startDemoSiat(config) : null;
  const app = await buildApp({ config, database, logger: true });
  const log = app.log;
  dbLog = log;
  log.info(`Base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}`);

  // Processes starting together: one creates the administrator, the others then find it.
  await withLock(database, 'startup', async () => {
    if (config.demo && (await seedDemo(database.db, config.scrypt))) {
      log.info(`Datos de demostración creados en ${config.dataDir}`);
    } else if (await ensureAdmin(database.db, config.adminUsername, config.adminPassword, config.scrypt)) {
      log.warn(`Administrador creado: ${config.adminUsername}. CAMBIE SU CONTRASEÑA (ADMIN_PASSWORD) CUANTO ANTES.`);
    }
  });
  if (demoSiat) {
    await pointDemoAtSimulator(database, demoSiat);
    log.info(`Facturación de la demo contra el simulador del SIAT en ${demoSiat.url}`);
  }

  const backupDir = backupDirFor(config.dataDir);
  const stopBackups =
    database.kind === 'pglite'
      ? scheduleBackups(database, backupDir, config.backup.intervalMinutes, config.backup.keep, (e) => log.error(e, 'copia de seguridad fallida'))
      : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: cerrando`);
    // New requests answer 503 (refuseWhileClosing), those in flight finish; a request that hangs
    // must not hold a rolling restart: past 10 s the process ends anyway (its transaction rolls back).
    setTimeout(() => {
      log.error('cierre forzado: quedaban peticiones en curso después de 10 s');
      process.exit(1);
    }, CLOSE_DEADLINE_MS).unref();
    stopBackups();
    try {
      await app.close();
      await demoSiat?.close();
      if (database.kind === 'pglite') log.info(`Copia de seguridad: ${await writeBackup(database, backupDir, config.backup.keep)}`);
      await database.close();
    } catch (e) {
      log.error(e, 'error al cerrar');
      process.exitCode = 1;
    }
    process.exit();
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // `npm run backup` while this process owns the PGlite directory: the copy is made here.
  process.on('SIGUSR2', () => {
    if (database.kind !== 'pglite' || closing) return;
    writeBackup(database, backupDir, config.backup.keep).then(
      (file) => log.info(`Copia de seguridad pedida: ${file}`),
      (e) => log.error(e, 'copia de seguridad fallida'),
    );
  });

  // Fastify writes one line per address it listens on: in Spanish, like the rest of the log.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: listeningText });
  if (config.demo) process.stdout.write(`${demoBanner(config.port, config.host, networkAddresses(), config.tls ? 'https' : 'http')}\n`);
  // The codes (CUIS, CUFD, catalogues) at once, so the demo's till invoices from its first sale.
  if (demoSiat) refreshSiatCodes(database, config).catch((e: unknown) => log.error(e, 'códigos del simulador del SIAT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
