import { and, asc, eq } from 'drizzle-orm';
import {
  EDITS,
  PRESENTATION_MSG,
  type CreatePresentationBody,
  type ListPresentationsQuery,
  type Presentation,
  type PresentationFields,
  type SnapshotPresentation,
  type TillPresentation,
  type UpdatePresentationBody,
  type VersionedIdBody,
} from '@lactea/contracts';
import { presentations, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound, refuseDuplicate } from '../../lib/errors.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { refuseTakenBarcode } from './barcodes.js';

const columns = {
  id: presentations.id,
  product_id: presentations.fkProduct,
  name: presentations.name,
  units: presentations.units,
  barcode: presentations.barcode,
  price: presentations.price,
  enabled: presentations.enabled,
  version: presentations.version,
};
type Row = { id: number; product_id: number; name: string; units: number; barcode: string; price: string; enabled: number; version: number };
/** numeric(12,2) arrives as text with 2 decimals: Number() of it is the exact figure. */
const toPresentation = (r: Row): Presentation => ({ ...r, price: Number(r.price), enabled: r.enabled as 0 | 1 });

/** money() allows at most 2 decimals, so this text is exact. */
const fieldsOf = (body: PresentationFields) => ({ name: body.name, units: body.units, barcode: body.barcode, price: body.price.toFixed(2) });

/**
 * The product, locked FOR SHARE until the write commits: a product/update to 'kg' (which locks it
 * FOR UPDATE and then looks for presentations) waits for this presentation, and sees it.
 */
async function productOf(tx: Executor, productId: number): Promise<{ unit: string }> {
  const [product] = await tx.select({ unit: products.unit }).from(products).where(eq(products.id, productId)).for('share');
  if (!product) throw notFound(PRESENTATION_MSG.productMissing);
  return product;
}

/** A product's presentations, oldest first (a handful: the product's row shows them all). */
export async function listPresentations(ctx: Ctx, q: ListPresentationsQuery): Promise<Presentation[]> {
  const [rows, [product]] = await Promise.all([
    ctx.db.select(columns).from(presentations).where(eq(presentations.fkProduct, q.product_id)).orderBy(asc(presentations.id)),
    ctx.db.select({ id: products.id }).from(products).where(eq(products.id, q.product_id)),
  ]);
  if (!product) throw notFound(PRESENTATION_MSG.productMissing);
  return rows.map(toPresentation);
}

/**
 * The till snapshot's presentations: every enabled one of an enabled product (the snapshot holds
 * no other product), so an offline till sells a scanned crate as sale/till-barcode would.
 */
export async function snapshotPresentations(ctx: Ctx): Promise<SnapshotPresentation[]> {
  const rows = await ctx.db
    .select({ id: presentations.id, product_id: presentations.fkProduct, name: presentations.name, units: presentations.units, barcode: presentations.barcode, price: presentations.price })
    .from(presentations)
    .innerJoin(products, eq(products.id, presentations.fkProduct))
    .where(and(eq(presentations.enabled, 1), eq(products.enabled, 1)))
    .orderBy(asc(presentations.id));
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

/** The enabled presentation with this barcode (at most one: presentations_barcode_uq), and its product's id. */
export async function enabledPresentationByBarcode(ctx: Ctx, barcode: string): Promise<{ productId: number; presentation: TillPresentation } | null> {
  const [row] = await ctx.db
    .select({ productId: presentations.fkProduct, id: presentations.id, name: presentations.name, units: presentations.units, price: presentations.price })
    .from(presentations)
    .where(and(eq(presentations.barcode, barcode), eq(presentations.enabled, 1)));
  return row ? { productId: row.productId, presentation: { id: row.id, name: row.name, units: row.units, price: Number(row.price) } } : null;
}

export function addPresentation(ctx: Ctx, body: CreatePresentationBody): Promise<Presentation> {
  return refuseDuplicate(PRESENTATION_MSG.barcodeTaken, () =>
    ctx.db.transaction(async (tx) => {
      const product = await productOf(tx, body.product_id);
      if (product.unit === 'kg') throw badRequest(PRESENTATION_MSG.weighed);
      await refuseTakenBarcode(tx, body.barcode, { presentation: null });
      const [row] = await tx
        .insert(presentations)
        .values({ fkProduct: body.product_id, ...fieldsOf(body) })
        .returning(columns);
      const answer = toPresentation(row);
      await audit(tx, ctx, { action: 'add', entity: 'presentation', entityId: row.id, after: answer });
      return answer;
    }),
  );
}

/**
 * Every field but the product. Units may change: a sale line keeps the units it was sold with
 * (sale_details.presentation_units), so no past sale or report moves.
 */
export function updatePresentation(ctx: Ctx, body: UpdatePresentationBody): Promise<Presentation> {
  return refuseDuplicate(PRESENTATION_MSG.barcodeTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(columns).from(presentations).where(eq(presentations.id, body.id)).for('no key update');
      const before = toPresentation(checkVersion(found, body, PRESENTATION_MSG.notFound));
      completeEdit(EDITS['PUT /api/presentation/edit'], body, before);
      await refuseTakenBarcode(tx, body.barcode, { presentation: body.id });
      const [row] = await tx
        .update(presentations)
        .set({ ...fieldsOf(body), ...bumpVersion(presentations) })
        .where(eq(presentations.id, body.id))
        .returning(columns);
      const answer = toPresentation(row);
      await audit(tx, ctx, { action: 'edit', entity: 'presentation', entityId: body.id, before, after: answer });
      return answer;
    }),
  );
}

export function changePresentationState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, presentations, 'presentation', ref, PRESENTATION_MSG.notFound);
}
