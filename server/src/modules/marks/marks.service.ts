import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { fold, MSG, type CreateMarkBody, type ListMarksQuery, type Mark, type Paged, type UpdateMarkBody } from '@lactea/contracts';
import { marks } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.js';
import { likePattern, pagedAnswer, pageWindow } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';

const NOT_FOUND = 'No existe la marca';
const columns = { id: marks.id, mark: marks.mark, enabled: marks.enabled };
const toMark = (r: { id: number; mark: string; enabled: number }): Mark => ({ ...r, enabled: r.enabled as 0 | 1 });

export async function listMarks(ctx: Ctx, q: ListMarksQuery): Promise<Paged<Mark>> {
  const filters: SQL[] = [];
  if (q.search) filters.push(like(marks.markKey, likePattern(fold(q.search))));
  if (q.enabled !== 2) filters.push(eq(marks.enabled, q.enabled));
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageWindow(q.page, ctx.config.pageSize);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select(columns).from(marks).where(where).orderBy(desc(marks.id)).limit(limit).offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(marks).where(where),
  ]);
  return pagedAnswer(rows.map(toMark), Number(total), q.page, ctx.config.pageSize);
}

/** The unique index on mark_key is the real guard (two admins at once); this gives the message. */
async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(MSG.duplicate('la marca', name));
    throw err;
  }
}

export function addMark(ctx: Ctx, body: CreateMarkBody): Promise<Mark> {
  return uniqueName(body.mark, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(marks).values({ mark: body.mark, markKey: fold(body.mark) }).returning(columns);
      await audit(tx, ctx, { action: 'add', entity: 'mark', entityId: row.id, after: row });
      return toMark(row);
    }),
  );
}

export function updateMark(ctx: Ctx, body: UpdateMarkBody): Promise<Mark> {
  return uniqueName(body.mark, () =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(marks).where(eq(marks.id, body.id)).for('update');
      if (!before) throw notFound(NOT_FOUND);
      const [row] = await tx.update(marks).set({ mark: body.mark, markKey: fold(body.mark) }).where(eq(marks.id, body.id)).returning(columns);
      await audit(tx, ctx, { action: 'edit', entity: 'mark', entityId: body.id, before, after: row });
      return toMark(row);
    }),
  );
}

export function changeMarkState(ctx: Ctx, id: number) {
  return toggleEnabled(ctx, marks, 'mark', id, NOT_FOUND);
}
