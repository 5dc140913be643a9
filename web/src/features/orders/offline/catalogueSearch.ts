import { fold, joinedSizes, searchTerms, type OrderCatalogue, type OrderProduct } from '@lactea/contracts';

/** At most this many found, like the server's order/products (the till's search). */
const SEARCH_LIMIT = 20;

/**
 * order/products answered from the kept catalogue (no network), by the server's rules: a scanned
 * barcode finds the products with it, or else the product of the presentation with it; a search
 * puts code or barcode starting with the text first, then every word (contracts' searchTerms)
 * somewhere in the brand, code, name or barcode.
 */
export function findInCatalogue(catalogue: OrderCatalogue, q: { search?: string; barcode?: string }): OrderProduct[] {
  const { products } = catalogue;
  if (q.barcode) {
    const own = products.filter((p) => p.barcode === q.barcode);
    return own.length > 0 ? own : products.filter((p) => p.presentations.some((x) => x.barcode === q.barcode)).slice(0, 1);
  }
  const terms = searchTerms(q.search ?? '');
  if (terms.length === 0) return [];
  const key = fold(q.search ?? '');
  const raw = (q.search ?? '').trim();
  const first: OrderProduct[] = [];
  const rest: OrderProduct[] = [];
  for (const p of products) {
    if (fold(p.code).startsWith(key) || (p.barcode?.startsWith(raw) ?? false)) first.push(p);
    else {
      const own = fold([p.code, p.product, p.barcode ?? ''].join(' '));
      const text = [fold(p.mark), own, ...joinedSizes(own)].join(' ');
      if (terms.every((t) => text.includes(t))) rest.push(p);
    }
    if (first.length >= SEARCH_LIMIT) break;
  }
  return [...first, ...rest].slice(0, SEARCH_LIMIT);
}
