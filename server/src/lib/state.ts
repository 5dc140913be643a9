import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/types.js';
import type { Ctx } from './context.js';
import { audit } from './audit.js';
import { notFound } from './errors.js';

interface StatefulTable extends PgTable {
  id: PgColumn;
  enabled: PgColumn;
}

/**
 * The one change-state of every master entity: flips `enabled` atomically (no read-then-write
 * race between two administrators), audits, answers the new value.
 */
export async function toggleEnabled(
  ctx: Ctx,
  table: StatefulTable,
  entity: string,
  id: number,
  missing: string,
  /** Runs inside the transaction after the flip; throwing rolls the flip back. */
  guard?: (tx: Tx, newEnabled: 0 | 1) => Promise<void>,
): Promise<{ enabled: 0 | 1 }> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ enabled: sql`1 - ${table.enabled}` } as never)
      .where(eq(table.id, id))
      .returning({ enabled: table.enabled });
    if (rows.length === 0) throw notFound(missing);
    const enabled = Number(rows[0].enabled) as 0 | 1;
    if (guard) await guard(tx, enabled);
    await audit(tx, ctx, { action: 'change-state', entity, entityId: id, before: { enabled: 1 - enabled }, after: { enabled } });
    return { enabled };
  });
}
