import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestOffer, centsOf, tillProductList, type RecordSaleBody, type TillProduct } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import type { SaleWorld } from './sales.fixtures.js';

/**
 * Automatic offers (issue 20): the web picks each line's offer with the contracts' `bestOffer` from
 * the till's product answer; the server, which prices every line itself, must accept those figures
 * to the cent at every quantity, and still refuse an offer claimed where it does not apply.
 */
describe('record-sale with automatically applied offers', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const tillProduct = async (barcode: string): Promise<TillProduct> => {
    const res = await t.call(admin, 'GET', `/api/sale/till-barcode?barcode=${barcode}`);
    return tillProductList.parse(res.json())[0];
  };
  /** The body the web's cart sends: each line at its best offer, paid in cash with `paid`. */
  const autoBody = (lines: { p: TillProduct; quantity: number }[], cash: number, paid?: number): { body: RecordSaleBody; totalCents: number } => {
    const detail = lines.map(({ p, quantity }) => {
      const { figures } = bestOffer(centsOf(p.price), quantity, p);
      return {
        line: { product_id: p.id, quantity, unit_price: figures.unitPrice4 / 10_000, unit_price_system: p.price, discount: figures.discount4 / 10_000, promotion: figures.promotion ?? '' },
        cents: figures.totalCents,
      };
    });
    const totalCents = detail.reduce((a, d) => a + d.cents, 0);
    const paidCents = paid === undefined ? totalCents : centsOf(paid);
    return {
      totalCents,
      body: {
        register_client: 0,
        without_client: 1,
        client: null,
        sale: { discount: 0, money_paid: paidCents / 100, total_sale: totalCents / 100, change_box: (paidCents - totalCents) / 100, cancelled: 1, id_type_payment: cash },
        detail: detail.map((d) => d.line),
      },
    };
  };

  it('agrees to the cent at every quantity from 1 to 13 of a product with a 2x3 and a discount from 6', async () => {
    // An awkward price: 7.35 at 2x3 → unit 4.9000; the discount 6.95 from 6 units.
    const id = await w.addProduct('Yogur Oferta', '7.35', { barcode: 'OFERTA-735' });
    await w.addLot(id, 500, '2099-12-31');
    await w.addPromotion(id, 3, 2);
    await w.addDiscount(id, '6.95', 6);
    const p = await tillProduct('OFERTA-735');
    expect(p).toMatchObject({ discount: { unit_price: 6.95, quantity: 6 }, promotion: { quantity_promotion: 3, quantity_sale: 2 } });
    const seen: string[] = [];
    for (let quantity = 1; quantity <= 13; quantity++) {
      const { body, totalCents } = autoBody([{ p, quantity }], w.cash, 200);
      const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
      expect(res.statusCode, `${quantity}: ${res.body}`).toBe(200);
      const sale = res.json();
      expect(centsOf(sale.total_sale)).toBe(totalCents);
      expect(centsOf(sale.change_box)).toBe(20_000 - totalCents);
      seen.push(`${quantity}:${sale.products[0].pivot.promotion ?? (sale.products[0].pivot.discount > 0 ? 'desc' : '-')}:${sale.total_sale}`);
    }
    // 2x3 at 3, 6, 9, 12 (cheaper than the discount there), the discount from 6 on otherwise.
    expect(seen).toEqual([
      '1:-:7.35', '2:-:14.7', '3:2x3:14.7', '4:-:29.4', '5:-:36.75', '6:2x3:29.4', '7:desc:48.65',
      '8:desc:55.6', '9:2x3:44.1', '10:desc:69.5', '11:desc:76.45', '12:2x3:58.8', '13:desc:90.35',
    ]);
  });

  it("a discount not below the product's price (a shop's older data) is no offer: the till gets none, a sale claiming it is refused", async () => {
    // Its price can no longer drop under an enabled discount (discounts.test.ts); older data may hold one.
    const id = await w.addProduct('Kefir Caro', '7.50', { barcode: 'OFERTA-750' });
    await w.addLot(id, 50, '2099-12-31');
    await w.addDiscount(id, '8.00', 2);
    const p = await tillProduct('OFERTA-750');
    expect(p.discount).toBeNull();
    expect(bestOffer(centsOf(p.price), 2, p).mode).toBe('plain');
    const claimed: RecordSaleBody = {
      register_client: 0,
      without_client: 1,
      client: null,
      sale: { discount: 0, money_paid: 16, total_sale: 16, change_box: 0, cancelled: 1, id_type_payment: w.cash },
      detail: [{ product_id: id, quantity: 2, unit_price: 8, unit_price_system: 7.5, discount: -0.5, promotion: '' }],
    };
    const before = await t.snapshot();
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', claimed);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages).toEqual(['Detalle: No debe ser negativo']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('a cart of several offered lines: the sale total is the sum of the offered lines', async () => {
    const a = await w.addProduct('Queso Oferta', '25.50', { barcode: 'OFERTA-2550' });
    const b = await w.addProduct('Leche Oferta', '6.00', { barcode: 'OFERTA-600' });
    await w.addLot(a, 50, '2099-12-31');
    await w.addLot(b, 50, '2099-12-31');
    await w.addDiscount(a, '22.00', 3);
    await w.addPromotion(b, 3, 2);
    const [pa, pb] = [await tillProduct('OFERTA-2550'), await tillProduct('OFERTA-600')];
    const { body, totalCents } = autoBody([{ p: pa, quantity: 3 }, { p: pb, quantity: 6 }], w.cash, 100);
    // 3 × 22.00 + 6 × 6.00 at 2x3 (24.00) = 90.00.
    expect(totalCents).toBe(9000);
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_sale: 90, change_box: 10 });
  });

  it('an offer claimed where it does not apply (a 2x3 at 4 units) is still refused, nothing written', async () => {
    const id = await w.addProduct('Kefir Oferta', '10.00', { barcode: 'OFERTA-1000' });
    await w.addLot(id, 10, '2099-12-31');
    await w.addPromotion(id, 3, 2);
    const p = await tillProduct('OFERTA-1000');
    const { body } = autoBody([{ p, quantity: 3 }], w.cash);
    const before = await t.snapshot();
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', { ...body, detail: [{ ...body.detail[0], quantity: 4 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toContain(`Línea 1 (Kefir Oferta): No se puede aplicar la promoción para la cantidad seleccionada`);
    expect(await t.snapshot()).toEqual(before);
  });
});
