import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/types.js';

/** Audit rows over the last year (about 2,700 a day at 1,000,000), newest now, for the audit screen. */
export const AUDIT_DAYS = 365;

export async function generateAudit(db: Db, count: number, userId: number): Promise<void> {
  const step = (AUDIT_DAYS * 86_400) / count;
  await db.execute(sql`
    insert into audit_log (user_id, action, entity, entity_id, before, after, address, at)
    select ${userId},
           (array['add', 'edit', 'change-state', 'login'])[1 + g % 4],
           (array['mark', 'product', 'user', 'sale'])[1 + (g / 4) % 4],
           g % 50000,
           case when g % 4 = 1 then jsonb_build_object('price', g % 100, 'version', 1) end,
           jsonb_build_object('id', g % 50000, 'price', g % 97, 'version', 2),
           '10.0.0.' || (g % 250),
           now() - make_interval(secs => g * ${step}::float8)
      from generate_series(1, ${count}::int) g`);
  // As autovacuum leaves a table in steady use: the visibility map lets the day count stay in the index.
  await db.execute(sql`vacuum analyze audit_log`);
}

/** A day inside the generated range, as the screen sends it ('YYYY-MM-DD' in La Paz). */
export function auditDay(daysAgo = 100, tz = 'America/La_Paz'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - daysAgo * 86_400_000));
}
