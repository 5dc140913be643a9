import type { RecordSaleBody, TillProduct, TillSnapshot } from '@lactea/contracts';
import { afterEach } from 'vitest';
import { openOfflineDb, type OfflineDb } from './db';
import type { NewQueuedSale } from './queue';

/** Test data shared by the offline module's tests. */
export const product = (id: number, over: Partial<TillProduct> = {}): TillProduct => ({
  id,
  code: `P${id}`,
  product: `Producto ${id}`,
  barcode: `77${String(id).padStart(8, '0')}`,
  mark: 'PIL',
  price: 10,
  cost: 6,
  unit: 'unidad',
  scale_code: null,
  stock: 50,
  discount: null,
  promotion: null,
  ...over,
});

export const snapshotOf = (products: TillProduct[]): TillSnapshot => ({
  taken_at: '2026-11-25T14:32:00.000Z',
  setup: {
    payments: [{ id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e' }],
    address: 'Calle 1',
    cellphone_number: '70000000',
    auto_offers: 0,
    invoicing: 0,
    today: '2026-11-25',
    scale: { prefix_from: 20, prefix_to: 29, code_digits: 5, value_kind: 'w' },
  },
  products,
  clients: [
    { id: 1, business_name: 'Juan Pérez', ci_nit: '1234567', credit_limit: null, debt: 0, overdue_since: null, fk_price_list: null },
    // Bs. 100,00 of credit, Bs. 70,00 owed when the snapshot was taken.
    { id: 2, business_name: 'Tienda Ana', ci_nit: '999', credit_limit: 100, debt: 70, overdue_since: null, fk_price_list: null },
  ],
  credit_control: 'bloquear',
  price_lists: [],
  presentations: [],
});

export const saleBody = (productId: number, quantity: number): RecordSaleBody => ({
  register_client: 0,
  without_client: 1,
  client: null,
  sale: { discount: 0, money_paid: 10 * quantity, total_sale: 10 * quantity, change_box: 0, cancelled: 1, id_type_payment: 1, text_type_pay: 'Efectivo' },
  detail: [{ product_id: productId, product: `Producto ${productId}`, quantity, unit_price: 10, unit_price_system: 10, unit_cost: 6, discount: 0, promotion: '' }],
});

export const queued = (key: string, userId: number, productId = 1, quantity = 1, soldAt = '2026-11-25T10:00:00.000-04:00'): NewQueuedSale => ({
  key,
  user_id: userId,
  user_name: `Usuario ${userId}`,
  body: { ...saleBody(productId, quantity), offline: { device_id: 'ABCD1234-dev', device_name: 'Caja ABCD', sold_at: soldAt, provisional_number: `ABCD-${key}` } },
});

/** A fresh database at each call, named `<prefix>-<n>`; every one is deleted after its test. */
export function freshDbs(prefix: string): () => OfflineDb {
  let n = 0;
  const dbs: OfflineDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.delete();
  });
  return () => {
    const db = openOfflineDb(`${prefix}-${++n}`);
    dbs.push(db);
    return db;
  };
}
