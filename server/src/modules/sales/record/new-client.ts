import { clients } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { audit } from '../../../lib/audit.js';
import type { Ctx } from '../../../lib/context.js';
import { clientSearchText } from '../../clients/clients.service.js';
import type { SaleClient } from './checks.js';

/** 'Venta + Cliente' with a CI/NIT no client has: the client is written (and audited) once the sale is known to be valid. */
export async function registerSaleClient(tx: Tx, ctx: Ctx, client: SaleClient): Promise<number> {
  const c = { business_name: client.business_name, ci_nit: client.ci_nit, gloss: null };
  const [row] = await tx.insert(clients).values({ businessName: c.business_name, ciNit: c.ci_nit, gloss: null, searchText: clientSearchText(c) }).returning({ id: clients.id });
  await audit(tx, ctx, { action: 'add', entity: 'client', entityId: row.id, after: { id: row.id, ...c, via: 'sale' } });
  return row.id;
}
