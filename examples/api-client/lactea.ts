import { createHash, randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

/**
 * A client typed from Lactea's OpenAPI document (openapi.json → schema.d.ts with openapi-typescript,
 * calls with openapi-fetch): sign in, list the products with stock, record a cash sale of one unit.
 */
export type Sale = paths['/api/sale/record-sale']['post']['responses']['200']['content']['application/json'];

/** Every error answers `{ messages: [...] }` in Spanish: show them as they come. */
function fail(what: string, error: { messages: string[] } | undefined, status: number): never {
  throw new Error(`${what}: ${status} ${error?.messages.join('; ') ?? ''}`);
}

export async function sellOneUnit(baseUrl: string, username: string, password: string): Promise<Sale> {
  const api = createClient<paths>({ baseUrl });

  // The password travels as its MD5 in hexadecimal; the answer's token signs every call.
  const md5 = createHash('md5').update(password).digest('hex');
  const login = await api.POST('/api/user/login', { body: { username, password: md5 } });
  if (!login.data) fail('Inicio de sesión', login.error, login.response.status);
  api.use({ onRequest: ({ request }) => (request.headers.set('authorization', `Bearer ${login.data.token}`), request) });

  const inventory = await api.GET('/api/product/list-with-total-lot', { params: { query: { page: 1 } } });
  if (!inventory.data) fail('Inventario', inventory.error, inventory.response.status);
  const product = inventory.data.data.find((p) => p.total_quantity > 0 && p.enabled === 1);
  if (!product) throw new Error('No hay productos con stock');

  const payTypes = await api.GET('/api/type-payment/list');
  if (!payTypes.data) fail('Tipos de pago', payTypes.error, payTypes.response.status);
  const cash = payTypes.data.find((t) => t.is_cash === 1 && t.enabled === 1);
  if (!cash) throw new Error('No hay un tipo de pago en efectivo habilitado');

  // One key per sale: a retry after a lost answer returns the same sale instead of a second one.
  const sale = await api.POST('/api/sale/record-sale', {
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      without_client: 1,
      sale: { discount: 0, money_paid: product.price, total_sale: product.price, change_box: 0, cancelled: 1, id_type_payment: cash.id },
      detail: [{ product_id: product.id, quantity: 1, unit_price: product.price, unit_price_system: product.price, discount: 0, promotion: '' }],
    },
  });
  if (!sale.data) fail('Venta', sale.error, sale.response.status);
  return sale.data;
}
