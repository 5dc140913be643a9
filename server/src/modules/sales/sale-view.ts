import { asc, eq, inArray, sql } from 'drizzle-orm';
import { salePaymentText, toCents, type Sale, type SaleLine, type SalePaymentType } from '@lactea/contracts';
import { clients, presentations, priceLists, products, saleDetails, sales, typePayments, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { invoiceSummaries } from '../invoices/summary.js';

const num = (v: string) => Number(v);
/** time columns come back as 'HH:mm:ss' (sometimes with fractions): keep the seconds. */
const hhmmss = (v: string) => v.slice(0, 8);

/** A sale as every answer gives it, from its stored figures: `excess` and Tipo Pago derived once, here. */
export function saleOf(s: Omit<Sale, 'excess' | 'text_type_pay'>): Sale {
  const excessCents = toCents(s.money_paid) - toCents(s.total_sale);
  return { ...s, excess: Math.max(0, excessCents) / 100, text_type_pay: salePaymentText(s) };
}

/** A sale's line as every answer gives it: the product, its sale figures in `pivot`. */
export const saleLineOf = (product: { id: number; product: string; code: string; unit: string }, pivot: SaleLine['pivot']): SaleLine => ({ ...product, unit: product.unit === 'kg' ? 'kg' : 'unidad', pivot });

const paymentTypeOf = (id: number | null, typePay: string | null, isCash: number | null): SalePaymentType | null =>
  id === null || typePay === null ? null : { id, type_pay: typePay, is_cash: isCash === 1 ? 1 : 0 };
/**
 * A sale has at most one of the two: the type it was sold with, or (sold on credit) the type its
 * debt was collected with. One join on whichever is set costs what the single join did before.
 */
const saleOrDebtPayment = sql`coalesce(${sales.fkTypePayment}, ${sales.fkTypePaymentDebt})`;

/**
 * Recorded sales as the receipt and the lists show them, in the order of `ids`. `withLines: false`
 * leaves `products` empty and skips reading the lines (an export of the sales, not of their lines).
 * One statement for the heads and one for all the lines: never a query per sale.
 */
export async function readSales(db: Executor, ids: number[], { withLines = true } = {}): Promise<Sale[]> {
  if (ids.length === 0) return [];
  const [heads, lines, invoiced] = await Promise.all([
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
        payName: typePayments.typePay,
        payIsCash: typePayments.isCash,
        dateDebt: sales.dateDebt,
        fkTypePaymentDebt: sales.fkTypePaymentDebt,
        debtPaid: sales.debtPaid,
        clientId: clients.id,
        businessName: clients.businessName,
        ciNit: clients.ciNit,
        userId: users.id,
        userName: users.name,
      })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.fkUser))
      .leftJoin(clients, eq(clients.id, sales.fkClient))
      .leftJoin(typePayments, eq(typePayments.id, saleOrDebtPayment))
      .where(inArray(sales.id, ids)),
    withLines ? linesOf(db, ids) : [],
    invoiceSummaries(db, ids),
  ]);
  const byId = new Map(
    heads.map((h) => [
      h.id,
      saleOf({
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
        type_payment: paymentTypeOf(h.fkTypePayment, h.payName, h.payIsCash),
        date_debt: h.dateDebt,
        type_payment_debt: h.fkTypePayment === null ? paymentTypeOf(h.fkTypePaymentDebt, h.payName, h.payIsCash) : null,
        debt_paid: num(h.debtPaid),
        client: h.clientId === null ? null : { id: h.clientId, business_name: h.businessName ?? '', ci_nit: h.ciNit ?? '' },
        user: { id: h.userId, name: h.userName },
        products: [],
        invoice: invoiced.get(h.id) ?? null,
      }),
    ]),
  );
  for (const l of lines) {
    byId.get(l.fkSale)?.products.push(
      saleLineOf(
        { id: l.productId, product: l.product, code: l.code, unit: l.unit },
        {
          unit_price_system: num(l.unitPriceSystem),
          discount: num(l.discount),
          unit_price: num(l.unitPrice),
          quantity: l.quantity,
          unit_cost: num(l.unitCost),
          promotion: l.promotion,
          total: num(l.total),
          price_list: l.priceList,
          // The units it was sold with, not the presentation's units now.
          presentation: l.presentationId === null ? null : { id: l.presentationId, name: l.presentationName ?? '', units: l.presentationUnits },
          sale_line_id: l.id,
          returned_quantity: l.returnedQuantity,
          returned_amount: num(l.returnedAmount),
        },
      ),
    );
  }
  return ids.map((id) => byId.get(id)).filter((s): s is Sale => s !== undefined);
}

/** The lines of `ids`' sales with their product, in sale and line order. */
function linesOf(db: Executor, ids: number[]) {
  return db
    .select({
      id: saleDetails.id,
      fkSale: saleDetails.fkSale,
      returnedQuantity: saleDetails.returnedQuantity,
      returnedAmount: saleDetails.returnedAmount,
      productId: saleDetails.fkProduct,
      product: products.product,
      code: products.code,
      unit: products.unit,
      quantity: saleDetails.quantity,
      unitPriceSystem: saleDetails.unitPriceSystem,
      unitPrice: saleDetails.unitPrice,
      discount: saleDetails.discount,
      promotion: saleDetails.promotion,
      unitCost: saleDetails.unitCost,
      total: saleDetails.total,
      priceList: priceLists.name,
      presentationId: saleDetails.fkPresentation,
      presentationName: presentations.name,
      presentationUnits: saleDetails.presentationUnits,
    })
    .from(saleDetails)
    .innerJoin(products, eq(products.id, saleDetails.fkProduct))
    .leftJoin(priceLists, eq(priceLists.id, saleDetails.fkPriceList))
    .leftJoin(presentations, eq(presentations.id, saleDetails.fkPresentation))
    .where(inArray(saleDetails.fkSale, ids))
    .orderBy(asc(saleDetails.fkSale), asc(saleDetails.line));
}
