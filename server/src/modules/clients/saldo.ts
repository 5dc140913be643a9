import { eq, sql, type SQL } from 'drizzle-orm';
import { centsText, toCents } from '@lactea/contracts';
import { clientCredits, clients } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/**
 * A client's saldo a favor (decision 0071): the Σ of its `client_credits` movements. A return
 * refunded as saldo adds a row; a sale paid with 'Saldo a favor' takes one (decision 0072), and
 * its annulment gives it back with another.
 */

/** The saldo now (client_credits_client_idx alone). */
export async function clientSaldoCents(db: Executor, fkClient: number): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${clientCredits.amount}), 0)::text` }).from(clientCredits).where(eq(clientCredits.fkClient, fkClient));
  return toCents(row.total);
}

/**
 * The saldo a sale may spend, with the client's row locked (FOR NO KEY UPDATE, as credit control
 * does) until the sale commits: every sale that spends a saldo takes this lock first, so two tills
 * spending one client's saldo take turns and the second reads what the first left. Read after the
 * lock, in its own statement, so it sees every spend committed before it.
 */
export async function lockedSaldoCents(db: Executor, fkClient: number): Promise<number> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, fkClient)).for('no key update');
  return clientSaldoCents(db, fkClient);
}

/** One movement of a client's saldo, written by a CTE of the statement that writes its cause. */
export interface SaldoMove {
  fkClient: number;
  /** Positive: the saldo grows; negative: it is spent. Never 0. */
  cents: number;
  fkUser: number;
  date: string;
  hour: string;
}

/** The movement as a CTE `saldo_move` of a sale's one statement, pointing at the sale it inserts (`saleId`). */
export const saldoMoveCte = (m: SaldoMove, saleId: SQL): SQL =>
  sql`saldo_move as (insert into ${clientCredits} (fk_client, amount, fk_sale, fk_user, date, hour) values (${m.fkClient}::int, ${centsText(m.cents)}::numeric, ${saleId}, ${m.fkUser}::int, ${m.date}::date, ${m.hour}::time) returning 1)`;
