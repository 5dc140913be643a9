import { sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.js';
import type { Executor } from '../db/types.js';
import { jsonbWithId } from '../db/prepared.js';
import type { Ctx } from './context.js';

export type AuditAction = 'add' | 'edit' | 'change-state' | 'change-credentials' | 'login' | 'logout' | 'write-off' | 'revert' | 'delete' | 'annul' | 'collect' | 'resolve';

/**
 * "Todas las acciones quedan registradas": every change writes one row, inside the same
 * transaction as the change, so a change without its audit row cannot exist.
 */
export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entityId?: number;
  before?: unknown;
  after?: unknown;
  userId?: number;
}

/** The audit row of `entry`, as both ways below write it. */
function auditRow(ctx: Ctx, entry: AuditEntry) {
  return {
    userId: entry.userId ?? ctx.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: ctx.ip.slice(0, 64),
  };
}

export async function audit(tx: Executor, ctx: Ctx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(ctx, entry));
}

/**
 * The same row as the CTE `audit_row`, for a change written in one statement with its audit row
 * (record-sale: one round trip less, decision 0049). jsonb as drizzle writes it: JSON text.
 * `newId`: the id of the row the same statement inserts (an SQL expression, decision 0050), written
 * as the entity's id and as `id` in `after`.
 */
export function auditCte(ctx: Ctx, entry: AuditEntry, newId?: SQL): SQL {
  const r = auditRow(ctx, entry);
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  const entityId = newId ?? sql`${r.entityId}`;
  const after = newId ? jsonbWithId(sql`${json(r.after ?? {})}::jsonb`, newId) : sql`${json(r.after)}::jsonb`;
  return sql`audit_row as (
      insert into ${auditLog} (user_id, action, entity, entity_id, before, after, address)
      values (${r.userId}::int, ${r.action}, ${r.entity}, ${entityId}::int, ${json(r.before)}::jsonb, ${after}, ${r.address})
    )`;
}
