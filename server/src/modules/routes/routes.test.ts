import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MSG, routeDaySchema, routePage, routeSchema, setRouteClientsAnswer, type Route } from '@lactea/contracts';
import { md5Hex } from '../auth/password.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { isoWeekday } from './routes.service.js';

/** RUTAS: master data with a preventista, visit days and clients in visit order; PEDIDOS reads the day's. */
describe('routes (RUTAS) and the preventista\'s day', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let seller: { id: number; token: string };
  let cashierId: number;
  let n = 0;

  async function addUser(category: 'a' | 'u' | 'v', enabled = true) {
    const username = `ru_${category}${++n}`;
    const res = await t.call(admin, 'POST', '/api/user/add', { name: `Ruta ${category}${n}`, category, username, password: md5Hex('clave-ruta') });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json();
    if (!enabled) expect((await t.call(admin, 'PATCH', '/api/user/change-state', { id: user.id, version: user.version })).statusCode).toBe(200);
    return { id: user.id as number, name: user.name as string, username };
  }
  async function addClient(name: string) {
    const res = await t.call(admin, 'POST', '/api/client/add', { business_name: name, ci_nit: `RU${Date.now()}${++n}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; business_name: string; version: number };
  }
  const addRoute = async (name: string, visit_days: number[], user_id = seller.id): Promise<Route> => {
    const res = await t.call(admin, 'POST', '/api/route/add', { name, user_id, visit_days });
    expect(res.statusCode, res.body).toBe(200);
    return routeSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    const v = await addUser('v');
    const login = await t.login(v.username, 'clave-ruta');
    seller = { id: v.id, token: login.json().token };
    cashierId = (await addUser('u')).id;
  });
  afterAll(() => t.close());

  it('adds a route with its preventista and days (ascending, once each); a name is unique folded; the seller must be an enabled Preventista or the administrator', async () => {
    const route = await addRoute('Ruta Norte', [5, 1, 3, 1]);
    expect(route).toMatchObject({ name: 'Ruta Norte', user_id: seller.id, visit_days: [1, 3, 5], clients: 0, enabled: 1, version: 1 });
    const same = await t.call(admin, 'POST', '/api/route/add', { name: 'RUTA  norte', user_id: seller.id, visit_days: [2] });
    expect([same.statusCode, same.json().messages]).toEqual([400, [ROUTE_MSG.duplicate]]);
    const refusals: [unknown, string][] = [
      [{ name: 'R1', user_id: seller.id, visit_days: [] }, ROUTE_MSG.noDays],
      [{ name: 'R2', user_id: seller.id, visit_days: [7] }, ROUTE_MSG.badDay],
      [{ name: 'R3', user_id: cashierId, visit_days: [1] }, ROUTE_MSG.sellerNotPreventista(`Ruta u${n}`)],
      [{ name: 'R4', user_id: 999_999, visit_days: [1] }, ROUTE_MSG.sellerMissing],
    ];
    for (const [body, message] of refusals) {
      const res = await t.call(admin, 'POST', '/api/route/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // A field's message comes after its label ('Días de visita: …').
      expect(res.json().messages.some((m: string) => m.endsWith(message)), res.body).toBe(true);
    }
    const off = await addUser('v', false);
    const disabled = await t.call(admin, 'POST', '/api/route/add', { name: 'R5', user_id: off.id, visit_days: [1] });
    expect(disabled.json().messages).toEqual([ROUTE_MSG.sellerDisabled(off.name)]);
    // The administrator does it all too.
    expect((await addRoute('Ruta Admin', [6], (await t.seededIds()).adminId)).visit_days).toEqual([6]);
    const list = routePage.parse((await t.call(admin, 'GET', '/api/route/list', { search: 'norte' })).json());
    expect(list.data.map((r) => r.name)).toEqual(['Ruta Norte']);
    // Only the administrator keeps routes; a cashier or a preventista get 403.
    expect((await t.call(cashier, 'GET', '/api/route/list')).statusCode).toBe(403);
    expect((await t.call(seller.token, 'POST', '/api/route/add', { name: 'X', user_id: seller.id, visit_days: [1] })).statusCode).toBe(403);
  });

  it('edits with the version (an old one is 409) and keeps its clients', async () => {
    const route = await addRoute('Ruta Sur', [2]);
    const edited = await t.call(admin, 'PUT', '/api/route/edit', { id: route.id, version: route.version, name: 'Ruta Sur Alta', user_id: seller.id, visit_days: [2, 4] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Ruta Sur Alta', visit_days: [2, 4], version: 2 });
    const stale = await t.call(admin, 'PUT', '/api/route/edit', { id: route.id, version: route.version, name: 'Otra', user_id: seller.id, visit_days: [2] });
    expect(stale.statusCode).toBe(409);
  });

  it('sets the clients in visit order; a client belongs to one route; every refusal is named and changes nothing', async () => {
    const a = await addRoute('Ruta Este', [1, 2, 3, 4, 5, 6]);
    const b = await addRoute('Ruta Oeste', [1]);
    const [c1, c2, c3] = [await addClient('Tienda Uno'), await addClient('Tienda Dos'), await addClient('Tienda Tres')];
    const set = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: a.id, version: a.version, client_ids: [c3.id, c1.id] });
    expect(set.statusCode, set.body).toBe(200);
    const answer = setRouteClientsAnswer.parse(set.json());
    expect(answer.clients.map((c) => [c.position, c.business_name])).toEqual([
      [1, 'Tienda Tres'],
      [2, 'Tienda Uno'],
    ]);
    expect(answer.route).toMatchObject({ clients: 2, version: a.version + 1 });
    // The old version is stale now.
    expect((await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: a.id, version: a.version, client_ids: [] })).statusCode).toBe(409);

    const refusals: [number[], string][] = [
      [[c1.id], ROUTE_MSG.clientOnOtherRoute('Tienda Uno', 'Ruta Este')],
      [[c2.id, c2.id], ROUTE_MSG.clientRepeated('Tienda Dos')],
      [[999_999], ROUTE_MSG.clientMissing(999_999)],
    ];
    for (const [ids, message] of refusals) {
      const res = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: b.id, version: b.version, client_ids: ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().messages).toEqual([message]);
    }
    expect((await t.call(admin, 'GET', '/api/route/clients', { route_id: b.id })).json()).toEqual([]);
    // Reordered and one taken out: the one taken out may then join another route.
    const again = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: a.id, version: answer.route.version, client_ids: [c1.id] });
    expect(again.json().clients.map((c: { client_id: number }) => c.client_id)).toEqual([c1.id]);
    const moved = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: b.id, version: b.version, client_ids: [c3.id, c2.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.call(admin, 'GET', '/api/route/clients', { route_id: 999_999 })).statusCode).toBe(404);
  });

  it("the preventista's day: their enabled routes visited that weekday, clients in order; not a cashier's", async () => {
    const monday = '2026-11-30';
    expect(isoWeekday(monday)).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    const route = await addRoute('Ruta Lunes', [1]);
    const client = await addClient('Tienda Lunes');
    const set = await t.call(admin, 'PUT', '/api/route/set-clients', { route_id: route.id, version: route.version, client_ids: [client.id] });
    const dayRes = await t.call(seller.token, 'GET', '/api/route/day', { date: monday });
    expect(dayRes.statusCode, dayRes.body).toBe(200);
    const day = routeDaySchema.parse(dayRes.json());
    expect(day).toMatchObject({ date: monday, weekday: 1 });
    const mine = day.routes.find((r) => r.id === route.id)!;
    expect(mine.clients.map((c) => c.business_name)).toEqual(['Tienda Lunes']);
    // Another preventista's routes are not in it; the administrator sees every route of the day.
    expect(day.routes.every((r) => r.name !== 'Ruta Admin')).toBe(true);
    const sunday = routeDaySchema.parse((await t.call(seller.token, 'GET', '/api/route/day', { date: '2026-12-06' })).json());
    expect(sunday.routes).toEqual([]);
    await t.call(admin, 'PATCH', '/api/route/change-state', { id: route.id, version: set.json().route.version });
    const off = routeDaySchema.parse((await t.call(seller.token, 'GET', '/api/route/day', { date: monday })).json());
    expect(off.routes.find((r) => r.id === route.id)).toBeUndefined();
    expect((await t.call(cashier, 'GET', '/api/route/day')).statusCode).toBe(403);
    expect((await t.call(seller.token, 'GET', '/api/route/day', { date: '2026-02-30' })).statusCode).toBe(400);
    // The preventista has nothing of the counter's.
    expect((await t.call(seller.token, 'GET', '/api/sale/till-setup')).statusCode).toBe(403);
  });
});
