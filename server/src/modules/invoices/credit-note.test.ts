import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cuf, leafValue, readLeaves, blocks, saleSchema, type Sale } from '@lactea/contracts';
import { invoices, siatCufd } from '../../db/schema/index.js';
import { draft } from '../sales/sales.fixtures.js';
import { postReturn } from '../sales/returns/returns.fixtures.js';
import { xsdErrors } from '../../siat-simulator/xsd-validation.js';
import { invoicingWorld, SHOP, type InvoicingWorld } from './invoice-test-kit.js';

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

  it('a return of a sale without an invoice issues none', async () => {
    const before = (await notes()).length;
    const plain = saleSchema.parse((await x.t.recordSale(x.cashier, draft([{ product_id: x.milk, quantity: 2, price: 7 }], { id_type_payment: x.w.cash }))).json());
    await giveBack(plain, 1);
    expect(await notes()).toHaveLength(before);
  });
});
