import { and, eq, sql } from 'drizzle-orm';
import { toCents, type ClientCredit, type CreditControl } from '@lactea/contracts';
import { clients, sales } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { readSettings } from '../settings/settings.read.js';

/**
 * A client's credit state (decision 0035): open debt = Σ (total − paid) of its open credit sales;
 * the oldest one is overdue `days` after its sale date (days = the client's own or the setting's);
 * overdue when that day is today or earlier. The one computation the till's display
 * (client/credit) and record-sale's check use.
 */
export async function clientCredit(db: Executor, clientId: number, today: string, opts: { lock?: boolean } = {}): Promise<ClientCredit | null> {
  const settings = await readSettings(db);
  const select = db.select({ id: clients.id, creditLimit: clients.creditLimit, overdueDays: clients.overdueDays }).from(clients).where(eq(clients.id, clientId));
  // record-sale locks the client's row (FOR NO KEY UPDATE: its key does not change): two tills
  // selling on credit to the same client take turns, so the second sees the first's debt.
  const [client] = opts.lock ? await select.for('no key update') : await select;
  if (!client) return null;
  const days = client.overdueDays ?? settings.creditOverdueDays;
  const [open] = await db
    .select({
      debt: sql<string>`coalesce(sum(${sales.totalSale} - ${sales.debtPaid}), 0)::text`,
      since: sql<string | null>`(min(${sales.date}) + ${days}::int)::text`,
    })
    .from(sales)
    .where(and(eq(sales.fkClient, clientId), eq(sales.cancelled, 0), eq(sales.enabled, 1)));
  const debtCents = toCents(open.debt);
  const limitCents = client.creditLimit === null ? null : toCents(client.creditLimit);
  return {
    id: client.id,
    credit_limit: limitCents === null ? null : limitCents / 100,
    overdue_days: days,
    debt: debtCents / 100,
    available: limitCents === null ? null : Math.max(0, limitCents - debtCents) / 100,
    overdue_since: open.since !== null && open.since <= today ? open.since : null,
    control: settings.creditControl as CreditControl,
  };
}
