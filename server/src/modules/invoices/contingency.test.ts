import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { saleSchema } from '@lactea/contracts';
import { siatEvents, siatPackages } from '../../db/schema/index.js';
import { openDatabase } from '../../db/open.js';
import { invoiceOutboxTurn } from './outbox.js';
import { xsdErrors } from '../../siat-simulator/xsd-validation.js';
import { invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * A day of sales with SIAT cut in the middle: the invoices in flight and those issued meanwhile go
 * to contingency under one significant event; when SIAT answers again the event is closed and
 * registered, its invoices sent in a package and validated: in the end every invoice accepted, once,
 * and the numbers without gaps. Then two senders at once: each invoice sent by exactly one.
 */
let x: InvoicingWorld;
beforeAll(async () => {
  x = await invoicingWorld();
});
afterAll(() => x.close());

const count = (op: string) => x.sim.calls.filter((c) => c === op).length;

describe('a day with SIAT cut in the middle', () => {
  it('morning: sent online and accepted', async () => {
    for (let i = 0; i < 3; i++) expect((await x.sell(1)).statusCode).toBe(200);
    expect(await x.turn()).toMatchObject({ accepted: 3, contingency: false });
  });

  it('the cut: the invoices in flight go to contingency, reissued with tipo de emisión 2 under one open event', async () => {
    x.sim.faults.mode = 'drop';
    const inFlight = [saleSchema.parse((await x.sell(1)).json()), saleSchema.parse((await x.sell(2)).json())];
    expect(inFlight.map((s) => s.invoice!.emission_type)).toEqual([1, 1]);
    expect(await x.turn()).toMatchObject({ accepted: 0, contingency: true });
    const rows = (await x.rows()).slice(3);
    expect(rows.map((r) => [r.number, r.state, r.emissionType])).toEqual([[4, 'contingencia', 2], [5, 'contingencia', 2]]);
    expect(rows[0].cuf).not.toBe(inFlight[0].invoice!.cuf);
    expect(rows[0].xml).toContain(`<cuf>${rows[0].cuf}</cuf>`);
    const events = await x.t.db.select().from(siatEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ motivo: 2, endedAt: null, receptionCode: null });
  });

  it('during the cut: sales go on, their invoices issued in contingency at once; turns change nothing', async () => {
    for (let i = 0; i < 4; i++) {
      const sale = saleSchema.parse((await x.sell(1)).json());
      expect(sale.invoice).toMatchObject({ number: 6 + i, emission_type: 2, state: 'contingencia' });
    }
    const before = await x.rows();
    expect(await x.turn()).toMatchObject({ accepted: 0, contingency: true });
    expect(await x.rows()).toEqual(before);
    expect(count('recepcionPaqueteFactura')).toBe(0);
  });

  it('SIAT back: the event closed and registered, one package sent and validated, every invoice accepted once, numbers without gaps', async () => {
    x.sim.faults.mode = 'ok';
    await x.drain();
    const rows = await x.rows();
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows.map((r) => r.state)).toEqual(Array(9).fill('aceptada'));
    expect(new Set(rows.map((r) => r.cuf)).size).toBe(9);
    expect([...x.sim.accepted.keys()].sort()).toEqual(rows.map((r) => r.cuf).sort());
    expect(x.sim.duplicates).toBe(0);
    // Every XML as stored and sent, online and reissued in contingency, valid against the compraVenta schema.
    expect(await xsdErrors(rows.map((r) => r.xml))).toEqual(rows.map(() => []));
    expect([count('registroEventoSignificativo'), count('recepcionPaqueteFactura')]).toEqual([1, 1]);
    const [event] = await x.t.db.select().from(siatEvents);
    expect(event.endedAt).not.toBeNull();
    expect(event.receptionCode).not.toBeNull();
    expect(await x.t.db.select({ count: siatPackages.count, state: siatPackages.state }).from(siatPackages)).toEqual([{ count: 6, state: 'validado' }]);
  });

  it('afterwards: a sale is invoiced online again', async () => {
    const sale = saleSchema.parse((await x.sell(1)).json());
    expect(sale.invoice).toMatchObject({ number: 10, emission_type: 1 });
    expect(await x.turn()).toMatchObject({ accepted: 1 });
  });

  it('a package with invoices SIAT observes: those rejected with its message, the others accepted', async () => {
    x.sim.faults.mode = 'drop';
    for (let i = 0; i < 3; i++) await x.sell(1);
    await x.turn();
    x.sim.faults.mode = 'ok';
    x.sim.faults.refuseNumbers.add(12);
    await x.drain();
    x.sim.faults.refuseNumbers.clear();
    const rows = (await x.rows()).slice(10);
    expect(rows.map((r) => [r.number, r.state, r.siatMessages])).toEqual([
      [11, 'aceptada', []],
      [12, 'rechazada', ['1000 FACTURA OBSERVADA POR EL SIMULADOR']],
      [13, 'aceptada', []],
    ]);
    expect(await x.t.db.select({ id: siatEvents.id }).from(siatEvents).orderBy(asc(siatEvents.id))).toHaveLength(2);
  });
});

describe('two senders at once', () => {
  it('each invoice sent by exactly one (rows claimed with for update skip locked)', async () => {
    for (let i = 0; i < 12; i++) await x.sell(1);
    const before = count('recepcionFactura');
    // PostgreSQL: a second connection pool on the same database, as a second process has.
    const other = x.t.database.url ? await openDatabase({ databaseUrl: x.t.database.url, migrate: false }) : x.t.database;
    try {
      const turns = await Promise.all([x.turn(), invoiceOutboxTurn(other, x.t.config, { timeoutMs: 15_000 })]);
      expect(turns[0].accepted + turns[1].accepted).toBe(12);
    } finally {
      if (other !== x.t.database) await other.close();
    }
    expect(count('recepcionFactura') - before).toBe(12);
    expect(x.sim.duplicates).toBe(0);
    expect((await x.rows()).filter((r) => r.state === 'pendiente')).toEqual([]);
  });
});
