import { desc, eq } from 'drizzle-orm';
import {
  fold,
  type CreateProviderBody,
  type ListProvidersQuery,
  type Paged,
  type Provider,
  type UpdateProviderBody,
  type VersionedIdBody,
} from '@lactea/contracts';
import { providers } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { countRows, paged, searchAndState } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';

const NOT_FOUND = 'No existe el proveedor';
const columns = {
  id: providers.id,
  provider: providers.provider,
  description: providers.description,
  enabled: providers.enabled,
  version: providers.version,
};
const toProvider = (r: { id: number; provider: string; description: string; enabled: number; version: number }): Provider => ({
  ...r,
  enabled: r.enabled as 0 | 1,
});

/** The folded text a search runs on: provider and description. */
export const providerSearchText = (p: CreateProviderBody) => fold(`${p.provider} ${p.description}`);

export function listProviders(ctx: Ctx, q: ListProvidersQuery): Promise<Paged<Provider>> {
  const where = searchAndState(q.search, providers.searchText, q.enabled, providers.enabled);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      ctx.db.select(columns).from(providers).where(where).orderBy(desc(providers.id)).limit(limit).offset(offset).then((r) => r.map(toProvider)),
    () => countRows(ctx.db, providers, where),
  );
}

export function addProvider(ctx: Ctx, body: CreateProviderBody): Promise<Provider> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(providers)
      .values({ provider: body.provider, description: body.description, searchText: providerSearchText(body) })
      .returning(columns);
    await audit(tx, ctx, { action: 'add', entity: 'provider', entityId: row.id, after: row });
    return toProvider(row);
  });
}

export function updateProvider(ctx: Ctx, body: UpdateProviderBody): Promise<Provider> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select(columns).from(providers).where(eq(providers.id, body.id)).for('update');
    const before = checkVersion(found, body, NOT_FOUND);
    const [row] = await tx
      .update(providers)
      .set({ provider: body.provider, description: body.description, searchText: providerSearchText(body), ...bumpVersion(providers) })
      .where(eq(providers.id, body.id))
      .returning(columns);
    await audit(tx, ctx, { action: 'edit', entity: 'provider', entityId: body.id, before, after: row });
    return toProvider(row);
  });
}

export function changeProviderState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, providers, 'provider', ref, NOT_FOUND);
}
