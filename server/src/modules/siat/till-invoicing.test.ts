import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiatSimulator, type SiatSimulator } from '../../siat-simulator/simulator.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** The till-setup tells the till whether to offer 'Factura': off by default, on once the shop invoices. */
const TOKEN = 'token-de-nit';
let sim: SiatSimulator;
let t: TestApp;
let admin: string;
let cashier: string;

beforeAll(async () => {
  sim = await startSiatSimulator({ token: TOKEN });
  t = await createTestApp({ siat: { token: TOKEN } });
  admin = await t.adminToken();
  cashier = await t.cashierToken();
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const FILLED = {
  invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '', sucursal: 0, punto_venta: 0,
  actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2,
};

describe('the till’s invoicing flag', () => {
  it('is 0 while the shop does not invoice, 1 once it does', async () => {
    expect((await t.call(cashier, 'GET', '/api/sale/till-setup')).json()).toMatchObject({ invoicing: 0 });
    const on = await t.call(admin, 'PUT', '/api/invoice-setting/update', { ...FILLED, siat_url: sim.url, version: 1 });
    expect(on.statusCode, on.body).toBe(200);
    expect((await t.call(cashier, 'GET', '/api/sale/till-setup')).json()).toMatchObject({ invoicing: 1 });
  });
});
