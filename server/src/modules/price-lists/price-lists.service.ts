import { eq } from 'drizzle-orm';
import {
  EDITS,
  fold,
  PRICE_LIST_MSG as M,
  type CreatePriceListBody,
  type EditPriceListBody,
  type ListPriceListsQuery,
  type Paged,
  type PriceList,
  type VersionedIdBody,
} from '@lactea/contracts';
import { priceLists } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, refuseDuplicate } from '../../lib/errors.js';
import { countRows, paged, recentOrByName, searchAndState } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';

/** A price list is master data like a brand: folded unique name, state, row version. */
const columns = { id: priceLists.id, name: priceLists.name, enabled: priceLists.enabled, version: priceLists.version };
const toPriceList = (r: { id: number; name: string; enabled: number; version: number }): PriceList => ({ ...r, enabled: r.enabled as 0 | 1 });

export function listPriceLists(ctx: Ctx, q: ListPriceListsQuery): Promise<Paged<PriceList>> {
  const where = searchAndState(q.search, priceLists.nameKey, q.enabled, priceLists.enabled);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      ctx.db
        .select(columns)
        .from(priceLists)
        .where(where)
        .orderBy(...recentOrByName(q.order, priceLists.name, priceLists.id))
        .limit(limit)
        .offset(offset)
        .then((r) => r.map(toPriceList)),
    () => countRows(ctx.db, priceLists, where),
  );
}

export function addPriceList(ctx: Ctx, body: CreatePriceListBody): Promise<PriceList> {
  return refuseDuplicate(M.duplicate, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(priceLists).values({ name: body.name, nameKey: fold(body.name) }).returning(columns);
      await audit(tx, ctx, { action: 'add', entity: 'price_list', entityId: row.id, after: row });
      return toPriceList(row);
    }),
  );
}

export function editPriceList(ctx: Ctx, body: EditPriceListBody): Promise<PriceList> {
  return refuseDuplicate(M.duplicate, () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(columns).from(priceLists).where(eq(priceLists.id, body.id)).for('no key update');
      const before = checkVersion(found, body, M.notFound);
      completeEdit(EDITS['PUT /api/price-list/edit'], body, toPriceList(before));
      const [row] = await tx
        .update(priceLists)
        .set({ name: body.name, nameKey: fold(body.name), ...bumpVersion(priceLists) })
        .where(eq(priceLists.id, body.id))
        .returning(columns);
      await audit(tx, ctx, { action: 'edit', entity: 'price_list', entityId: body.id, before, after: row });
      return toPriceList(row);
    }),
  );
}

/** A disabled list stays on its clients but prices nothing (the rule skips it: the counter's prices apply). */
export function changePriceListState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, priceLists, 'price_list', ref, M.notFound);
}

/**
 * The list a client is given (client/add, client/edit): it must exist and be enabled, read with a
 * share lock so it cannot be disabled before the client is written. 400, not 404: the id is a
 * field of the client's body.
 */
export async function refuseUnusableList(tx: Executor, id: number): Promise<void> {
  const [row] = await tx.select({ name: priceLists.name, enabled: priceLists.enabled }).from(priceLists).where(eq(priceLists.id, id)).for('key share');
  if (!row) throw badRequest(M.notFound);
  if (row.enabled !== 1) throw badRequest(M.disabled(row.name));
}
