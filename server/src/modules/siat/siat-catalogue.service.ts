import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { fold, type ListSiatCatalogueQuery, type Paged, type SiatCatalogueRow } from '@lactea/contracts';
import { siatCatalogue } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { likePattern, paged } from '../../lib/paging.js';

/**
 * The description as `fold` writes text (lower case, no accents) for a search that ignores them: SIAT
 * writes its catalogues in capitals with accents. Spelled out rather than lower(): PGlite's C locale
 * lowers only ASCII.
 */
const foldedDescription = sql`translate(lower(${siatCatalogue.description}), 'ÁÉÍÓÚÜÑÀÈÌÒÙáéíóúüñàèìòù', 'aeiouunaeiouaeiouunaeiou')`;

/**
 * A page of one synced catalogue, by code (the table's key: kind, code), for a form's picker: a code's
 * first digits or a word of the description. A catalogue is hundreds of rows, not thousands.
 */
export function listSiatCatalogue(ctx: Ctx, q: ListSiatCatalogueQuery): Promise<Paged<SiatCatalogueRow>> {
  const words = fold(q.search).split(' ').filter(Boolean);
  const where = and(
    eq(siatCatalogue.kind, q.kind),
    // likePattern without its leading '%': the code starts with the digits typed.
    ...words.map((w): SQL | undefined => or(like(siatCatalogue.code, likePattern(w).slice(1)), like(foldedDescription, likePattern(w)))),
  );
  return paged(
    q.page,
    ctx.config.pageSize,
    ({ limit, offset }) =>
      ctx.db
        .select({ code: siatCatalogue.code, description: siatCatalogue.description, activity: siatCatalogue.activity })
        .from(siatCatalogue)
        .where(where)
        .orderBy(asc(siatCatalogue.code))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(siatCatalogue).where(where);
      return Number(row.n);
    },
  );
}
