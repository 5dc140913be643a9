import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, clients } from '../../db/schema/index.js';
import { createTestApp, expectGuarded, expectNoSecretsIn, type RouteCall, type TestApp } from '../../../test/helpers.js';

type Client = { id: number; business_name: string; ci_nit: string; gloss: string | null; credit_limit: number | null; overdue_days: number | null; enabled: number };

/** An edit sends every field (decision 0022): no limit, the setting's overdue days. */
const noCredit = { credit_limit: null, overdue_days: null };

describe('clients API', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  const call: TestApp['call'] = (...args) => t.call(...args);
  const auditCount = async () => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entity, 'client'));
    return Number(n);
  };
  const add = async (business_name: string, ci_nit: string, gloss?: string, token = admin) => {
    const res = await call(token, 'POST', '/api/client/add', { business_name, ci_nit, gloss });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
  });
  afterAll(async () => {
    expectNoSecretsIn(t);
    await t.close();
  });

  it('lets the till (a cashier) register a client, without gloss, and audits it', async () => {
    const before = await auditCount();
    const row = await add('  Juan Mamani Choque ', ' 4567891 LP ', undefined, cashier);
    expect(row).toEqual({ id: expect.any(Number), business_name: 'Juan Mamani Choque', ci_nit: '4567891 LP', gloss: null, credit_limit: null, overdue_days: null, fk_price_list: null, price_list: null, enabled: 1, version: 1 });
    expect(await auditCount()).toBe(before + 1);
    const [last] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id)).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(last).toMatchObject({ action: 'add', entity: 'client' });
  });

  it('stores an empty or blank gloss as null and keeps a given one', async () => {
    expect((await add('Tienda Doña Rosa', '1020304', '   ')).gloss).toBeNull();
    expect((await add('Tienda Doña Rosa II', '1020305', '')).gloss).toBeNull();
    expect((await add('Minimarket El Alto', '1029384756', ' Paga a fin de mes ')).gloss).toBe('Paga a fin de mes');
  });

  it("allows a CI/NIT that names no one twice (NIT 0, 'S/N'), refuses a second client with one that does (add and edit)", async () => {
    await add('S/N', '0');
    await add('Sin Nombre', '0');
    await add('Otro S/N', 'S/N');
    await add('Otro Sin Nombre', 'S/N');
    const lobo = await add('Restaurante El Lobo', '165432028');
    const other = await add('Restaurante El Zorro', '165432029');
    // The same CI/NIT written another way is the same one (spaces, dots, dashes, case aside).
    await t.refused(admin, 'POST', '/api/client/add', { business_name: 'El Lobo', ci_nit: ' 165.432.028 ' }, 400, { messages: ['Ya existe un cliente con CI/NIT 165432028: Restaurante El Lobo'] });
    const edit = { id: other.id, version: 1, business_name: other.business_name, gloss: null, credit_limit: null, overdue_days: null };
    await t.refused(admin, 'PUT', '/api/client/edit', { ...edit, ci_nit: '165432028' }, 400, { messages: ['Ya existe un cliente con CI/NIT 165432028: Restaurante El Lobo'] });
    // Its own CI/NIT kept: no clash with itself.
    const kept = await call(admin, 'PUT', '/api/client/edit', { ...edit, id: lobo.id, version: 1, business_name: 'Restaurante El Lobo', ci_nit: '165432028' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('two registrations of one CI/NIT at the same moment write one client (the CI/NIT is locked while checked)', async () => {
    const tries = await Promise.all(
      ['Lechería Achocalla', 'Lecheria Achocalla SRL', 'Achocalla', 'Achocalla Ltda.'].map((business_name) =>
        call(admin, 'POST', '/api/client/add', { business_name, ci_nit: '4455667' }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(clients).where(eq(clients.ciNit, '4455667'));
    expect(Number(n)).toBe(1);
  });

  it('refuses invalid input with every message and changes nothing', async () => {
    const before = await t.snapshot();
    const cases: [string, 'POST' | 'PUT', unknown, string[]][] = [
      ['/api/client/add', 'POST', {}, ['Razón Social: Es requerido', 'CI/NIT: Es requerido']],
      ['/api/client/add', 'POST', { business_name: ' ', ci_nit: null, gloss: null }, ['Razón Social: Es requerido', 'CI/NIT: Es requerido']],
      [
        '/api/client/add',
        'POST',
        { business_name: 'r'.repeat(51), ci_nit: '9'.repeat(31), gloss: 'g'.repeat(101) },
        ['Razón Social: No puede exceder los 50 dígitos', 'CI/NIT: No puede exceder los 30 dígitos', 'Glosa: No puede exceder los 100 dígitos'],
      ],
      ['/api/client/edit', 'PUT', { ...noCredit, version: 1, business_name: 'A', ci_nit: '1', gloss: null }, ['Id: Es requerido']],
      ['/api/client/edit', 'PUT', { ...noCredit, id: 1, business_name: 'A', ci_nit: '1', gloss: null }, ['Versión: Es requerido']],
      // The spec's fields of an edit are sent always: leaving the gloss out would erase it (decision 0022).
      ['/api/client/edit', 'PUT', { ...noCredit, id: 1, version: 1, business_name: 'A', ci_nit: '1' }, ['Glosa: Es requerido']],
      ['/api/client/edit', 'PUT', { ...noCredit, id: 'x', version: 1, business_name: 'A', ci_nit: '1', gloss: null }, ['Id: Debe ser un número entero']],
      // Negative or non-numeric limits and days.
      ['/api/client/add', 'POST', { business_name: 'A', ci_nit: '1', credit_limit: -1, overdue_days: -3 }, ['Límite de crédito: No debe ser negativo', 'Días para deuda vencida: No puede ser menor a 1']],
      ['/api/client/add', 'POST', { business_name: 'A', ci_nit: '1', credit_limit: 'mil', overdue_days: 'diez' }, ['Límite de crédito: Debe ser un número', 'Días para deuda vencida: Debe ser un número entero']],
      ['/api/client/add', 'POST', { business_name: 'A', ci_nit: '1', credit_limit: 10.555, overdue_days: 2.5 }, ['Límite de crédito: Solo se permiten 2 decimales', 'Días para deuda vencida: Debe ser un número entero']],
      ['/api/client/add', 'POST', { business_name: 'A', ci_nit: '1', overdue_days: 3651 }, ['Días para deuda vencida: No puede ser mayor a 3650']],
    ];
    for (const [url, method, payload, messages] of cases) {
      const res = await call(admin, method, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().messages).toEqual(messages);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('stores a credit limit (Spanish text too) and own overdue days; empty clears them; audited (decision 0035)', async () => {
    const res = await call(admin, 'POST', '/api/client/add', { business_name: 'Almacén Sucre', ci_nit: '556677', credit_limit: '1.500,50', overdue_days: '15' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as Client & { version: number };
    expect(row).toMatchObject({ credit_limit: 1500.5, overdue_days: 15 });
    const listed = (await call(admin, 'GET', '/api/client/list?page=1&search=Almacén Sucre')).json().data as Client[];
    expect(listed[0]).toMatchObject({ id: row.id, credit_limit: 1500.5, overdue_days: 15 });
    const from = await t.lastAuditId();
    const edit = await call(admin, 'PUT', '/api/client/edit', { id: row.id, version: row.version, business_name: 'Almacén Sucre', ci_nit: '556677', gloss: null, credit_limit: '', overdue_days: null });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ credit_limit: null, overdue_days: null });
    const [audited] = await t.auditSince(from);
    expect(audited).toMatchObject({ action: 'edit', entity: 'client', before: { creditLimit: '1500.50', overdueDays: 15 }, after: { creditLimit: null, overdueDays: null } });
  });

  it("takes the spec's edit body: the credit fields left out keep their values; the row's state comes back only as it is (decision 0022)", async () => {
    const res = await call(admin, 'POST', '/api/client/add', { business_name: 'Quesería Tarija', ci_nit: '998877', credit_limit: 800, overdue_days: 20 });
    const row = res.json() as Client & { version: number };
    const spec = { id: row.id, version: row.version, business_name: 'Quesería Tarija SRL', ci_nit: '998877', gloss: 'Entrega martes' };
    const edit = await call(admin, 'PUT', '/api/client/edit', spec);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({ ...row, ...spec, version: row.version + 1 });
    const stored = edit.json() as Client;
    await t.refused(admin, 'PUT', '/api/client/edit', { ...stored, enabled: 0 }, 400, { messages: ['Estado: No se puede cambiar aquí'] });
    expect((await call(admin, 'PUT', '/api/client/edit', stored)).statusCode).toBe(200);
  });

  it('accepts the limits exactly', async () => {
    const row = await add('ñ'.repeat(50), '9'.repeat(30), 'é'.repeat(100));
    expect(row.business_name).toHaveLength(50);
  });

  it('edits a client and audits before and after', async () => {
    const row = await add('Heladería Polar', '3344556');
    const before = await auditCount();
    const res = await call(admin, 'PUT', '/api/client/edit', { ...noCredit, id: row.id, version: 1, business_name: 'Heladería Polar SRL', ci_nit: '334455601', gloss: 'Cliente mayorista' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: row.id, business_name: 'Heladería Polar SRL', ci_nit: '334455601', gloss: 'Cliente mayorista', credit_limit: null, overdue_days: null, fk_price_list: null, price_list: null, enabled: 1, version: 2 });
    expect(await auditCount()).toBe(before + 1);
    const cleared = await call(admin, 'PUT', '/api/client/edit', { ...noCredit, id: row.id, version: 2, business_name: 'Heladería Polar SRL', ci_nit: '334455601', gloss: '' });
    expect(cleared.json().gloss).toBeNull();
  });

  it('answers 404 for an unknown client and changes nothing', async () => {
    const before = await t.snapshot();
    const edit = await call(admin, 'PUT', '/api/client/edit', { ...noCredit, id: 999999, version: 1, business_name: 'X', ci_nit: '1', gloss: null });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().messages).toEqual(['No existe el cliente']);
    expect((await call(admin, 'PATCH', '/api/client/change-state', { id: 999999, version: 1 })).statusCode).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });

  it('toggles the state and audits each change', async () => {
    const row = await add('Pensión Los Andes', '7788990');
    const before = await auditCount();
    expect((await call(admin, 'PATCH', '/api/client/change-state', { id: row.id, version: 1 })).json()).toEqual({ enabled: 0, version: 2 });
    expect((await call(admin, 'PATCH', '/api/client/change-state', { id: row.id, version: 2 })).json()).toEqual({ enabled: 1, version: 3 });
    expect(await auditCount()).toBe(before + 2);
  });

  it('refuses a stale edit or change-state with 409 and changes nothing', async () => {
    const row = await add('Versionado', '111');
    const edited = { ...noCredit, id: row.id, version: 1, business_name: 'Versionado', ci_nit: '111', gloss: 'De un colega' };
    expect((await call(admin, 'PUT', '/api/client/edit', edited)).statusCode).toBe(200);
    const before = await t.snapshot();
    for (const [method, url, payload] of [
      ['PUT', '/api/client/edit', { ...edited, gloss: 'Vieja' }],
      ['PATCH', '/api/client/change-state', { id: row.id, version: 1 }],
    ] as const) {
      const res = await call(admin, method, url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ messages: ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'] });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  describe('list', () => {
    let ids: number[] = [];
    beforeAll(async () => {
      ids = [];
      for (let i = 1; i <= 11; i++) ids.push((await add(`Panadería ${String(i).padStart(2, '0')}`, `55500${String(i).padStart(2, '0')}`)).id);
      await add('Cafetería Ñusta', '8877665 CB', 'Pedido semanal de leche');
    });

    it('pages newest first, and a page past the end is empty', async () => {
      const p1 = (await call(admin, 'GET', '/api/client/list', { page: '1', search: 'panaderia' })).json();
      expect(p1).toMatchObject({ current_page: 1, last_page: 2, total: 11 });
      expect(p1.data.map((r: Client) => r.id)).toEqual([...ids].reverse().slice(0, 10));
      const p2 = (await call(admin, 'GET', '/api/client/list', { page: '2', search: 'panaderia' })).json();
      expect(p2.data.map((r: Client) => r.id)).toEqual([ids[0]]);
      const p3 = (await call(admin, 'GET', '/api/client/list', { page: '3', search: 'panaderia' })).json();
      expect(p3).toEqual({ data: [], current_page: 3, last_page: 2, total: 11 });
    });

    it('searches business name and CI/NIT, case- and accent-insensitively, not the gloss', async () => {
      // Its words in any order (decision 0030), as products are searched.
      for (const search of ['NUSTA', 'cafeteria ñ', '8877665', '7665 cb', 'ñusta cafeteria', '8877665 nusta']) {
        const res = (await call(admin, 'GET', '/api/client/list', { search })).json();
        expect(res.data.map((r: Client) => r.business_name), search).toEqual(['Cafetería Ñusta']);
      }
      expect((await call(admin, 'GET', '/api/client/list', { search: 'pedido semanal' })).json().total).toBe(0);
    });

    it('is the till’s client search: a cashier may use it', async () => {
      const res = await call(cashier, 'GET', '/api/client/list', { page: '1', search: '5550011' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: Client) => r.id)).toEqual([ids[10]]);
    });

    it('filters by state', async () => {
      expect((await call(admin, 'PATCH', '/api/client/change-state', { id: ids[3], version: 1 })).statusCode).toBe(200);
      const off = (await call(admin, 'GET', '/api/client/list', { enabled: '0', search: 'panaderia' })).json();
      expect(off.data.map((r: Client) => r.id)).toEqual([ids[3]]);
      expect((await call(admin, 'GET', '/api/client/list', { enabled: '1', search: 'panaderia' })).json().total).toBe(10);
    });
  });

  describe('access', () => {
    const adminOnly: RouteCall[] = [
      ['PUT', '/api/client/edit', { id: 1, version: 1, business_name: 'Intruso', ci_nit: '1' }],
      ['PATCH', '/api/client/change-state', { id: 1, version: 1 }],
    ];
    const staff: RouteCall[] = [
      ['GET', '/api/client/list', { page: '1', search: 'x' }],
      ['POST', '/api/client/add', { business_name: 'Intruso', ci_nit: '1' }],
    ];
    it('answers 401 without a token on every route and 403 to a cashier on edit and change-state, changing nothing', async () => {
      await expectGuarded(t, { adminOnly, staff });
    });
  });
});
