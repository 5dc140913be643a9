import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blocks, INVOICE_MSG, leafValue, SIN_CODE_MSG } from '@lactea/contracts';
import { products } from '../../db/schema/index.js';
import { draft } from '../sales/sales.fixtures.js';
import { DEFAULT_SIN, invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * A product without its own código de producto SIN takes the one chosen in Configuraciones →
 * Facturación (producto SIN por omisión); with none chosen its invoice is refused, never a guess.
 */
let x: InvoicingWorld;
beforeAll(async () => {
  x = await invoicingWorld();
  // The cheese has its own code; the milk has none (the kit's default covers it).
  await x.t.db.update(products).set({ sinProductCode: '22270' }).where(eq(products.id, x.cheese));
});
afterAll(() => x.close());

const settings = async () => (await x.t.call(x.admin, 'GET', '/api/invoice-setting/list')).json() as Record<string, unknown> & { version: number; sin_product_default: string | null };
const update = async (over: Record<string, unknown>) => {
  const { token_configured: _c, token_from_environment: _e, ...fields } = await settings();
  return x.t.call(x.admin, 'PUT', '/api/invoice-setting/update', { ...fields, ...over });
};
const sellBoth = () =>
  x.t.recordSale(x.cashier, draft([{ product_id: x.milk, quantity: 1, price: 7 }, { product_id: x.cheese, quantity: 0.5, price: 40.4 }], { id_type_payment: x.w.cash }, { invoice: {} as never }));

describe('the producto SIN por omisión', () => {
  it('is shown in the settings and given to each line whose product has no code of its own', async () => {
    expect((await settings()).sin_product_default).toBe(DEFAULT_SIN);
    const sold = await sellBoth();
    expect(sold.statusCode, sold.body).toBe(200);
    const [row] = (await x.rows()).filter((r) => r.number === sold.json().invoice.number);
    expect(blocks(row.xml, 'detalle').map((d) => leafValue(d, 'codigoProductoSin'))).toEqual([DEFAULT_SIN, '22270']);
  });

  it('is chosen from the synced catalogue: another code is refused in Spanish and changes nothing', async () => {
    const { token_configured: _c, token_from_environment: _e, ...fields } = await settings();
    await x.t.refused(x.admin, 'PUT', '/api/invoice-setting/update', { ...fields, sin_product_default: '99999' }, 400, { messages: [`Producto SIN por omisión: ${SIN_CODE_MSG.notInCatalogue}`] });
    await x.t.refused(x.admin, 'PUT', '/api/invoice-setting/update', { ...fields, sin_product_default: 'leche' }, 400, { messages: [`Producto SIN por omisión: ${SIN_CODE_MSG.digits}`] });
  });

  it('left out of an edit keeps the stored one', async () => {
    const { token_configured: _c, token_from_environment: _e, sin_product_default: _d, ...fields } = await settings();
    const res = await x.t.call(x.admin, 'PUT', '/api/invoice-setting/update', fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sin_product_default).toBe(DEFAULT_SIN);
  });

  it('with none chosen, an invoice of a product without its code is refused naming it, and nothing is written; a product with its code still invoices', async () => {
    const cleared = await update({ sin_product_default: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().sin_product_default).toBeNull();
    const before = (await x.rows()).length;
    await x.t.refused(x.cashier, 'POST', '/api/sale/record-sale', { ...draft([{ product_id: x.milk, quantity: 1, price: 7 }], { id_type_payment: x.w.cash }), invoice: {} }, 400, {
      messages: [INVOICE_MSG.noSinProduct(['Leche 1 L'])],
    });
    const cheese = await x.t.recordSale(x.cashier, draft([{ product_id: x.cheese, quantity: 0.5, price: 40.4 }], { id_type_payment: x.w.cash }, { invoice: {} as never }));
    expect(cheese.statusCode, cheese.body).toBe(200);
    expect((await x.rows()).length).toBe(before + 1);
    // The number refused was not taken: the cheese's invoice follows the last one without a gap.
    expect(cheese.json().invoice.number).toBe(before + 1);
    expect((await update({ sin_product_default: DEFAULT_SIN })).statusCode).toBe(200);
  });
});
