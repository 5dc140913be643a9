import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  EDITS,
  type CreateProviderProductBody,
  type ListProviderProductsQuery,
  type Paged,
  type ProviderProduct,
  type UpdateProviderProductBody,
  type VersionedIdBody,
} from '@lactea/contracts';
import { products, providerProducts, providers } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound, refuseDuplicate } from '../../lib/errors.js';
import { countRows, paged } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';

const NOT_FOUND = 'No existe la asignación';

const columns = {
  id: providerProducts.id,
  provider_id: providerProducts.fkProvider,
  product_id: providerProducts.fkProduct,
  provider: providers.provider,
  productName: products.product,
  code: products.code,
  enabled: providerProducts.enabled,
  version: providerProducts.version,
};
type Row = { id: number; provider_id: number; product_id: number; provider: string; productName: string; code: string; enabled: number; version: number };
const toAnswer = ({ productName, code, ...r }: Row): ProviderProduct => ({ ...r, product: { product: productName, code }, enabled: r.enabled as 0 | 1 });

function withNames(db: Executor) {
  return db
    .select(columns)
    .from(providerProducts)
    .innerJoin(providers, eq(providers.id, providerProducts.fkProvider))
    .innerJoin(products, eq(products.id, providerProducts.fkProduct));
}

export function listProviderProducts(ctx: Ctx, q: ListProviderProductsQuery): Promise<Paged<ProviderProduct>> {
  const filters: SQL[] = [];
  if (q.provider_id) filters.push(eq(providerProducts.fkProvider, q.provider_id));
  if (q.product_id) filters.push(eq(providerProducts.fkProduct, q.product_id));
  if (q.enabled !== 2) filters.push(eq(providerProducts.enabled, q.enabled));
  const where = filters.length ? and(...filters) : undefined;
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) => withNames(ctx.db).where(where).orderBy(desc(providerProducts.id)).limit(limit).offset(offset).then((r) => r.map(toAnswer)),
    () => countRows(ctx.db, providerProducts, where),
  );
}

/** Both must exist; the pair's names for the messages. */
async function namesOf(tx: Executor, body: CreateProviderProductBody) {
  const [provider] = await tx.select({ name: providers.provider }).from(providers).where(eq(providers.id, body.provider_id));
  if (!provider) throw notFound('No existe el proveedor');
  const [product] = await tx.select({ name: products.product }).from(products).where(eq(products.id, body.product_id));
  if (!product) throw notFound('No existe el producto');
  return { provider: provider.name, product: product.name };
}

const duplicateText = (n: { provider: string; product: string }) => `Ya existe la asignación de ${n.product} al proveedor ${n.provider}`;

async function answerOf(tx: Executor, id: number): Promise<ProviderProduct> {
  const [row] = await withNames(tx).where(eq(providerProducts.id, id));
  return toAnswer(row);
}

export async function addProviderProduct(ctx: Ctx, body: CreateProviderProductBody): Promise<ProviderProduct> {
  return ctx.db.transaction(async (tx) => {
    const names = await namesOf(tx, body);
    // The unique pair index is the real guard (two administrators at once); this reads first
    // only so a duplicate never costs a serial number or a failed statement.
    const [existing] = await tx
      .select({ id: providerProducts.id })
      .from(providerProducts)
      .where(and(eq(providerProducts.fkProvider, body.provider_id), eq(providerProducts.fkProduct, body.product_id)));
    if (existing) throw badRequest(duplicateText(names));
    const [row] = await refuseDuplicate(duplicateText(names), () =>
      tx.insert(providerProducts).values({ fkProvider: body.provider_id, fkProduct: body.product_id }).returning({ id: providerProducts.id }),
    );
    const answer = await answerOf(tx, row.id);
    await audit(tx, ctx, { action: 'add', entity: 'provider_product', entityId: row.id, after: answer });
    return answer;
  });
}

export async function updateProviderProduct(ctx: Ctx, body: UpdateProviderProductBody): Promise<ProviderProduct> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(providerProducts).where(eq(providerProducts.id, body.id)).for('update');
    const before = checkVersion(found, body, NOT_FOUND);
    completeEdit(EDITS['PUT /api/provider-product/update'], body, await answerOf(tx, body.id));
    const names = await namesOf(tx, body);
    const [clash] = await tx
      .select({ id: providerProducts.id })
      .from(providerProducts)
      .where(and(eq(providerProducts.fkProvider, body.provider_id), eq(providerProducts.fkProduct, body.product_id)));
    if (clash && clash.id !== body.id) throw badRequest(duplicateText(names));
    await refuseDuplicate(duplicateText(names), () =>
      tx
        .update(providerProducts)
        .set({ fkProvider: body.provider_id, fkProduct: body.product_id, ...bumpVersion(providerProducts) })
        .where(eq(providerProducts.id, body.id)),
    );
    const answer = await answerOf(tx, body.id);
    await audit(tx, ctx, { action: 'edit', entity: 'provider_product', entityId: body.id, before: { provider_id: before.fkProvider, product_id: before.fkProduct }, after: answer });
    return answer;
  });
}

export function changeProviderProductState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, providerProducts, 'provider_product', ref, NOT_FOUND);
}
