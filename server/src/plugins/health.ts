import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../app-types.js';
import { migrationsFolder } from '../db/open.js';
import { rowsOf, type Database } from '../db/types.js';
import { AppError } from '../lib/errors.js';
import { doc } from '../lib/route-doc.js';

const healthy = z.object({ status: z.literal('ok') });

export const CLOSING_MSG = 'El servidor se está reiniciando. Intente de nuevo en unos segundos';
export const MIGRATING_MSG = 'La base de datos todavía se está actualizando (migraciones). Intente de nuevo en unos segundos';

/**
 * `GET /api/health` (no token): 200 `{ status: 'ok' }` only when the database answers a query;
 * while it cannot be reached the errors plugin turns the failure into 503 with the Spanish text,
 * so a monitor (or a person) sees the real state, not just that the process is alive.
 *
 * `GET /api/ready` (no token), for a reverse proxy or an orchestrator choosing where to send work:
 * 200 when the database answers and has every migration this build knows (a newer process may have
 * applied more), 503 while it does not or once this process is closing (SIGTERM).
 */
export function healthRoute(app: App, database: Database): void {
  app.get('/api/health', { config: { access: 'public' }, schema: { ...doc('health.check', 'Estado del servicio y de la base de datos'), tags: ['sistema'], response: { 200: healthy } } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  const known = knownMigrations();
  app.get(
    '/api/ready',
    { config: { access: 'public' }, schema: { ...doc('health.ready', 'Listo para recibir trabajo: base de datos al día y proceso abierto'), tags: ['sistema'], response: { 200: healthy } } },
    async () => {
      const [{ n }] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as n`),
      );
      if (Number(n) < known) throw new AppError(503, [MIGRATING_MSG]);
      return { status: 'ok' as const };
    },
  );
}

function knownMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Graceful close (SIGTERM, a rolling restart): from `app.close()` on, a request that arrives on a
 * kept-alive connection answers 503 with a Spanish text and closes that connection, while the
 * requests already running (a sale) finish; the listening socket is closed by Fastify itself.
 */
export function refuseWhileClosing(app: App): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError(503, [CLOSING_MSG]);
  });
}
