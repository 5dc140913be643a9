import { eq } from 'drizzle-orm';
import { LOAD_MSG } from '@lactea/contracts';
import { loads, routes } from '../../db/schema/index.js';
import { actor, type Ctx } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/errors.js';

/** A preventista reads and delivers only the loads of their own routes (the administrator, any): 404 for none, 403 for another's. */
export async function ownLoad(ctx: Ctx, loadId: number): Promise<void> {
  const user = actor(ctx);
  if (user.category === 'a') return;
  const [row] = await ctx.db.select({ seller: routes.fkUser }).from(loads).innerJoin(routes, eq(routes.id, loads.fkRoute)).where(eq(loads.id, loadId));
  if (!row) throw notFound(LOAD_MSG.notFound);
  if (row.seller !== user.id) throw forbidden();
}
