import { eq } from 'drizzle-orm';
import { EDITS, fold, MSG, type CreateMarkBody, type ListMarksQuery, type Mark, type Paged, type UpdateMarkBody, type VersionedIdBody } from '@lactea/contracts';
import { marks } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { refuseDuplicate } from '../../lib/errors.js';
import { countRows, paged, recentOrByName, searchAndState } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { renameBrandInSearchText } from '../products/product-search.js';

const NOT_FOUND = 'No existe la marca';
const columns = { id: marks.id, mark: marks.mark, enabled: marks.enabled, version: marks.version };
const toMark = (r: { id: number; mark: string; enabled: number; version: number }): Mark => ({ ...r, enabled: r.enabled as 0 | 1 });

export function listMarks(ctx: Ctx, q: ListMarksQuery): Promise<Paged<Mark>> {
  const where = searchAndState(q.search, marks.markKey, q.enabled, marks.enabled);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      ctx.db
        .select(columns)
        .from(marks)
        .where(where)
        .orderBy(...recentOrByName(q.order, marks.mark, marks.id))
        .limit(limit)
        .offset(offset)
        .then((r) => r.map(toMark)),
    () => countRows(ctx.db, marks, where),
  );
}

const duplicateName = (name: string) => MSG.duplicate('la marca', name);

export function addMark(ctx: Ctx, body: CreateMarkBody): Promise<Mark> {
  return refuseDuplicate(duplicateName(body.mark), () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(marks).values({ mark: body.mark, markKey: fold(body.mark) }).returning(columns);
      await audit(tx, ctx, { action: 'add', entity: 'mark', entityId: row.id, after: row });
      return toMark(row);
    }),
  );
}

export function updateMark(ctx: Ctx, body: UpdateMarkBody): Promise<Mark> {
  return refuseDuplicate(duplicateName(body.mark), () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(columns).from(marks).where(eq(marks.id, body.id)).for('update');
      const before = checkVersion(found, body, NOT_FOUND);
      completeEdit(EDITS['PATCH /api/mark/update'], body, toMark(before));
      const [row] = await tx
        .update(marks)
        .set({ mark: body.mark, markKey: fold(body.mark), ...bumpVersion(marks) })
        .where(eq(marks.id, body.id))
        .returning(columns);
      // Its products are found by the brand's name too (product-search.ts).
      await renameBrandInSearchText(tx, body.id, before.mark, body.mark);
      await audit(tx, ctx, { action: 'edit', entity: 'mark', entityId: body.id, before, after: row });
      return toMark(row);
    }),
  );
}

export function changeMarkState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, marks, 'mark', ref, NOT_FOUND);
}
