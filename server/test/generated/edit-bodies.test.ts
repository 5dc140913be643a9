import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { EDITS, FIELD_LABELS, unchangeableMessage, type EditFields, type EditRoute } from '@lactea/contracts';
import { routeTable } from '../../src/lib/route-table.js';
import { createTestApp } from '../helpers.js';

/**
 * Edits as decision 0022 has them, generated from the contracts' EDITS table (what the spec
 * documents for each edit, what came later, what a row's read answer adds):
 * (a) the spec's body of every edit, exactly its fields, answers 200 and changes only what it
 *     names: every field added later keeps its stored value;
 * (b) every row read from its route's list answer and sent back as it was answered answers 200
 *     and changes nothing (but the version);
 * (c) a read-back key sent with another value than the stored one is a 400 naming it, nothing changed;
 * (d) the OpenAPI document's `required` of every edit is exactly what the server refuses absent.
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.adminToken();
type Row = Record<string, unknown>;
const EDIT_LIST = Object.entries(EDITS) as [EditRoute, EditFields][];
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const nextYear = `${new Date().getFullYear() + 1}-06-30`;

async function ok(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown): Promise<Row> {
  const res = await t.call(admin, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as Row;
}

// One row of each kind, with the fields added after the spec set away from their defaults, so an
// edit that erased them would show.
const mark = await ok('POST', '/api/mark/add', { mark: 'Marca Edición' });
const weighed = await ok('POST', '/api/product/add', {
  code: 'ED-KG', product: 'Queso por kg', barcode: '7770001', description: 'Pieza', price: 60, cost: 40, fk_mark: mark.id, unit: 'kg', scale_code: 123,
});
const byUnit = await ok('POST', '/api/product/add', { code: 'ED-U', product: 'Leche', barcode: null, description: 'Bolsa', price: 7, cost: 5, fk_mark: mark.id });
const provider = await ok('POST', '/api/provider/add', { provider: 'Proveedor Edición', description: 'Lácteos' });
const priceList = await ok('POST', '/api/price-list/add', { name: 'Lista Edición' });
const route = await ok('POST', '/api/route/add', { name: 'Ruta Edición', user_id: (await t.seededIds()).adminId, visit_days: [1, 4] });
const client = await ok('POST', '/api/client/add', {
  business_name: 'Cliente Edición', ci_nit: '7654321', gloss: 'Paga los viernes', credit_limit: 500, overdue_days: 10, fk_price_list: priceList.id,
});
const lot = await ok('POST', '/api/lot/add', { quantity: 2.5, expiration_date: nextYear, fk_product: weighed.id });
const typeExpense = await ok('POST', '/api/type-expense/add', { type_expense: 'Transporte Edición' });
const expense = await ok('POST', '/api/expense/add', { expense: 12.5, description: 'Taxi' });
const expenseAdmin = await ok('POST', '/api/expense-admin/add', { expense: 100, description: 'Alquiler', date_expense: '2026-01-15', fk_type_expense: typeExpense.id });
const discount = await ok('POST', '/api/product-discount/add', { fk_product: weighed.id, unit_price: 55, quantity: 2 });
const promotion = await ok('POST', '/api/product-promotion/add', { fk_product: byUnit.id, quantity_promotion: 3, quantity_sale: 2 });
const presentation = await ok('POST', '/api/presentation/add', { product_id: byUnit.id, name: 'Caja x12', units: 12, barcode: '7770012', price: 80 });
const providerProduct = await ok('POST', '/api/provider-product/add', { provider_id: provider.id, product_id: byUnit.id });
const purchase = await ok('POST', '/api/purchase/record-purchase', {
  purchase: { fk_provider: provider.id, date_purchase: '2026-01-15', cancelled: 1, gloss: 'Factura 12', discount: 1 },
  detail: [{ product_id: byUnit.id, quantity: 10, unit_price: 5, unit_cost: 5, discount: 0, expiration_date: nextYear }],
});
const routed = await ok('PUT', '/api/route/set-clients', { route_id: route.id, version: route.version, client_ids: [client.id] });
expect(routed.route).toMatchObject({ clients: 1 });
// A pending order of the client (order/add requires an Idempotency-Key): its lines as the phone sends them.
const orderLines = [{ product_id: byUnit.id, presentation_id: null, quantity: 3 }];
const orderAdded = await t.app.inject({
  method: 'POST', url: '/api/order/add', headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'pedido-edicion-1' },
  payload: { client_id: client.id, delivery_date: nextYear, lines: orderLines, gloss: 'Tocar el timbre' },
});
expect(orderAdded.statusCode, orderAdded.body).toBe(200);
const order = orderAdded.json() as Row;
const typePayment = await ok('POST', '/api/type-payment/add', { type_pay: 'Tarjeta Edición', is_cash: 0, code: 'c' });
const user = await ok('POST', '/api/user/add', { name: 'Usuario Edición', category: 'u', username: 'edicion', password: md5('clave123') });
const setting = await ok('GET', '/api/setting/list');
await ok('PUT', '/api/setting/update', { ...setting, address: 'Av. Blanco Galindo 123', cellphone_number: '70712345', near_expiry_days: 12, auto_offers: 0, credit_overdue_days: 20, credit_control: 'advertir' });
await ok('PUT', '/api/setting/update-scale-label', { ...(await ok('GET', '/api/setting/scale-label')), scale_code_digits: 4 });

/** The row as its list answers it (a paged `data`, a plain array, or the one settings object). */
async function listed(url: string, id?: unknown): Promise<Row> {
  const answer = (await ok('GET', url)) as unknown;
  if (id === undefined) return answer as Row;
  const rows = (Array.isArray(answer) ? answer : (answer as { data: Row[] }).data) as Row[];
  const row = rows.find((r) => r.id === id);
  expect(row, `${url}: sin la fila ${String(id)}`).toBeDefined();
  return row!;
}

interface EditCase {
  read: () => Promise<Row>;
  /** Spec fields a read answer does not hold (a password). */
  extra?: Row;
  /** Why the read row is not a body of this edit. */
  notReadBack?: string;
}
const CASES: Record<EditRoute, EditCase> = {
  'PUT /api/client/edit': { read: () => listed('/api/client/list?search=Edici%C3%B3n', client.id) },
  'PUT /api/expense-admin/update': { read: () => listed('/api/expense-admin/list?is_register=0&date_from=2026-01-01&date_to=2026-01-31', expenseAdmin.id) },
  'PUT /api/expense/update': { read: () => listed('/api/expense/list', expense.id) },
  'PUT /api/invoice-setting/update': { read: () => listed('/api/invoice-setting/list') },
  'PUT /api/lot/update': { read: () => listed(`/api/lot/list?fk_product=${String(weighed.id)}`, lot.id) },
  'PATCH /api/mark/update': { read: () => listed('/api/mark/list?search=Edici%C3%B3n', mark.id) },
  'PUT /api/price-list/edit': { read: () => listed('/api/price-list/list?search=Edici%C3%B3n', priceList.id) },
  'PUT /api/route/edit': { read: () => listed('/api/route/list?search=Edici%C3%B3n', route.id) },
  'PUT /api/order/edit': {
    read: () => listed(`/api/order/list?client_id=${String(client.id)}`, order.id),
    extra: { lines: orderLines },
    notReadBack: 'las líneas leídas llevan sus precios y nombres; una edición toma producto, presentación y cantidad',
  },
  'PUT /api/product-discount/edit': { read: () => listed('/api/product-discount/list', discount.id) },
  'PUT /api/product-promotion/edit': { read: () => listed('/api/product-promotion/list', promotion.id) },
  'PUT /api/presentation/edit': { read: () => listed(`/api/presentation/list?product_id=${String(byUnit.id)}`, presentation.id) },
  'PUT /api/product/update': { read: () => listed('/api/product/list?search=Queso', weighed.id) },
  'PUT /api/provider-product/update': { read: () => listed('/api/provider-product/list', providerProduct.id) },
  'PATCH /api/provider/update': { read: () => listed('/api/provider/list?search=Edici%C3%B3n', provider.id) },
  'PUT /api/purchase/edit': { read: () => listed('/api/purchase/purchases-report-register', purchase.id) },
  'PUT /api/setting/update': { read: () => listed('/api/setting/list') },
  'PUT /api/setting/update-scale-label': { read: () => listed('/api/setting/scale-label') },
  'PUT /api/type-expense/update': { read: () => listed('/api/type-expense/list', typeExpense.id) },
  'PUT /api/type-payment/edit': { read: () => listed('/api/type-payment/list', typePayment.id) },
  'PATCH /api/user/update': { read: () => listed('/api/user/list', user.id) },
  'PUT /api/user/change-credentials': {
    read: () => listed('/api/user/list', user.id),
    extra: { password: md5('clave123') },
    notReadBack: 'la fila de un usuario no lleva la contraseña que este cambio pide',
  },
};

const split = (route: EditRoute) => {
  const [method, url] = route.split(' ') as ['PUT' | 'PATCH', string];
  return { method, url };
};
const pick = (row: Row, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
/** The row as it should read after an edit that changes nothing: the same but its version. */
const unversioned = ({ version: _v, ...rest }: Row) => rest;

async function send(route: EditRoute, body: unknown) {
  const { method, url } = split(route);
  return t.call(admin, method, url, body);
}

describe(`edit bodies (generated from EDITS, ${t.kind})`, () => {
  it('covers every edit route of the route table, and only those', () => {
    const edits = routeTable(t.app)
      .filter((r) => (r.method === 'PUT' || r.method === 'PATCH') && /\/(edit|update|update-scale-label|change-credentials)$/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(Object.keys(EDITS).sort()).toEqual(edits);
  });

  it.each(EDIT_LIST.map(([route, fields]) => [route, fields] as const))('%s: the spec body changes only what it names', async (route, fields) => {
    const c = CASES[route];
    for (const keys of [fields.spec, ...(fields.also ?? [])]) {
      const before = await c.read();
      const body = { ...pick(before, keys), ...pick(c.extra ?? {}, keys) };
      expect(Object.keys(body).sort(), `${route}: el cuerpo de la especificación`).toEqual([...keys].sort());
      const res = await send(route, body);
      expect(res.statusCode, `${route} ${JSON.stringify(body)}: ${res.body}`).toBe(200);
      expect(unversioned(await c.read()), `${route}: cambió un campo que el cuerpo no nombra`).toEqual(unversioned(before));
    }
  });

  it.each(EDIT_LIST.filter(([route]) => !CASES[route].notReadBack).map(([route]) => [route] as const))('%s: a row sent back as read changes nothing', async (route) => {
    const before = await CASES[route].read();
    const res = await send(route, before);
    expect(res.statusCode, `${route} ${JSON.stringify(before)}: ${res.body}`).toBe(200);
    expect(unversioned(await CASES[route].read())).toEqual(unversioned(before));
  });

  const readBackKeys = EDIT_LIST.flatMap(([route, fields]) => Object.keys(fields.readBack).map((key) => [route, key] as const));
  it.each(readBackKeys)('%s: %s sent different from the stored one is refused', async (route, key) => {
    const row = await CASES[route].read();
    const body = { ...row, ...CASES[route].extra, [key]: altered(row[key]) };
    const before = await t.snapshot();
    const res = await send(route, body);
    expect(res.statusCode, `${route} ${key}: ${res.body}`).toBe(400);
    expect(res.json().messages).toContain(unchangeableMessage(EDITS[route], key));
    expect(await t.snapshot()).toEqual(before);
  });

  it.each(EDIT_LIST.map(([route]) => [route] as const))('%s: the document requires exactly what the server refuses absent', async (route) => {
    const { method, url } = split(route);
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Schema }> } }>> };
    const schema = doc.paths[url][method.toLowerCase()].requestBody.content['application/json'].schema;
    const branches = schema.anyOf ?? [schema];
    for (const branch of branches) {
      const keys = Object.keys(branch.properties ?? {});
      const serverRequires: string[] = [];
      for (const key of keys) {
        const row = { ...(await CASES[route].read()), ...CASES[route].extra };
        const { [key]: _left, ...without } = pick(row, keys);
        const res = await send(route, without);
        const label = `${FIELD_LABELS[key] ?? key}: `;
        if (res.statusCode === 200) continue;
        expect(res.statusCode, `${route} sin ${key}: ${res.body}`).toBe(400);
        expect((res.json().messages as string[]).some((m) => m.startsWith(label)), `${route} sin ${key}: ${res.body}`).toBe(true);
        serverRequires.push(key);
      }
      expect([...(branch.required ?? [])].sort(), `${route}: required del documento`).toEqual(serverRequires.sort());
    }
  });
});

interface Schema {
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: Schema[];
}

/** A value of the same type as `value` but different (0/1 flags flip, so they stay valid flags). */
function altered(value: unknown): unknown {
  if (typeof value === 'number') return value === 0 ? 1 : value === 1 ? 0 : value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length ? [altered(value[0]), ...value.slice(1)] : [];
  if (value && typeof value === 'object') {
    const [first] = Object.keys(value);
    return { ...value, [first]: altered((value as Row)[first]) };
  }
  return 'x';
}
