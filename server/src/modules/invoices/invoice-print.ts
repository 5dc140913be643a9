import { and, eq } from 'drizzle-orm';
import { INVOICE_MSG, type Sale } from '@lactea/contracts';
import { invoices } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { readSales } from '../sales/sale-view.js';

/**
 * FACTURAS' reprint: the invoice's sale as every sale answer gives it, its invoice summary (its
 * current CUF) included. 'Reimprimir' calls it only to print, so the CUF it answers is recorded as
 * the one on paper: an invoice issued again in contingency stops asking for its reprint.
 */
export async function invoiceForPrint(ctx: Ctx, id: number): Promise<Sale> {
  const [row] = await ctx.db.select({ saleId: invoices.fkSale, printedCuf: invoices.printedCuf }).from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_MSG.invoiceMissing);
  const [sale] = await readSales(ctx.db, [row.saleId]);
  // Only the CUF read with the sale: one the outbox changed meanwhile still asks for its reprint.
  if (sale.invoice && row.printedCuf !== null && row.printedCuf !== sale.invoice.cuf) {
    await ctx.db.update(invoices).set({ printedCuf: sale.invoice.cuf }).where(and(eq(invoices.id, id), eq(invoices.cuf, sale.invoice.cuf)));
  }
  return sale;
}
