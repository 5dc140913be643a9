import { fold, gramsForPrice, joinedSizes, lineCents, parseScaleLabel, SCALE_MSG, searchTerms, snapshotListTerms, type ListPriceRow, type PriceListTerms, type SnapshotClientCredit, type TillClientPrices, type TillPresentation, type TillProduct, type TillScaleLine, type TillSnapshot, toCents } from '@lactea/contracts';
import type { TillItem } from '../cart';

/** At most this many results, like the server's till-search (FIRST_PRODUCTS_LIMIT). */
export const SEARCH_LIMIT = 20;

/**
 * The snapshot's products ready for the till's three lookups without the server: barcode and scale
 * code in maps, and a folded text per product for the search by words (the server's rules:
 * contracts' searchTerms and joinedSizes). Built once per snapshot;
 * every lookup then reads `stockOf` so what this device's queue sold is already taken off.
 */
export class SnapshotIndex {
  private readonly byBarcodeMap = new Map<string, TillProduct[]>();
  private readonly byScaleMap = new Map<number, TillProduct>();
  /** Newest first, like the server's lists. */
  private readonly newest: TillProduct[];
  /** Made on the first search (most scans never need them): ~0.5 s of folding at 50,000 products. */
  private texts: string[] | null = null;
  private codeKeys: string[] | null = null;
  /** Made on the first credit check offline: a client found by id, not searched for in the list. */
  private clientsById: Map<number, SnapshotClientCredit> | null = null;
  /** The presentations by barcode, with their products: made on the first scan no product answers. */
  private crates: Map<string, { product: TillProduct; presentation: TillPresentation }> | null = null;
  private unitsById: Map<number, number> | null = null;
  /** Each enabled list's rows by product, made on the first sale to a client with a list. */
  private lists: Map<number, { terms: PriceListTerms; byProduct: Map<number, ListPriceRow[]> }> | null = null;

  constructor(readonly snapshot: TillSnapshot) {
    this.newest = [...snapshot.products].sort((a, b) => b.id - a.id);
    for (const p of this.newest) {
      if (p.barcode) {
        const list = this.byBarcodeMap.get(p.barcode);
        if (list) list.push(p);
        else this.byBarcodeMap.set(p.barcode, [p]);
      }
      if (p.scale_code !== null) this.byScaleMap.set(p.scale_code, p);
    }
  }

  private searchTexts(): { texts: string[]; codeKeys: string[] } {
    if (!this.texts || !this.codeKeys) {
      this.texts = this.newest.map((p) => {
        const own = quickFold([p.code, p.product, p.barcode ?? ''].join(' '));
        return [quickFold(p.mark), own, ...joinedSizes(own)].join(' ');
      });
      this.codeKeys = this.newest.map((p) => quickFold(p.code));
    }
    return { texts: this.texts, codeKeys: this.codeKeys };
  }

  /** The snapshot's client with this id (null for one registered since). */
  client(id: number): SnapshotClientCredit | null {
    this.clientsById ??= new Map(this.snapshot.clients.map((c) => [c.id, c]));
    return this.clientsById.get(id) ?? null;
  }

  /**
   * Every product with exactly this barcode (several may share one), or else the presentation with
   * it and its product, as sale/till-barcode answers; with `listId`, each with its rows of that list.
   */
  byBarcode(code: string, sold: ReadonlyMap<number, number>, listId?: number): TillItem[] {
    const found = this.byBarcodeMap.get(code);
    if (found) return found.map((p) => this.withListRows(withQueueStock(p, sold), listId));
    const crate = this.crateMap().get(code);
    return crate ? [{ ...this.withListRows(withQueueStock(crate.product, sold), listId), presentation: crate.presentation }] : [];
  }

  /** A presentation's units (the queue's crates taken off the stock), undefined for one the snapshot does not hold. */
  presentationUnits(id: number): number | undefined {
    this.unitsById ??= new Map((this.snapshot.presentations ?? []).map((p) => [p.id, p.units]));
    return this.unitsById.get(id);
  }

  private crateMap() {
    if (!this.crates) {
      this.crates = new Map();
      // A snapshot stored before presentations were sent has none.
      const crates = this.snapshot.presentations ?? [];
      if (crates.length > 0) {
        const products = new Map(this.newest.map((p) => [p.id, p]));
        for (const { product_id, barcode, ...presentation } of crates) {
          const product = products.get(product_id);
          if (product) this.crates.set(barcode, { product, presentation });
        }
      }
    }
    return this.crates;
  }

  private list(id: number) {
    if (!this.lists) {
      this.lists = new Map();
      for (const l of this.snapshot.price_lists) {
        const terms = snapshotListTerms(l);
        const byProduct = new Map<number, ListPriceRow[]>();
        for (const r of terms.rows) {
          const rows = byProduct.get(r.product_id);
          if (rows) rows.push(r);
          else byProduct.set(r.product_id, [r]);
        }
        this.lists.set(l.id, { terms, byProduct });
      }
    }
    return this.lists.get(id) ?? null;
  }

  /** A product as sale/till-barcode answers it with `price_list_id`: its rows of the list (a list not in the snapshot is disabled: none). */
  withListRows(p: TillProduct, listId?: number): TillProduct {
    return listId ? { ...p, list_rows: this.list(listId)?.byProduct.get(p.id) ?? [] } : p;
  }

  /**
   * sale/till-client-prices from the snapshot: the client's list with its rows for `productIds`.
   * A list the snapshot does not hold was disabled when it was taken: the counter's prices.
   */
  clientPrices(clientId: number, productIds: readonly number[]): TillClientPrices {
    const listId = this.client(clientId)?.fk_price_list ?? null;
    const list = listId === null ? null : this.list(listId);
    if (!list) return { price_list: null };
    return { price_list: { ...list.terms, rows: productIds.flatMap((id) => list.byProduct.get(id) ?? []) } };
  }

  /**
   * The general search: code or barcode starting with the text first, then every word somewhere
   * in the product's text; newest first, at most SEARCH_LIMIT. An empty search lists the newest.
   */
  search(text: string, sold: ReadonlyMap<number, number>, listId?: number): TillProduct[] {
    return this.searchFound(text, sold).map((p) => this.withListRows(p, listId));
  }

  private searchFound(text: string, sold: ReadonlyMap<number, number>): TillProduct[] {
    const terms = searchTerms(text);
    if (terms.length === 0) return this.newest.slice(0, SEARCH_LIMIT).map((p) => withQueueStock(p, sold));
    const { texts, codeKeys } = this.searchTexts();
    const key = fold(text);
    const raw = text.trim();
    const first: TillProduct[] = [];
    const rest: TillProduct[] = [];
    for (let i = 0; i < this.newest.length && first.length < SEARCH_LIMIT; i++) {
      const p = this.newest[i];
      if (codeKeys[i].startsWith(key) || (p.barcode?.startsWith(raw) ?? false)) first.push(p);
      else if (rest.length < SEARCH_LIMIT && terms.every((t) => texts[i].includes(t))) rest.push(p);
    }
    return [...first, ...rest].slice(0, SEARCH_LIMIT).map((p) => withQueueStock(p, sold));
  }

  /**
   * A scanned scale label read like the server's till-scale-label (same format, same rounding),
   * or the Spanish reason it cannot be sold; null when the code is not a scale label at all.
   */
  scaleLabel(code: string, sold: ReadonlyMap<number, number>): { ok: true; line: TillScaleLine } | { ok: false; message: string } | null {
    const label = parseScaleLabel(code, this.snapshot.setup.scale);
    if (!label) return null;
    if (!label.ok) return label;
    const found = this.byScaleMap.get(label.scaleCode);
    if (!found) return { ok: false, message: SCALE_MSG.unknownCode(label.scaleCode) };
    const product = withQueueStock(found, sold);
    const priceCents = toCents(product.price);
    if (label.kind === 'p' && priceCents <= 0) return { ok: false, message: SCALE_MSG.invalid };
    const grams = label.kind === 'w' ? label.grams : gramsForPrice(label.cents, priceCents);
    const totalCents = label.kind === 'w' ? lineCents(priceCents, grams / 1000) : label.cents;
    return { ok: true, line: { product, quantity: grams / 1000, total: totalCents / 100, scale_label: code.trim() } };
  }
}

/** fold() without its Unicode passes for plain ASCII text (most codes and many names): the same result, ~10× faster. */
const quickFold = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text.toLowerCase() : fold(text));

/** Sellable stock offline: the snapshot's minus what this device's queue already sold (never below 0). */
export function withQueueStock(p: TillProduct, sold: ReadonlyMap<number, number>): TillProduct {
  const out = sold.get(p.id);
  if (!out) return p;
  return { ...p, stock: Math.max(0, Math.round((p.stock - out) * 1000) / 1000) };
}
