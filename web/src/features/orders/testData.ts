import type { OrderProduct } from '@lactea/contracts';

/** A product as order/products answers it: a unit at Bs. 7 and its crate of 12 at Bs. 80. */
export const milk: OrderProduct = {
  id: 5,
  code: 'LE-1',
  product: 'Leche PIL 1 L',
  barcode: '7771234567890',
  mark: 'PIL',
  price: 7,
  unit: 'unidad',
  scale_code: null,
  stock: 40,
  discount: null,
  promotion: null,
  presentations: [{ id: 9, name: 'Caja x12', units: 12, price: 80, barcode: '7770000000012' }],
};
