import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** GET audit/list: newest first, filters, days in the business time zone, no secrets. */
let t: TestApp;
let admin: string;
let ids: { adminId: number; cashierId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  ids = await t.seededIds();
  // Fixed instants: 03:30 UTC on 1 March is still 28 February (23:30) in La Paz (UTC-4).
  await t.db.insert(auditLog).values([
    { userId: ids.adminId, action: 'add', entity: 'mark', entityId: 7, after: { id: 7, mark: 'PIL' }, address: '10.0.0.1', at: new Date('2026-02-28T12:00:00Z') },
    { userId: ids.adminId, action: 'edit', entity: 'mark', entityId: 7, before: { mark: 'PIL' }, after: { mark: 'PIL Andina' }, address: '10.0.0.1', at: new Date('2026-03-01T03:30:00Z') },
    {
      userId: ids.cashierId,
      action: 'change-credentials',
      entity: 'user',
      entityId: ids.cashierId,
      before: { username: 'cajero', password_hash: 'scrypt$1$abc', nested: { token: 'x', ok: 1 } },
      after: { username: 'caja1', passwordHash: 'scrypt$2$def' },
      address: '10.0.0.2',
      at: new Date('2026-03-01T04:30:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}) => t.call(admin, 'GET', '/api/audit/list', query);

describe('GET audit/list', () => {
  it('answers newest first, with the user, the day and hour in La Paz, the document and the address', async () => {
    const res = await list({ date_from: '2026-02-28', date_to: '2026-03-01' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(page.data.map((r: { action: string }) => r.action)).toEqual(['change-credentials', 'edit', 'add']);
    expect(page.data[1]).toMatchObject({
      date: '2026-02-28',
      hour: '23:30:00',
      fk_user: ids.adminId,
      user: 'Ana Administradora',
      username: 'admin',
      entity: 'mark',
      entity_id: 7,
      address: '10.0.0.1',
      before: { mark: 'PIL' },
      after: { mark: 'PIL Andina' },
    });
  });

  it('never answers a secret, whatever a summary holds', async () => {
    const res = await list({ action: 'change-credentials', date_from: '2026-03-01' });
    const [row] = res.json().data;
    expect(row.before).toEqual({ username: 'cajero', nested: { ok: 1 } });
    expect(row.after).toEqual({ username: 'caja1' });
    expect(res.body).not.toMatch(/scrypt|password|token/i);
  });

  it('filters by user, action, entity and by days of the business time zone', async () => {
    const totalOf = async (q: Record<string, string | number>) => (await list(q)).json().total;
    expect(await totalOf({ date_from: '2026-02-28', date_to: '2026-02-28' })).toBe(2);
    expect(await totalOf({ date_from: '2026-03-01', date_to: '2026-03-01' })).toBe(1);
    expect(await totalOf({ fk_user: ids.cashierId, date_to: '2026-03-01' })).toBe(1);
    expect(await totalOf({ entity: 'mark', date_to: '2026-03-01' })).toBe(2);
    expect(await totalOf({ action: 'add', entity: 'mark', date_to: '2026-03-01' })).toBe(1);
    expect(await totalOf({ fk_user: 0, action: '', entity: '', date_from: '', date_to: '2026-03-01' })).toBe(3);
  });

  it('pages like every list and records the logins of this run too', async () => {
    const all = (await list()).json();
    expect(all.total).toBeGreaterThanOrEqual(4); // the three above and this run's login
    expect(all.data[0]).toMatchObject({ action: 'login', entity: 'user', fk_user: ids.adminId });
    const past = (await list({ page: 99 })).json();
    expect(past).toMatchObject({ data: [], current_page: 99, last_page: Math.max(1, Math.ceil(all.total / 10)) });
  });

  it('refuses impossible filters in Spanish and changes nothing', async () => {
    const before = await t.snapshot();
    for (const [q, message] of [
      [{ date_from: '2026-02-30' }, 'Fecha inválida'],
      [{ date_from: '2026-03-02', date_to: '2026-03-01' }, 'La fecha inicial no puede ser posterior a la final'],
      [{ action: 'DROP TABLE' }, 'Acción: Valor inválido'],
      [{ entity: 'Lote' }, 'Entidad: Valor inválido'],
      [{ fk_user: 'x' }, 'Usuario: Debe ser un número entero'],
    ] as const) {
      const res = await list(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      // Named as the screen labels the filter, never by the raw query key ('entity: …').
      expect(res.json().messages.join(' ')).toContain(message);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('is the administrator\'s only', async () => {
    expect((await t.call(await t.cashierToken(), 'GET', '/api/audit/list')).statusCode).toBe(403);
  });
});
