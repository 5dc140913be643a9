import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

interface Row {
  id: number;
  mark: string;
  enabled: 0 | 1;
}
interface Page {
  data: Row[];
  current_page: number;
  last_page: number;
  total: number;
}

describe('mark/list', () => {
  let t: TestApp;
  let admin: string;
  const created: Row[] = [];

  const list = async (query: Record<string, string> = {}) => {
    const res = await t.call(admin, 'GET', '/api/mark/list', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const names = (p: Page) => p.data.map((r) => r.mark);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    for (let i = 1; i <= 25; i++) {
      const res = await t.call(admin, 'POST', '/api/mark/add', { mark: `Marca ${String(i).padStart(2, '0')}` });
      created.push(res.json() as Row);
    }
  });
  afterAll(() => t.close());

  it('pages of 10, newest first, with the counters', async () => {
    const p1 = await list();
    expect(p1).toEqual({ data: [...created].reverse().slice(0, 10), current_page: 1, last_page: 3, total: 25 });
    expect(names(p1)[0]).toBe('Marca 25');

    const p2 = await list({ page: '2' });
    expect(names(p2)).toEqual(Array.from({ length: 10 }, (_, i) => `Marca ${String(15 - i).padStart(2, '0')}`));
    expect(p2.current_page).toBe(2);

    const p3 = await list({ page: '3' });
    expect(p3).toEqual({ data: [...created].reverse().slice(20), current_page: 3, last_page: 3, total: 25 });
    expect(p3.data).toHaveLength(5);
  });

  it('a page past the end is empty with the right last_page', async () => {
    expect(await list({ page: '4' })).toEqual({ data: [], current_page: 4, last_page: 3, total: 25 });
    // Its words anywhere (decision 0030): 'marca' and '2' — Marca 02, 12 and 20–25.
    expect(await list({ page: '99', search: 'Marca 2' })).toEqual({ data: [], current_page: 99, last_page: 1, total: 8 });
  });

  it('an empty result still has one page', async () => {
    expect(await list({ search: 'no existe nada así' })).toEqual({ data: [], current_page: 1, last_page: 1, total: 0 });
  });

  it('refuses a bad page or state', async () => {
    const before = await t.snapshot();
    for (const [query, messages] of [
      [{ page: '0' }, ['Página: La página debe ser 1 o mayor']],
      [{ page: '-1' }, ['Página: La página debe ser 1 o mayor']],
      [{ page: 'abc' }, ['Página: Debe ser un número entero']],
      [{ page: '1.5' }, ['Página: Debe ser un número entero']],
      [{ enabled: '3' }, ['Estado: Estado inválido']],
      [{ enabled: 'x' }, ['Estado: Estado inválido']],
    ] as const) {
      const res = await t.call(admin, 'GET', '/api/mark/list', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ messages });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  describe('search and state filter', () => {
    beforeAll(async () => {
      for (const mark of ['Lácteos del Valle', 'Yógur Andino', '100% Natural', 'Leche_Entera', 'Leche Entera', 'Barra\\Invertida', 'LECHERA']) {
        expect((await t.call(admin, 'POST', '/api/mark/add', { mark })).statusCode).toBe(200);
      }
    });

    it.each([
      ['lacteos', ['Lácteos del Valle']],
      ['LÁCTEOS', ['Lácteos del Valle']],
      ['  lácteos  ', ['Lácteos del Valle']],
      ['yogur', ['Yógur Andino']],
      ['YÓGUR', ['Yógur Andino']],
      ['andino', ['Yógur Andino']],
      ['lech', ['LECHERA', 'Leche Entera', 'Leche_Entera']],
    ])('%j finds %j (case- and accent-insensitive, any position)', async (search, expected) => {
      expect(names(await list({ search }))).toEqual(expected);
    });

    it.each([
      ['%', ['100% Natural']],
      ['0%', ['100% Natural']],
      ['_', ['Leche_Entera']],
      ['e_e', ['Leche_Entera']],
      ['\\', ['Barra\\Invertida']],
    ])('%j is matched literally', async (search, expected) => {
      expect(names(await list({ search }))).toEqual(expected);
    });

    it('a blank search lists everything', async () => {
      expect((await list({ search: '   ' })).total).toBe(32);
    });

    it('filters by state: 2 all, 1 enabled, 0 disabled; combined with search and paging', async () => {
      const targets = created.slice(0, 12); // Marca 01 .. Marca 12
      for (const { id } of targets) {
        expect((await t.call(admin, 'PATCH', '/api/mark/change-state', { id, version: 1 })).json()).toEqual({ enabled: 0, version: 2 });
      }
      expect((await list({ enabled: '2' })).total).toBe(32);
      expect((await list()).total).toBe(32);

      const enabled = await list({ enabled: '1' });
      expect(enabled.total).toBe(20);
      expect(enabled.data.every((r) => r.enabled === 1)).toBe(true);

      const disabled = await list({ enabled: '0' });
      expect(disabled).toMatchObject({ total: 12, last_page: 2, current_page: 1 });
      expect(disabled.data.every((r) => r.enabled === 0)).toBe(true);
      expect(names(disabled)[0]).toBe('Marca 12');
      expect(names(await list({ enabled: '0', page: '2' }))).toEqual(['Marca 02', 'Marca 01']);

      // 'marca' and '1' anywhere in the name (decision 0030's words).
      expect(names(await list({ enabled: '0', search: 'marca 1' }))).toEqual(['Marca 12', 'Marca 11', 'Marca 10', 'Marca 01']);
      expect(names(await list({ enabled: '1', search: 'marca 1' }))).toEqual(['Marca 21', 'Marca 19', 'Marca 18', 'Marca 17', 'Marca 16', 'Marca 15', 'Marca 14', 'Marca 13']);
    });
  });
});

describe('mark/list order=name (the brand picker)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sorts by name the Spanish way, accents beside their letter; refuses an unknown order', async () => {
    const admin = await t.adminToken();
    for (const mark of ['Zeta', 'Ábaco', 'Beta', 'alfa']) {
      expect((await t.call(admin, 'POST', '/api/mark/add', { mark })).statusCode).toBe(200);
    }
    const byName = await t.call(admin, 'GET', '/api/mark/list', { order: 'name' });
    expect(byName.json().data.map((m: { mark: string }) => m.mark)).toEqual(['Ábaco', 'alfa', 'Beta', 'Zeta']);
    const recent = await t.call(admin, 'GET', '/api/mark/list', {});
    expect(recent.json().data[0].mark).toBe('alfa');
    const bad = await t.call(admin, 'GET', '/api/mark/list', { order: 'precio' });
    expect(bad.statusCode).toBe(400);
  });
});
