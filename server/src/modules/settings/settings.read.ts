import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { ScaleFormat } from '@lactea/contracts';

export type SettingsRow = typeof settings.$inferSelect;

/** The one settings row (the migration creates it; recreated with defaults if someone removed it). */
export async function readSettings(db: Executor): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (row) return row;
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(settings).where(eq(settings.id, 1));
  return created!;
}

/**
 * Whether category 'u' users may use Inventario and Compras right now. Read on every such call
 * (a primary-key lookup) rather than cached, so switching it off takes effect at once, in every
 * process sharing the database.
 */
export async function optionsEnabledForStaff(db: Executor): Promise<boolean> {
  const [row] = await db.select({ v: settings.enabledOptionsUser }).from(settings).where(eq(settings.id, 1));
  return row?.v === 1;
}

/** The scale labels' format (Configuraciones) as the label reader takes it. */
export const scaleFormatOf = (row: SettingsRow): ScaleFormat => ({
  prefix_from: row.scalePrefixFrom,
  prefix_to: row.scalePrefixTo,
  code_digits: row.scaleCodeDigits,
  value_kind: row.scaleValue === 'p' ? 'p' : 'w',
});
