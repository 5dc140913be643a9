import { eq } from 'drizzle-orm';
import { INVOICE_MSG, type Sale } from '@lactea/contracts';
import { invoices } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { readSales } from '../sales/sale-view.js';

/** FACTURAS' reprint: the invoice's sale as every sale answer gives it, its invoice summary included. */
export async function invoiceForPrint(ctx: Ctx, id: number): Promise<Sale> {
  const [row] = await ctx.db.select({ saleId: invoices.fkSale }).from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_MSG.invoiceMissing);
  const [sale] = await readSales(ctx.db, [row.saleId]);
  return sale;
}
