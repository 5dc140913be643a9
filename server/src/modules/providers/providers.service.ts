import { desc, eq } from 'drizzle-orm';
import {
  EDITS,
  fold,
  PROVIDER_MSG,
  providerNameKey,
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
import type { Executor } from '../../db/types.js';
import { lockValue } from '../../db/advisory.js';
import { badRequest } from '../../lib/errors.js';
import { countRows, paged, searchAndState, wordsFilter } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';

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

/**
 * Refuses a name another provider has (`providerNameKey`: case, accents and spaces aside), disabled
 * ones too, as brands do. The name's lock makes two registrations at once run in turn.
 */
async function refuseTakenName(tx: Executor, name: string, self?: number): Promise<void> {
  const key = providerNameKey(name);
  await lockValue(tx, 'providerName', key);
  // The search text starts with the name: its words narrow the read, the key decides.
  const candidates = await tx.select({ id: providers.id, provider: providers.provider }).from(providers).where(wordsFilter(name, providers.searchText));
  const owner = candidates.find((p) => p.id !== self && providerNameKey(p.provider) === key);
  if (owner) throw badRequest(PROVIDER_MSG.duplicate(owner.provider));
}

export function addProvider(ctx: Ctx, body: CreateProviderBody): Promise<Provider> {
  return ctx.db.transaction(async (tx) => {
    await refuseTakenName(tx, body.provider);
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
    completeEdit(EDITS['PATCH /api/provider/update'], body, toProvider(before));
    await refuseTakenName(tx, body.provider, body.id);
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
