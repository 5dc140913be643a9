import { and, asc, eq, sql } from 'drizzle-orm';
import type { Paged, PurchaseProductChoice } from '@lactea/contracts';
import { presentations, products, productStock, providers } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { wordsFilter } from '../../lib/paging.js';
import { searchFilter } from '../products/product-search.js';

const PICKER_ROWS = 20;

/**
 * The purchase screen's search dialogs. provider/list and the product lists are the
 * administrator's; a cashier allowed into Compras ('options') must still find a provider and a
 * product to buy, so these two answer page 1 of the enabled ones at the purchase's own access.
 */
export async function providerChoices(ctx: Ctx, search: string, all: 0 | 1 = 0): Promise<Paged<{ id: number; provider: string; description: string; enabled: 0 | 1 }>> {
  const where = and(all ? undefined : eq(providers.enabled, 1), wordsFilter(search, providers.searchText));
  const [data, [{ n }]] = await Promise.all([
    ctx.db
      .select({ id: providers.id, provider: providers.provider, description: providers.description, enabled: providers.enabled })
      .from(providers)
      .where(where)
      .orderBy(sql`${providers.provider} collate "und-x-icu"`, asc(providers.id))
      .limit(PICKER_ROWS),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(providers).where(where),
  ]);
  return { data: data.map((p) => ({ ...p, enabled: p.enabled as 0 | 1 })), current_page: 1, last_page: 1, total: Number(n) };
}

export async function productChoices(ctx: Ctx, search: string): Promise<Paged<PurchaseProductChoice>> {
  const where = and(eq(products.enabled, 1), search ? searchFilter(search) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        code: products.code,
        product: products.product,
        unit: products.unit,
        cost: products.cost,
        price: products.price,
        total_quantity: sql<string>`coalesce(${productStock.quantity}, 0)`,
        // The enabled presentations a line may be bought by, in the order they were added.
        presentations: sql<{ id: number; name: string; units: number }[]>`coalesce((
          select json_agg(json_build_object('id', ${presentations.id}, 'name', ${presentations.name}, 'units', ${presentations.units}) order by ${presentations.id})
          from ${presentations} where ${presentations.fkProduct} = ${products.id} and ${presentations.enabled} = 1), '[]'::json)`,
      })
      .from(products)
      .leftJoin(productStock, eq(productStock.fkProduct, products.id))
      .where(where)
      .orderBy(sql`${products.product} collate "und-x-icu"`, asc(products.id))
      .limit(PICKER_ROWS),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { data: rows.map((r) => ({ ...r, cost: Number(r.cost), price: Number(r.price), total_quantity: Number(r.total_quantity) })), current_page: 1, last_page: 1, total: Number(n) };
}
