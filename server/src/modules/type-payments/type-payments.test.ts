import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';

type TypePayment = { id: number; type_pay: string; is_cash: 0 | 1; code: string; enabled: 0 | 1; version: number };

describe('type-payment/list, add, edit', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let adminId: number;

  const add = async (body: Record<string, unknown>) => {
    const res = await t.call(admin, 'POST', '/api/type-payment/add', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TypePayment;
  };
  /** A refused request answers `status` + `messages` and leaves every table (audit included) as it was. */
  const refused = (method: 'POST' | 'PUT', url: string, payload: unknown, status: number, messages: string[]) => t.refused(admin, method, url, payload, status, { messages });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    adminId = (await t.seededIds()).adminId;
  });
  afterAll(() => t.close());

  it('adds a cash type as code e, audits it, and the cashier reads the list', async () => {
    const from = await t.lastAuditId();
    const cash = await add({ type_pay: '  Efectivo ', is_cash: 1, code: 'c' });
    expect(cash).toEqual({ id: cash.id, type_pay: 'Efectivo', is_cash: 1, code: 'e', enabled: 1, version: 1 });
    expect(await t.auditSince(from)).toEqual([
      { userId: adminId, action: 'add', entity: 'type_payment', entityId: cash.id, before: null, after: { ...cash } },
    ]);
    const card = await add({ type_pay: 'Tarjeta', is_cash: 0, code: 'c' });
    expect(card.code).toBe('c');
    // A client sending only the spec's fields gets QR/otro for a non-cash type.
    const qr = await add({ type_pay: 'QR Simple', is_cash: 0 });
    expect(qr.code).toBe('q');

    const list = await t.call(cashier, 'GET', '/api/type-payment/list');
    expect(list.statusCode).toBe(200);
    // 'Saldo a favor' (code 's') is the database's own, written by its migration.
    expect(list.json()).toEqual([{ id: expect.any(Number), type_pay: 'Saldo a favor', is_cash: 0, code: 's', enabled: 1, version: 1 }, cash, card, qr]);
  });

  it.each([
    [{}, ['Tipo Pago: Es requerido', 'Efectivo: Es requerido']],
    [{ type_pay: '   ', is_cash: 1 }, ['Tipo Pago: Es requerido']],
    [{ type_pay: 'x'.repeat(31), is_cash: 1 }, ['Tipo Pago: No puede exceder los 30 dígitos']],
    [{ type_pay: 'Vale', is_cash: 2 }, ['Efectivo: Debe ser SI (1) o NO (0)']],
    [{ type_pay: 'Vale', is_cash: 'si' }, ['Efectivo: Debe ser SI (1) o NO (0)']],
    // The document says the number: text, a boolean or a list is refused, not read as one.
    [{ type_pay: 'Vale', is_cash: '1' }, ['Efectivo: Debe ser SI (1) o NO (0)']],
    [{ type_pay: 'Vale', is_cash: true }, ['Efectivo: Debe ser SI (1) o NO (0)']],
    [{ type_pay: 'Vale', is_cash: [] }, ['Efectivo: Debe ser SI (1) o NO (0)']],
    [{ type_pay: 'Vale', is_cash: 0, code: 'e' }, ['Código: Elija Tarjeta o QR / otro']],
  ])('add %j → 400, nothing changes', async (payload, messages) => {
    await refused('POST', '/api/type-payment/add', payload, 400, messages);
  });

  it.each(['efectivo', 'EFECTIVO', ' Éfectivo ', 'tarjéta'])('a duplicate name %j (case and accents ignored) → 400 naming it', async (name) => {
    await refused('POST', '/api/type-payment/add', { type_pay: name, is_cash: 1 }, 400, [`Ya existe el tipo de pago ${name.trim()}`]);
  });

  it('edits name, cash flag and code with the loaded version; a stale version is 409 and unknown id 404', async () => {
    const vale = await add({ type_pay: 'Vale', is_cash: 0, code: 'q' });
    const from = await t.lastAuditId();
    const res = await t.call(admin, 'PUT', '/api/type-payment/edit', { id: vale.id, version: 1, type_pay: 'Vale Tarjeta', is_cash: 0, code: 'c' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as TypePayment;
    expect(edited).toEqual({ ...vale, type_pay: 'Vale Tarjeta', code: 'c', version: 2 });
    const [row] = await t.auditSince(from);
    expect(row).toMatchObject({ action: 'edit', entity: 'type_payment', entityId: vale.id, before: { type_pay: 'Vale', code: 'q' } });

    // becoming cash makes it 'e'
    const cash = await t.call(admin, 'PUT', '/api/type-payment/edit', { id: vale.id, version: 2, type_pay: 'Vale Tarjeta', is_cash: 1, code: null });
    expect(cash.json()).toMatchObject({ is_cash: 1, code: 'e', version: 3 });

    await refused('PUT', '/api/type-payment/edit', { id: vale.id, version: 1, type_pay: 'Otro', is_cash: 1, code: null }, 409, [
      'Otro usuario modificó este registro; recargue la lista e intente de nuevo',
    ]);
    await refused('PUT', '/api/type-payment/edit', { id: 999999, version: 1, type_pay: 'Otro', is_cash: 1, code: null }, 404, ['No existe el tipo de pago']);
    await refused('PUT', '/api/type-payment/edit', { id: vale.id, version: 3, type_pay: 'tarjeta', is_cash: 0, code: null }, 400, ['Ya existe el tipo de pago tarjeta']);
    await refused('PUT', '/api/type-payment/edit', { id: vale.id, type_pay: 'Otro', is_cash: 1, code: null }, 400, ['Versión: Es requerido']);
    // The spec's body (no code, added later): a cash type that stops being cash is QR/otro; 'e' only fits cash.
    await refused('PUT', '/api/type-payment/edit', { id: vale.id, version: 3, type_pay: 'Vale Tarjeta', is_cash: 0, code: 'e' }, 400, ['Código: Elija Tarjeta o QR / otro']);
    const card = await t.call(admin, 'PUT', '/api/type-payment/edit', { id: vale.id, version: 3, type_pay: 'Vale Tarjeta', is_cash: 0 });
    expect(card.json()).toMatchObject({ is_cash: 0, code: 'q', version: 4 });
  });

  it('keeps its own name on edit (not a duplicate of itself, even re-cased)', async () => {
    const bono = await add({ type_pay: 'Bono', is_cash: 0 });
    const res = await t.call(admin, 'PUT', '/api/type-payment/edit', { id: bono.id, version: 1, type_pay: 'BONO', is_cash: 0, code: null });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 401 without a token and 403 to the cashier for every change, changing nothing', async () => {
    await expectGuarded(t, {
      adminOnly: [
        ['POST', '/api/type-payment/add', { type_pay: 'Nuevo', is_cash: 1 }],
        ['PUT', '/api/type-payment/edit', { id: 1, version: 1, type_pay: 'Nuevo', is_cash: 1 }],
      ],
      staff: [['GET', '/api/type-payment/list', undefined]],
    });
  });
});
