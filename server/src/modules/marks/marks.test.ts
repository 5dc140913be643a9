import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/helpers.js';
import { auditLog, marks, users } from '../../db/schema/index.js';

const REQUIRED = { messages: ['Marca: Es requerido'] };
const TOO_LONG = { messages: ['Marca: No puede exceder los 30 dígitos'] };
const NOT_FOUND = { messages: ['No existe la marca'] };

describe('mark/add, mark/update, mark/change-state', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let adminId: number;

  const lastAuditId = () => t.lastAuditId();
  const auditSince = (id: number) => t.auditSince(id);
  const add = async (mark: string) => {
    const res = await t.call(admin, 'POST', '/api/mark/add', { mark });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; mark: string; enabled: 0 | 1 };
  };
  /** A refused request answers `status` + `body` and leaves every table (audit included) as it was. */
  const refused = async (token: string | undefined, method: 'POST' | 'PATCH', url: string, payload: unknown, status: number, body: unknown) => {
    const before = await t.snapshot();
    const res = await t.call(token, method, url, payload);
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
    expect(res.json(), `${url} ${JSON.stringify(payload)}`).toEqual(body);
    expect(await t.snapshot()).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    adminId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN.username)))[0].id;
  });
  afterAll(() => t.close());

  describe('add', () => {
    it('stores the trimmed name, answers the row and writes one audit row', async () => {
      const mark = await lastAuditId();
      const res = await t.call(admin, 'POST', '/api/mark/add', { mark: '  PIL Andina  ' });
      expect(res.statusCode).toBe(200);
      const row = res.json() as { id: number };
      expect(row).toEqual({ id: row.id, mark: 'PIL Andina', enabled: 1 });
      expect(await t.db.select({ mark: marks.mark, key: marks.markKey, enabled: marks.enabled }).from(marks).where(eq(marks.id, row.id))).toEqual([
        { mark: 'PIL Andina', key: 'pil andina', enabled: 1 },
      ]);
      expect(await auditSince(mark)).toEqual([
        { userId: adminId, action: 'add', entity: 'mark', entityId: row.id, before: null, after: { id: row.id, mark: 'PIL Andina', enabled: 1 } },
      ]);
    });

    it('counts 30 characters, not bytes, and stores the composed form', async () => {
      expect((await add('á'.repeat(30))).mark).toBe('á'.repeat(30));
      // 30 decomposed "é" are 60 code units but 30 characters
      expect((await add('e\u0301'.repeat(30))).mark).toBe('é'.repeat(30));
    });

    it.each([
      [{}, REQUIRED],
      [{ mark: null }, REQUIRED],
      [{ mark: '' }, REQUIRED],
      [{ mark: '   ' }, REQUIRED],
      [{ mark: 123 }, REQUIRED],
      [{ mark: ['PIL'] }, REQUIRED],
      [{ mark: 'x'.repeat(31) }, TOO_LONG],
      [{ mark: 'ó'.repeat(31) }, TOO_LONG],
    ])('%j is refused and changes nothing', async (payload, body) => {
      await refused(admin, 'POST', '/api/mark/add', payload, 400, body);
    });

    it.each(['pil andina', 'PÍL ÁNDINA', '  Pil Andina ', 'pil andiná'])('duplicate %j → 400 naming it, nothing changes', async (name) => {
      await refused(admin, 'POST', '/api/mark/add', { mark: name }, 400, { messages: [`Ya existe la marca ${name.trim()}`] });
    });
  });

  describe('update', () => {
    let pil: number;
    let delizia: number;
    beforeAll(async () => {
      pil = (await add('Pil Update')).id;
      delizia = (await add('Delizia')).id;
    });

    it('renames, answers the row and audits before/after', async () => {
      const mark = await lastAuditId();
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: pil, mark: ' Pil Tarija ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: pil, mark: 'Pil Tarija', enabled: 1 });
      expect(await auditSince(mark)).toEqual([
        {
          userId: adminId,
          action: 'edit',
          entity: 'mark',
          entityId: pil,
          before: { id: pil, mark: 'Pil Update', enabled: 1 },
          after: { id: pil, mark: 'Pil Tarija', enabled: 1 },
        },
      ]);
    });

    it('may change only the case or accents of its own name', async () => {
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: pil, mark: 'PIL TARÍJA' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: pil, mark: 'PIL TARÍJA', enabled: 1 });
    });

    it('keeps the state of the mark', async () => {
      expect((await t.call(admin, 'PATCH', '/api/mark/change-state', { id: delizia })).json()).toEqual({ enabled: 0 });
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: delizia, mark: 'Delizia SRL' });
      expect(res.json()).toEqual({ id: delizia, mark: 'Delizia SRL', enabled: 0 });
    });

    it.each(['pil tarija', 'Píl Tarijá', 'PIL ANDINA'])('to the name of another mark (%j) → 400, nothing changes', async (name) => {
      await refused(admin, 'PATCH', '/api/mark/update', { id: delizia, mark: name }, 400, { messages: [`Ya existe la marca ${name}`] });
    });

    it('validates id and name', async () => {
      const cases: [unknown, string[]][] = [
        [{ mark: 'X' }, ['Id: Es requerido']],
        [{ id: null, mark: 'X' }, ['Id: Es requerido']],
        [{ id: 0, mark: 'X' }, ['Id: Es requerido']],
        [{ id: -3, mark: 'X' }, ['Id: Es requerido']],
        [{ id: 'x', mark: 'X' }, ['Id: Debe ser un número entero']],
        [{ id: 1.5, mark: 'X' }, ['Id: Debe ser un número entero']],
        [{ id: pil }, ['Marca: Es requerido']],
        [{ id: pil, mark: '  ' }, ['Marca: Es requerido']],
        [{ id: pil, mark: 'x'.repeat(31) }, ['Marca: No puede exceder los 30 dígitos']],
        [{ id: 'x', mark: '' }, ['Id: Debe ser un número entero', 'Marca: Es requerido']],
        [{}, ['Id: Es requerido', 'Marca: Es requerido']],
      ];
      for (const [payload, messages] of cases) await refused(admin, 'PATCH', '/api/mark/update', payload, 400, { messages });
    });

    it('an unknown id is a 404 and changes nothing', async () => {
      await refused(admin, 'PATCH', '/api/mark/update', { id: 999_999, mark: 'Nueva' }, 404, NOT_FOUND);
    });

    it('the id may come as numeric text', async () => {
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: String(pil), mark: 'Pil' });
      expect(res.json()).toEqual({ id: pil, mark: 'Pil', enabled: 1 });
    });
  });

  describe('change-state', () => {
    it('toggles, answers the new value and audits each change', async () => {
      const { id } = await add('Toggle');
      const mark = await lastAuditId();
      const off = await t.call(admin, 'PATCH', '/api/mark/change-state', { id });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ enabled: 0 });
      const on = await t.call(admin, 'PATCH', '/api/mark/change-state', { id });
      expect(on.json()).toEqual({ enabled: 1 });
      const stored = await t.db.select({ enabled: marks.enabled }).from(marks).where(eq(marks.id, id));
      expect(stored).toEqual([{ enabled: 1 }]);
      expect(await auditSince(mark)).toEqual([
        { userId: adminId, action: 'change-state', entity: 'mark', entityId: id, before: { enabled: 1 }, after: { enabled: 0 } },
        { userId: adminId, action: 'change-state', entity: 'mark', entityId: id, before: { enabled: 0 }, after: { enabled: 1 } },
      ]);
    });

    it('an unknown or missing id is refused and changes nothing', async () => {
      await refused(admin, 'PATCH', '/api/mark/change-state', { id: 999_999 }, 404, NOT_FOUND);
      await refused(admin, 'PATCH', '/api/mark/change-state', {}, 400, { messages: ['Id: Es requerido'] });
      await refused(admin, 'PATCH', '/api/mark/change-state', { id: 0 }, 400, { messages: ['Id: Es requerido'] });
      await refused(admin, 'PATCH', '/api/mark/change-state', { id: 'x' }, 400, { messages: ['Id: Debe ser un número entero'] });
    });

    it('two administrators toggling at once flip it twice, never lose a flip', async () => {
      const { id } = await add('Doble');
      const answers = await Promise.all([
        t.call(admin, 'PATCH', '/api/mark/change-state', { id }),
        t.call(admin, 'PATCH', '/api/mark/change-state', { id }),
      ]);
      expect(answers.map((r) => r.json().enabled).sort()).toEqual([0, 1]);
      expect(await t.db.select({ enabled: marks.enabled }).from(marks).where(eq(marks.id, id))).toEqual([{ enabled: 1 }]);
    });
  });

  describe('refusals without a session or the right category change nothing', () => {
    it('401 and 403 on every change', async () => {
      const { id } = await add('Protegida');
      const calls = [
        ['POST', '/api/mark/add', { mark: 'Otra' }],
        ['PATCH', '/api/mark/update', { id, mark: 'Otra' }],
        ['PATCH', '/api/mark/change-state', { id }],
      ] as const;
      for (const [method, url, payload] of calls) {
        await refused(undefined, method, url, payload, 401, { messages: ['Falta el token de sesión. Inicie sesión'] });
        await refused('desconocido', method, url, payload, 401, { messages: ['Su sesión fue anulada o expiró. Inicie sesión nuevamente'] });
        await refused(cashier, method, url, payload, 403, { messages: ['No tiene permiso para realizar esta operación'] });
      }
    });
  });

  describe('the unique index is the guard against concurrent duplicates', () => {
    it('adding the same name twice at once stores one row and refuses the other', async () => {
      for (let round = 0; round < 5; round++) {
        const name = `Concurrente ${round}`;
        const mark = await lastAuditId();
        const answers = await Promise.all([
          t.call(admin, 'POST', '/api/mark/add', { mark: name }),
          t.call(admin, 'POST', '/api/mark/add', { mark: name.toUpperCase() }),
        ]);
        const statuses = answers.map((r) => r.statusCode).sort();
        expect(statuses, `round ${round}`).toEqual([200, 400]);
        const loser = answers.find((r) => r.statusCode === 400)!;
        expect(loser.json().messages).toHaveLength(1);
        expect(loser.json().messages[0]).toMatch(new RegExp(`^Ya existe la marca ${name}$`, 'i'));
        const rows = await t.db.select({ id: marks.id }).from(marks).where(eq(marks.markKey, `concurrente ${round}`));
        expect(rows).toHaveLength(1);
        const audits = await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(gt(auditLog.id, mark), eq(auditLog.entity, 'mark')));
        expect(audits).toHaveLength(1);
      }
    });
  });
});
