import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { cuf, leafValue, readLeaves, blocks, saleSchema, type InvoiceRow, type Sale } from '@lactea/contracts';
import { invoices, saleReturns, siatCufd, siatEvents } from '../../db/schema/index.js';
import { archiveOf, type Archive } from '../siat/archive.js';
import { siatClient } from '../siat/client.js';
import { refreshSiatCodes } from '../siat/codes.js';
import { sendAdjustment } from '../siat/operations.js';
import { draft } from '../sales/sales.fixtures.js';
import { postReturn } from '../sales/returns/returns.fixtures.js';
import { xsdErrors } from '../../siat-simulator/xsd-validation.js';
import { invoicingWorld, SHOP, SIAT_TOKEN, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * A return of an invoiced sale issues a nota de crédito-débito (documento sector 24) in the
 * return's transaction: its own numbers, its CUF with sector 24, SIAT's note XML valid against its
 * schema and naming the invoice, the amounts to the cent, sent once by the outbox after its invoice.
 */
let x: InvoicingWorld;
beforeAll(async () => {
  x = await invoicingWorld();
});
afterAll(() => x.close());

const lineOf = (sale: Sale) => sale.products[0].pivot.sale_line_id!;
const giveBack = async (sale: Sale, quantity: number) => {
  const res = await postReturn(x.t, x.admin, { sale_id: sale.id, reason: 'Vencido', lines: [{ sale_line_id: lineOf(sale), quantity, disposition: 'merma' }], refund: 'efectivo' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
};
const notes = () => x.t.db.select().from(invoices).where(eq(invoices.documentSector, 24)).orderBy(invoices.number);
const rowOf = async (id: number) => (await x.t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const count = (op: string) => x.sim.calls.filter((c) => c === op).length;
const juan = { document_type: 1, document_number: '4567890', complemento: null, business_name: 'Juan Pérez' } as const;
/** The CUF SIAT expects of note `n` issued in contingency (tipo de emisión 2, documento de ajuste, sector 24). */
const offlineCuf = async (n: typeof invoices.$inferSelect) => {
  const [code] = await x.t.db.select().from(siatCufd).where(eq(siatCufd.codigo, n.cufd));
  return cuf({ nit: SHOP.nit, issuedAt: n.issuedAt, sucursal: 0, modalidad: 2, tipoEmision: 2, tipoFactura: 3, documentoSector: 24, numeroFactura: n.number, puntoVenta: 0, codigoControl: code.codigoControl });
};

describe('the nota de crédito-débito of a return', () => {
  let sale: Sale;
  let noteCuf = '';

  it('is written with the return: its own number 1, linked to the invoice, CUF with sector 24', async () => {
    sale = saleSchema.parse((await x.sell(5, { document_type: 1, document_number: '4567890', complemento: null, business_name: 'Juan Pérez' })).json());
    const back = await giveBack(sale, 3);
    const [note] = await notes();
    const [invoice] = await x.t.db.select().from(invoices).where(and(eq(invoices.fkSale, sale.id), eq(invoices.documentSector, 1)));
    expect(note).toMatchObject({ number: 1, fkSale: sale.id, fkReturn: back.id, fkInvoice: invoice.id, state: 'pendiente', emissionType: 1, total: '21.00', buyerName: 'Juan Pérez', buyerDocument: '4567890' });
    const [code] = await x.t.db.select().from(siatCufd).where(eq(siatCufd.codigo, note.cufd));
    expect(note.cuf).toBe(cuf({ nit: SHOP.nit, issuedAt: note.issuedAt, sucursal: 0, modalidad: 2, tipoEmision: 1, tipoFactura: 3, documentoSector: 24, numeroFactura: 1, puntoVenta: 0, codigoControl: code.codigoControl }));
    expect(note.cuf).not.toBe(invoice.cuf);
    noteCuf = note.cuf;
    // The sale's own invoice is still the one every sale answer carries.
    const view = await x.t.call(x.admin, 'GET', '/api/invoice/print', { id: invoice.id });
    expect(view.json().invoice).toMatchObject({ id: invoice.id, number: invoice.number, cuf: invoice.cuf });
  });

  it('is SIAT’s notaFiscalComputarizadaCreditoDebito, valid against its schema, naming the invoice and the amounts to the cent', async () => {
    const [note] = await notes();
    const [invoice] = await x.t.db.select().from(invoices).where(eq(invoices.id, note.fkInvoice!));
    expect(note.xml).toMatch(/^<\?xml[^>]*\?><notaFiscalComputarizadaCreditoDebito [^>]*xsi:noNamespaceSchemaLocation="notaComputarizadaCreditoDebito.xsd">/);
    expect(await xsdErrors([note.xml], 24)).toEqual([[]]);
    // The compraVenta schema refuses it: each document is validated against its own.
    expect((await xsdErrors([note.xml], 1))![0].length).toBeGreaterThan(0);
    const head = new Map(readLeaves(blocks(note.xml, 'cabecera')[0]).map((l) => [l.name, l.value]));
    expect(Object.fromEntries(head)).toMatchObject({
      numeroNotaCreditoDebito: '1',
      numeroFactura: String(invoice.number),
      numeroAutorizacionCuf: invoice.cuf,
      fechaEmisionFactura: invoice.issuedAt,
      montoTotalOriginal: '35.00',
      montoTotalDevuelto: '21.00',
      montoDescuentoCreditoDebito: null,
      montoEfectivoCreditoDebito: '2.73',
      nombreRazonSocial: 'Juan Pérez',
      numeroDocumento: '4567890',
      codigoDocumentoSector: '24',
    });
    const [line, ...more] = blocks(note.xml, 'detalle').map((d) => Object.fromEntries(readLeaves(d).map((l) => [l.name, l.value])));
    expect(more).toEqual([]);
    expect(line).toMatchObject({ cantidad: '3.00', precioUnitario: '7.00', montoDescuento: null, subTotal: '21.00', codigoDetalleTransaccion: '2' });
  });

  it('is sent by the outbox once, after its invoice is accepted, and SIAT (the simulator) accepts it', async () => {
    await x.drain();
    const [note] = await notes();
    expect(note.state).toBe('aceptada');
    expect(note.receptionCode).toBeTruthy();
    expect(x.sim.receptions.get(noteCuf)).toBe(1);
    expect(x.sim.calls.filter((c) => c === 'recepcionDocumentoAjuste')).toHaveLength(1);
    await x.turn();
    expect(x.sim.calls.filter((c) => c === 'recepcionDocumentoAjuste')).toHaveLength(1);
  });

  it('a second return of the sale issues note 2; the rounding of the 13 % is half up to the cent', async () => {
    const weighed = saleSchema.parse(
      (await x.t.recordSale(x.cashier, draft([{ product_id: x.cheese, quantity: 0.5, price: 40.4 }], { id_type_payment: x.w.cash }, { invoice: { document_type: 5, document_number: '1020304050', complemento: null, business_name: 'Otra S.A.', codigo_excepcion: 0 } }))).json(),
    );
    await giveBack(weighed, 0.125);
    await giveBack(sale, 1);
    const all = await notes();
    expect(all.map((n) => n.number)).toEqual([1, 2, 3]);
    const cheese = all.find((n) => n.fkSale === weighed.id)!;
    // 0.125 kg of 20.20: 5.05; its 13 % is 0.6565 → 0.66.
    expect(leafValue(cheese.xml, 'montoTotalDevuelto')).toBe('5.05');
    expect(leafValue(cheese.xml, 'montoEfectivoCreditoDebito')).toBe('0.66');
    expect(leafValue(cheese.xml, 'cantidad')).toBe('0.125');
    expect(await xsdErrors(all.map((n) => n.xml), 24)).toEqual(all.map(() => []));
    await x.drain();
    expect((await notes()).map((n) => n.state)).toEqual(['aceptada', 'aceptada', 'aceptada']);
    expect([...x.sim.receptions.values()].every((n) => n === 1)).toBe(true);
  });

  it('is listed in FACTURAS with its own type and its return', async () => {
    const list = await x.t.call(x.admin, 'GET', '/api/invoice/list', {});
    const rows = list.json().data as { document_sector: number; return_id: number | null; number: number }[];
    expect(rows.filter((r) => r.document_sector === 24).map((r) => r.number).sort()).toEqual([1, 2, 3]);
    expect(rows.filter((r) => r.document_sector === 24).every((r) => r.return_id !== null)).toBe(true);
    expect(rows.filter((r) => r.document_sector === 1).every((r) => r.return_id === null)).toBe(true);
  });

  it('gives each row of FACTURAS its own verification address (the reprint\'s QR): a note its own CUF and number', async () => {
    const rows = (await x.t.call(x.admin, 'GET', '/api/invoice/list', {})).json().data as { document_sector: number; number: number; cuf: string; verification_url: string }[];
    const note = rows.find((r) => r.document_sector === 24 && r.cuf === noteCuf)!;
    expect(note.verification_url).toBe(`https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=${SHOP.nit}&cuf=${noteCuf}&numero=${note.number}&t=1`);
    for (const r of rows) expect(r.verification_url).toContain(`&cuf=${r.cuf}&numero=${r.number}&t=1`);
  });

  it('a return of a sale without an invoice issues none', async () => {
    const before = (await notes()).length;
    const plain = saleSchema.parse((await x.t.recordSale(x.cashier, draft([{ product_id: x.milk, quantity: 2, price: 7 }], { id_type_payment: x.w.cash }))).json());
    await giveBack(plain, 1);
    expect(await notes()).toHaveLength(before);
  });
});

describe('a note issued while SIAT does not answer', () => {
  let note: typeof invoices.$inferSelect;

  it('is issued in contingency under the open event: tipo de emisión 2, the CUFD then valid, its CUF with both', async () => {
    x.sim.faults.mode = 'drop';
    const sale = saleSchema.parse((await x.sell(4, juan)).json());
    expect(await x.turn()).toMatchObject({ contingency: true }); // its invoice, in flight, goes to contingency under a new event
    const before = (await notes()).length;
    const back = await giveBack(sale, 2);
    note = (await notes()).find((n) => n.fkReturn === back.id)!;
    const [event] = await x.t.db.select().from(siatEvents).where(isNull(siatEvents.endedAt));
    expect(note).toMatchObject({ number: before + 1, state: 'contingencia', emissionType: 2, fkEvent: event.id, nextAttemptAt: null });
    expect(note.cuf).toBe(await offlineCuf(note));
    expect(await xsdErrors([note.xml], 24)).toEqual([[]]);
    expect(await x.turn()).toMatchObject({ accepted: 0, contingency: true });
  });

  it('SIAT (the simulator) refuses it sent alone before its event is registered, as if online, with a bad hash or out of schema', async () => {
    x.sim.faults.mode = 'ok';
    const codes = (await refreshSiatCodes(x.t.database, x.t.config, undefined, 15_000))!;
    const client = siatClient({ baseUrl: x.sim.url, token: SIAT_TOKEN, timeoutMs: 15_000 });
    const id = { nit: SHOP.nit, codigoSistema: SHOP.codigo_sistema, codigoAmbiente: 2, codigoModalidad: 2, codigoSucursal: 0, codigoPuntoVenta: 0 };
    const refused = async (codigoEmision: number, archive: Archive = archiveOf(note.xml)) => {
      const r = await sendAdjustment(client, id, { cuis: codes.cuis, cufd: codes.cufd.codigo, codigoEmision, codigoDocumentoSector: 24, tipoFacturaDocumento: 3, fechaEnvio: note.issuedAt }, archive);
      expect(r.codigoEstado).toBe('902');
      return r.messages[0].descripcion;
    };
    expect(await refused(2)).toBe('DOCUMENTO FUERA DE LINEA SIN EVENTO SIGNIFICATIVO REGISTRADO');
    expect(await refused(1)).toBe('CUF NO VALIDO');
    expect(await refused(2, { ...archiveOf(note.xml), hashArchivo: 'a'.repeat(64) })).toBe('HASH DEL ARCHIVO NO VALIDO');
    expect(await refused(2, archiveOf(note.xml.replace(/(<municipio>[^<]*<\/municipio>)(<telefono>[^<]*<\/telefono>)/, '$2$1')))).toMatch(/^XML NO VALIDO SEGUN EL ESQUEMA: .*'telefono'/);
    expect(x.sim.receptions.has(note.cuf)).toBe(false);
  });

  it('SIAT back: the event registered, its invoice accepted in the package, then the note sent alone as emisión 2 and accepted, once; numbers without gaps', async () => {
    const sentAlone = count('recepcionDocumentoAjuste');
    await x.drain();
    const after = await rowOf(note.id);
    expect(after).toMatchObject({ state: 'aceptada', emissionType: 2, cuf: note.cuf });
    expect(after.receptionCode).toBeTruthy();
    expect(await rowOf(note.fkInvoice!)).toMatchObject({ state: 'aceptada', emissionType: 2 });
    expect((await rowOf(note.fkInvoice!)).fkPackage).not.toBeNull();
    expect(count('recepcionDocumentoAjuste') - sentAlone).toBe(1);
    expect(x.sim.receptions.get(note.cuf)).toBe(1);
    expect(x.sim.duplicates).toBe(0);
    const all = await notes();
    expect(all.map((n) => n.number)).toEqual(all.map((_, i) => i + 1));
  });

  it('a note issued online whose sending finds SIAT away is issued again as 2 under the event, then accepted once', async () => {
    const sale = saleSchema.parse((await x.sell(3, juan)).json());
    await x.drain();
    const back = await giveBack(sale, 1);
    const online = (await notes()).find((n) => n.fkReturn === back.id)!;
    expect(online).toMatchObject({ state: 'pendiente', emissionType: 1 });
    x.sim.faults.mode = 'drop';
    await x.turn();
    const moved = await rowOf(online.id);
    expect(moved).toMatchObject({ state: 'contingencia', emissionType: 2, number: online.number, issuedAt: online.issuedAt });
    expect(moved.fkEvent).not.toBeNull();
    expect(moved.cuf).toBe(await offlineCuf(moved));
    expect(moved.xml).toContain(`<cuf>${moved.cuf}</cuf>`);
    expect(await xsdErrors([moved.xml], 24)).toEqual([[]]);
    x.sim.faults.mode = 'ok';
    await x.drain();
    expect(await rowOf(online.id)).toMatchObject({ state: 'aceptada', cuf: moved.cuf });
    expect(x.sim.receptions.get(moved.cuf)).toBe(1);
    expect(x.sim.receptions.has(online.cuf)).toBe(false);
  });
});

describe('a note of an invoice issued again in contingency', () => {
  it('names the invoice’s new CUF (SIAT knows only that one), joins the event and is accepted after it', async () => {
    const sale = saleSchema.parse((await x.sell(2, juan)).json());
    const back = await giveBack(sale, 1);
    const note = (await notes()).find((n) => n.fkReturn === back.id)!;
    expect(leafValue(note.xml, 'numeroAutorizacionCuf')).toBe(sale.invoice!.cuf);
    x.sim.faults.mode = 'drop';
    await x.turn(); // the invoice goes to contingency with a new CUF
    await x.turn(); // the note, still pending, joins the open event
    const invoice = await rowOf(note.fkInvoice!);
    const moved = await rowOf(note.id);
    expect([invoice.state, moved.state, moved.emissionType]).toEqual(['contingencia', 'contingencia', 2]);
    expect(leafValue(moved.xml, 'numeroAutorizacionCuf')).toBe(invoice.cuf);
    expect(moved.hash).toBe(archiveOf(moved.xml).hashArchivo);
    x.sim.faults.mode = 'ok';
    await x.drain();
    expect((await rowOf(note.id)).state).toBe('aceptada');
    expect(x.sim.receptions.get(moved.cuf)).toBe(1);
  });
});

describe('a note whose invoice SIAT rejects', () => {
  it('is marked rejected naming the invoice and never sent; the return stays as it is; FACTURAS shows why', async () => {
    const sale = saleSchema.parse((await x.sell(2, juan)).json());
    const back = await giveBack(sale, 1);
    const sent = count('recepcionDocumentoAjuste');
    x.sim.faults.refuseNumbers.add(sale.invoice!.number);
    try {
      await x.drain();
    } finally {
      x.sim.faults.refuseNumbers.clear();
    }
    const note = (await notes()).find((n) => n.fkReturn === back.id)!;
    expect(await rowOf(note.fkInvoice!)).toMatchObject({ state: 'rechazada' });
    expect(note).toMatchObject({ state: 'rechazada', nextAttemptAt: null, siatMessages: [`La factura N° ${sale.invoice!.number} fue rechazada por el SIAT: la nota no se envía`] });
    expect(count('recepcionDocumentoAjuste')).toBe(sent);
    expect(x.sim.receptions.has(note.cuf)).toBe(false);
    expect(await x.t.db.select({ amount: saleReturns.amount }).from(saleReturns).where(eq(saleReturns.id, back.id))).toEqual([{ amount: '7.00' }]);
    const list = await x.t.call(x.admin, 'GET', '/api/invoice/list', { state: 'rechazada' });
    expect((list.json().data as InvoiceRow[]).find((r) => r.id === note.id)).toMatchObject({ state: 'rechazada', siat_messages: note.siatMessages });
  });
});
