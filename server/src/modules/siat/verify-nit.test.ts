import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiatSimulator, type SiatSimulator } from '../../siat-simulator/simulator.js';
import { createTestApp, expectGuarded, type TestApp } from '../../../test/helpers.js';
import { refreshSiatCodes } from './codes.js';

/**
 * The till's NIT check (siat/verify-nit) against the simulator: SIAT's answer when it gives one, and
 * 'sin_respuesta' — never an error — while invoicing is off, before the CUIS, or when SIAT is away;
 * the till-setup tells the till whether to offer 'Factura'.
 */
const TOKEN = 'token-de-nit';
let sim: SiatSimulator;
let t: TestApp;
let admin: string;
let cashier: string;

beforeAll(async () => {
  sim = await startSiatSimulator({ token: TOKEN, knownNits: ['7654321'] });
  t = await createTestApp({ siat: { token: TOKEN } });
  admin = await t.adminToken();
  cashier = await t.cashierToken();
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const verify = (nit: string) => t.call(cashier, 'GET', '/api/siat/verify-nit', { nit });
const FILLED = {
  invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '', sucursal: 0, punto_venta: 0,
  actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2,
};

describe('siat/verify-nit and the till’s invoicing flag', () => {
  it('while invoicing is off: no SIAT call, no Factura at the till', async () => {
    expect((await verify('7654321')).json()).toEqual({ result: 'sin_respuesta', message: '' });
    expect(sim.calls).toEqual([]);
    expect((await t.call(cashier, 'GET', '/api/sale/till-setup')).json()).toMatchObject({ invoicing: 0 });
  });

  it('on, before the point of sale has its CUIS: unverified, SIAT not asked', async () => {
    const on = await t.call(admin, 'PUT', '/api/invoice-setting/update', { ...FILLED, siat_url: sim.url, version: 1 });
    expect(on.statusCode, on.body).toBe(200);
    expect((await t.call(cashier, 'GET', '/api/sale/till-setup')).json()).toMatchObject({ invoicing: 1 });
    expect((await verify('7654321')).json()).toEqual({ result: 'sin_respuesta', message: '' });
    expect(sim.calls).toEqual([]);
  });

  it('answers SIAT’s verdict: an active NIT, an unknown one with SIAT’s words', async () => {
    await refreshSiatCodes(t.database, t.config);
    expect((await verify(' 7654321 ')).json()).toEqual({ result: 'activo', message: 'NIT ACTIVO' });
    expect((await verify('1111111')).json()).toEqual({ result: 'inexistente', message: 'NIT INEXISTENTE' });
    expect(sim.calls.filter((c) => c === 'verificarNit')).toHaveLength(2);
  });

  it('SIAT away (connection dropped): unverified, not an error', async () => {
    sim.faults.mode = 'drop';
    try {
      const res = await verify('7654321');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: 'sin_respuesta', message: '' });
    } finally {
      sim.faults.mode = 'ok';
    }
  });

  it('refuses a NIT that is not digits, or none, before asking SIAT', async () => {
    const calls = sim.calls.length;
    for (const [query, message] of [[{ nit: '12-34' }, 'NIT: Solo dígitos, hasta 13'], [{ nit: '1'.repeat(14) }, 'NIT: Solo dígitos, hasta 13'], [{}, 'NIT: Es requerido']] as const) {
      const res = await t.call(cashier, 'GET', '/api/siat/verify-nit', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([message]);
    }
    expect(sim.calls.length).toBe(calls);
  });

  it('answers 401 without a session (any seller may ask: staff)', async () => {
    await expectGuarded(t, { adminOnly: [], staff: [['GET', '/api/siat/verify-nit?nit=7654321', undefined]] });
  });
});
