import { and, desc, eq, sql } from 'drizzle-orm';
import { centsText, PROVIDER_CREDIT_CONCEPT, PROVIDER_RETURN_MSG, toCents, type ProviderAccount, type ProviderAccountQuery } from '@lactea/contracts';
import { products, providerCredits, providerReturns, providers, purchases, users } from '../../../db/schema/index.js';
import type { Ctx } from '../../../lib/context.js';
import { notFound } from '../../../lib/errors.js';
import { pagedAnswer, pageIds, pageWindow } from '../../../lib/paging.js';

/**
 * GET provider/account: what we owe a provider (its purchases not yet paid, from
 * purchases_provider_created_cover_idx alone) and what it owes us (Σ provider_credits, from
 * provider_credits_provider_idx alone), with the credits' rows newest first.
 */
export async function providerAccount(ctx: Ctx, q: ProviderAccountQuery): Promise<ProviderAccount> {
  const db = ctx.db;
  const [provider] = await db.select({ id: providers.id, provider: providers.provider }).from(providers).where(eq(providers.id, q.provider_id));
  if (!provider) throw notFound(PROVIDER_RETURN_MSG.providerMissing);
  const mine = eq(providerCredits.fkProvider, provider.id);
  const newestFirst = [desc(providerCredits.id)];
  const page = pageIds(db, providerCredits, providerCredits.id, mine, newestFirst, pageWindow(q.page, ctx.config.pageSize));
  const [rows, [credit], [owed]] = await Promise.all([
    db
      .select({
        id: providerCredits.id,
        date: providerCredits.date,
        hour: sql<string>`to_char(${providerCredits.hour}, 'HH24:MI:SS')`,
        returnId: providerCredits.fkReturn,
        product: products.product,
        quantity: providerReturns.quantity,
        amount: providerCredits.amount,
        user: users.name,
      })
      .from(providerCredits)
      .innerJoin(page, eq(page.id, providerCredits.id))
      .innerJoin(users, eq(users.id, providerCredits.fkUser))
      .leftJoin(providerReturns, eq(providerReturns.id, providerCredits.fkReturn))
      .leftJoin(products, eq(products.id, providerReturns.fkProduct))
      .orderBy(...newestFirst),
    db.select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${providerCredits.amount}), 0)::text` }).from(providerCredits).where(mine),
    db
      .select({ sum: sql<string>`coalesce(sum(${purchases.totalPurchase}), 0)::text` })
      .from(purchases)
      .where(and(eq(purchases.fkProvider, provider.id), eq(purchases.enabled, 1), eq(purchases.cancelled, 0))),
  ]);
  const owedCents = toCents(owed.sum);
  const creditCents = toCents(credit.sum);
  const data = rows.map((r) => ({
    id: r.id,
    date: r.date,
    hour: r.hour,
    concept: r.returnId === null ? 'Movimiento' : PROVIDER_CREDIT_CONCEPT(r.returnId),
    return_id: r.returnId,
    product: r.product,
    quantity: r.quantity === null ? null : Number(r.quantity),
    amount: Number(r.amount),
    user: r.user,
  }));
  return {
    ...pagedAnswer(data, Number(credit.n), q.page, ctx.config.pageSize),
    provider,
    owed: Number(centsText(owedCents)),
    credit: Number(centsText(creditCents)),
    balance: Number(centsText(owedCents - creditCents)),
  };
}
