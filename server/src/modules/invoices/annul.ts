import { eq, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
import { COMPRA_VENTA } from '../siat/prepare.js';

/**
 * A sale annulled, its invoice with it, in the annulment's transaction; SIAT is told by the outbox
 * (anulacionFactura), never inside it. An accepted invoice is due at once; one SIAT has not
 * decided yet (pendiente, contingencia) keeps its motivo and is annulled once accepted; a rejected
 * one SIAT never took is annulled here. Answers whether the sale had an invoice (to wake the outbox).
 */
export async function annulSaleInvoice(tx: Executor, saleId: number, motivo: number): Promise<boolean> {
  const result = await tx.execute(sql`
    update ${invoices} set annul_motivo = ${motivo},
      state = case when state = 'rechazada' then 'anulada' else state end,
      next_attempt_at = case when state = 'aceptada' then now() else next_attempt_at end
    where ${eq(invoices.fkSale, saleId)} and document_sector = ${COMPRA_VENTA} and state <> 'anulada'
    returning id`);
  return rowsOf(result).length > 0;
}
