import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, FIELD_LABELS } from '@lactea/contracts';
import { createTestApp, type RouteCall, type TestApp } from '../../test/helpers.js';

/**
 * Input PostgreSQL itself would refuse (a NUL, an integer past int4) and invisible characters
 * are refused by the contracts on every route with a Spanish 400, and nothing changes.
 */
describe('hidden characters and huge integers answer 400/404, never 500', () => {
  let t: TestApp;
  let admin: string;
  let markId: number;
  let productId: number;
  let providerId: number;
  let clientId: number;
  let cashierId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    markId = (await t.call(admin, 'POST', '/api/mark/add', { mark: 'Safe' })).json().id;
    productId = (await t.call(admin, 'POST', '/api/product/add', product())).json().id;
    providerId = (await t.call(admin, 'POST', '/api/provider/add', { provider: 'Prov', description: 'Desc' })).json().id;
    clientId = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Cli', ci_nit: '123', gloss: 'g' })).json().id;
    cashierId = (await t.seededIds()).cashierId;
  });
  afterAll(() => t.close());

  const product = (over: Record<string, unknown> = {}) => ({ code: 'C1', product: 'Leche', barcode: '77', description: 'D', price: 1, cost: 1, fk_mark: markId, ...over });
  const HIDDEN = MSG.hiddenCharacters;
  const TOO_BIG = MSG.maxValue(2147483647);

  /** Every text field of every write route, with a valid rest of the body. */
  const textCases = (): [string, string, Record<string, unknown>, string][] => [
    ['POST', '/api/mark/add', { mark: 'M' }, 'mark'],
    ['PATCH', '/api/mark/update', { id: markId, mark: 'M' }, 'mark'],
    ['POST', '/api/product/add', product({ code: 'C2' }), 'code'],
    ['POST', '/api/product/add', product({ code: 'C2' }), 'product'],
    ['POST', '/api/product/add', product({ code: 'C2' }), 'barcode'],
    ['POST', '/api/product/add', product({ code: 'C2' }), 'description'],
    ['PUT', '/api/product/update', product({ id: productId }), 'code'],
    ['PUT', '/api/product/update', product({ id: productId }), 'product'],
    ['POST', '/api/provider/add', { provider: 'P2', description: 'D' }, 'provider'],
    ['POST', '/api/provider/add', { provider: 'P2', description: 'D' }, 'description'],
    ['PATCH', '/api/provider/update', { id: providerId, provider: 'P', description: 'D' }, 'provider'],
    ['POST', '/api/client/add', { business_name: 'C', ci_nit: '9', gloss: 'g' }, 'business_name'],
    ['POST', '/api/client/add', { business_name: 'C', ci_nit: '9', gloss: 'g' }, 'ci_nit'],
    ['POST', '/api/client/add', { business_name: 'C', ci_nit: '9', gloss: 'g' }, 'gloss'],
    ['PUT', '/api/client/edit', { id: clientId, business_name: 'C', ci_nit: '9', gloss: 'g', credit_limit: null, overdue_days: null }, 'gloss'],
    ['POST', '/api/user/add', { name: 'N', category: 'u', username: 'nuevo', password: 'a'.repeat(32) }, 'name'],
    ['POST', '/api/user/add', { name: 'N', category: 'u', username: 'nuevo', password: 'a'.repeat(32) }, 'username'],
    ['PATCH', '/api/user/update', { id: cashierId, name: 'N', category: 'u' }, 'name'],
    ['PUT', '/api/user/change-credentials', { id: cashierId, username: 'caja', password: 'a'.repeat(32) }, 'username'],
  ];

  it.each(['\u0000', '\u200b', '\u202e', '\u0007'])('%j inside any text field is a 400 naming the field, and changes nothing', async (ch) => {
    const before = await t.snapshot();
    for (const [method, url, body, field] of textCases()) {
      const res = await t.call(admin, method as RouteCall[0], url, { ...body, [field]: `a${ch}b` });
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      // toContain: an update may also miss another field (e.g. a row version); this one must be named.
      expect(res.json().messages, `${url} ${field}`).toContain(`${FIELD_LABELS[field]}: ${HIDDEN}`);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('a username with a zero-width space cannot sit beside "admin", nor log in', async () => {
    const res = await t.call(admin, 'POST', '/api/user/add', { name: 'Intruso', category: 'a', username: 'ad\u200bmin', password: 'a'.repeat(32) });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([`Username: ${HIDDEN}`]);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'ad\u0000min', password: 'a'.repeat(32) } });
    expect(login.statusCode).toBe(400);
    expect(login.json().messages).toEqual([`Username: ${HIDDEN}`]);
  });

  it('a NUL in a search or a barcode query is a 400', async () => {
    const cashier = await t.cashierToken();
    for (const [token, url] of [
      [admin, '/api/mark/list?search=%00'],
      [admin, '/api/product/list?search=a%00'],
      [admin, '/api/provider/list?search=%00'],
      [admin, '/api/client/list?search=%00'],
      [admin, '/api/product/list-with-total-lot?search=%00'],
      [cashier, '/api/product/search-by-barcode?barcode=%00'],
      [cashier, '/api/product/search-by-barcode?barcode=77%E2%80%8B'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages[0], url).toMatch(/: No debe contener caracteres de control ni invisibles$/);
    }
    const first = await t.call(cashier, 'POST', '/api/product/first-products', { search: 'le\u0000' });
    expect(first.statusCode).toBe(400);
    expect(first.json().messages).toEqual([`Búsqueda: ${HIDDEN}`]);
  });

  it('an id, a brand or a filter past 2147483647 is a 400; the largest integer is an unknown id (404)', async () => {
    const before = await t.snapshot();
    const huge = 2147483648;
    const cases: [RouteCall[0], string, Record<string, unknown>, string][] = [
      ['PATCH', '/api/mark/update', { id: huge, mark: 'M' }, 'Id'],
      ['PATCH', '/api/mark/change-state', { id: huge }, 'Id'],
      ['PUT', '/api/product/update', product({ id: huge }), 'Id'],
      ['PATCH', '/api/product/change-state', { id: '99999999999999999999' }, 'Id'],
      ['POST', '/api/product/add', product({ code: 'C9', fk_mark: huge }), 'Marca'],
      ['PATCH', '/api/provider/update', { id: huge, provider: 'P', description: 'D' }, 'Id'],
      ['PATCH', '/api/provider/change-state', { id: huge }, 'Id'],
      ['PUT', '/api/client/edit', { id: huge, business_name: 'C', ci_nit: '9', gloss: null, credit_limit: null, overdue_days: null }, 'Id'],
      ['PATCH', '/api/client/change-state', { id: huge }, 'Id'],
      ['PATCH', '/api/user/update', { id: huge, name: 'N', category: 'u' }, 'Id'],
      ['PATCH', '/api/user/change-state', { id: huge }, 'Id'],
      ['PUT', '/api/user/change-credentials', { id: huge, username: 'x', password: 'a'.repeat(32) }, 'Id'],
      ['POST', '/api/product/first-products', { search: '', id_mark: huge }, 'Marca'],
      ['GET', '/api/product/list', { fk_mark: String(huge) }, 'Marca'],
      ['GET', '/api/product/list-with-total-lot', { fk_mark: '1e99'.replace('1e99', '9'.repeat(30)) }, 'Marca'],
      ['GET', '/api/mark/list', { page: String(huge) }, 'Página'],
    ];
    for (const [method, url, body, label] of cases) {
      const res = await t.call(admin, method, url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages, url).toContain(`${label}: ${TOO_BIG}`);
    }
    for (const [url, message] of [
      ['/api/mark/change-state', 'No existe la marca'],
      ['/api/product/change-state', 'No existe el producto'],
    ] as const) {
      const res = await t.call(admin, 'PATCH', url, { id: 2147483647, version: 1 });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messages).toEqual([message]);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
