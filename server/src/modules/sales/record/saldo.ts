import { SALE_MSG, standsForNoClient, type RecordSaleBody } from '@lactea/contracts';
import type { Tx } from '../../../db/types.js';
import { badRequest } from '../../../lib/errors.js';
import { lockedSaldoCents, type SaldoMove } from '../../clients/saldo.js';
import { NEW_CLIENT, type SaleClient } from './checks.js';

/**
 * A sale paid with 'Saldo a favor' (decision 0072): it spends the client's saldo, never above it.
 * Only such a sale comes here; any other reads and writes nothing more.
 */

/** Who may pay with the saldo: a client of its own, online. Adds the Spanish messages. */
export function checkSaldoPayer(body: RecordSaleBody, client: SaleClient | null, messages: string[]): void {
  if (body.offline) messages.push(SALE_MSG.saldoOffline);
  if (!client || standsForNoClient(client.business_name, client.ci_nit)) messages.push(SALE_MSG.saldoNeedsClient);
}

/**
 * The sale's spend of the saldo, checked under the client's row lock (so 20 tills cannot spend one
 * saldo twice), as the movement its one statement writes; refused past the saldo. A client
 * registered with the sale has none.
 */
export async function spendSaldo(tx: Tx, client: SaleClient, totalCents: number, at: Omit<SaldoMove, 'fkClient' | 'cents'>): Promise<SaldoMove | null> {
  const saldoCents = client.id === NEW_CLIENT ? 0 : await lockedSaldoCents(tx, client.id);
  if (totalCents > saldoCents) throw badRequest(SALE_MSG.saldoShort(client.business_name, saldoCents));
  return totalCents > 0 ? { fkClient: client.id, cents: -totalCents, ...at } : null;
}
