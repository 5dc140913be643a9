import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  RECONCILIATION_FILTER as F,
  RECONCILIATION_MSG as M,
  type ReconciliationItem,
  type ReconciliationKind,
  type ReconciliationPage,
  type ReconciliationQuery,
  type ReconciliationResolveBody,
  type ProductUnit,
} from '@lactea/contracts';
import { clients, devices, products, reconciliationItems as items, sales, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { paged, type PageWindow } from '../../lib/paging.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';

/** The administrator who resolved the case (the sale's cashier is `users`). */
const resolver = alias(users, 'resolver');

const columns = {
  id: items.id,
  kind: items.kind,
  saleId: items.fkSale,
  provisionalNumber: sales.provisionalNumber,
  client: clients.businessName,
  deviceId: sales.deviceId,
  deviceName: devices.name,
  productId: products.id,
  product: products.product,
  code: products.code,
  unit: products.unit,
  missingQuantity: items.missingQuantity,
  chargedTotal: items.chargedTotal,
  expectedTotal: items.expectedTotal,
  detail: items.detail,
  user: users.name,
  soldAt: sales.createdAt,
  receivedAt: sales.receivedAt,
  resolved: items.resolved,
  note: items.note,
  resolvedBy: resolver.name,
  resolvedAt: items.resolvedAt,
  version: items.version,
};

/** A listed row's keys: a case (its sale and itself), or an offline sale without one (case null). */
const caseKeys = { saleId: sql<number>`${items.fkSale}`.as('sale_id'), caseId: sql<number | null>`${items.id}`.as('case_id') };

/** The keys of the cases matching `where`, one window of them in `order` (or all when no window). */
const casesPage = (db: Executor, where: SQL | undefined, order: SQL[], { limit, offset }: PageWindow = { limit: 1, offset: 0 }) =>
  db.select(caseKeys).from(items).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
type KeysPage = ReturnType<typeof casesPage>;

/**
 * The listed rows of `page` (keys read first, from one index: decision 0061), each joined to its
 * sale, cashier, client, device, product and resolver. An offline sale that synced cleanly has no
 * case: its row says so, so the list can show every offline sale received, not only those to review.
 */
const selectOfflineSales = (db: Executor, page: KeysPage) =>
  db
    .select({ ...columns, caseId: items.id, saleId: sales.id })
    .from(page)
    .innerJoin(sales, eq(sales.id, page.saleId))
    .leftJoin(items, eq(items.id, page.caseId))
    .innerJoin(users, eq(users.id, sales.fkUser))
    .leftJoin(clients, eq(clients.id, sales.fkClient))
    .leftJoin(devices, eq(devices.id, sales.deviceId))
    .leftJoin(products, eq(products.id, items.fkProduct))
    .leftJoin(resolver, eq(resolver.id, items.fkUserResolved));

/** One case, as listed. */
const selectCase = (db: Executor, id: number) => selectOfflineSales(db, casesPage(db, eq(items.id, id), []));

type Row = Awaited<ReturnType<ReturnType<typeof selectOfflineSales>['execute']>>[number];
const decimal = (v: string | null) => (v === null ? null : Number(v));

/** A listed row: a case, or a sale without one (caseId null). */
function toItem(r: Row): ReconciliationItem {
  const isCase = r.caseId !== null;
  return {
    id: r.caseId ?? 0,
    kind: isCase ? (r.kind as ReconciliationKind) : null,
    state: !isCase ? 'sincronizada' : r.resolved === 1 ? 'resuelto' : 'pendiente',
    sale_id: r.saleId,
    provisional_number: r.provisionalNumber ?? '',
    client: r.client,
    product: r.productId === null ? null : { id: r.productId, product: r.product!, code: r.code!, unit: r.unit as ProductUnit },
    missing_quantity: decimal(r.missingQuantity),
    charged_total: decimal(r.chargedTotal),
    expected_total: decimal(r.expectedTotal),
    detail: r.detail ?? 'Sin observaciones: precios, inventario y crédito coincidieron',
    user: r.user,
    // A sale synced before its device ever reported has no devices row: its id says which one it was.
    device_name: r.deviceName ?? r.deviceId ?? '',
    sold_at: r.soldAt.toISOString(),
    // Every offline sale has its arrival; the sale's own moment stands in should one lack it.
    received_at: (r.receivedAt ?? r.soldAt).toISOString(),
    // Nothing is left to review on a sale without a case.
    resolved: !isCase || r.resolved === 1 ? 1 : 0,
    note: r.note,
    resolved_by: r.resolvedBy,
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    version: r.version ?? 0,
  };
}

/** Newest sale first (ties by sale, then case): the order of the sold indexes (reconciliation_items_*sold_idx). */
const newestSaleFirst = [desc(items.soldAt), desc(items.fkSale), desc(items.id)];

/** Newest offline sale first, then its cases: the order of sales_offline_sold_idx, each sale's cases by reconciliation_items_sale_idx. */
const newestOfflineFirst = [desc(sales.createdAt), desc(sales.id), desc(items.id)];

/** An offline sale's listed rows: one per case, one for a sale without a case. */
const rowsOfSale = sql<number>`greatest(${sales.reconciliationCases}, 1)`;

/**
 * sale/reconciliation, newest sale first. The page's keys are read first, then only its rows are
 * joined (decision 0061). The cases of one state (0, 1: the screen's default) page from one index
 * of reconciliation_items alone (each case carries its sale's moment). Every offline sale (2) and
 * those without a case (3) page from an index of the offline sales alone, each sale carrying its
 * number of cases (offlineSalesRows): neither the count nor a skipped row looks up a case.
 */
export function listReconciliation(ctx: Ctx, q: ReconciliationQuery): Promise<ReconciliationPage> {
  if (q.resolved === F.pending || q.resolved === F.resolved) {
    const where = eq(items.resolved, q.resolved);
    return paged(
      q.page,
      ctx.config.pageSize,
      async (window) => (await selectOfflineSales(ctx.db, casesPage(ctx.db, where, newestSaleFirst, window)).orderBy(...newestSaleFirst)).map(toItem),
      async () => (await ctx.db.select({ n: count() }).from(items).where(where))[0].n,
    );
  }
  const filter = q.resolved;
  return paged(
    q.page,
    ctx.config.pageSize,
    async (window) => (await offlineSalesRows(ctx.db, filter, window)).map(toItem),
    async () => Number((await offlineSalesCount(ctx.db, filter))[0].n),
  );
}

/** Every offline sale's rows (2) or its sales without a case (3) counted: a sum over the sales' index (sales_offline_*_idx). */
export function offlineSalesCount(db: Executor, filter: typeof F.all | typeof F.clean) {
  return filter === F.clean
    ? db.select({ n: count() }).from(sales).where(and(eq(sales.offline, 1), eq(sales.reconciliationCases, 0)))
    : db.select({ n: sql<number>`coalesce(sum(${rowsOfSale}), 0)::int` }).from(sales).where(eq(sales.offline, 1));
}

/**
 * One page of every offline sale's rows (2: a row per case, one for a sale without) or of the sales
 * without a case (3), keys first. For 2, the offline sales are walked newest first on
 * sales_offline_sold_idx (index-only), summing their rows: the page's first sale is the one whose
 * rows reach past the offset, at most `limit` sales fill it, and only those sales' cases are
 * looked up; a row's place in the list is its sale's start plus its rank among the sale's cases.
 */
export function offlineSalesRows(db: Executor, filter: typeof F.all | typeof F.clean, { limit, offset }: PageWindow) {
  if (filter === F.clean) {
    const page = db
      .select({ saleId: sql<number>`${sales.id}`.as('sale_id'), caseId: sql<number | null>`null::int`.as('case_id') })
      .from(sales)
      .where(and(eq(sales.offline, 1), eq(sales.reconciliationCases, 0)))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    return selectOfflineSales(db, page).orderBy(...newestOfflineFirst);
  }
  const walk = db
    .select({
      id: sales.id,
      soldAt: sql<Date>`${sales.createdAt}`.as('sold_at'),
      rows: rowsOfSale.as('rows'),
      through: sql<number>`sum(${rowsOfSale}) over (order by ${sales.createdAt} desc, ${sales.id} desc rows unbounded preceding)`.as('through'),
    })
    .from(sales)
    .where(eq(sales.offline, 1))
    .as('walk');
  const pageSales = db
    .select({ id: walk.id, soldAt: walk.soldAt, start: sql<number>`${walk.through} - ${walk.rows}`.as('start') })
    .from(walk)
    .where(sql`${walk.through} > ${offset}`)
    .orderBy(desc(walk.soldAt), desc(walk.id))
    .limit(limit)
    .as('page_sales');
  const placed = db
    .select({
      saleId: sql<number>`${pageSales.id}`.as('sale_id'),
      caseId: sql<number | null>`${items.id}`.as('case_id'),
      place: sql<number>`${pageSales.start} + row_number() over (partition by ${pageSales.id} order by ${items.id} desc)`.as('place'),
    })
    .from(pageSales)
    .leftJoin(items, eq(items.fkSale, pageSales.id))
    .as('placed');
  const page = db
    .select({ saleId: placed.saleId, caseId: placed.caseId })
    .from(placed)
    .where(sql`${placed.place} > ${offset} and ${placed.place} <= ${offset + limit}`)
    .as('page');
  return selectOfflineSales(db, page).orderBy(...newestOfflineFirst);
}

/** sale/reconciliation-count: the bell's number (the partial index on resolved = 0 answers it). */
export async function countUnresolved(ctx: Ctx): Promise<{ quantity: number }> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(items).where(eq(items.resolved, 0));
  return { quantity: n };
}

/** sale/reconciliation-resolve: 'Resuelto' with the note, once; audited in the same transaction. */
export function resolveReconciliation(ctx: Ctx, body: ReconciliationResolveBody): Promise<ReconciliationItem> {
  const user = actor(ctx);
  return ctx.db.transaction(async (tx) => {
    // The case's row is locked first: FOR UPDATE cannot reach the nullable side of the list's outer join.
    await tx.select({ id: items.id }).from(items).where(eq(items.id, body.id)).for('update');
    const [found] = await selectCase(tx, body.id);
    // Resolved by a colleague meanwhile: say so rather than 'the row changed' (its version moved too).
    if (found?.resolved === 1) throw badRequest(M.alreadyResolved);
    const before = toItem(checkVersion(found && { ...found, version: found.version ?? 0 }, body, M.notFound));
    await tx
      .update(items)
      .set({ resolved: 1, note: body.note, fkUserResolved: user.id, resolvedAt: new Date(), ...bumpVersion(items) })
      .where(eq(items.id, body.id));
    const [row] = await selectCase(tx, body.id);
    const after = toItem(row);
    await audit(tx, ctx, { action: 'resolve', entity: 'reconciliation_item', entityId: body.id, before, after });
    return after;
  });
}
