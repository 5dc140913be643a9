import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../app-types.js';
import type { Database } from '../db/types.js';
import { doc } from '../lib/route-doc.js';

const healthy = z.object({ status: z.literal('ok') });

/**
 * `GET /api/health` (no token): 200 `{ status: 'ok' }` only when the database answers a query;
 * while it cannot be reached the errors plugin turns the failure into 503 with the Spanish text,
 * so a monitor (or a person) sees the real state, not just that the process is alive.
 */
export function healthRoute(app: App, database: Database): void {
  app.get('/api/health', { config: { access: 'public' }, schema: { ...doc('health.check', 'Estado del servicio y de la base de datos'), tags: ['sistema'], response: { 200: healthy } } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}
