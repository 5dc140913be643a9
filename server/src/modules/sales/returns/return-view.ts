import { asc, eq, sql } from 'drizzle-orm';
import { toCents, type SaleReturn } from '@lactea/contracts';
import { clients, products, saleReturnLines, saleReturns, sales, users } from '../../../db/schema/index.js';
import { readTogether } from '../../../db/reads.js';
import type { Executor } from '../../../db/types.js';
import { clientSaldoCents } from '../../clients/saldo.js';

/** A NOTA DE DEVOLUCIÓN as its answer and its print read it; null when there is no such note. */
export async function findReturn(db: Executor, id: number): Promise<SaleReturn | null> {
  const [head] = await db
    .select({
      id: saleReturns.id,
      saleId: saleReturns.fkSale,
      date: saleReturns.date,
      hour: saleReturns.hour,
      reason: saleReturns.reason,
      refund: saleReturns.refund,
      amount: saleReturns.amount,
      clientId: clients.id,
      businessName: clients.businessName,
      ciNit: clients.ciNit,
      userId: users.id,
      userName: users.name,
      credit: sql<boolean>`${sales.fkTypePayment} is null`,
      totalSale: sales.totalSale,
      debtPaid: sales.debtPaid,
    })
    .from(saleReturns)
    .innerJoin(sales, eq(sales.id, saleReturns.fkSale))
    .innerJoin(users, eq(users.id, saleReturns.fkUser))
    .leftJoin(clients, eq(clients.id, saleReturns.fkClient))
    .where(eq(saleReturns.id, id));
  if (!head) return null;
  const [lines, saldo] = await readTogether(db, [
    () =>
      db
        .select({
          id: saleReturnLines.id,
          saleLineId: saleReturnLines.fkSaleDetail,
          productId: products.id,
          product: products.product,
          unit: products.unit,
          quantity: saleReturnLines.quantity,
          disposition: saleReturnLines.disposition,
          amount: saleReturnLines.amount,
        })
        .from(saleReturnLines)
        .innerJoin(products, eq(products.id, saleReturnLines.fkProduct))
        .where(eq(saleReturnLines.fkReturn, id))
        .orderBy(asc(saleReturnLines.id)),
    () => (head.clientId === null ? null : clientSaldoCents(db, head.clientId)),
  ]);
  return {
    id: head.id,
    sale_id: head.saleId,
    date: head.date,
    hour: head.hour.slice(0, 8),
    reason: head.reason,
    refund: head.refund as SaleReturn['refund'],
    amount: toCents(head.amount) / 100,
    client: head.clientId === null ? null : { id: head.clientId, business_name: head.businessName ?? '', ci_nit: head.ciNit ?? '' },
    user: { id: head.userId, name: head.userName },
    lines: lines.map((l) => ({
      id: l.id,
      sale_line_id: l.saleLineId,
      product_id: l.productId,
      product: l.product,
      unit: l.unit === 'kg' ? 'kg' : 'unidad',
      quantity: Number(l.quantity),
      disposition: l.disposition as 'stock' | 'merma',
      amount: toCents(l.amount) / 100,
    })),
    client_saldo: saldo === null ? null : saldo / 100,
    debt_balance: head.credit ? (toCents(head.totalSale) - toCents(head.debtPaid)) / 100 : null,
  };
}

export async function readReturn(db: Executor, id: number): Promise<SaleReturn> {
  const note = await findReturn(db, id);
  if (!note) throw new Error(`nota de devolución ${id} no leída`);
  return note;
}
