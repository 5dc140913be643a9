import { asc, desc, eq, sql } from 'drizzle-orm';
import { ciNitKey, CLIENT_MSG, EDITS, PRICE_LIST_MSG, fold, identifiesClient, type Client, type ClientCredit, type ClientCreditQuery, type CreateClientBody, type EditClientBody, type ListClientsQuery, type Paged, type VersionedIdBody, toCents } from '@lactea/contracts';
import { clients, priceLists } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import type { Executor } from '../../db/types.js';
import { lockValue } from '../../db/advisory.js';
import { audit } from '../../lib/audit.js';
import { countRows, paged, searchAndState } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { businessToday } from '../../lib/business-time.js';
import { clientCredit } from './credit.js';
import { clientSaldoCents } from './saldo.js';
import { refuseUnusableList } from '../price-lists/price-lists.service.js';

const NOT_FOUND = 'No existe el cliente';
const columns = {
  id: clients.id,
  business_name: clients.businessName,
  ci_nit: clients.ciNit,
  gloss: clients.gloss,
  creditLimit: clients.creditLimit,
  overdueDays: clients.overdueDays,
  fk_price_list: clients.fkPriceList,
  price_list: priceLists.name,
  enabled: clients.enabled,
  version: clients.version,
};
type Row = {
  id: number;
  business_name: string;
  ci_nit: string;
  gloss: string | null;
  creditLimit: string | null;
  overdueDays: number | null;
  fk_price_list: number | null;
  price_list: string | null;
  enabled: number;
  version: number;
};
/** The client with its price list's name (null without one). */
const withList = (db: Executor) => db.select(columns).from(clients).leftJoin(priceLists, eq(priceLists.id, clients.fkPriceList));
const toClient = ({ creditLimit, overdueDays, ...r }: Row): Client => ({
  ...r,
  credit_limit: creditLimit === null ? null : toCents(creditLimit) / 100,
  overdue_days: overdueDays,
  enabled: r.enabled as 0 | 1,
});

/** The folded text a search runs on: business name and CI/NIT (what the till types). */
export const clientSearchText = (c: Pick<CreateClientBody, 'business_name' | 'ci_nit'>) => fold(`${c.business_name} ${c.ci_nit}`);

/**
 * The client who already has this CI/NIT (compared as `ciNitKey`: spaces, dots and dashes aside, any
 * case), an enabled one first, else the oldest; undefined when none does or the CI/NIT names no
 * one (`identifiesClient`). Clients are few: read whole, no index. Called in the transaction that
 * writes the client: it holds the CI/NIT's lock until that transaction ends.
 */
export async function clientByCiNit(db: Executor, ciNit: string): Promise<{ id: number; business_name: string; ci_nit: string; enabled: number } | undefined> {
  if (!identifiesClient(ciNit)) return undefined;
  // Two registrations of the same CI/NIT at once (two tills, a till and CLIENTES) run in turn, so
  // the second finds the first's client instead of writing a copy.
  await lockValue(db, 'clientCiNit', ciNitKey(ciNit));
  const [found] = await db
    .select({ id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit, enabled: clients.enabled })
    .from(clients)
    .where(sql`upper(regexp_replace(${clients.ciNit}, '[[:space:].-]', '', 'g')) = ${ciNitKey(ciNit)}`)
    .orderBy(desc(clients.enabled), asc(clients.id))
    .limit(1);
  return found;
}
const fieldsOf = (c: CreateClientBody) => ({
  businessName: c.business_name,
  ciNit: c.ci_nit,
  gloss: c.gloss,
  creditLimit: c.credit_limit === null ? null : c.credit_limit.toFixed(2),
  overdueDays: c.overdue_days,
  fkPriceList: c.fk_price_list,
  searchText: clientSearchText(c),
});

export function listClients(ctx: Ctx, q: ListClientsQuery): Promise<Paged<Client>> {
  const where = searchAndState(q.search, clients.searchText, q.enabled, clients.enabled);
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      withList(ctx.db).where(where).orderBy(desc(clients.id)).limit(limit).offset(offset).then((r) => r.map(toClient)),
    () => countRows(ctx.db, clients, where),
  );
}

/**
 * A CI/NIT that identifies someone belongs to one client (the till sells to that client when it is
 * typed again). '0', 'S/N', short and generic ones name no one and may repeat (identifiesClient).
 */
async function refuseTakenCiNit(tx: Executor, ciNit: string, self?: number): Promise<void> {
  const owner = await clientByCiNit(tx, ciNit);
  if (owner && owner.id !== self) throw badRequest(CLIENT_MSG.duplicateCiNit(owner.ci_nit, owner.business_name));
}

export function addClient(ctx: Ctx, body: CreateClientBody): Promise<Client> {
  return ctx.db.transaction(async (tx) => {
    await refuseTakenCiNit(tx, body.ci_nit);
    if (body.fk_price_list !== null) {
      // The till registers clients too; a list is a price deal only the administrator gives.
      if (ctx.user?.category !== 'a') throw new AppError(403, [PRICE_LIST_MSG.onlyAdminGives]);
      await refuseUnusableList(tx, body.fk_price_list);
    }
    const [{ id }] = await tx.insert(clients).values(fieldsOf(body)).returning({ id: clients.id });
    const [row] = await withList(tx).where(eq(clients.id, id));
    await audit(tx, ctx, { action: 'add', entity: 'client', entityId: row.id, after: row });
    return toClient(row);
  });
}

export function editClient(ctx: Ctx, body: EditClientBody): Promise<Client> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await withList(tx).where(eq(clients.id, body.id)).for('update', { of: clients });
    const before = checkVersion(found, body, NOT_FOUND);
    const whole = completeEdit(EDITS['PUT /api/client/edit'], body, toClient(before));
    await refuseTakenCiNit(tx, body.ci_nit, body.id);
    // A list disabled since it was given stays (it prices nothing); giving one needs it enabled.
    if (whole.fk_price_list !== null && whole.fk_price_list !== before.fk_price_list) await refuseUnusableList(tx, whole.fk_price_list);
    await tx
      .update(clients)
      .set({ ...fieldsOf(whole), ...bumpVersion(clients) })
      .where(eq(clients.id, body.id));
    const [row] = await withList(tx).where(eq(clients.id, body.id));
    await audit(tx, ctx, { action: 'edit', entity: 'client', entityId: body.id, before, after: row });
    return toClient(row);
  });
}

/** client/credit: the client's debt, available credit and overdue state, today, and its saldo a favor. */
export async function clientCreditOf(ctx: Ctx, q: ClientCreditQuery): Promise<ClientCredit> {
  const [credit, saldoCents] = await Promise.all([clientCredit(ctx.db, q.id, businessToday(ctx.config.tzBusiness)), clientSaldoCents(ctx.db, q.id)]);
  if (!credit) throw notFound(NOT_FOUND);
  return { ...credit, saldo: saldoCents / 100 };
}

export function changeClientState(ctx: Ctx, ref: VersionedIdBody) {
  return toggleEnabled(ctx, clients, 'client', ref, NOT_FOUND);
}
