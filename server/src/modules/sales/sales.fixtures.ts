import { eq, sql } from 'drizzle-orm';
import { fold, KARDEX_REASONS, lineCents, toCents, type RecordSaleBody } from '@lactea/contracts';
import { kardex, marks, productDiscounts, productPromotions, products, productStock, typePayments } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import type { Config } from '../../config.js';
import { addLot } from '../stock/ledger.js';

/** Products, lots, payment types, a discount and a promotion for the sale tests and the bench. */
export interface SaleWorld {
  ctx: Ctx;
  cash: number;
  card: number;
  disabledPay: number;
  markId: number;
  addProduct(name: string, price: string, opts?: { barcode?: string; enabled?: number; unit?: 'unidad' | 'kg'; scaleCode?: number }): Promise<number>;
  addLot(fkProduct: number, quantity: number, expirationDate: string, unitCost?: string): Promise<number>;
  addDiscount(fkProduct: number, unitPrice: string, quantity: number): Promise<void>;
  addPromotion(fkProduct: number, quantityPromotion: number, quantitySale: number): Promise<void>;
  stockOf(fkProduct: number): Promise<number>;
  /** Sum of kardex deltas = product_stock = sum of lots, for the product; answers the stock. */
  ledgerStock(fkProduct: number): Promise<number>;
}

let seq = 0;

export async function saleWorld(db: Db, config: Config, adminId: number): Promise<SaleWorld> {
  const ctx = { db, config, user: { id: adminId, name: 'A', category: 'a', username: 'admin' }, ip: '127.0.0.1' } as Ctx;
  const tag = `${Date.now().toString(36)}${seq++}`;
  const [mark] = await db.insert(marks).values({ mark: `M${tag}`, markKey: `m${tag}` }).returning();
  const pay = async (name: string, isCash: number, code: string, enabled = 1) => {
    const [row] = await db.insert(typePayments).values({ typePay: name, typePayKey: fold(`${name}${tag}`), isCash, code, enabled }).returning();
    return row.id;
  };
  const stockOf = async (fkProduct: number) => {
    const [row] = await db.select({ q: productStock.quantity }).from(productStock).where(eq(productStock.fkProduct, fkProduct));
    return row?.q ?? 0;
  };
  const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
  return {
    ctx,
    markId: mark.id,
    cash: await pay('Efectivo', 1, 'e'),
    card: await pay('Tarjeta', 0, 'c'),
    disabledPay: await pay('Cheque', 0, 'q', 0),
    async addProduct(name, price, opts = {}) {
      const code = `${name.slice(0, 10)}-${tag}-${seq++}`;
      const [p] = await db
        .insert(products)
        .values({
          code,
          codeKey: fold(code),
          product: name,
          barcode: opts.barcode ?? null,
          description: 'd',
          price,
          cost: '1.00',
          fkMark: mark.id,
          searchText: fold(`${code} ${name} ${opts.barcode ?? ''}`),
          enabled: opts.enabled ?? 1,
          unit: opts.unit ?? 'unidad',
          scaleCode: opts.scaleCode ?? null,
        })
        .returning();
      return p.id;
    },
    async addLot(fkProduct, quantity, expirationDate, unitCost = '5.00') {
      const lot = await db.transaction((tx) => addLot(tx, ctx, { fkProduct, quantity, expirationDate, unitCost }, { reason: KARDEX_REASONS.newLot, docKind: 'lot' }));
      return lot.id;
    },
    async addDiscount(fkProduct, unitPrice, quantity) {
      await db.insert(productDiscounts).values({ fkProduct, unitPrice, quantity });
    },
    async addPromotion(fkProduct, quantityPromotion, quantitySale) {
      await db.insert(productPromotions).values({ fkProduct, quantityPromotion, quantitySale });
    },
    stockOf,
    async ledgerStock(fkProduct) {
      const [{ deltas }] = await db.select({ deltas: sql<string>`coalesce(sum(delta), 0)::text` }).from(kardex).where(eq(kardex.fkProduct, fkProduct));
      const [{ inlots }] = rows(await db.execute(sql`select coalesce(sum(quantity), 0)::text as inlots from lots where fk_product = ${fkProduct}`));
      const stock = await stockOf(fkProduct);
      if (Number(deltas) !== stock || Number(inlots) !== stock) throw new Error(`ledger ${deltas} / lots ${String(inlots)} / stock ${stock}`);
      return stock;
    },
  };
}

export interface DraftLine {
  product_id: number;
  quantity: number;
  price: number;
  /** Discount unit price, or a promotion as [take, pay]. */
  discount?: number;
  promotion?: [number, number];
  /** A line scanned from a scale label; `total` is a price label's price (the line's total). */
  scale_label?: string;
  total?: number;
}

/** A request body as the web's cart builds it, with its figures computed like the web does. */
export function draft(lines: DraftLine[], header: Partial<RecordSaleBody['sale']> & { paid?: number } = {}, extra: Partial<RecordSaleBody> = {}): RecordSaleBody {
  const detail = lines.map((l) => {
    let unit = l.price;
    let promotion = '';
    let totalCents = l.total !== undefined ? toCents(l.total) : lineCents(toCents(l.price), l.quantity);
    if (l.discount !== undefined) {
      unit = l.discount;
      totalCents = lineCents(toCents(l.discount), l.quantity);
    }
    if (l.promotion) {
      const [take, pay] = l.promotion;
      totalCents = toCents(l.price) * (l.quantity / take) * pay;
      unit = Math.round((totalCents * 100) / l.quantity) / 10_000;
      promotion = `${pay}x${take}`;
    }
    return {
      product_id: l.product_id,
      quantity: l.quantity,
      unit_price: unit,
      unit_price_system: l.price,
      discount: Math.round((l.price - unit) * 10_000) / 10_000,
      promotion,
      ...(l.scale_label ? { scale_label: l.scale_label } : {}),
      totalCents,
    };
  });
  const subtotal = detail.reduce((a, l) => a + l.totalCents, 0);
  const discountCents = toCents(header.discount ?? 0);
  const total = subtotal - discountCents;
  const paid = header.paid !== undefined ? toCents(header.paid) : total;
  const { paid: _paid, ...rest } = header;
  return {
    register_client: 0,
    without_client: 1,
    client: null,
    ...extra,
    sale: {
      discount: discountCents / 100,
      money_paid: paid / 100,
      total_sale: total / 100,
      change_box: header.cancelled === 0 || header.paid === undefined ? 0 : Math.max(0, paid - total) / 100,
      cancelled: 1,
      id_type_payment: 0,
      ...rest,
    },
    detail: detail.map(({ totalCents: _t, ...l }) => l),
  };
}

/** 'Deuda + Cliente': a credit sale of one product to an existing client, as the till sends it. */
export const creditDraft = (line: DraftLine, client: { id: number; business_name: string; ci_nit: string }): RecordSaleBody =>
  draft([line], { cancelled: 0, id_type_payment: 0, paid: 0 }, { without_client: 0, client });
