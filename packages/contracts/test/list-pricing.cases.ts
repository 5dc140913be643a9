import type { PriceListTerms } from '../src/list-pricing.js';
import type { OfferTerms } from '../src/offers.js';

/**
 * The resolution rule's table: each case a client's list (or none), a line and what it must cost.
 * The contracts test runs it against `priceQuantity`; the server's record-sale and the offline
 * till's pricing run the same table, so all three agree.
 */
export interface ListPricingCase {
  name: string;
  list: PriceListTerms | null;
  item: { productId: number; presentationId: number | null; priceCents: number; terms: OfferTerms; unit: 'unidad' | 'kg' };
  quantity: number;
  /** The lines expected: the list's label (null = the counter's rules) and each line's total. */
  lines: { quantity: number; label: string | null; totalCents: number }[];
}

/** Yogurt (product 1, Bs. 5,00 the unit, a 2x3 and 'desde 10 a 4,50'); its crate x12 (presentation 7, Bs. 54,00). */
const yogurt = { productId: 1, presentationId: null, priceCents: 500, unit: 'unidad' as const, terms: { promotion: { quantity_sale: 2, quantity_promotion: 3 }, discount: { quantity: 10, unit_price: 4.5 } } };
const crate = { productId: 1, presentationId: 7, priceCents: 5400, unit: 'unidad' as const, terms: {} };
/** Cheese by weight (product 2, Bs. 60,00 the kg). */
const cheese = { productId: 2, presentationId: null, priceCents: 6000, unit: 'kg' as const, terms: {} };

const mayorista = (enabled: 0 | 1 = 1): PriceListTerms => ({
  id: 3,
  name: 'Mayorista',
  enabled,
  rows: [
    { product_id: 1, presentation_id: null, min_quantity: 6, price: 4.2 },
    { product_id: 1, presentation_id: null, min_quantity: 24, price: 3.9 },
    { product_id: 1, presentation_id: 7, min_quantity: 1, price: 48 },
    { product_id: 1, presentation_id: 7, min_quantity: 5, price: 45.5 },
    { product_id: 2, presentation_id: null, min_quantity: 1.5, price: 52.5 },
  ],
});
const counter = (quantity: number, totalCents: number) => ({ quantity, label: null, totalCents });
const listed = (quantity: number, totalCents: number) => ({ quantity, label: 'Lista Mayorista', totalCents });

export const LIST_PRICING_CASES: ListPricingCase[] = [
  { name: 'sin lista: precio de mostrador', list: null, item: yogurt, quantity: 2, lines: [counter(2, 1000)] },
  { name: 'sin lista: la 2x3 se aplica', list: null, item: yogurt, quantity: 3, lines: [counter(3, 1000)] },
  { name: 'lista bajo su primer mínimo: reglas de mostrador (2x3)', list: mayorista(), item: yogurt, quantity: 3, lines: [counter(3, 1000)] },
  { name: 'lista bajo su primer mínimo: 2x3 y el resto', list: mayorista(), item: yogurt, quantity: 4, lines: [counter(3, 1000), counter(1, 500)] },
  { name: 'lista justo en el mínimo', list: mayorista(), item: yogurt, quantity: 6, lines: [listed(6, 2520)] },
  { name: 'lista entre dos mínimos: el menor alcanzado', list: mayorista(), item: yogurt, quantity: 23, lines: [listed(23, 9660)] },
  { name: 'lista en el segundo mínimo: toda la línea a ese precio', list: mayorista(), item: yogurt, quantity: 24, lines: [listed(24, 9360)] },
  { name: 'lista sobre el último mínimo', list: mayorista(), item: yogurt, quantity: 100, lines: [listed(100, 39000)] },
  { name: 'la lista no da descuento aunque la cantidad lo alcance', list: mayorista(), item: yogurt, quantity: 12, lines: [listed(12, 5040)] },
  { name: 'caja: fila de la presentación, no de la unidad', list: mayorista(), item: crate, quantity: 2, lines: [listed(2, 9600)] },
  { name: 'caja: segundo mínimo de la presentación', list: mayorista(), item: crate, quantity: 5, lines: [listed(5, 22750)] },
  { name: 'caja sin lista: precio de la presentación', list: null, item: crate, quantity: 2, lines: [counter(2, 10800)] },
  { name: 'caja entre dos mínimos de la presentación: el menor alcanzado', list: mayorista(), item: crate, quantity: 4, lines: [listed(4, 19200)] },
  { name: 'caja sobre el último mínimo de la presentación', list: mayorista(), item: crate, quantity: 12, lines: [listed(12, 54600)] },
  // 30 crates reach the unit's 24 break, but a crate is priced by its own rows only.
  {
    name: 'caja sin fila en la lista: precio de la presentación, nunca la fila de la unidad',
    list: { ...mayorista(), rows: mayorista().rows.filter((r) => r.presentation_id === null) },
    item: crate,
    quantity: 30,
    lines: [counter(30, 162000)],
  },
  { name: 'caja con lista inhabilitada: precio de la presentación', list: mayorista(0), item: crate, quantity: 5, lines: [counter(5, 27000)] },
  { name: 'por peso: bajo el mínimo en kg', list: mayorista(), item: cheese, quantity: 1.499, lines: [counter(1.499, 8994)] },
  { name: 'por peso: justo en el mínimo en kg', list: mayorista(), item: cheese, quantity: 1.5, lines: [listed(1.5, 7875)] },
  { name: 'por peso: sobre el mínimo, el total redondeado al centavo', list: mayorista(), item: cheese, quantity: 2.345, lines: [listed(2.345, 12311)] },
  { name: 'lista inhabilitada: reglas de mostrador', list: mayorista(0), item: yogurt, quantity: 24, lines: [counter(24, 8000)] },
  { name: 'producto que la lista no tiene: reglas de mostrador', list: mayorista(), item: { ...yogurt, productId: 9 }, quantity: 24, lines: [counter(24, 8000)] },
];
