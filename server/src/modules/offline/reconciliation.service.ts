import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  RECONCILIATION_MSG as M,
  type ReconciliationItem,
  type ReconciliationKind,
  type ReconciliationPage,
  type ReconciliationQuery,
  type ReconciliationResolveBody,
  type ProductUnit,
} from '@lactea/contracts';
import { devices, products, reconciliationItems as items, sales, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { actor, type Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { paged, pageIds } from '../../lib/paging.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';

/** The administrator who resolved the case (the sale's cashier is `users`). */
const resolver = alias(users, 'resolver');

const columns = {
  id: items.id,
  kind: items.kind,
  saleId: items.fkSale,
  provisionalNumber: sales.provisionalNumber,
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

const selectItems = (db: Executor) =>
  db
    .select(columns)
    .from(items)
    .innerJoin(sales, eq(sales.id, items.fkSale))
    .innerJoin(users, eq(users.id, sales.fkUser))
    .leftJoin(devices, eq(devices.id, sales.deviceId))
    .leftJoin(products, eq(products.id, items.fkProduct))
    .leftJoin(resolver, eq(resolver.id, items.fkUserResolved));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];
const decimal = (v: string | null) => (v === null ? null : Number(v));

function toItem(r: Row): ReconciliationItem {
  return {
    id: r.id,
    kind: r.kind as ReconciliationKind,
    sale_id: r.saleId,
    provisional_number: r.provisionalNumber ?? '',
    product: r.productId === null ? null : { id: r.productId, product: r.product!, code: r.code!, unit: r.unit as ProductUnit },
    missing_quantity: decimal(r.missingQuantity),
    charged_total: decimal(r.chargedTotal),
    expected_total: decimal(r.expectedTotal),
    detail: r.detail,
    user: r.user,
    // A sale synced before its device ever reported has no devices row: its id says which one it was.
    device_name: r.deviceName ?? r.deviceId ?? '',
    sold_at: r.soldAt.toISOString(),
    // Every offline sale has its arrival; the sale's own moment stands in should one lack it.
    received_at: (r.receivedAt ?? r.soldAt).toISOString(),
    resolved: r.resolved === 1 ? 1 : 0,
    note: r.note,
    resolved_by: r.resolvedBy,
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    version: r.version,
  };
}

const stateFilter = (resolved: 0 | 1 | 2): SQL | undefined => (resolved === 2 ? undefined : eq(items.resolved, resolved));

/** Newest sale first (ties by sale, then case): the order of the sold indexes (reconciliation_items_*sold_idx). */
const newestSaleFirst = [desc(items.soldAt), desc(items.fkSale), desc(items.id)];

/**
 * sale/reconciliation: the cases of the chosen state, newest sale first. The page's ids come from
 * one index of reconciliation_items alone (each case carries its sale's moment), so page 3,000
 * steps over index entries instead of joining and sorting every case; only the page's rows are joined.
 */
export function listReconciliation(ctx: Ctx, q: ReconciliationQuery): Promise<ReconciliationPage> {
  const where = stateFilter(q.resolved);
  return paged(
    q.page,
    ctx.config.pageSize,
    async (window) => {
      const page = pageIds(ctx.db, items, items.id, where, newestSaleFirst, window);
      return (await selectItems(ctx.db).innerJoin(page, eq(page.id, items.id)).orderBy(...newestSaleFirst)).map(toItem);
    },
    async () => (await ctx.db.select({ n: count() }).from(items).where(where))[0].n,
  );
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
    const [found] = await selectItems(tx).where(eq(items.id, body.id)).for('update', { of: items });
    // Resolved by a colleague meanwhile: say so rather than 'the row changed' (its version moved too).
    if (found?.resolved === 1) throw badRequest(M.alreadyResolved);
    const before = toItem(checkVersion(found, body, M.notFound));
    await tx
      .update(items)
      .set({ resolved: 1, note: body.note, fkUserResolved: user.id, resolvedAt: new Date(), ...bumpVersion(items) })
      .where(eq(items.id, body.id));
    const [row] = await selectItems(tx).where(eq(items.id, body.id));
    const after = toItem(row);
    await audit(tx, ctx, { action: 'resolve', entity: 'reconciliation_item', entityId: body.id, before, after });
    return after;
  });
}
