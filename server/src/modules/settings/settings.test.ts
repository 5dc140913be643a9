import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsEnabledForStaff } from './settings.read.js';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';

type Setting = { initial_cash: number; address: string; cellphone_number: string; enabled_options_user: 0 | 1; near_expiry_days: number; auto_offers: 0 | 1; credit_overdue_days: number; credit_control: string; version: number };

describe('setting/list, setting/update', () => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let adminId: number;
  const read = async (token = admin) => (await t.call(token, 'GET', '/api/setting/list')).json() as Setting;
  const body = (over: Record<string, unknown> = {}) => ({
    initial_cash: 500,
    address: 'Av. 6 de Agosto 123, La Paz',
    cellphone_number: '71234567',
    enabled_options_user: 0,
    near_expiry_days: 10,
    auto_offers: 1,
    credit_overdue_days: 15,
    credit_control: 'advertir',
    ...over,
  });
  const refused = (payload: unknown, status: number, messages: string[]) => t.refused(admin, 'PUT', '/api/setting/update', payload, status, { messages });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    adminId = (await t.seededIds()).adminId;
  });
  afterAll(() => t.close());

  it('starts with the defaults (near-expiry 7 days) and the cashier may read them', async () => {
    expect(await read(cashier)).toEqual({ initial_cash: 0, address: '', cellphone_number: '', enabled_options_user: 0, near_expiry_days: 7, auto_offers: 1, credit_overdue_days: 30, credit_control: 'bloquear', version: 1 });
  });

  it('updates every field with the loaded version, answers and audits the new values', async () => {
    const from = await t.lastAuditId();
    const res = await t.call(admin, 'PUT', '/api/setting/update', body({ version: 1, address: '  Calle Comercio 45, La Paz ' }));
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Setting;
    expect(updated).toEqual({ initial_cash: 500, address: 'Calle Comercio 45, La Paz', cellphone_number: '71234567', enabled_options_user: 0, near_expiry_days: 10, auto_offers: 1, credit_overdue_days: 15, credit_control: 'advertir', version: 2 });
    expect(await read(cashier)).toEqual(updated);
    expect(await t.auditSince(from)).toEqual([
      {
        userId: adminId,
        action: 'edit',
        entity: 'setting',
        entityId: 1,
        before: { initial_cash: 0, address: '', cellphone_number: '', enabled_options_user: 0, near_expiry_days: 7, auto_offers: 1, credit_overdue_days: 30, credit_control: 'bloquear', version: 1 },
        after: updated,
      },
    ]);
  });

  it("takes the spec's four fields alone and keeps the later ones; a misspelt key is refused (decision 0022)", async () => {
    const current = await read();
    const specOnly = { version: current.version, initial_cash: 150, address: 'Calle Sucre 5', cellphone_number: '70000001', enabled_options_user: current.enabled_options_user };
    await refused({ ...specOnly, near_expiry_day: 30 }, 400, ['Campo no permitido: near_expiry_day']);
    const res = await t.call(admin, 'PUT', '/api/setting/update', specOnly);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...current, ...specOnly, version: current.version + 1 });
  });

  it("turns 'Aplicar ofertas automáticamente' off and on; the till's set-up follows; absent keeps it (decision 0022)", async () => {
    const current = await read();
    const off = await t.call(admin, 'PUT', '/api/setting/update', body({ version: current.version, auto_offers: 0 }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ auto_offers: 0 });
    expect((await t.call(cashier, 'GET', '/api/sale/till-setup')).json()).toMatchObject({ auto_offers: 0 });
    const { auto_offers: _left, ...withoutIt } = body({ version: current.version + 1 });
    expect((await t.call(admin, 'PUT', '/api/setting/update', withoutIt)).json()).toMatchObject({ auto_offers: 0 });
    const on = await t.call(admin, 'PUT', '/api/setting/update', body({ version: current.version + 2, auto_offers: 1 }));
    expect(on.json()).toMatchObject({ auto_offers: 1 });
    expect((await t.call(cashier, 'GET', '/api/sale/till-setup')).json()).toMatchObject({ auto_offers: 1 });
  });

  it('turns Inventario + Compras on and off for category u, effective on the next call', async () => {
    const setOptions = async (on: 0 | 1) => {
      const current = await read();
      const res = await t.call(admin, 'PUT', '/api/setting/update', body({ version: current.version, enabled_options_user: on }));
      expect(res.statusCode, res.body).toBe(200);
    };
    // what every 'options' route asks on each call (plugins/access.ts)
    await setOptions(1);
    expect(await optionsEnabledForStaff(t.db)).toBe(true);
    await setOptions(0);
    expect(await optionsEnabledForStaff(t.db)).toBe(false);
  });

  it.each([
    [{ initial_cash: '', address: '', cellphone_number: '', enabled_options_user: '' }, [
      'Caja Inicial: Es requerido',
      'Dirección: Es requerido',
      'Número: Es requerido',
      'Opciones: Es requerido',
    ]],
    [{ initial_cash: 10.5 }, ['Caja Inicial: Debe ser un número entero']],
    [{ initial_cash: -1 }, ['Caja Inicial: No debe ser negativo']],
    [{ initial_cash: 100_000_000 }, ['Caja Inicial: No puede ser mayor a 99999999']],
    [{ address: 'x'.repeat(51) }, ['Dirección: No puede exceder los 50 dígitos']],
    [{ cellphone_number: '7'.repeat(21) }, ['Número: No puede exceder los 20 dígitos']],
    [{ enabled_options_user: 3 }, ['Opciones: Debe ser SI (1) o NO (0)']],
    [{ near_expiry_days: 0 }, ['Días por vencer: No puede ser menor a 1']],
    [{ near_expiry_days: 366 }, ['Días por vencer: No puede ser mayor a 365']],
    [{ near_expiry_days: 2.5 }, ['Días por vencer: Debe ser un número entero']],
    [{ auto_offers: 2 }, ['Aplicar ofertas automáticamente: Debe ser SI (1) o NO (0)']],
    [{ credit_overdue_days: 0 }, ['Días para deuda vencida: No puede ser menor a 1']],
    [{ credit_overdue_days: -5 }, ['Días para deuda vencida: No puede ser menor a 1']],
    [{ credit_overdue_days: 'treinta' }, ['Días para deuda vencida: Debe ser un número entero']],
    [{ credit_overdue_days: null, credit_control: null }, ['Días para deuda vencida: Es requerido', 'Control de crédito: Es requerido']],
    [{ credit_control: 'avisar' }, ["Control de crédito: Debe ser 'bloquear' o 'advertir'"]],
  ])('%j → 400 with its messages, nothing changes', async (over, messages) => {
    const current = await read();
    await refused(body({ version: current.version, ...over }), 400, messages);
  });

  it('refuses a missing version (400) and a stale one (409), nothing changes', async () => {
    await refused(body(), 400, ['Versión: Es requerido']);
    await refused(body({ version: 1 }), 409, ['Otro usuario modificó este registro; recargue la lista e intente de nuevo']);
  });

  it('answers 401 without a token, 403 to the cashier on update, changing nothing', async () => {
    await expectGuarded(t, {
      adminOnly: [['PUT', '/api/setting/update', body({ version: 1 })]],
      staff: [['GET', '/api/setting/list', undefined]],
    });
  });
});
