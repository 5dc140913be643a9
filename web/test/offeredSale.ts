import type { Sale } from '@lactea/contracts';

type Line = Sale['products'][number];
const line = (id: number, product: string, unit: Line['unit'], pivot: Partial<Line['pivot']> & Pick<Line['pivot'], 'quantity' | 'unit_price_system' | 'total'>): Line => ({
  id,
  code: `P${id}`,
  product,
  unit,
  pivot: { discount: 0, unit_price: pivot.unit_price_system, unit_cost: 1, promotion: null, ...pivot },
});

/**
 * A recorded credit sale whose lines carry each offer as the server records it: a 2x3 of 2,50 at 3
 * units (unit price 1,6667: 3 × 1,67 would be 5,01), the rest of the same milk at the list price,
 * cheese at its quantity discount (25,50 → 22,00 from 6) and a weighed line.
 */
export const OFFERED_LINES: Line[] = [
  line(1, 'Leche 2x3', 'unidad', { quantity: 3, unit_price_system: 2.5, unit_price: 1.6667, discount: 0.8333, promotion: '2x3', total: 5 }),
  line(1, 'Leche 2x3', 'unidad', { quantity: 1, unit_price_system: 2.5, total: 2.5 }),
  line(2, 'Queso Fresco', 'unidad', { quantity: 6, unit_price_system: 25.5, unit_price: 22, discount: 3.5, total: 132 }),
  line(3, 'Queso Chaqueño', 'kg', { quantity: 0.75, unit_price_system: 48, total: 36 }),
];

/**
 * Each line as it must read, N° to Promo.: P.U. the list price, Desc. the line's saving, so that
 * P.U. × Cant. − Desc. = Total to the cent.
 */
export const OFFERED_ROWS = [
  // The product's cell also holds the saving as a phone shows it, under the name (hidden from 600 px).
  ['1', 'Leche 2x3Promo 2x3: −2,50', '3', '2,50', '5,00', '2,50', 'Promo 2x3: −2,50'],
  ['2', 'Leche 2x3', '1', '2,50', '2,50', '0,00', ''],
  ['3', 'Queso FrescoDescuento: −21,00', '6', '25,50', '132,00', '21,00', ''],
  ['4', 'Queso Chaqueño', '0,750 kg', '48,00', '36,00', '0,00', ''],
];

export const offeredSale = (over: Partial<Sale> = {}): Sale => ({
  id: 7,
  date: '2026-03-08',
  hour: '09:30:00',
  subtotal: 175.5,
  discount: 0,
  total_sale: 175.5,
  money_paid: 0,
  change_box: 0,
  excess: 0,
  cancelled: 0,
  enabled: 1,
  id_type_payment: null,
  type_pay: null,
  type_payment: null,
  text_type_pay: 'A crédito',
  date_debt: null,
  type_payment_debt: null,
  debt_paid: 0,
  client: { id: 3, business_name: 'Tienda Don Lucho', ci_nit: '4455667' },
  user: { id: 1, name: 'Ana' },
  products: OFFERED_LINES,
  ...over,
});
