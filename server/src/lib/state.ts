import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/types.js';
import type { Ctx } from './context.js';
import { audit } from './audit.js';
import { notFound } from './errors.js';
import { bumpVersion, refuseMissOrStale, sameVersion, type RowRef, type VersionedTable } from './version.js';

interface StatefulTable extends PgTable {
  id: PgColumn;
  enabled: PgColumn;
}

/** Runs inside the transaction after the flip; throwing rolls the flip back. */
type StateGuard = (tx: Tx, newEnabled: 0 | 1) => Promise<void>;

/**
 * The one change-state of every master entity: flips `enabled` atomically (no read-then-write
 * race between two administrators), audits, answers the new value. Given a RowRef (a versioned
 * row, lib/version.ts) it flips only the version the person saw, bumps it and answers the new
 * one too; a stale version is a 409 and nothing changes.
 */
export async function toggleEnabled(ctx: Ctx, table: StatefulTable & VersionedTable, entity: string, ref: RowRef, missing: string, guard?: StateGuard): Promise<{ enabled: 0 | 1; version: number }>;
export async function toggleEnabled(ctx: Ctx, table: StatefulTable, entity: string, id: number, missing: string, guard?: StateGuard): Promise<{ enabled: 0 | 1 }>;
export async function toggleEnabled(
  ctx: Ctx,
  table: StatefulTable,
  entity: string,
  target: number | RowRef,
  missing: string,
  guard?: StateGuard,
): Promise<{ enabled: 0 | 1; version?: number }> {
  const versioned = typeof target === 'number' ? null : { table: table as StatefulTable & VersionedTable, ref: target };
  const id = typeof target === 'number' ? target : target.id;
  return ctx.db.transaction(async (tx) => {
    const flip = { enabled: sql`1 - ${table.enabled}`, ...(versioned ? bumpVersion(versioned.table) : {}) };
    const rows = await tx
      .update(table)
      .set(flip as never)
      .where(versioned ? sameVersion(versioned.table, versioned.ref) : eq(table.id, id))
      .returning(versioned ? { enabled: table.enabled, version: versioned.table.version } : { enabled: table.enabled });
    if (rows.length === 0) {
      if (versioned) await refuseMissOrStale(tx, versioned.table, id, missing);
      throw notFound(missing);
    }
    const enabled = Number(rows[0].enabled) as 0 | 1;
    if (guard) await guard(tx, enabled);
    await audit(tx, ctx, { action: 'change-state', entity, entityId: id, before: { enabled: 1 - enabled }, after: { enabled } });
    const version = (rows[0] as { version?: unknown }).version;
    return version === undefined ? { enabled } : { enabled, version: Number(version) };
  });
}
