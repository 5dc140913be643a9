import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startSiatSimulator, type SiatSimulator } from '../../siat-simulator/simulator.js';
import { siatCatalogue, siatCufd } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { refreshSiatCodes, RENEW_BEFORE_MS } from './codes.js';

/**
 * The codes against the simulator: nothing while invoicing is off; then the CUIS once, the CUFD
 * kept until RENEW_BEFORE_MS before it expires and then renewed (the old one kept), the catalogues
 * in their table; two callers at once (two processes on PostgreSQL) renew once.
 */
const TOKEN = 'token-de-codigos';
let clock = Date.parse('2026-11-29T12:00:00Z');
const now = () => new Date(clock);
let sim: SiatSimulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startSiatSimulator({ token: TOKEN, now });
  t = await createTestApp({ siat: { token: TOKEN } });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const FILLED = {
  invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '', sucursal: 0, punto_venta: 0,
  actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2,
};

describe('SIAT codes', () => {
  it('asks nothing while invoicing is off', async () => {
    expect(await refreshSiatCodes(t.database, t.config, now)).toBeNull();
    expect(sim.calls).toEqual([]);
  });

  it('takes the CUIS once, keeps the CUFD until near its expiry, then renews it; catalogues land in their table', async () => {
    const admin = await t.adminToken();
    const on = await t.call(admin, 'PUT', '/api/invoice-setting/update', { ...FILLED, siat_url: sim.url, version: 1 });
    expect(on.statusCode, on.body).toBe(200);

    // Switching invoicing on asks for the codes at once, in the background; the periodic job that
    // follows queues behind it and finds them fresh.
    await vi.waitFor(async () => expect(await t.db.select().from(siatCufd)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const first = await refreshSiatCodes(t.database, t.config, now);
    expect(first).toMatchObject({ renewed: false });
    expect(first!.cufd.codigoControl).toMatch(/^[0-9A-F]{15}$/);
    const catalogue = await t.db.select().from(siatCatalogue).where(eq(siatCatalogue.kind, 'documentos'));
    expect(catalogue.map((r) => r.code).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(sim.calls.filter((c) => c.startsWith('sincronizar'))).toHaveLength(6);

    clock += 3_600_000; // an hour later: still far from expiry
    const again = await refreshSiatCodes(t.database, t.config, now);
    expect(again).toMatchObject({ renewed: false, cuis: first!.cuis, cufd: { codigo: first!.cufd.codigo } });

    clock = first!.cufd.validUntil.getTime() - RENEW_BEFORE_MS + 1;
    const renewed = await refreshSiatCodes(t.database, t.config, now);
    expect(renewed).toMatchObject({ renewed: true, cuis: first!.cuis });
    expect(renewed!.cufd.codigo).not.toBe(first!.cufd.codigo);
    expect(sim.calls.filter((c) => c === 'cuis')).toHaveLength(1);
    expect(await t.db.select().from(siatCufd)).toHaveLength(2);
  });

  it('two callers at once renew once (in one process they queue; across processes the advisory lock orders them)', async () => {
    clock += 23 * 3_600_000; // the second CUFD is now due
    const before = sim.calls.filter((c) => c === 'cufd').length;
    const [a, b] = await Promise.all([refreshSiatCodes(t.database, t.config, now), refreshSiatCodes(t.database, t.config, now)]);
    expect([a!.renewed, b!.renewed].sort()).toEqual([false, true]);
    expect(a!.cufd.codigo).toBe(b!.cufd.codigo);
    expect(sim.calls.filter((c) => c === 'cufd').length - before).toBe(1);
  });
});
