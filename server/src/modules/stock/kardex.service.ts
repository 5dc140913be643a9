import { desc, eq, sql } from 'drizzle-orm';
import { KARDEX_DOC_LABELS, LOT_MSG, type KardexDocKind, type KardexListQuery, type KardexRow, type Paged } from '@lactea/contracts';
import { kardex, users } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { paged } from '../../lib/paging.js';
import { allOf, localDate, localHour, productExists, withinDates } from './stock-sql.js';

const documentOf = (kind: string, id: number | null) => {
  const label = KARDEX_DOC_LABELS[kind as KardexDocKind] ?? kind;
  return id === null ? label : `${label} ${id}`;
};

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
    async ({ limit, offset }) => {
      const rows = await ctx.db
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
        .innerJoin(users, eq(users.id, kardex.fkUser))
        .where(where)
        .orderBy(desc(kardex.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ docKind, docId, ...r }) => ({ ...r, document: documentOf(docKind, docId) }));
    },
    async () => {
      const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(kardex).where(where);
      return Number(total);
    },
  );
}
