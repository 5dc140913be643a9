import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiatSimulator, type SiatSimulator } from '../../siat-simulator/simulator.js';
import { archiveOf, tarOf } from './archive.js';
import { SiatRefusal, SiatUnavailable, siatClient, type SiatClient } from './client.js';
import { CATALOGUES, registerEvent, requestCufd, requestCuis, sendInvoice, sendPackage, syncCatalogue, validatePackage, verifyNit, type CatalogueKind } from './operations.js';
import { prepareInvoice } from './prepare.js';
import { TEST_IDENTITY as ID, draftOf } from './siat-test-kit.js';

/**
 * Lactea's SIAT client against its SIAT simulator, over real HTTP: the codes, the catalogues,
 * verificarNit, recepcionFactura with each check the simulator makes, packages, events, and the
 * faults contingency is built on (no answer, slow answer, dropped connection).
 */
const TOKEN = 'token-delegado-de-prueba';
let clock = Date.parse('2026-11-29T13:00:00Z');
let sim: SiatSimulator;
let client: SiatClient;
let cuis: string;

beforeAll(async () => {
  sim = await startSiatSimulator({ token: TOKEN, now: () => new Date(clock), knownNits: ['4567890'] });
  client = siatClient({ baseUrl: sim.url, token: TOKEN, timeoutMs: 15_000 });
  cuis = (await requestCuis(client, ID)).codigo;
});
afterAll(() => sim.close());

const sending = (cufd: string, codigoEmision = 1) => ({ cuis, cufd, codigoEmision, codigoDocumentoSector: 1, tipoFacturaDocumento: 1, fechaEnvio: '2026-11-29T09:00:00.000' });
/** Bolivian wall-clock text of the simulated clock, plus `ms`. */
const boliviaNow = (ms = 0) => new Date(clock + ms - 4 * 3_600_000).toISOString().slice(0, 23);

describe('SIAT codes and catalogues', () => {
  it('gives one CUIS per point of sale (asked again, the same) and a CUFD with its código de control and expiry', async () => {
    expect(cuis).toMatch(/^[0-9A-F]{8}$/);
    expect((await requestCuis(client, ID)).codigo).toBe(cuis);
    const cufd = await requestCufd(client, ID, cuis);
    expect(cufd.codigo.length).toBeGreaterThan(20);
    expect(cufd.codigoControl).toMatch(/^[0-9A-F]{15}$/);
    expect(cufd.direccion).not.toBe('');
    expect(Date.parse(cufd.fechaVigencia) - clock).toBe(24 * 3_600_000);
  });

  it('refuses a CUFD for an unknown CUIS with SIAT’s message', async () => {
    await expect(requestCufd(client, ID, 'FFFFFFFF')).rejects.toMatchObject({ name: 'SiatRefusal', messages: [{ codigo: '980', descripcion: 'CUIS INEXISTENTE', numeroArchivo: null }] });
  });

  it.each(Object.keys(CATALOGUES) as CatalogueKind[])('synchronises the catalogue %s (a handful of rows, each with code and text)', async (kind) => {
    const rows = await syncCatalogue(client, ID, cuis, kind);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(r.code).not.toBe('');
      expect(r.text).not.toBe('');
    }
  });

  it('verifies a NIT: known is active, unknown is not (the till then asks the cashier)', async () => {
    expect(await verifyNit(client, ID, cuis, '4567890')).toEqual({ active: true, message: 'NIT ACTIVO' });
    expect(await verifyNit(client, ID, cuis, '111')).toEqual({ active: false, message: 'NIT INEXISTENTE' });
  });
});

describe('recepcionFactura', () => {
  it('accepts a valid invoice with a reception code, once; the same CUF sent again is refused as a duplicate', async () => {
    const code = await requestCufd(client, ID, cuis);
    const p = prepareInvoice(draftOf({ cufd: code.codigo, codigoControl: code.codigoControl, direccion: code.direccion }, 1, boliviaNow()));
    const first = await sendInvoice(client, ID, sending(code.codigo), p.archive);
    expect(first).toMatchObject({ codigoEstado: '908', codigoDescripcion: 'VALIDADA' });
    expect(first.codigoRecepcion).toMatch(/^[0-9a-f-]{36}$/);
    expect(sim.accepted.get(p.cuf)?.numeroFactura).toBe(1);
    const again = await sendInvoice(client, ID, sending(code.codigo), p.archive);
    expect(again.codigoEstado).toBe('902');
    expect(again.messages[0].descripcion).toMatch(/DUPLICADA/);
  });

  it('refuses a wrong hash, a wrong CUF, elements out of order and an expired CUFD, each with its reason', async () => {
    const code = await requestCufd(client, ID, cuis);
    const daily = { cufd: code.codigo, codigoControl: code.codigoControl, direccion: code.direccion };
    const p = prepareInvoice(draftOf(daily, 2, boliviaNow()));
    const refused = async (archive: { archivo: string; hashArchivo: string }, s = sending(code.codigo)) => (await sendInvoice(client, ID, s, archive)).messages[0].descripcion;

    expect(await refused({ ...p.archive, hashArchivo: 'a'.repeat(64) })).toBe('HASH DEL ARCHIVO NO VALIDO');
    expect(await refused(archiveOf(p.xml.replace(p.cuf, p.cuf.replace(/^./, (c) => (c === '1' ? '2' : '1')))))).toBe('CUF NO VALIDO');
    // The CUF computed for an online emission does not hold when the request says contingency.
    expect(await refused(p.archive, sending(code.codigo, 2))).toBe('CUF NO VALIDO');
    expect(await refused(archiveOf(p.xml.replace(/(<municipio>[^<]*<\/municipio>)(<telefono>[^<]*<\/telefono>)/, '$2$1')))).toMatch(/^XML NO VALIDO SEGUN EL ESQUEMA: .*'telefono': This element is not expected/);
    expect(await refused(archiveOf(p.xml.replace('<montoTotal>120.50</montoTotal>', '<montoTotal>120.5</montoTotal>')))).toMatch(/^XML NO VALIDO SEGUN EL ESQUEMA: .*'montoTotal'/);

    clock += 24 * 3_600_000 + 1;
    expect(await refused(p.archive)).toBe('CUFD FUERA DE VIGENCIA');
    expect(sim.accepted.has(p.cuf)).toBe(false);
  });

  it('answers 401 to a wrong token, and the error never carries the token', async () => {
    const other = siatClient({ baseUrl: sim.url, token: 'otro-token-secreto', timeoutMs: 2000 });
    const err = await requestCuis(other, ID).catch((e: Error) => e);
    expect(err).toBeInstanceOf(SiatRefusal);
    expect(String((err as Error).message)).not.toContain('otro-token-secreto');
  });
});

describe('faults: what contingency starts from', () => {
  it('a silent SIAT is unavailable after the timeout, a dropped connection at once, a slow one within the timeout answers', async () => {
    const quick = siatClient({ baseUrl: sim.url, token: TOKEN, timeoutMs: 300 });
    try {
      sim.faults.mode = 'silent';
      await expect(requestCuis(quick, ID)).rejects.toThrow(new SiatUnavailable('cuis', 'sin respuesta en 300 ms'));
      sim.faults.mode = 'drop';
      await expect(requestCuis(quick, ID)).rejects.toThrow(new SiatUnavailable('cuis', 'sin conexión'));
      sim.faults.mode = 'slow';
      sim.faults.delayMs = 100;
      expect((await requestCuis(quick, ID)).codigo).toBe(cuis);
    } finally {
      sim.faults.mode = 'ok';
    }
  });

  it('a package of contingency invoices (old CUFD, emission 2) after a significant event: pending, then validated or observed per file', async () => {
    const old = await requestCufd(client, ID, cuis);
    const daily = { cufd: old.codigo, codigoControl: old.codigoControl, direccion: old.direccion };
    const prepared = [10, 11, 12].map((n, i) => prepareInvoice(draftOf(daily, n, boliviaNow(i * 1000), 2)));
    clock += 25 * 3_600_000; // the old CUFD has expired since: the invoices were issued while it held
    const current = await requestCufd(client, ID, cuis);
    const evento = await registerEvent(client, ID, {
      cuis, cufd: current.codigo, cufdEvento: old.codigo, codigoMotivoEvento: 2, descripcion: 'SIAT inaccesible',
      fechaHoraInicioEvento: boliviaNow(-25 * 3_600_000), fechaHoraFinEvento: boliviaNow(),
    });
    expect(evento).toMatch(/^\d+$/);

    sim.faults.refuseNumbers.add(11);
    try {
      const tar = tarOf(prepared.map((p, i) => ({ name: `factura-${i}.xml`, content: p.xml })));
      const s = sending(old.codigo, 2);
      const wrongCount = await sendPackage(client, ID, s, archiveOf(tar), 4, evento);
      expect(wrongCount.messages[0].descripcion).toMatch(/CANTIDAD DE FACTURAS NO COINCIDE/);
      const received = await sendPackage(client, ID, s, archiveOf(tar), 3, evento);
      expect(received).toMatchObject({ codigoEstado: '901', codigoDescripcion: 'PENDIENTE' });
      const validated = await validatePackage(client, ID, s, received.codigoRecepcion!);
      expect(validated.codigoEstado).toBe('904');
      expect(validated.messages).toEqual([{ codigo: '1000', descripcion: 'FACTURA OBSERVADA POR EL SIMULADOR', numeroArchivo: '1' }]);
      expect(sim.accepted.has(prepared[0].cuf) && sim.accepted.has(prepared[2].cuf)).toBe(true);
    } finally {
      sim.faults.refuseNumbers.clear();
    }
  });
});
