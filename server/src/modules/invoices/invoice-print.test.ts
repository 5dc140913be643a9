import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../../test/helpers.js';
import { invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/** FACTURAS' 'Reimprimir': the invoice's sale as the till answered it, its invoice summary included. */
describe('invoice/print', () => {
  let x: InvoicingWorld;
  beforeAll(async () => {
    x = await invoicingWorld();
  });
  afterAll(() => x.close());

  it('answers the sale with its invoice, as record-sale did, also after SIAT accepted it', async () => {
    const sold = await x.sell(2, { document_type: 1, document_number: '4567890', complemento: '1a', business_name: 'Juan Pérez' });
    const [row] = await x.rows();
    const res = await x.t.call(x.admin, 'GET', '/api/invoice/print', { id: row.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(sold.json());
    expect(res.json().invoice).toMatchObject({ id: row.id, number: row.number, state: 'pendiente', buyer: { document_number: '4567890', complemento: '1A', business_name: 'Juan Pérez' } });
    await x.drain();
    expect((await x.t.call(x.admin, 'GET', '/api/invoice/print', { id: row.id })).json().invoice).toMatchObject({ state: 'aceptada', cuf: row.cuf });
  });

  it('answers 404 for an unknown invoice and 400 for a bad id', async () => {
    const missing = await x.t.call(x.admin, 'GET', '/api/invoice/print', { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual(['No existe la factura']);
    expect((await x.t.call(x.admin, 'GET', '/api/invoice/print', { id: 'x' })).statusCode).toBe(400);
  });

  it('is the administrator’s', async () => {
    await expectGuarded(x.t, { adminOnly: [['GET', '/api/invoice/print?id=1', undefined]] });
  });
});
