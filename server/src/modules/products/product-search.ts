import { eq, sql, type SQL } from 'drizzle-orm';
import { fold, joinedSizes, searchTerms, type CreateProductBody } from '@lactea/contracts';
import { products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { wordsFilter } from '../../lib/paging.js';

/**
 * Product search by words (docs/decisions 0002 and 0030-search-by-words): every word of
 * the search must appear somewhere in the product's folded search text, in any order, so
 * 'leche frutilla' finds 'Leche Saborizada Frutilla 180 ml' and 'pil 1l' finds PIL's 'Leche 1 L'.
 * Each word is one LIKE on the same trigram-indexed column, ANDed: PostgreSQL answers them with
 * one GIN index scan, and a one-word search is exactly the statement it was before.
 */

/** The same rule for the migration that rewrote the stored texts (0021): keep the two in step with contracts' joinedSizes. */
export const SIZE_PATTERN_SQL = String.raw`(\d+)\s+([a-z]{1,3})(?![a-z0-9_])`;

/**
 * The folded text a search runs on: the brand's name first (a brand rename rewrites just that
 * prefix, renameBrandInSearchText), then code, name, barcode and description, then the sizes
 * written together.
 */
export function productSearchText(p: Pick<CreateProductBody, 'code' | 'product' | 'barcode' | 'description'>, mark: string): string {
  const own = fold([p.code, p.product, p.barcode ?? '', p.description].join(' '));
  return [fold(mark), own, ...joinedSizes(own)].join(' ');
}

/** The words of a search (contracts' searchTerms: the offline till searches its snapshot the same way). */
export { searchTerms };

/** Every word somewhere in the search text (any order, accents and case ignored). */
export const searchFilter = (search: string): SQL | undefined => wordsFilter(search, products.searchText);

/** The longest word: what decides whether the trigram index can serve the search (paging.ts). */
export const longestTerm = (search: string) => searchTerms(search).reduce((a, t) => (t.length > a.length ? t : a), '');

/**
 * A brand renamed: its products' texts start with the old folded name; swap that prefix in one
 * statement (char_length counts characters as PostgreSQL stores them). The statement trigger
 * bumps the products table's version, so cached search totals follow (lib/search-counts.ts).
 */
export async function renameBrandInSearchText(tx: Executor, markId: number, oldMark: string, newMark: string): Promise<void> {
  const [oldKey, newKey] = [fold(oldMark), fold(newMark)];
  if (oldKey === newKey) return;
  await tx
    .update(products)
    .set({ searchText: sql`${newKey} || substr(${products.searchText}, char_length(${oldKey}::text) + 1)` })
    .where(eq(products.fkMark, markId));
}
