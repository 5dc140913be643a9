import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, expectGuarded, expectNoSecretsIn, type RouteCall, type TestApp } from '../../../test/helpers.js';

describe('providers API', () => {
  let t: TestApp;
  let admin: string;
  const call: TestApp['call'] = (...args) => t.call(...args);
  const auditCount = async () => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entity, 'provider'));
    return Number(n);
  };
  const add = async (provider: string, description = 'Distribuidor de lácteos') => {
    const res = await call(admin, 'POST', '/api/provider/add', { provider, description });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; provider: string; description: string; enabled: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
  });
  afterAll(async () => {
    expectNoSecretsIn(t);
    await t.close();
  });

  it('adds a provider, trimmed, and audits it once', async () => {
    const before = await auditCount();
    const res = await call(admin, 'POST', '/api/provider/add', { provider: '  PIL Andina S.A. ', description: ' Leche y yogures  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), provider: 'PIL Andina S.A.', description: 'Leche y yogures', enabled: 1, version: 1 });
    expect(await auditCount()).toBe(before + 1);
  });

  it('refuses invalid input with every message and changes nothing', async () => {
    const before = await t.snapshot();
    const cases: [unknown, string[]][] = [
      [{}, ['Proveedor: Es requerido', 'Descripción: Es requerido']],
      [{ provider: '   ', description: null }, ['Proveedor: Es requerido', 'Descripción: Es requerido']],
      [{ provider: 'x'.repeat(31), description: 'd'.repeat(101) }, ['Proveedor: No puede exceder los 30 dígitos', 'Descripción: No puede exceder los 100 dígitos']],
    ];
    for (const [payload, messages] of cases) {
      const res = await call(admin, 'POST', '/api/provider/add', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(messages);
    }
    const upd = await call(admin, 'PATCH', '/api/provider/update', { provider: 'A', description: 'B' });
    expect(upd.statusCode).toBe(400);
    expect(upd.json().messages).toEqual(['Id: Es requerido', 'Versión: Es requerido']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('accepts the limits exactly (characters, not bytes)', async () => {
    const row = await add('ñ'.repeat(30), 'á'.repeat(100));
    expect(row.provider).toHaveLength(30);
  });

  it('updates a provider and audits before and after', async () => {
    const row = await add('Soalpro');
    const before = await auditCount();
    const res = await call(admin, 'PATCH', '/api/provider/update', { id: row.id, version: 1, provider: 'Soalpro SRL', description: 'Quesos y mantequilla' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: row.id, provider: 'Soalpro SRL', description: 'Quesos y mantequilla', enabled: 1, version: 2 });
    expect(await auditCount()).toBe(before + 1);
    const [last] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id)).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(last).toMatchObject({ action: 'edit', entity: 'provider', before: { provider: 'Soalpro' }, after: { provider: 'Soalpro SRL' } });
  });

  it('refuses a name another provider has, written any way, disabled or not (add and edit), and changes nothing', async () => {
    const pil = await add('PIL Andina', 'Leche');
    const other = await add('Pil Sur', 'Yogures');
    const taken = { messages: ['Ya existe el proveedor PIL Andina'] };
    for (const provider of ['PIL Andina', ' pil  andína ', 'PÍL ANDINA']) {
      await t.refused(admin, 'POST', '/api/provider/add', { provider, description: 'Otra' }, 400, taken);
    }
    await t.refused(admin, 'PATCH', '/api/provider/update', { id: other.id, version: 1, provider: 'pil andina', description: 'Yogures' }, 400, taken);
    // Its own name, another description: no clash with itself.
    const kept = await call(admin, 'PATCH', '/api/provider/update', { id: pil.id, version: 1, provider: 'PIL andina', description: 'Leche y queso' });
    expect(kept.statusCode, kept.body).toBe(200);
    // A disabled provider keeps its name: enabling it again must not make two.
    expect((await call(admin, 'PATCH', '/api/provider/change-state', { id: pil.id, version: 2 })).statusCode).toBe(200);
    await t.refused(admin, 'POST', '/api/provider/add', { provider: 'Pil Andina', description: 'Otra' }, 400, { messages: ['Ya existe el proveedor PIL andina'] });
    // A name that only contains another is its own.
    expect((await add('PIL Andina Oruro')).provider).toBe('PIL Andina Oruro');
  });

  it('two registrations of one name at the same moment write one provider', async () => {
    const tries = await Promise.all(['Quesos Tarija', 'quesos tarija', 'QUESOS  TARIJA'].map((provider) => call(admin, 'POST', '/api/provider/add', { provider, description: 'd' })));
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('answers 404 for an unknown provider and changes nothing', async () => {
    const before = await t.snapshot();
    const upd = await call(admin, 'PATCH', '/api/provider/update', { id: 999999, version: 1, provider: 'X', description: 'Y' });
    expect(upd.statusCode).toBe(404);
    expect(upd.json().messages).toEqual(['No existe el proveedor']);
    const st = await call(admin, 'PATCH', '/api/provider/change-state', { id: 999999, version: 1 });
    expect(st.statusCode).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });

  it('toggles the state by id and audits each change', async () => {
    const row = await add('Delizia');
    const before = await auditCount();
    const off = await call(admin, 'PATCH', '/api/provider/change-state', { id: row.id, version: 1 });
    expect(off.json()).toEqual({ enabled: 0, version: 2 });
    const on = await call(admin, 'PATCH', '/api/provider/change-state', { id: row.id, version: 2 });
    expect(on.json()).toEqual({ enabled: 1, version: 3 });
    expect(await auditCount()).toBe(before + 2);
    const bad = await call(admin, 'PATCH', '/api/provider/change-state', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Id: Es requerido', 'Versión: Es requerido']);
  });

  it('refuses a stale edit or change-state with 409 and changes nothing', async () => {
    const row = await add('Versionado', 'Original');
    expect((await call(admin, 'PATCH', '/api/provider/update', { id: row.id, version: 1, provider: 'Versionado', description: 'De un colega' })).statusCode).toBe(200);
    const before = await t.snapshot();
    for (const [url, payload] of [
      ['/api/provider/update', { id: row.id, version: 1, provider: 'Versionado', description: 'Vieja' }],
      ['/api/provider/change-state', { id: row.id, version: 1 }],
    ] as const) {
      const res = await call(admin, 'PATCH', url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ messages: ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'] });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  describe('list', () => {
    let ids: number[] = [];
    beforeAll(async () => {
      ids = [];
      for (let i = 1; i <= 12; i++) ids.push((await add(`Paginado ${String(i).padStart(2, '0')}`, 'Proveedor de prueba de páginas')).id);
      await add('Lechería Cañada', 'Queso fresco del Chaco');
    });

    it('pages newest first with the total', async () => {
      const p1 = await call(admin, 'GET', '/api/provider/list', { page: '1', search: 'paginado' });
      expect(p1.statusCode).toBe(200);
      const body = p1.json();
      expect(body).toMatchObject({ current_page: 1, last_page: 2, total: 12 });
      expect(body.data.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(0, 10));
      const p2 = (await call(admin, 'GET', '/api/provider/list', { page: '2', search: 'paginado' })).json();
      expect(p2.data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    });

    it('answers an empty page past the end with the right last page', async () => {
      const res = await call(admin, 'GET', '/api/provider/list', { page: '9', search: 'paginado' });
      expect(res.json()).toEqual({ data: [], current_page: 9, last_page: 2, total: 12 });
    });

    it('never answers more than a page', async () => {
      const res = (await call(admin, 'GET', '/api/provider/list')).json();
      expect(res.data).toHaveLength(10);
      expect(res.total).toBeGreaterThan(10);
    });

    it('searches provider and description, case- and accent-insensitively', async () => {
      // Its words in any order (decision 0030), as products are searched.
      for (const search of ['CANADA', 'lecheria cañ', 'chaco', 'QUESO FRÉSCO', 'cañada lecheria', 'fresco queso canada']) {
        const res = (await call(admin, 'GET', '/api/provider/list', { search })).json();
        expect(res.data.map((r: { provider: string }) => r.provider), search).toEqual(['Lechería Cañada']);
      }
      const none = (await call(admin, 'GET', '/api/provider/list', { search: '100%' })).json();
      expect(none.total).toBe(0);
    });

    it('filters by state', async () => {
      expect((await call(admin, 'PATCH', '/api/provider/change-state', { id: ids[0], version: 1 })).statusCode).toBe(200);
      const disabled = (await call(admin, 'GET', '/api/provider/list', { enabled: '0', search: 'paginado' })).json();
      expect(disabled.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
      const enabled = (await call(admin, 'GET', '/api/provider/list', { enabled: '1', search: 'paginado' })).json();
      expect(enabled.total).toBe(11);
      const all = (await call(admin, 'GET', '/api/provider/list', { enabled: '2', search: 'paginado' })).json();
      expect(all.total).toBe(12);
    });

    it('refuses a bad page or state', async () => {
      const page = await call(admin, 'GET', '/api/provider/list', { page: '0' });
      expect(page.statusCode).toBe(400);
      expect(page.json().messages).toEqual(['Página: La página debe ser 1 o mayor']);
      const state = await call(admin, 'GET', '/api/provider/list', { enabled: '5' });
      expect(state.statusCode).toBe(400);
      expect(state.json().messages).toEqual(['Estado: Estado inválido']);
    });
  });

  describe('access', () => {
    const adminOnly: RouteCall[] = [
      ['GET', '/api/provider/list', undefined],
      ['POST', '/api/provider/add', { provider: 'Intruso', description: 'No debe entrar' }],
      ['PATCH', '/api/provider/update', { id: 1, version: 1, provider: 'Intruso', description: 'No debe entrar' }],
      ['PATCH', '/api/provider/change-state', { id: 1, version: 1 }],
    ];
    it('answers 401 without a token and 403 to a cashier on every route, changing nothing', async () => {
      await expectGuarded(t, { adminOnly });
    });
  });
});
