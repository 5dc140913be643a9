import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { fold, type Client, type CreateClientBody, type EditClientBody, type ListClientsQuery, type Paged } from '@lactea/contracts';
import { clients } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { likePattern, pagedAnswer, pageWindow } from '../../lib/paging.js';
import { toggleEnabled } from '../../lib/state.js';

const NOT_FOUND = 'No existe el cliente';
const columns = {
  id: clients.id,
  business_name: clients.businessName,
  ci_nit: clients.ciNit,
  gloss: clients.gloss,
  enabled: clients.enabled,
};
type Row = { id: number; business_name: string; ci_nit: string; gloss: string | null; enabled: number };
const toClient = (r: Row): Client => ({ ...r, enabled: r.enabled as 0 | 1 });

/** The folded text a search runs on: business name and CI/NIT (what the till types). */
export const clientSearchText = (c: CreateClientBody) => fold(`${c.business_name} ${c.ci_nit}`);
const fieldsOf = (c: CreateClientBody) => ({ businessName: c.business_name, ciNit: c.ci_nit, gloss: c.gloss, searchText: clientSearchText(c) });

/** Clients are not unique by CI/NIT: "S/N" with NIT 0 is the usual anonymous buyer. */
export async function listClients(ctx: Ctx, q: ListClientsQuery): Promise<Paged<Client>> {
  const filters: SQL[] = [];
  if (q.search) filters.push(like(clients.searchText, likePattern(fold(q.search))));
  if (q.enabled !== 2) filters.push(eq(clients.enabled, q.enabled));
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageWindow(q.page, ctx.config.pageSize);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select(columns).from(clients).where(where).orderBy(desc(clients.id)).limit(limit).offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(clients).where(where),
  ]);
  return pagedAnswer(rows.map(toClient), Number(total), q.page, ctx.config.pageSize);
}

export function addClient(ctx: Ctx, body: CreateClientBody): Promise<Client> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(clients).values(fieldsOf(body)).returning(columns);
    await audit(tx, ctx, { action: 'add', entity: 'client', entityId: row.id, after: row });
    return toClient(row);
  });
}

export function editClient(ctx: Ctx, body: EditClientBody): Promise<Client> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(clients).where(eq(clients.id, body.id)).for('update');
    if (!before) throw notFound(NOT_FOUND);
    const [row] = await tx.update(clients).set(fieldsOf(body)).where(eq(clients.id, body.id)).returning(columns);
    await audit(tx, ctx, { action: 'edit', entity: 'client', entityId: body.id, before, after: row });
    return toClient(row);
  });
}

export function changeClientState(ctx: Ctx, id: number) {
  return toggleEnabled(ctx, clients, 'client', id, NOT_FOUND);
}
