import { eq } from 'drizzle-orm';
import type { ScaleSetting, UpdateScaleSettingBody } from '@lactea/contracts';
import { settings } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { readSettings, type SettingsRow } from './settings.read.js';

const NOT_FOUND = 'No existe la configuración';

const toScaleSetting = (r: SettingsRow): ScaleSetting => ({
  scale_prefix_from: r.scalePrefixFrom,
  scale_prefix_to: r.scalePrefixTo,
  scale_code_digits: r.scaleCodeDigits,
  scale_value: r.scaleValue === 'p' ? 'p' : 'w',
  version: r.version,
});

/** setting/scale-label: the scale labels' format (docs/decisions/0034). */
export async function scaleSettings(ctx: Ctx): Promise<ScaleSetting> {
  return toScaleSetting(await readSettings(ctx.db));
}

/** setting/update-scale-label: the same settings row and version as setting/update (409 when stale). */
export function updateScaleSettings(ctx: Ctx, body: UpdateScaleSettingBody): Promise<ScaleSetting> {
  return ctx.db.transaction(async (tx) => {
    await readSettings(tx);
    const [found] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
    const before = toScaleSetting(checkVersion(found, { id: 1, version: body.version }, NOT_FOUND));
    const [row] = await tx
      .update(settings)
      .set({
        scalePrefixFrom: body.scale_prefix_from,
        scalePrefixTo: body.scale_prefix_to,
        scaleCodeDigits: body.scale_code_digits,
        scaleValue: body.scale_value,
        updatedAt: new Date(),
        ...bumpVersion(settings),
      })
      .where(eq(settings.id, 1))
      .returning();
    const after = toScaleSetting(row);
    await audit(tx, ctx, { action: 'edit', entity: 'setting', entityId: 1, before, after });
    return after;
  });
}
