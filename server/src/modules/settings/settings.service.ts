import { eq } from 'drizzle-orm';
import { EDITS, type Setting, type UpdateSettingBody } from '@lactea/contracts';
import { settings } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { readSettings, type SettingsRow } from './settings.read.js';

const NOT_FOUND = 'No existe la configuración';

export const toSetting = (r: SettingsRow): Setting => ({
  // Caja Inicial is whole Bolivianos; numeric(12,2) keeps it exact.
  initial_cash: Number(r.initialCash),
  address: r.address,
  cellphone_number: r.cellphoneNumber,
  enabled_options_user: r.enabledOptionsUser === 1 ? 1 : 0,
  near_expiry_days: r.nearExpiryDays,
  auto_offers: r.autoOffers === 1 ? 1 : 0,
  credit_overdue_days: r.creditOverdueDays,
  credit_control: r.creditControl === 'advertir' ? 'advertir' : 'bloquear',
  version: r.version,
});

export async function listSettings(ctx: Ctx): Promise<Setting> {
  return toSetting(await readSettings(ctx.db));
}

/** The one row, checked against the version the screen loaded (two administrators at once). */
export function updateSettings(ctx: Ctx, sent: UpdateSettingBody): Promise<Setting> {
  return ctx.db.transaction(async (tx) => {
    await readSettings(tx); // recreates a removed row, so the lock below always finds it
    const [found] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
    const before = toSetting(checkVersion(found, { id: 1, version: sent.version }, NOT_FOUND));
    const body = completeEdit(EDITS['PUT /api/setting/update'], sent, before);
    const [row] = await tx
      .update(settings)
      .set({
        initialCash: body.initial_cash.toFixed(2),
        address: body.address,
        cellphoneNumber: body.cellphone_number,
        enabledOptionsUser: body.enabled_options_user,
        nearExpiryDays: body.near_expiry_days,
        autoOffers: body.auto_offers,
        creditOverdueDays: body.credit_overdue_days,
        creditControl: body.credit_control,
        updatedAt: new Date(),
        ...bumpVersion(settings),
      })
      .where(eq(settings.id, 1))
      .returning();
    const after = toSetting(row);
    await audit(tx, ctx, { action: 'edit', entity: 'setting', entityId: 1, before, after });
    return after;
  });
}
