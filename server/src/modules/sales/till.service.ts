import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { TillProduct, TillSetup } from '@lactea/contracts';
import { lots, marks, productDiscounts, productPromotions, products, typePayments } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { firstProducts, searchByBarcode } from '../products/products.service.js';
import { readSettings } from '../settings/settings.read.js';
import { businessToday } from '../../lib/business-time.js';

/**
 * The till's product lookups reuse the product module's searches (same matching and ranking) and
 * add what the till needs to price and check a line without another call: sellable stock (non-
 * expired lots only, DESIGN §6) and the product's enabled discount and promotion.
 */
async function tillProducts(ctx: Ctx, ids: number[]): Promise<TillProduct[]> {
  if (ids.length === 0) return [];
  const today = businessToday(ctx.config.tzBusiness);
  const [rows, stock, discounts, promotions] = await Promise.all([
    ctx.db
      .select({ id: products.id, code: products.code, product: products.product, barcode: products.barcode, price: products.price, cost: products.cost, mark: marks.mark })
      .from(products)
      .innerJoin(marks, eq(marks.id, products.fkMark))
      .where(and(inArray(products.id, ids), eq(products.enabled, 1))),
    ctx.db
      .select({ fkProduct: lots.fkProduct, n: sql<number>`sum(${lots.quantity})::int` })
      .from(lots)
      .where(and(inArray(lots.fkProduct, ids), gt(lots.quantity, 0), gte(lots.expirationDate, today)))
      .groupBy(lots.fkProduct),
    ctx.db
      .select({ fkProduct: productDiscounts.fkProduct, unitPrice: productDiscounts.unitPrice, quantity: productDiscounts.quantity })
      .from(productDiscounts)
      .where(and(inArray(productDiscounts.fkProduct, ids), eq(productDiscounts.enabled, 1))),
    ctx.db
      .select({ fkProduct: productPromotions.fkProduct, qp: productPromotions.quantityPromotion, qs: productPromotions.quantitySale })
      .from(productPromotions)
      .where(and(inArray(productPromotions.fkProduct, ids), eq(productPromotions.enabled, 1))),
  ]);
  const stockOf = new Map(stock.map((s) => [s.fkProduct, Number(s.n)]));
  const discountOf = new Map(discounts.map((d) => [d.fkProduct, { unit_price: Number(d.unitPrice), quantity: d.quantity }]));
  const promotionOf = new Map(promotions.map((p) => [p.fkProduct, { quantity_promotion: p.qp, quantity_sale: p.qs }]));
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        ...r,
        price: Number(r.price),
        cost: Number(r.cost),
        stock: stockOf.get(r.id) ?? 0,
        discount: discountOf.get(r.id) ?? null,
        promotion: promotionOf.get(r.id) ?? null,
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((p): p is TillProduct => p !== undefined);
}

/** sale/till-barcode: every enabled product with exactly this barcode (several are listed). */
export async function tillByBarcode(ctx: Ctx, barcode: string): Promise<TillProduct[]> {
  const found = await searchByBarcode(ctx, barcode);
  return tillProducts(ctx, found.map((p) => p.id));
}

/** sale/till-search: the general search (code, name, barcode, description), at most 20. */
export async function tillSearch(ctx: Ctx, search: string): Promise<TillProduct[]> {
  const found = await firstProducts(ctx, { search, enabled: 1, id_mark: 0 });
  return tillProducts(ctx, found.map((p) => p.id));
}

/** sale/till-setup: what the till needs once: enabled payment types, receipt header, today. */
export async function tillSetup(ctx: Ctx): Promise<TillSetup> {
  const [payments, settings] = await Promise.all([
    ctx.db
      .select({ id: typePayments.id, type_pay: typePayments.typePay, is_cash: typePayments.isCash, code: typePayments.code })
      .from(typePayments)
      .where(eq(typePayments.enabled, 1))
      .orderBy(asc(typePayments.id)),
    readSettings(ctx.db),
  ]);
  return {
    payments: payments.map((p) => ({ ...p, is_cash: p.is_cash === 1 ? 1 : 0 })),
    address: settings.address,
    cellphone_number: settings.cellphoneNumber,
    today: businessToday(ctx.config.tzBusiness),
  };
}
