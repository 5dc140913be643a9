import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_SECRET_KEYS, type AuditRow, type ListAuditQuery, type Paged } from '@lactea/contracts';
import { auditLog, users } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { countRows, paged, pageIds } from '../../lib/paging.js';

/**
 * The audit log, newest first. Dates are days in the business time zone; the day's
 * bounds become instants so the (at, id) index serves both the range and the order.
 */
export function listAudit(ctx: Ctx, q: ListAuditQuery): Promise<Paged<AuditRow>> {
  const tz = ctx.config.tzBusiness;
  const filters: SQL[] = [];
  if (q.fk_user) filters.push(eq(auditLog.userId, q.fk_user));
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.entity) filters.push(eq(auditLog.entity, q.entity));
  if (q.date_from) filters.push(gte(auditLog.at, sql`(${q.date_from}::date::timestamp at time zone ${tz})`));
  if (q.date_to) filters.push(lt(auditLog.at, sql`((${q.date_to}::date + 1)::timestamp at time zone ${tz})`));
  const where = filters.length ? and(...filters) : undefined;
  const newestFirst = [desc(auditLog.at), desc(auditLog.id)];
  return paged(
    q.page,
    ctx.config.pageSize,
    async (window) => {
      // The page's ids from the (at, id) index, then their rows and users: page 3,000 of 300,000
      // rows took 123 ms joining every skipped row, 35 ms so (PGlite).
      const page = pageIds(ctx.db, auditLog, auditLog.id, where, newestFirst, window);
      const rows = await ctx.db
        .select({
          id: auditLog.id,
          date: sql<string>`to_char(${auditLog.at} at time zone ${tz}, 'YYYY-MM-DD')`,
          hour: sql<string>`to_char(${auditLog.at} at time zone ${tz}, 'HH24:MI:SS')`,
          fk_user: auditLog.userId,
          user: users.name,
          username: users.username,
          action: auditLog.action,
          entity: auditLog.entity,
          entity_id: auditLog.entityId,
          address: auditLog.address,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .innerJoin(page, eq(page.id, auditLog.id))
        .leftJoin(users, eq(users.id, auditLog.userId))
        .orderBy(...newestFirst);
      return rows.map((r) => ({ ...r, id: Number(r.id), before: withoutSecrets(r.before), after: withoutSecrets(r.after) }));
    },
    () => countRows(ctx.db, auditLog, where),
  );
}

/**
 * A summary as an object, with every secret-looking key removed at any depth: a password hash or a
 * token copied into a summary by mistake must still never reach a screen.
 */
export function withoutSecrets(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).filter(([k]) => !AUDIT_SECRET_KEYS.test(k)).map(([k, x]) => [k, clean(x)]));
    }
    return v;
  };
  const out = clean(value);
  return out && typeof out === 'object' && !Array.isArray(out) ? (out as Record<string, unknown>) : { valor: out };
}
