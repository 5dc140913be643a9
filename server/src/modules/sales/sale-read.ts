import { asc, eq, inArray } from 'drizzle-orm';
import { CREDIT_TEXT, type Sale } from '@lactea/contracts';
import { clients, products, saleDetails, sales, typePayments, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

const num = (v: string) => Number(v);
/** time columns come back as 'HH:mm:ss' (sometimes with fractions): keep the seconds. */
const hhmmss = (v: string) => v.slice(0, 8);

/**
 * Recorded sales as the receipt and the lists show them, in the order of `ids`. `withLines: false`
 * leaves `products` empty and skips reading the lines (an export of the sales, not of their lines).
 */
export async function readSales(db: Executor, ids: number[], { withLines = true } = {}): Promise<Sale[]> {
  if (ids.length === 0) return [];
  const [heads, lines] = await Promise.all([
    db
      .select({
        id: sales.id,
        date: sales.date,
        hour: sales.hour,
        subtotal: sales.subtotal,
        discount: sales.discount,
        totalSale: sales.totalSale,
        moneyPaid: sales.moneyPaid,
        changeBox: sales.changeBox,
        cancelled: sales.cancelled,
        enabled: sales.enabled,
        fkTypePayment: sales.fkTypePayment,
        typePay: sales.typePay,
        textTypePay: typePayments.typePay,
        clientId: clients.id,
        businessName: clients.businessName,
        ciNit: clients.ciNit,
        userId: users.id,
        userName: users.name,
      })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.fkUser))
      .leftJoin(clients, eq(clients.id, sales.fkClient))
      .leftJoin(typePayments, eq(typePayments.id, sales.fkTypePayment))
      .where(inArray(sales.id, ids)),
    withLines ? linesOf(db, ids) : [],
  ]);
  const byId = new Map(
    heads.map((h) => [
      h.id,
      {
        id: h.id,
        date: h.date,
        hour: hhmmss(h.hour),
        subtotal: num(h.subtotal),
        discount: num(h.discount),
        total_sale: num(h.totalSale),
        money_paid: num(h.moneyPaid),
        change_box: num(h.changeBox),
        cancelled: h.cancelled as 0 | 1,
        enabled: h.enabled as 0 | 1,
        id_type_payment: h.fkTypePayment,
        type_pay: h.typePay,
        text_type_pay: h.cancelled === 0 ? CREDIT_TEXT : (h.textTypePay ?? ''),
        client: h.clientId === null ? null : { id: h.clientId, business_name: h.businessName ?? '', ci_nit: h.ciNit ?? '' },
        user: { id: h.userId, name: h.userName },
        products: [] as Sale['products'],
      } satisfies Sale,
    ]),
  );
  for (const l of lines) {
    byId.get(l.fkSale)?.products.push({
      product_id: l.product_id,
      product: l.product,
      code: l.code,
      quantity: l.quantity,
      unit_price_system: num(l.unitPriceSystem),
      unit_price: num(l.unitPrice),
      discount: num(l.discount),
      promotion: l.promotion,
      total: num(l.total),
    });
  }
  return ids.map((id) => byId.get(id)).filter((s): s is Sale => s !== undefined);
}

/** The lines of `ids`' sales with their product, in sale and line order. */
function linesOf(db: Executor, ids: number[]) {
  return db
    .select({
      fkSale: saleDetails.fkSale,
      product_id: saleDetails.fkProduct,
      product: products.product,
      code: products.code,
      quantity: saleDetails.quantity,
      unitPriceSystem: saleDetails.unitPriceSystem,
      unitPrice: saleDetails.unitPrice,
      discount: saleDetails.discount,
      promotion: saleDetails.promotion,
      total: saleDetails.total,
    })
    .from(saleDetails)
    .innerJoin(products, eq(products.id, saleDetails.fkProduct))
    .where(inArray(saleDetails.fkSale, ids))
    .orderBy(asc(saleDetails.fkSale), asc(saleDetails.line));
}
