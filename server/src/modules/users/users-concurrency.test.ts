import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { md5Hex } from '../auth/password.js';

type Row = { id: number; username: string; category: string; enabled: number; version?: number };

/**
 * Two administrators demoting each other at the same moment. On PostgreSQL this
 * deadlocked between the admin-guard advisory lock and the audit insert's foreign-key check, and
 * one of them got a 500. Now one wins and the other is refused in Spanish (the rule, or 403 when it
 * was already demoted as its request arrived), and the
 * database records no deadlock at all (not even one hidden by the retries).
 */
describe('administrators demoting each other at once', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const users = async (token: string) => (await t.call(token, 'GET', '/api/user/list')).json() as Row[];
  const deadlocks = async () => {
    const res = (await t.db.execute(sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`)) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]?.n ?? 0);
  };

  it('one wins, the other gets the rule in Spanish; never a 500 nor a deadlock', async () => {
    const make = async (username: string) => {
      const res = await t.call(admin, 'POST', '/api/user/add', { name: username, category: 'a', username, password: md5Hex('clave') });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Row;
    };
    const x = await make('adminx');
    const y = await make('adminy');
    const tokenX = (await t.login('adminx', 'clave')).json().token as string;
    const tokenY = (await t.login('adminy', 'clave')).json().token as string;
    // Leave X and Y as the only administrators: the seeded one is demoted by X.
    const seeded = (await users(tokenX)).find((u) => u.username === 'admin')!;
    const demoteSeeded = await t.call(tokenX, 'PATCH', '/api/user/update', { id: seeded.id, version: seeded.version, name: 'Admin', category: 'u' });
    expect(demoteSeeded.statusCode, demoteSeeded.body).toBe(200);

    const deadlocksBefore = await deadlocks();
    for (let round = 0; round < 20; round++) {
      const rows = await users(tokenX);
      const rx = rows.find((u) => u.id === x.id)!;
      const ry = rows.find((u) => u.id === y.id)!;
      const [byX, byY] = await Promise.all([
        t.call(tokenX, 'PATCH', '/api/user/update', { id: y.id, version: ry.version, name: 'adminy', category: 'u' }),
        t.call(tokenY, 'PATCH', '/api/user/update', { id: x.id, version: rx.version, name: 'adminx', category: 'u' }),
      ]);
      // The loser is refused by the rule (400) when both passed the token check first, or as no
      // longer an administrator (403) when the winner's change committed before its token was read.
      const statuses = [byX.statusCode, byY.statusCode].sort();
      expect([[200, 400], [200, 403]], `round ${round}: ${byX.body} ${byY.body}`).toContainEqual(statuses);
      const loser = byX.statusCode === 200 ? byY : byX;
      expect(loser.json()).toEqual({
        messages: [loser.statusCode === 400 ? 'Debe quedar al menos un administrador habilitado' : 'No tiene permiso para realizar esta operación'],
      });

      const after = await users(tokenX.length && byX.statusCode === 200 ? tokenX : tokenY);
      expect(after.filter((u) => u.category === 'a' && u.enabled === 1)).toHaveLength(1);
      // The winner promotes the loser back for the next round.
      const winnerToken = byX.statusCode === 200 ? tokenX : tokenY;
      const loserId = byX.statusCode === 200 ? y.id : x.id;
      const loserRow = after.find((u) => u.id === loserId)!;
      const back = await t.call(winnerToken, 'PATCH', '/api/user/update', { id: loserId, version: loserRow.version, name: loserRow.username, category: 'a' });
      expect(back.statusCode, back.body).toBe(200);
    }
    expect(await deadlocks()).toBe(deadlocksBefore);
  });
});
