import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { INVOICE_MSG, INVOICE_SETTING_MSG, leafValue, NIT_MSG, saleSchema } from '@lactea/contracts';
import { invoices, siatCufd, siatEvents } from '../../db/schema/index.js';
import { boliviaWallClock } from './siat-terms.js';
import { draft } from '../sales/sales.fixtures.js';
import { chooseDefaultSin, invoicingWorld, SHOP, SIAT_TOKEN, type InvoicingWorld } from './invoice-test-kit.js';
import { archiveOf } from '../siat/archive.js';
import { siatClient } from '../siat/client.js';
import { refreshSiatCodes } from '../siat/codes.js';
import { sendInvoice } from '../siat/operations.js';

const TEST_POINT = { nit: SHOP.nit, codigoSistema: SHOP.codigo_sistema, codigoAmbiente: SHOP.ambiente, codigoModalidad: SHOP.modalidad, codigoSucursal: SHOP.sucursal, codigoPuntoVenta: SHOP.punto_venta };

/**
 * A sale that asks for an invoice: the invoice written with the sale (number, CUF, XML), answered
 * with it, sent by the outbox after the commit and accepted by the SIAT simulator.
 */
let x: InvoicingWorld;
beforeAll(async () => {
  x = await invoicingWorld();
});
afterAll(() => x.close());

describe('the invoice of a sale', () => {
  it('is issued with the sale: number 1, CUF, XML with the buyer, answered in the sale and read back the same', async () => {
    const res = await x.sell(2, { document_type: 1, document_number: '4567890', complemento: '1A', business_name: 'Juan Pérez' });
    expect(res.statusCode, res.body).toBe(200);
    const sale = saleSchema.parse(res.json());
    expect(sale.invoice).toMatchObject({ number: 1, state: 'pendiente', emission_type: 1, buyer: { document_type: 1, document_number: '4567890', complemento: '1A', business_name: 'Juan Pérez' } });
    expect(sale.invoice!.cuf).toMatch(/^[0-9A-F]+$/);
    expect(sale.invoice!.verification_url).toContain(`cuf=${sale.invoice!.cuf}&numero=1`);
    // Answered numbered; its document is written by its first reader (here the sales of the day).
    const [draftRow] = await x.t.db.select().from(invoices).where(eq(invoices.fkSale, sale.id));
    expect(draftRow).toMatchObject({ number: -draftRow.id, takenNumber: 1, cuf: `#${draftRow.id}`, xml: '' });
    expect(draftRow.draft).not.toBeNull();
    const view = await x.t.call(x.cashier, 'GET', '/api/sale/sales-day', {});
    const again = view.json().data.find((s: { id: number }) => s.id === sale.id);
    expect(again.invoice).toEqual(sale.invoice);

    const [row] = await x.t.db.select().from(invoices).where(eq(invoices.fkSale, sale.id));
    expect(row).toMatchObject({ number: 1, cuf: sale.invoice!.cuf, printedCuf: sale.invoice!.cuf, draft: null, state: 'pendiente', total: '14.00', buyerName: 'Juan Pérez', buyerDocument: '4567890-1A' });
    expect(leafValue(row.xml, 'cuf')).toBe(sale.invoice!.cuf);
    expect(leafValue(row.xml, 'montoTotal')).toBe('14.00');
    expect(leafValue(row.xml, 'codigoMetodoPago')).toBe('1');
  });

  it('without a name is S/N, 99002, and numbers follow on', async () => {
    const sale = saleSchema.parse((await x.sell(1)).json());
    expect(sale.invoice).toMatchObject({ number: 2, buyer: { document_type: 5, document_number: '99002', business_name: 'S/N' } });
  });

  it('is sent after the commit and accepted by SIAT once; the archive is the XML as stored', async () => {
    const turn = await x.turn();
    expect(turn).toMatchObject({ accepted: 2, rejected: 0, contingency: false });
    const rows = await x.rows();
    expect(rows.map((r) => r.state)).toEqual(['aceptada', 'aceptada']);
    expect(rows.every((r) => r.receptionCode && r.nextAttemptAt === null && r.attempts === 1)).toBe(true);
    expect([...x.sim.accepted.values()].map((a) => a.numeroFactura).sort()).toEqual([1, 2]);
    expect((await x.turn()).accepted).toBe(0);
    expect(x.sim.calls.filter((c) => c === 'recepcionFactura')).toHaveLength(2);
  });

  it('stores SIAT’s rejection with its message', async () => {
    x.sim.faults.refuseNumbers.add(3);
    await x.sell(1);
    expect(await x.turn()).toMatchObject({ accepted: 0, rejected: 1 });
    const [row] = (await x.rows()).filter((r) => r.number === 3);
    expect(row.state).toBe('rechazada');
    expect(row.siatMessages).toEqual(['1000 FACTURA OBSERVADA POR EL SIMULADOR']);
    x.sim.faults.refuseNumbers.clear();
  });

  it('lists in FACTURAS by state, with the day’s summary, and answers the XML exactly as sent', async () => {
    const list = await x.t.call(x.admin, 'GET', '/api/invoice/list', { state: 'aceptada' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    expect(list.json().by_state).toEqual({ aceptada: 2, rechazada: 1 });
    const [first] = await x.rows();
    const xml = await x.t.call(x.admin, 'GET', '/api/invoice/xml', { id: first.id });
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toBe(first.xml);
    expect((await x.t.call(x.cashier, 'GET', '/api/invoice/list', {})).statusCode).toBe(403);
    expect((await x.t.call(x.admin, 'GET', '/api/invoice/xml', { id: 999999 })).json()).toEqual({ messages: [INVOICE_MSG.invoiceMissing] });
  });

  it('refuses a buyer in Spanish and writes nothing', async () => {
    await x.t.refused(x.cashier, 'POST', '/api/sale/record-sale', { ...draft([{ product_id: x.milk, quantity: 1, price: 7 }], { id_type_payment: x.w.cash }), invoice: { document_type: 7 } }, 400, { messages: [`Factura: ${INVOICE_MSG.documentType}`] });
  });
});

describe('invoicing off', () => {
  it('refuses a sale asking for an invoice and leaves every other sale as it was (no invoice, no row); switched on, the next sale is invoiced', async () => {
    const off = await invoicingWorld({ invoicing: false });
    try {
      await off.t.refused(off.cashier, 'POST', '/api/sale/record-sale', { ...draft([{ product_id: off.milk, quantity: 1, price: 7 }], { id_type_payment: off.w.cash }), invoice: {} }, 400, { messages: [INVOICE_MSG.invoicingOff] });
      const plain = await off.t.recordSale(off.cashier, draft([{ product_id: off.milk, quantity: 1, price: 7 }], { id_type_payment: off.w.cash }));
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json().invoice).toBeNull();
      expect(await off.rows()).toEqual([]);
      expect(await off.turn()).toEqual({ accepted: 0, rejected: 0, annulled: 0, contingency: false });
      expect(off.sim.calls).toEqual([]);
      // Switched on from Configuraciones → Facturación: the codes are asked at once (no job's turn, no
      // call here), and the next sale is invoiced.
      const on = await off.t.call(off.admin, 'PUT', '/api/invoice-setting/update', { ...SHOP, siat_url: off.sim.url, version: 1 });
      expect(on.statusCode, on.body).toBe(200);
      for (let tries = 0; (await off.t.db.select().from(siatCufd)).length === 0; tries++) {
        if (tries > 300) throw new Error('no llegó el CUFD tras activar la facturación');
        await new Promise((r) => setTimeout(r, 50));
      }
      await chooseDefaultSin(off.t, off.admin);
      const invoiced = await off.sell(1);
      expect(invoiced.statusCode, invoiced.body).toBe(200);
      expect(invoiced.json().invoice).toMatchObject({ number: 1 });
    } finally {
      await off.close();
    }
  });
});

describe('annulling a sale', () => {
  it('annuls its accepted invoice with SIAT, with the motivo chosen, through the outbox', async () => {
    const sale = saleSchema.parse((await x.sell(1)).json());
    await x.turn();
    const res = await x.t.call(x.admin, 'PATCH', '/api/sale/cancel-sale', { id: sale.id, motivo_anulacion: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const [waiting] = await x.t.db.select().from(invoices).where(eq(invoices.fkSale, sale.id));
    expect(waiting).toMatchObject({ state: 'aceptada', annulMotivo: 3 });
    expect(await x.turn()).toMatchObject({ annulled: 1 });
    const [row] = await x.t.db.select().from(invoices).where(eq(invoices.fkSale, sale.id));
    expect(row.state).toBe('anulada');
    expect(row.siatMessages).toEqual(['905 ANULACION CONFIRMADA']);
    expect(x.sim.annulled.has(row.cuf)).toBe(true);
    expect((await x.turn()).annulled).toBe(0);
  });

  it('an invoice not yet sent is sent, then annulled; a rejected one is annulled without SIAT', async () => {
    const pending = saleSchema.parse((await x.sell(1)).json());
    expect((await x.t.call(x.admin, 'PATCH', '/api/sale/cancel-sale', { id: pending.id })).statusCode).toBe(200);
    expect(await x.turn()).toMatchObject({ accepted: 1, annulled: 1 });
    const [row] = await x.t.db.select().from(invoices).where(eq(invoices.fkSale, pending.id));
    expect(row).toMatchObject({ state: 'anulada', annulMotivo: 1 });

    const rejected = (await x.rows()).find((r) => r.state === 'rechazada')!;
    const calls = x.sim.calls.length;
    expect((await x.t.call(x.admin, 'PATCH', '/api/sale/cancel-sale', { id: rejected.fkSale })).statusCode).toBe(200);
    const [after] = await x.t.db.select().from(invoices).where(eq(invoices.id, rejected.id));
    expect(after.state).toBe('anulada');
    await x.turn();
    expect(x.sim.calls.length).toBe(calls);
  });

  it('refuses an unknown motivo in Spanish', async () => {
    const sale = saleSchema.parse((await x.sell(1)).json());
    const res = await x.t.call(x.admin, 'PATCH', '/api/sale/cancel-sale', { id: sale.id, motivo_anulacion: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toContain('Motivo de anulación: Elija 1');
  });
});

describe('a sale made offline, synced with its invoice', () => {
  it('is issued in contingency at its own moment under a "corte de internet" event, then packaged and accepted', async () => {
    const soldAt = new Date(Date.now() - 10 * 60_000);
    const offline = { device_id: 'caja-uno-0001', device_name: 'Caja 1', sold_at: soldAt.toISOString(), provisional_number: 'CAJ1-0001' };
    const res = await x.sell(1, { document_type: 5, document_number: '4567890', business_name: 'Ana S.A.' }, { offline });
    expect(res.statusCode, res.body).toBe(200);
    const sale = saleSchema.parse(res.json());
    expect(sale.invoice).toMatchObject({ emission_type: 2, state: 'contingencia', issued_at: boliviaWallClock(soldAt) });
    const [event] = await x.t.db.select().from(siatEvents).where(isNull(siatEvents.endedAt));
    expect(event).toMatchObject({ motivo: 1, startedAt: soldAt });
    await x.drain();
    const [row] = await x.t.db.select().from(invoices).where(eq(invoices.fkSale, sale.id));
    expect(row.state).toBe('aceptada');
    expect(x.sim.accepted.has(row.cuf)).toBe(true);
  });
});

describe('a process that died while sending', () => {
  it('leaves an invoice SIAT received with no answer stored: once its lease ends it is asked about, not sent twice', async () => {
    const sale = saleSchema.parse((await x.sell(1)).json());
    const [row] = (await x.rows()).filter((r) => r.fkSale === sale.id);
    // What the dead process did: claimed it (one attempt, a lease) and sent it; SIAT took it.
    const codes = (await refreshSiatCodes(x.t.database, x.t.config))!;
    const sending = { cuis: codes.cuis, cufd: row.cufd, codigoEmision: 1, codigoDocumentoSector: 1, tipoFacturaDocumento: 1, fechaEnvio: boliviaWallClock(new Date()) };
    expect((await sendInvoice(siatClient({ baseUrl: x.sim.url, token: SIAT_TOKEN }), TEST_POINT, sending, archiveOf(row.xml))).codigoEstado).toBe('908');
    await x.t.db.update(invoices).set({ attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(invoices.id, row.id));
    const sent = x.sim.calls.filter((c) => c === 'recepcionFactura').length;

    expect(await x.turn()).toMatchObject({ accepted: 1, rejected: 0 });
    const [after] = await x.t.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(after.state).toBe('aceptada');
    expect(after.receptionCode).toBe(x.sim.accepted.get(row.cuf)!.codigoRecepcion);
    expect(x.sim.calls.filter((c) => c === 'recepcionFactura').length).toBe(sent);
    expect(x.sim.duplicates).toBe(0);
  });
});

describe('the buyer’s NIT asked of SIAT', () => {
  it('says active, unknown (the cashier confirms: código de excepción) or no answer; a bad NIT is a Spanish 400', async () => {
    const ask = (nit: string) => x.t.call(x.cashier, 'GET', '/api/invoice/verify-nit', { nit });
    expect((await ask('4567890')).json()).toEqual({ nit: '4567890', state: 'activo', message: NIT_MSG.activo });
    expect((await ask('111')).json()).toEqual({ nit: '111', state: 'inexistente', message: NIT_MSG.inexistente });
    x.sim.faults.mode = 'drop';
    try {
      expect((await ask('4567890')).json()).toMatchObject({ state: 'sin_respuesta', message: NIT_MSG.sin_respuesta });
    } finally {
      x.sim.faults.mode = 'ok';
    }
    const bad = await ask('12A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([`NIT: ${INVOICE_SETTING_MSG.nit}`]);
  });
});
