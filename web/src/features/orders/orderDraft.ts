import { formatQuantity, orderLinePrice, toCents, type OrderProduct, type PriceListTerms, type ProductUnit } from '@lactea/contracts';

/** A line of the order being taken on the phone: a product, or one of its presentations, and how many. */
export interface DraftLine {
  product: OrderProduct;
  /** null: the product's unit. */
  presentationId: number | null;
  quantity: number;
}

/** What the line shows: its name ('Leche · Caja x12'), unit price and total by the client's list (the server's rule). */
export function linePrice(line: DraftLine, list: PriceListTerms | null) {
  const pres = line.presentationId === null ? null : line.product.presentations.find((p) => p.id === line.presentationId);
  const priceCents = toCents(pres ? pres.price : line.product.price);
  const price = orderLinePrice(list, { productId: line.product.id, presentationId: line.presentationId, priceCents }, line.quantity);
  return { name: pres ? `${line.product.product} · ${pres.name}` : line.product.product, ...price };
}

/** Adds one of the product (or presentation), or one more to its line when it is already there. */
export function addToDraft(lines: DraftLine[], product: OrderProduct, presentationId: number | null): DraftLine[] {
  const at = lines.findIndex((l) => l.product.id === product.id && l.presentationId === presentationId);
  if (at < 0) return [...lines, { product, presentationId, quantity: 1 }];
  return lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + 1 } : l));
}

export const draftTotalCents = (lines: DraftLine[], list: PriceListTerms | null) => lines.reduce((sum, l) => sum + linePrice(l, list).totalCents, 0);

/** The stock the phone saw, in the line's terms ('Inventario 24'): the server reserves and says what is short. */
export const stockText = (product: OrderProduct) => `Inventario ${formatQuantity(product.stock, product.unit as ProductUnit)}`;

/** The day after `date` ('YYYY-MM-DD'): an order taken today is loaded tonight and delivered tomorrow. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
