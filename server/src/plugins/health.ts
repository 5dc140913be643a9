import { sql } from 'drizzle-orm';
import type { App } from '../app-types.js';
import type { Database } from '../db/types.js';

/**
 * `GET /api/health` (no token): 200 `{ status: 'ok' }` only when the database answers a query;
 * while it cannot be reached the errors plugin turns the failure into 503 with the Spanish text,
 * so a monitor (or a person) sees the real state, not just that the process is alive.
 */
export function healthRoute(app: App, database: Database): void {
  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
