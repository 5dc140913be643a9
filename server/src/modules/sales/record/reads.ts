import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toCents } from '@lactea/contracts';
import { clients, lots, priceLists, products, productStock, saleDetails, typePayments } from '../../../db/schema/index.js';
import { rowsOf, type Executor } from '../../../db/types.js';
import { anyOf, executePrepared } from '../../../db/prepared.js';
import { fefoOrder, sellableLotsFilter, type LockedLot } from '../../stock/ledger.js';
import type { PricedProduct } from '../pricing.js';
import { parsed, type IssueReads } from '../../invoices/issue.js';
import { productListRowsJson } from '../price-list.read.js';

/** The payment type a sale names, as it is read (not locked: see `readSale`). */
export interface SalePaymentRow {
  id: number;
  typePay: string;
  isCash: number;
  code: string;
  enabled: number;
}

/** The existing client a sale names by id, as it is read with its price list (not locked, like the payment type). */
export interface SaleClientRow {
  id: number;
  businessName: string;
  ciNit: string;
  enabled: number;
  /** The client's list with its rows for the sale's products (listRowsJson); null: the client has none. */
  list: { id: number; name: string; enabled: number; rows: unknown } | null;
}

/** What a sale reads before it writes: its products, their sellable lots (locked, or not: `lock`), its payment type and client. */
export interface SaleReads {
  /** Ascending id; a product that does not exist is simply missing. */
  products: PricedProduct[];
  /** Ascending product id, then FEFO (expiry, id): the ledger's lock order. */
  lots: LockedLot[];
  payment: SalePaymentRow | null;
  /** The client `clientId` names, with its list; null when none was asked or there is no such client. */
  client: SaleClientRow | null;
  /** What its invoice needs (`invoice`, `invoiceReadsSql`'s row), or null when none was asked. */
  invoice: (IssueReads & { id?: number | string | null }) | null;
  /** The sale's Idempotency-Key was already there (`keyTaken`): no lot was locked. */
  keyTaken: boolean;
  /**
   * Locked reads only: each product's stock − what pending orders reserved (decision 0073). The
   * unlocked first attempt reads none: its write statement refuses to go below the reservation.
   */
  free: Map<number, number>;
}

interface ReadRow {
  key_taken: boolean;
  pay_id: number | null;
  type_pay: string | null;
  is_cash: number | null;
  pay_code: string | null;
  pay_enabled: number | null;
  client_id: number | null;
  business_name: string | null;
  ci_nit: string | null;
  client_enabled: number | null;
  list_id: number | null;
  list_name: string | null;
  list_enabled: number | null;
  list_rows: unknown;
  invoice_reads: unknown;
  id: number | null;
  product: string;
  code: string;
  price: string;
  enabled: number;
  fk_mark: number;
  unit: string;
  scale_code: number | null;
  free: string | null;
  lot_id: number | null;
  lot_quantity: string;
  lot_unit_cost: string;
}

/**
 * A sale's reads in ONE round trip (decision 0052): the products of its lines (ascending
 * id), each with its sellable lots locked FOR UPDATE, and the payment type it names. Three
 * statements became one; a round trip costs this machine ~0.2 ms of CPU between Node and PostgreSQL
 * whatever it carries.
 *
 * The lots are locked in the ledger's lock order: the products come out of their own ordered
 * subquery (which PostgreSQL never flattens, so its order holds), and each product's lots are read
 * and locked in FEFO order by the lateral subquery, once per product in that order. Products and
 * the payment type are read, not locked: the till's products and its few payment types are the
 * hottest rows, and a price edited or a payment type disabled in the same instant takes the sale
 * either way, while a FOR SHARE on every sale would queue every edit behind the tills.
 *
 * The payment type is the statement's first (one-row) side, so it is read even when no product is;
 * `paymentId` 0 (a credit sale names none) finds none. `productIds` may come in any order.
 * `keyTaken` (the idempotency store's `taken`; none = false, decision 0053) is read on that side
 * too: when the sale's key is already there (a retry), no product is read and no lot locked, as the
 * answer will be the first sale's. It gates the products, not the lots: in the lots' lateral it
 * would be costed once per product, and PostgreSQL then kept planning the statement on every sale
 * instead of keeping its generic plan (0.36 ms of planning a sale, measured).
 *
 * `lock` false (a sale's first attempt, decision 0054): the lots are read without a lock, and the
 * sale's write statement locks the ones it takes and checks that they still held what it took.
 *
 * `clientId` (an existing client the sale names): the client and its price list with the list's rows
 * for the sale's products are read on the one-row side too, once (a lateral over that side), so a
 * sale to a client on a list costs no extra round trip.
 *
 * `truck` (a delivery, ENTREGAS): that load's truck lots instead of the warehouse's.
 *
 * `invoice` (a sale with its invoice): `invoiceReadsSql`'s statement, read as one JSON value on the
 * one-row side: the invoice costs the sale no round trip of its own to read.
 */
export async function readSale(
  tx: Executor,
  want: { productIds: number[]; paymentId: number; today: string; keyTaken?: SQL; lock: boolean; clientId?: number | null; truck?: number; invoice?: SQL },
): Promise<SaleReads> {
  const rows = rowsOf<ReadRow>(
    await executePrepared(
      tx,
      sql`select asked.key_taken, tp.id as pay_id, tp.type_pay, tp.is_cash, tp.code as pay_code, tp.enabled as pay_enabled,
        c.client_id, c.business_name, c.ci_nit, c.client_enabled, c.list_id, c.list_name, c.list_enabled, p.list_rows,
        ${want.invoice ? sql`(select row_to_json(inv) from (${want.invoice}) inv)` : sql`null::json`} as invoice_reads,
        p.id, p.product, p.code, p.price::text as price, p.enabled, p.fk_mark, p.unit, p.scale_code, p.free,
        l.id as lot_id, l.quantity::text as lot_quantity, l.unit_cost::text as lot_unit_cost
      from (select ${want.paymentId}::int as id, ${want.keyTaken ?? sql`false`} as key_taken, ${want.clientId ?? null}::int as client_id) asked
      left join ${typePayments} tp on tp.id = asked.id
      left join lateral (
        select cl.id as client_id, cl.business_name, cl.ci_nit, cl.enabled as client_enabled, pl.id as list_id, pl.name as list_name, pl.enabled as list_enabled
        from ${clients} cl left join ${priceLists} pl on pl.id = cl.fk_price_list
        where cl.id = asked.client_id and not asked.key_taken
      ) c on true
      left join lateral (
        select id, product, code, price, enabled, fk_mark, unit, scale_code,
          case when c.list_id is null then null else ${productListRowsJson(sql`c.list_id`, sql`${products.id}`)} end as list_rows,
          ${want.lock ? sql`(select (ps.quantity - ps.reserved)::text from ${productStock} ps where ps.fk_product = ${products.id})` : sql`null::text`} as free
        from ${products}
        where ${anyOf(products.id, want.productIds)} and not asked.key_taken
        order by id
        limit ${want.productIds.length}::int
      ) p on true
      left join lateral (
        select id, quantity, unit_cost, expiration_date from ${lots}
        where ${lots.fkProduct} = p.id and ${sellableLotsFilter(want.today, want.truck ?? null)}
        order by ${sql.join(fefoOrder, sql`, `)}
        ${want.lock ? sql`for update` : sql``}
      ) l on true
      order by p.id, l.expiration_date, l.id`,
    ),
  );
  const first = rows[0];
  const payment = first?.pay_id == null ? null : { id: first.pay_id, typePay: first.type_pay!, isCash: first.is_cash!, code: first.pay_code!, enabled: first.pay_enabled! };
  // The list's rows come with each product (one product's rows on each of its lot rows).
  const listRows: unknown[] = [];
  const list = first?.list_id == null ? null : { id: first.list_id, name: first.list_name!, enabled: first.list_enabled!, rows: listRows };
  const client = first?.client_id == null ? null : { id: first.client_id, businessName: first.business_name!, ciNit: first.ci_nit!, enabled: first.client_enabled!, list };
  const found: PricedProduct[] = [];
  const locked: LockedLot[] = [];
  const free = new Map<number, number>();
  for (const r of rows) {
    if (r.id === null) continue;
    if (found.at(-1)?.id !== r.id) {
      found.push({ id: r.id, product: r.product, code: r.code, price: r.price, enabled: r.enabled, fkMark: r.fk_mark, unit: r.unit, scaleCode: r.scale_code });
      if (list && r.list_rows != null) listRows.push(...((typeof r.list_rows === 'string' ? JSON.parse(r.list_rows) : r.list_rows) as unknown[]));
      if (r.free !== null) free.set(r.id, Number(r.free));
    }
    if (r.lot_id !== null) locked.push({ id: r.lot_id, fkProduct: r.id, quantity: Number(r.lot_quantity), unitCost: r.lot_unit_cost });
  }
  return { products: found, lots: locked, payment, client, keyTaken: first.key_taken, free, invoice: want.invoice ? (parsed(first.invoice_reads as IssueReads | string | null) ?? null) : null };
}

/**
 * The current cost (cents) of `productIds`: what an offline sale's goods sold but not on record are
 * costed at (decision 0043). None asked, nothing read.
 */
export async function productCosts(tx: Executor, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.select({ id: products.id, cost: products.cost }).from(products).where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, toCents(Number(r.cost))]));
}

/** The ids of sale `saleId`'s lines, in their order (line 1, 2, …). */
export async function saleLineIds(db: Executor, saleId: number): Promise<number[]> {
  const rows = await db.select({ id: saleDetails.id }).from(saleDetails).where(eq(saleDetails.fkSale, saleId)).orderBy(saleDetails.line);
  return rows.map((r) => r.id);
}
