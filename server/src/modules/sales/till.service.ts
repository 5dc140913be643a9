import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { listWithRows } from './price-list.read.js';
import { toCents, type CreditControl, discountInForce, gramsForPrice, lineCents, parseScaleLabel, SCALE_MSG, type ProductStock, type TillBarcodeProduct, type TillProduct, type SnapshotPriceList, type TillClientPrices, type TillScaleLine, type TillSetup, type TillSnapshot } from '@lactea/contracts';
import { clients, lots, priceLists, productStock, sales, typePayments } from '../../db/schema/index.js';
import { sellableLotsFilter } from '../stock/ledger.js';
import { enabledOffers } from './enabled-offers.js';
import type { Ctx } from '../../lib/context.js';
import { jsonRows } from '../../db/json-rows.js';
import { readInvoiceSettingsRow } from '../siat/invoice-settings.service.js';
import { allEnabledProducts, enabledProductById, firstProducts, searchByBarcode, searchByScaleCode, type TillListed } from '../products/products.service.js';
import { enabledPresentationByBarcode, snapshotPresentations } from '../presentations/presentations.service.js';
import { badRequest } from '../../lib/errors.js';
import { readSettings, scaleFormatOf } from '../settings/settings.read.js';
import { businessToday } from '../../lib/business-time.js';

/** A product's sellable stock and enabled terms, by product id. */
interface TillTerms {
  stock: Map<number, number>;
  discount: Map<number, TillProduct['discount']>;
  promotion: Map<number, TillProduct['promotion']>;
}

/**
 * Sellable stock (non-expired lots only: an expired lot is never sold; less what pending orders hold) and the enabled discount
 * and promotion of the products `ids` names, or of every product when it is null (the snapshot):
 * one query each.
 */
async function tillTerms(ctx: Ctx, ids: number[] | null): Promise<TillTerms> {
  const today = businessToday(ctx.config.tzBusiness);
  const [stock, offers] = await Promise.all([
    // One row per product with stock: the whole catalogue for the snapshot, so one JSON array.
    jsonRows<{ fk_product: number; n: number }>(
      ctx.db,
      // Less what pending orders reserved (decision 0073): the till may sell only the rest, so it shows the rest.
      sql`select ${lots.fkProduct} as fk_product, greatest(0, least(sum(${lots.quantity}), min(${productStock.quantity} - ${productStock.reserved}))) as n
        from ${lots} left join ${productStock} on ${productStock.fkProduct} = ${lots.fkProduct}
        where ${and(ids ? inArray(lots.fkProduct, ids) : undefined, sellableLotsFilter(today))} group by ${lots.fkProduct}`,
    ),
    enabledOffers(ctx.db, ids),
  ]);
  return { stock: new Map(stock.map((s) => [s.fk_product, Number(s.n)])), ...offers };
}

/** The till's view of a product found by the product module's searches, with its terms. */
const tillProductOf = (p: TillListed, terms: TillTerms): TillProduct => ({
  id: p.id,
  code: p.code,
  product: p.product,
  barcode: p.barcode,
  price: p.price,
  cost: p.cost,
  mark: p.mark,
  unit: p.unit,
  scale_code: p.scale_code,
  stock: terms.stock.get(p.id) ?? 0,
  discount: discountInForce(toCents(p.price), terms.discount.get(p.id)),
  promotion: terms.promotion.get(p.id) ?? null,
});

/**
 * The till's product lookups reuse the product module's searches (same matching and ranking, their
 * rows already carry code, name, barcode, price, cost and brand: not read again) and add what the
 * till needs to price and check a line without another call: sellable stock and enabled terms.
 */
async function tillProducts(ctx: Ctx, found: ProductStock[], priceListId?: number): Promise<TillProduct[]> {
  if (found.length === 0) return [];
  const ids = found.map((p) => p.id);
  const [terms, list] = await Promise.all([tillTerms(ctx, ids), priceListId ? listWithRows(ctx.db, priceListId, ids) : null]);
  // With the client's list asked: each product's rows of it (none: the counter's prices).
  const rowsOf = (id: number) => (priceListId ? { list_rows: list?.rows.filter((r) => r.product_id === id) ?? [] } : {});
  return found.map((p) => ({ ...tillProductOf(p, terms), ...rowsOf(p.id) }));
}

/**
 * sale/till-barcode: every enabled product with exactly this barcode (several are listed), or else
 * the enabled presentation ('Caja x12') with it and its enabled product. A presentation's barcode
 * is no product's (presentations/barcodes.ts), so the usual scan, a product's, costs no extra read.
 * With `priceListId` (a client chosen first) each product carries its rows of that list.
 */
export async function tillByBarcode(ctx: Ctx, barcode: string, priceListId?: number): Promise<TillBarcodeProduct[]> {
  const found = await searchByBarcode(ctx, barcode);
  if (found.length > 0) return (await tillProducts(ctx, found, priceListId)).map((p) => ({ ...p, presentation: null }));
  const crate = await enabledPresentationByBarcode(ctx, barcode);
  if (!crate) return [];
  return (await tillProducts(ctx, await enabledProductById(ctx, crate.productId), priceListId)).map((p) => ({ ...p, presentation: crate.presentation }));
}

/**
 * sale/till-client-prices: the client's price list with its rows for the cart's products, or null
 * when the client has none (or does not exist). Disabled lists answer too: the rule prices their
 * lines at the counter's prices, and the till says so by not showing 'Lista …'.
 */
export async function tillClientPrices(ctx: Ctx, clientId: number, productIds: number[]): Promise<TillClientPrices> {
  const [client] = await ctx.db.select({ fkPriceList: clients.fkPriceList }).from(clients).where(eq(clients.id, clientId));
  if (!client?.fkPriceList) return { price_list: null };
  return { price_list: await listWithRows(ctx.db, client.fkPriceList, productIds) };
}

/**
 * sale/till-scale-label: a scanned scale label (docs/decisions/0034) read with the shop's format:
 * the weighed product its scale code names, the weight and the line's total (a price label's total
 * is its price exactly). A wrong check digit or an unknown code is a 400 with its message.
 */
export async function tillScaleLabel(ctx: Ctx, code: string): Promise<TillScaleLine> {
  const label = parseScaleLabel(code, scaleFormatOf(await readSettings(ctx.db)));
  if (!label) throw badRequest(SCALE_MSG.invalid);
  if (!label.ok) throw badRequest(label.message);
  const [product] = await tillProducts(ctx, await searchByScaleCode(ctx, label.scaleCode));
  if (!product) throw badRequest(SCALE_MSG.unknownCode(label.scaleCode));
  const priceCents = toCents(product.price);
  if (label.kind === 'p' && priceCents <= 0) throw badRequest(SCALE_MSG.invalid);
  const grams = label.kind === 'w' ? label.grams : gramsForPrice(label.cents, priceCents);
  const totalCents = label.kind === 'w' ? lineCents(priceCents, grams / 1000) : label.cents;
  return { product, quantity: grams / 1000, total: totalCents / 100, scale_label: code.trim() };
}

/** sale/till-search: the general search (code, name, barcode, description), at most 20. */
export async function tillSearch(ctx: Ctx, search: string, priceListId?: number): Promise<TillProduct[]> {
  const found = await firstProducts(ctx, { search, enabled: 1, id_mark: 0 });
  return tillProducts(ctx, found, priceListId);
}

/** sale/till-setup: what the till needs once: enabled payment types, receipt header, today. */
export async function tillSetup(ctx: Ctx): Promise<TillSetup> {
  const [payments, settings, invoicing] = await Promise.all([
    ctx.db
      .select({ id: typePayments.id, type_pay: typePayments.typePay, is_cash: typePayments.isCash, code: typePayments.code })
      .from(typePayments)
      .where(eq(typePayments.enabled, 1))
      .orderBy(asc(typePayments.id)),
    readSettings(ctx.db),
    readInvoiceSettingsRow(ctx.db),
  ]);
  return {
    payments: payments.map((p) => ({ ...p, is_cash: p.is_cash === 1 ? 1 : 0 })),
    address: settings.address,
    cellphone_number: settings.cellphoneNumber,
    auto_offers: settings.autoOffers === 1 ? 1 : 0,
    today: businessToday(ctx.config.tzBusiness),
    scale: scaleFormatOf(settings),
    invoicing: invoicing.invoicing === 1 ? 1 : 0,
  };
}

/**
 * sale/till-snapshot (decision 0043): what an offline till sells from — every enabled
 * product with its sellable stock and enabled terms, the till setup, the enabled clients, the
 * enabled price lists and presentations. The
 * terms are read whole (one query each, no id list of 50,000), not per product.
 */
export async function tillSnapshot(ctx: Ctx): Promise<TillSnapshot> {
  const takenAt = new Date().toISOString();
  const [products, setup, credit, lists, crates] = await Promise.all([
    allTillProducts(ctx),
    tillSetup(ctx),
    clientsWithCredit(ctx),
    snapshotPriceLists(ctx),
    snapshotPresentations(ctx),
  ]);
  return { taken_at: takenAt, setup, products, ...credit, price_lists: lists, presentations: crates };
}

/** Every enabled product with its sellable stock and enabled terms (the snapshot's and the phone's orders' catalogue). */
export async function allTillProducts(ctx: Ctx): Promise<TillProduct[]> {
  const [found, terms] = await Promise.all([allEnabledProducts(ctx), tillTerms(ctx, null)]);
  return found.map((p) => tillProductOf(p, terms));
}

/**
 * The enabled price lists with every row, each row a tuple (contracts' snapshotPriceListSchema):
 * one statement, the rows aggregated per list by the database.
 */
async function snapshotPriceLists(ctx: Ctx): Promise<SnapshotPriceList[]> {
  const rows = await jsonRows<{ id: number; name: string; rows: [number, number | null, number, number][] | null }>(
    ctx.db,
    sql`select l.id, l.name, (select json_agg(json_build_array(r.fk_product, r.fk_presentation, r.min_quantity, r.price) order by r.fk_product, r.min_quantity)
        from price_list_prices r where r.fk_price_list = l.id) as rows
      from ${priceLists} l where l.enabled = 1`,
    sql`q.id`,
  );
  return rows.map((l) => ({ id: l.id, name: l.name, rows: (l.rows ?? []).map(([p, r, m, price]) => [p, r, Number(m), Number(price)]) }));
}

/**
 * The enabled clients with their credit as clients/credit.ts computes it for one (open debt, the
 * day the oldest became overdue), all in one grouped query, and the shop's control: the offline
 * till warns of a credit sale over the limit from these.
 */
async function clientsWithCredit(ctx: Ctx): Promise<Pick<TillSnapshot, 'clients' | 'credit_control'>> {
  const settings = await readSettings(ctx.db);
  const today = businessToday(ctx.config.tzBusiness);
  const rows = await ctx.db
    .select({
      id: clients.id,
      business_name: clients.businessName,
      ci_nit: clients.ciNit,
      fkPriceList: clients.fkPriceList,
      limit: clients.creditLimit,
      debt: sql<string>`coalesce(sum(${sales.totalSale} - ${sales.debtPaid}), 0)::text`,
      since: sql<string | null>`(min(${sales.date}) + coalesce(${clients.overdueDays}, ${settings.creditOverdueDays}::int))::text`,
    })
    .from(clients)
    .leftJoin(sales, and(eq(sales.fkClient, clients.id), eq(sales.cancelled, 0), eq(sales.enabled, 1)))
    .where(eq(clients.enabled, 1))
    .groupBy(clients.id)
    .orderBy(asc(clients.id));
  return {
    clients: rows.map((r) => ({
      id: r.id,
      business_name: r.business_name,
      ci_nit: r.ci_nit,
      credit_limit: r.limit === null ? null : toCents(r.limit) / 100,
      debt: toCents(r.debt) / 100,
      overdue_since: r.since !== null && r.since <= today ? r.since : null,
      fk_price_list: r.fkPriceList,
    })),
    credit_control: settings.creditControl as CreditControl,
  };
}
