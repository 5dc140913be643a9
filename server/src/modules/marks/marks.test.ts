import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/helpers.js';
import { auditLog, marks, users } from '../../db/schema/index.js';

const REQUIRED = { messages: ['Marca: Es requerido'] };
const TOO_LONG = { messages: ['Marca: No puede exceder los 30 dígitos'] };
const NOT_FOUND = { messages: ['No existe la marca'] };
const STALE = { messages: ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'] };

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
    return res.json() as { id: number; mark: string; enabled: 0 | 1; version: number };
  };
  /** The row version stored now (what a list would answer). */
  const versionOf = async (id: number) => (await t.db.select({ v: marks.version }).from(marks).where(eq(marks.id, id)))[0].v;
  /** A refused request answers `status` + `body` and leaves every table (audit included) as it was. */
  const refused = (token: string | undefined, method: 'POST' | 'PATCH', url: string, payload: unknown, status: number, body: unknown) => t.refused(token, method, url, payload, status, body);

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
      expect(row).toEqual({ id: row.id, mark: 'PIL Andina', enabled: 1, version: 1 });
      expect(await t.db.select({ mark: marks.mark, key: marks.markKey, enabled: marks.enabled }).from(marks).where(eq(marks.id, row.id))).toEqual([
        { mark: 'PIL Andina', key: 'pil andina', enabled: 1 },
      ]);
      expect(await auditSince(mark)).toEqual([
        { userId: adminId, action: 'add', entity: 'mark', entityId: row.id, before: null, after: { id: row.id, mark: 'PIL Andina', enabled: 1, version: 1 } },
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

  it('collapses double spaces inside a name, so the two spellings are one brand', async () => {
    expect((await add('Yógur  Único')).mark).toBe('Yógur Único');
    await refused(admin, 'POST', '/api/mark/add', { mark: 'Yógur Único' }, 400, { messages: ['Ya existe la marca Yógur Único'] });
    await refused(admin, 'POST', '/api/mark/add', { mark: 'yogur \u00a0 unico' }, 400, { messages: ['Ya existe la marca yogur unico'] });
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
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: pil, version: 1, mark: ' Pil Tarija ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: pil, mark: 'Pil Tarija', enabled: 1, version: 2 });
      expect(await auditSince(mark)).toEqual([
        {
          userId: adminId,
          action: 'edit',
          entity: 'mark',
          entityId: pil,
          before: { id: pil, mark: 'Pil Update', enabled: 1, version: 1 },
          after: { id: pil, mark: 'Pil Tarija', enabled: 1, version: 2 },
        },
      ]);
    });

    it('may change only the case or accents of its own name', async () => {
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: pil, version: 2, mark: 'PIL TARÍJA' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: pil, mark: 'PIL TARÍJA', enabled: 1, version: 3 });
    });

    it('keeps the state of the mark', async () => {
      expect((await t.call(admin, 'PATCH', '/api/mark/change-state', { id: delizia, version: 1 })).json()).toEqual({ enabled: 0, version: 2 });
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: delizia, version: 2, mark: 'Delizia SRL' });
      expect(res.json()).toEqual({ id: delizia, mark: 'Delizia SRL', enabled: 0, version: 3 });
    });

    it.each(['pil tarija', 'Píl Tarijá', 'PIL ANDINA'])('to the name of another mark (%j) → 400, nothing changes', async (name) => {
      await refused(admin, 'PATCH', '/api/mark/update', { id: delizia, version: 3, mark: name }, 400, { messages: [`Ya existe la marca ${name}`] });
    });

    it('validates id and name', async () => {
      const cases: [unknown, string[]][] = [
        [{ version: 1, mark: 'X' }, ['Id: Es requerido']],
        [{ id: null, version: 1, mark: 'X' }, ['Id: Es requerido']],
        [{ id: 0, version: 1, mark: 'X' }, ['Id: Es requerido']],
        [{ id: -3, version: 1, mark: 'X' }, ['Id: Es requerido']],
        [{ id: 'x', version: 1, mark: 'X' }, ['Id: Debe ser un número entero']],
        [{ id: 1.5, version: 1, mark: 'X' }, ['Id: Debe ser un número entero']],
        [{ id: pil, mark: 'X' }, ['Versión: Es requerido']],
        [{ id: pil, version: 'x', mark: 'X' }, ['Versión: Debe ser un número entero']],
        [{ id: pil, version: 1 }, ['Marca: Es requerido']],
        [{ id: pil, version: 1, mark: '  ' }, ['Marca: Es requerido']],
        [{ id: pil, version: 1, mark: 'x'.repeat(31) }, ['Marca: No puede exceder los 30 dígitos']],
        [{ id: 'x', version: 1, mark: '' }, ['Id: Debe ser un número entero', 'Marca: Es requerido']],
        [{}, ['Id: Es requerido', 'Versión: Es requerido', 'Marca: Es requerido']],
      ];
      for (const [payload, messages] of cases) await refused(admin, 'PATCH', '/api/mark/update', payload, 400, { messages });
    });

    it('an unknown id is a 404 and changes nothing', async () => {
      await refused(admin, 'PATCH', '/api/mark/update', { id: 999_999, version: 1, mark: 'Nueva' }, 404, NOT_FOUND);
    });

    it('the id may come as numeric text', async () => {
      const res = await t.call(admin, 'PATCH', '/api/mark/update', { id: String(pil), version: '3', mark: 'Pil' });
      expect(res.json()).toEqual({ id: pil, mark: 'Pil', enabled: 1, version: 4 });
    });
  });

  describe('change-state', () => {
    it('toggles, answers the new value and audits each change', async () => {
      const { id } = await add('Toggle');
      const mark = await lastAuditId();
      const off = await t.call(admin, 'PATCH', '/api/mark/change-state', { id, version: 1 });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ enabled: 0, version: 2 });
      const on = await t.call(admin, 'PATCH', '/api/mark/change-state', { id, version: 2 });
      expect(on.json()).toEqual({ enabled: 1, version: 3 });
      const stored = await t.db.select({ enabled: marks.enabled }).from(marks).where(eq(marks.id, id));
      expect(stored).toEqual([{ enabled: 1 }]);
      expect(await auditSince(mark)).toEqual([
        { userId: adminId, action: 'change-state', entity: 'mark', entityId: id, before: { enabled: 1 }, after: { enabled: 0 } },
        { userId: adminId, action: 'change-state', entity: 'mark', entityId: id, before: { enabled: 0 }, after: { enabled: 1 } },
      ]);
    });

    it('an unknown or missing id is refused and changes nothing', async () => {
      await refused(admin, 'PATCH', '/api/mark/change-state', { id: 999_999, version: 1 }, 404, NOT_FOUND);
      await refused(admin, 'PATCH', '/api/mark/change-state', {}, 400, { messages: ['Id: Es requerido', 'Versión: Es requerido'] });
      await refused(admin, 'PATCH', '/api/mark/change-state', { id: 0, version: 1 }, 400, { messages: ['Id: Es requerido'] });
      await refused(admin, 'PATCH', '/api/mark/change-state', { id: 'x', version: 1 }, 400, { messages: ['Id: Debe ser un número entero'] });
      const { id } = await add('Sin versión');
      await refused(admin, 'PATCH', '/api/mark/change-state', { id }, 400, { messages: ['Versión: Es requerido'] });
    });

    it('two administrators toggling the same row at once: one flip, the other is told it is stale', async () => {
      const { id, version } = await add('Doble');
      const answers = await Promise.all([
        t.call(admin, 'PATCH', '/api/mark/change-state', { id, version }),
        t.call(admin, 'PATCH', '/api/mark/change-state', { id, version }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual(STALE);
      expect(await t.db.select({ enabled: marks.enabled, version: marks.version }).from(marks).where(eq(marks.id, id))).toEqual([
        { enabled: 0, version: 2 },
      ]);
    });
  });

  describe('row versions: a stale edit is refused, never overwriting a colleague', () => {
    it('an edit or change-state with the version loaded before another change → 409, nothing changes', async () => {
      const { id } = await add('Versionada');
      // A colleague renames it first (version 1 → 2).
      expect((await t.call(admin, 'PATCH', '/api/mark/update', { id, version: 1, mark: 'Versionada SRL' })).statusCode).toBe(200);
      await refused(admin, 'PATCH', '/api/mark/update', { id, version: 1, mark: 'Versionada Vieja' }, 409, STALE);
      await refused(admin, 'PATCH', '/api/mark/change-state', { id, version: 1 }, 409, STALE);
      expect(await t.db.select({ mark: marks.mark, enabled: marks.enabled }).from(marks).where(eq(marks.id, id))).toEqual([
        { mark: 'Versionada SRL', enabled: 1 },
      ]);
      // With the version the list answers now, it goes through.
      const version = await versionOf(id);
      expect(version).toBe(2);
      expect((await t.call(admin, 'PATCH', '/api/mark/update', { id, version, mark: 'Versionada Nueva' })).json()).toMatchObject({ version: 3 });
    });

    it('the list answers each row with its version', async () => {
      const { id } = await add('Listada');
      await t.call(admin, 'PATCH', '/api/mark/change-state', { id, version: 1 });
      const page = (await t.call(admin, 'GET', '/api/mark/list?search=listada')).json() as { data: unknown[] };
      expect(page.data).toEqual([{ id, mark: 'Listada', enabled: 0, version: 2 }]);
    });
  });

  describe('refusals without a session or the right category change nothing', () => {
    it('401 and 403 on every change', async () => {
      const { id } = await add('Protegida');
      const calls = [
        ['POST', '/api/mark/add', { mark: 'Otra' }],
        ['PATCH', '/api/mark/update', { id, version: 1, mark: 'Otra' }],
        ['PATCH', '/api/mark/change-state', { id, version: 1 }],
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
