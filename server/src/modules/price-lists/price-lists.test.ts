import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { clients, priceLists } from '../../db/schema/index.js';

const DUPLICATE = { messages: ['La lista de precios ya existe'] };
const NOT_FOUND = { messages: ['No existe la lista de precios'] };
const STALE = { messages: ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'] };
type List = { id: number; name: string; enabled: 0 | 1; version: number };

describe('price-list/list, add, edit, change-state and the client\'s list', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;

  const add = async (name: string): Promise<List> => {
    const res = await t.call(admin, 'POST', '/api/price-list/add', { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as List;
  };
  const toggle = async (list: { id: number; version: number }) => {
    const res = await t.call(admin, 'PATCH', '/api/price-list/change-state', { id: list.id, version: list.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { enabled: 0 | 1; version: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
  });
  afterAll(() => t.close());

  it('adds a list with its trimmed name, answers the row and audits it', async () => {
    const mark = await t.lastAuditId();
    const res = await t.call(admin, 'POST', '/api/price-list/add', { name: '  Mayorista  ' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as List;
    expect(row).toEqual({ id: row.id, name: 'Mayorista', enabled: 1, version: 1 });
    expect(await t.auditSince(mark)).toEqual([
      { userId: expect.any(Number), action: 'add', entity: 'price_list', entityId: row.id, before: null, after: { id: row.id, name: 'Mayorista', enabled: 1, version: 1 } },
    ]);
  });

  it('refuses a name already taken, folded (case and accents), and changes nothing', async () => {
    await add('Tiendas de barrio');
    await t.refused(admin, 'POST', '/api/price-list/add', { name: 'TIENDAS DE BARRÍO' }, 400, DUPLICATE);
    const other = await add('Hoteles');
    await t.refused(admin, 'PUT', '/api/price-list/edit', { id: other.id, version: other.version, name: 'tiendas  de barrio' }, 400, DUPLICATE);
  });

  it.each([
    [{}, ['Nombre: Es requerido']],
    [{ name: '   ' }, ['Nombre: Es requerido']],
    [{ name: 'x'.repeat(41) }, ['Nombre: No puede exceder los 40 dígitos']],
    [{ name: 'Mayo', extra: 1 }, ['Campo no permitido: extra']],
  ])('refuses the body %j with %j', async (body, messages) => {
    await t.refused(admin, 'POST', '/api/price-list/add', body, 400, { messages });
  });

  it('is the administrator\'s: a cashier gets 403 on every route', async () => {
    const list = await add('Solo admin');
    await t.refused(cashier, 'POST', '/api/price-list/add', { name: 'Cajero' }, 403, { messages: ['No tiene permiso para realizar esta operación'] });
    expect((await t.call(cashier, 'GET', '/api/price-list/list')).statusCode).toBe(403);
    expect((await t.call(cashier, 'GET', '/api/price-list/prices', { price_list_id: list.id })).statusCode).toBe(403);
  });

  it('edits the name with the version, refuses a stale one (409) and an unknown id (404)', async () => {
    const list = await add('Restaurantes');
    const res = await t.call(admin, 'PUT', '/api/price-list/edit', { id: list.id, version: 1, name: 'Restaurantes y hoteles' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: list.id, name: 'Restaurantes y hoteles', enabled: 1, version: 2 });
    await t.refused(admin, 'PUT', '/api/price-list/edit', { id: list.id, version: 1, name: 'Otra' }, 409, STALE);
    await t.refused(admin, 'PUT', '/api/price-list/edit', { id: 999_999, version: 1, name: 'Otra' }, 404, NOT_FOUND);
    // The state comes back as read, or not at all.
    await t.refused(admin, 'PUT', '/api/price-list/edit', { id: list.id, version: 2, name: 'Otra', enabled: 0 }, 400, { messages: ['Estado: No se puede cambiar aquí'] });
  });

  it('flips the state with the version and lists by state, search and order', async () => {
    const list = await add('Zeta inhabilitada');
    expect(await toggle(list)).toEqual({ enabled: 0, version: 2 });
    await t.refused(admin, 'PATCH', '/api/price-list/change-state', { id: list.id, version: 1 }, 409, STALE);
    const off = (await t.call(admin, 'GET', '/api/price-list/list', { enabled: 0 })).json();
    expect(off.data.map((r: List) => r.name)).toEqual(['Zeta inhabilitada']);
    const found = (await t.call(admin, 'GET', '/api/price-list/list', { search: 'barrio tiendas' })).json();
    expect(found).toMatchObject({ total: 1, current_page: 1, last_page: 1, data: [{ name: 'Tiendas de barrio' }] });
    const byName = (await t.call(admin, 'GET', '/api/price-list/list', { order: 'name', enabled: 1 })).json();
    expect(byName.data.map((r: List) => r.name)).toEqual(['Hoteles', 'Mayorista', 'Restaurantes y hoteles', 'Solo admin', 'Tiendas de barrio']);
    const recent = (await t.call(admin, 'GET', '/api/price-list/list')).json();
    expect(recent.data[0].name).toBe('Zeta inhabilitada');
  });

  describe('a client\'s list (fk_price_list)', () => {
    const listNamed = async (name: string) => (await t.db.select().from(priceLists).where(eq(priceLists.name, name)))[0];

    it('is given on client/add and answered with its name in the client list; none is the counter\'s prices', async () => {
      const mayorista = await listNamed('Mayorista');
      const res = await t.call(admin, 'POST', '/api/client/add', { business_name: 'Tienda Doña Rosa', ci_nit: '5566778', fk_price_list: mayorista.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ fk_price_list: mayorista.id, price_list: 'Mayorista' });
      const listed = (await t.call(admin, 'GET', '/api/client/list', { search: 'Rosa' })).json();
      expect(listed.data[0]).toMatchObject({ business_name: 'Tienda Doña Rosa', fk_price_list: mayorista.id, price_list: 'Mayorista' });
      for (const none of [null, 0, '']) {
        const plain = await t.call(admin, 'POST', '/api/client/add', { business_name: `Sin lista ${String(none)}`, ci_nit: '0', fk_price_list: none });
        expect(plain.statusCode, plain.body).toBe(200);
        expect(plain.json()).toMatchObject({ fk_price_list: null, price_list: null });
      }
    });

    it('lets only the administrator give a list: the till (a cashier) registers clients without one', async () => {
      const mayorista = await listNamed('Mayorista');
      await t.refused(cashier, 'POST', '/api/client/add', { business_name: 'Kiosco Cajero', ci_nit: '0', fk_price_list: mayorista.id }, 403, {
        messages: ['Solo el administrador asigna listas de precios'],
      });
      const plain = await t.call(cashier, 'POST', '/api/client/add', { business_name: 'Kiosco Cajero', ci_nit: '0', fk_price_list: null });
      expect(plain.statusCode, plain.body).toBe(200);
    });

    it('refuses an unknown or disabled list in Spanish, and changes nothing', async () => {
      const disabled = await listNamed('Zeta inhabilitada');
      await t.refused(admin, 'POST', '/api/client/add', { business_name: 'Kiosco', ci_nit: '0', fk_price_list: 999_999 }, 400, NOT_FOUND);
      await t.refused(admin, 'POST', '/api/client/add', { business_name: 'Kiosco', ci_nit: '0', fk_price_list: disabled.id }, 400, {
        messages: ['La lista de precios Zeta inhabilitada está inhabilitada'],
      });
      await t.refused(admin, 'POST', '/api/client/add', { business_name: 'Kiosco', ci_nit: '0', fk_price_list: 'x' }, 400, { messages: ['Lista de precios: Debe ser un número entero'] });
    });

    it('client/edit: left out keeps the stored list, null clears it, another enabled one replaces it', async () => {
      const mayorista = await listNamed('Mayorista');
      const barrio = await listNamed('Tiendas de barrio');
      const added = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Almacén Pérez', ci_nit: '0', fk_price_list: mayorista.id })).json();
      const spec = { id: added.id, business_name: 'Almacén Pérez e Hijos', ci_nit: '0', gloss: null, credit_limit: null, overdue_days: null };
      const kept = await t.call(admin, 'PUT', '/api/client/edit', { ...spec, version: 1 });
      expect(kept.json()).toMatchObject({ business_name: 'Almacén Pérez e Hijos', fk_price_list: mayorista.id, price_list: 'Mayorista', version: 2 });
      const moved = await t.call(admin, 'PUT', '/api/client/edit', { ...spec, version: 2, fk_price_list: barrio.id });
      expect(moved.json()).toMatchObject({ fk_price_list: barrio.id, price_list: 'Tiendas de barrio' });
      const cleared = await t.call(admin, 'PUT', '/api/client/edit', { ...spec, version: 3, fk_price_list: null });
      expect(cleared.json()).toMatchObject({ fk_price_list: null, price_list: null });
    });

    it('client/edit keeps a list disabled since it was given, but refuses giving a disabled one', async () => {
      const hoteles = await listNamed('Hoteles');
      const added = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Hostal Sucre', ci_nit: '0', fk_price_list: hoteles.id })).json();
      await toggle({ id: hoteles.id, version: hoteles.version });
      const spec = { id: added.id, business_name: 'Hostal Sucre', ci_nit: '0', gloss: 'Paga al mes', credit_limit: null, overdue_days: null };
      const kept = await t.call(admin, 'PUT', '/api/client/edit', { ...spec, version: 1 });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ gloss: 'Paga al mes', fk_price_list: hoteles.id, price_list: 'Hoteles' });
      const other = (await t.call(admin, 'POST', '/api/client/add', { business_name: 'Hostal Potosí', ci_nit: '0' })).json();
      await t.refused(admin, 'PUT', '/api/client/edit', { ...spec, id: other.id, business_name: 'Hostal Potosí', version: 1, fk_price_list: hoteles.id }, 400, {
        messages: ['La lista de precios Hoteles está inhabilitada'],
      });
      expect((await t.db.select({ fk: clients.fkPriceList }).from(clients).where(eq(clients.id, other.id)))[0].fk).toBeNull();
    });
  });
});
