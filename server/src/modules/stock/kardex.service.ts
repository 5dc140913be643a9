import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { KARDEX_DOC_LABELS, LOT_MSG, type KardexDocKind, type KardexListQuery, type KardexRow, type Paged } from '@lactea/contracts';
import { kardex, users } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import type { Executor } from '../../db/types.js';
import { paged, pageIds, type PageWindow } from '../../lib/paging.js';
import { allOf, localDate, localHour, productExists, withinDates } from './stock-sql.js';

const documentOf = (kind: string, id: number | null) => {
  const label = KARDEX_DOC_LABELS[kind as KardexDocKind] ?? kind;
  return id === null ? label : `${label} ${id}`;
};

const newestFirst = [desc(kardex.id)];

/**
 * One page of the movements matching `where`, newest first, with their user. The page's ids come
 * first from kardex_product_idx (the OFFSET steps over index entries), then only they are joined.
 */
export function kardexPage(db: Executor, tz: string, where: SQL | undefined, window: PageWindow) {
  const page = pageIds(db, kardex, kardex.id, where, newestFirst, window);
  return db
    .select({
      id: kardex.id,
      date: localDate(kardex.createdAt, tz),
      hour: localHour(kardex.createdAt, tz),
      reason: kardex.reason,
      docKind: kardex.docKind,
      docId: kardex.docId,
      fk_lot: kardex.fkLot,
      delta: kardex.delta,
      balance: kardex.balance,
      user: users.name,
    })
    .from(kardex)
    .innerJoin(page, eq(page.id, kardex.id))
    .innerJoin(users, eq(users.id, kardex.fkUser))
    .orderBy(...newestFirst);
}

/**
 * kardex/list: a product's movements newest first, each with the stock right after it. Served by
 * kardex_product_idx (fk_product, id): a page and its count read only that product's rows.
 */
export async function listKardex(ctx: Ctx, q: KardexListQuery): Promise<Paged<KardexRow>> {
  if (!(await productExists(ctx.db, q.fk_product))) throw notFound(LOT_MSG.productNotFound);
  const tz = ctx.config.tzBusiness;
  const where = allOf([eq(kardex.fkProduct, q.fk_product), withinDates(kardex.createdAt, tz, q.date_from, q.date_to)]);
  return paged(
    q.page,
    ctx.config.pageSize,
    async (window) => (await kardexPage(ctx.db, tz, where, window)).map(({ docKind, docId, ...r }) => ({ ...r, document: documentOf(docKind, docId) })),
    async () => {
      const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(kardex).where(where);
      return Number(total);
    },
  );
}
