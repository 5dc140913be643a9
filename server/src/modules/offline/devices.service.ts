import { desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { DeviceStatus, DeviceStatusBody } from '@lactea/contracts';
import { devices, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';

/** GET sale/devices lists the devices heard of within this window (decision 0043). */
const RECENT_DAYS = 30;

const columns = {
  id: devices.id,
  name: devices.name,
  user: users.name,
  pending: devices.pending,
  failed: devices.failed,
  oldestPendingAt: devices.oldestPendingAt,
  reportedAt: devices.reportedAt,
  lastSyncAt: devices.lastSyncAt,
};
type Row = { id: string; name: string; user: string; pending: number; failed: number; oldestPendingAt: Date | null; reportedAt: Date; lastSyncAt: Date | null };

const toDeviceStatus = (r: Row): DeviceStatus => ({
  device_id: r.id,
  device_name: r.name,
  user: r.user,
  pending: r.pending,
  failed: r.failed,
  oldest_pending_at: r.oldestPendingAt?.toISOString() ?? null,
  reported_at: r.reportedAt.toISOString(),
  last_sync_at: r.lastSyncAt?.toISOString() ?? null,
});

const selectDevices = (db: Executor) => db.select(columns).from(devices).innerJoin(users, eq(users.id, devices.fkUser));

/** What a writer of a device's row gives: who it is, and the columns it knows. */
type DeviceState = { name: string; fkUser: number; pending?: number; failed?: number; oldestPendingAt?: Date | null; reportedAt?: Date; lastSyncAt?: SQL };

/**
 * A device's row, made on its first word and its given columns replaced after: by its reports here,
 * and by each offline sale that arrives from it (its last sync, modules/sales/offline-sale.ts).
 */
export async function upsertDevice(db: Executor, id: string, state: DeviceState): Promise<void> {
  await db.insert(devices).values({ id, ...state }).onConflictDoUpdate({ target: devices.id, set: state });
}

/**
 * sale/device-status: the till's latest word on its queue replaces the previous one. Not audited:
 * it is a device's report sent after every sync attempt, not a change a person makes.
 */
export async function reportDeviceStatus(ctx: Ctx, body: DeviceStatusBody): Promise<DeviceStatus> {
  const state = {
    name: body.device_name,
    fkUser: actor(ctx).id,
    pending: body.pending,
    failed: body.failed,
    oldestPendingAt: body.oldest_pending_at ? new Date(body.oldest_pending_at) : null,
    reportedAt: new Date(),
  };
  await upsertDevice(ctx.db, body.device_id, state);
  const [row] = await selectDevices(ctx.db).where(eq(devices.id, body.device_id));
  return toDeviceStatus(row);
}

/** sale/devices: those that reported or synced in the last 30 days, the ones still holding sales first. */
export async function listDevices(ctx: Ctx): Promise<DeviceStatus[]> {
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60_000);
  const rows = await selectDevices(ctx.db)
    .where(or(gte(devices.reportedAt, since), gte(devices.lastSyncAt, since)))
    .orderBy(sql`(${devices.pending} > 0) desc`, desc(devices.reportedAt), devices.id);
  return rows.map(toDeviceStatus);
}
