import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bestOffer, toCents, offerLines, tillProductList, type RecordSaleBody, type TillProduct } from '@lactea/contracts';
import { lots, saleDetailLots, saleDetails } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import type { SaleWorld } from './sales.fixtures.js';

/**
 * Automatic offers: the web splits each product's quantity into lines with the contracts'
 * `offerLines` (the promoted multiple, then the rest at its own best offer) from the till's product
 * answer; the server, which prices every line itself, must accept those figures to the cent at every
 * quantity, and still refuse an offer claimed where it does not apply.
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
  /** The body the web's cart sends: each product's quantity in its offer lines, paid in cash with `paid`. */
  const autoBody = (lines: { p: TillProduct; quantity: number }[], cash: number, paid?: number): { body: RecordSaleBody; totalCents: number } => {
    const detail = lines.flatMap(({ p, quantity: total }) =>
      offerLines(toCents(p.price), total, p).map(({ quantity, figures }) => ({
        line: { product_id: p.id, quantity, unit_price: figures.unitPrice4 / 10_000, unit_price_system: p.price, discount: figures.discount4 / 10_000, promotion: figures.promotion ?? '' },
        cents: figures.totalCents,
      })),
    );
    const totalCents = detail.reduce((a, d) => a + d.cents, 0);
    const paidCents = paid === undefined ? totalCents : toCents(paid);
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
      expect(toCents(sale.total_sale)).toBe(totalCents);
      expect(toCents(sale.change_box)).toBe(20_000 - totalCents);
      const lines = (sale.products as { pivot: { quantity: number; promotion: string | null; discount: number } }[]).map(
        ({ pivot: l }) => `${l.quantity}${l.promotion ? ` ${l.promotion}` : l.discount > 0 ? ' desc' : ''}`,
      );
      seen.push(`${quantity}: ${lines.join(' + ')} = ${sale.total_sale}`);
    }
    // The promoted multiple on its line and the rest on the next (4 = 3 at 2x3 + 1: 22.05, not 29.40);
    // 10 = 9 at 2x3 + 1 (51.45) is cheaper than 3 at 2x3 + 7 at the discount (63.35) or 10 at it (69.50).
    expect(seen).toEqual([
      '1: 1 = 7.35', '2: 2 = 14.7', '3: 3 2x3 = 14.7', '4: 3 2x3 + 1 = 22.05', '5: 3 2x3 + 2 = 29.4', '6: 6 2x3 = 29.4',
      '7: 6 2x3 + 1 = 36.75', '8: 6 2x3 + 2 = 44.1', '9: 9 2x3 = 44.1', '10: 9 2x3 + 1 = 51.45', '11: 9 2x3 + 2 = 58.8',
      '12: 12 2x3 = 58.8', '13: 12 2x3 + 1 = 66.15',
    ]);
  });

  it('the rest takes the quantity discount when it reaches it: 5 = 3 at 2x3 + 2 at the discount', async () => {
    const id = await w.addProduct('Yogur Resto', '10.00', { barcode: 'OFERTA-RESTO' });
    await w.addLot(id, 50, '2099-12-31');
    await w.addPromotion(id, 3, 2);
    await w.addDiscount(id, '9.00', 2);
    const p = await tillProduct('OFERTA-RESTO');
    const { body, totalCents } = autoBody([{ p, quantity: 5 }], w.cash);
    expect(totalCents).toBe(3800);
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products.map((l: { pivot: object }) => l.pivot)).toMatchObject([
      { quantity: 3, promotion: '2x3', unit_price: 6.6667, total: 20 },
      { quantity: 2, promotion: null, unit_price: 9, discount: 1, total: 18 },
    ]);
  });

  it('two lines of one product take its lots FEFO in line order, and the stock guard counts both lines together', async () => {
    const id = await w.addProduct('Leche Partida', '2.50', { barcode: 'OFERTA-250' });
    const soon = await w.addLot(id, 2, '2098-01-31', '1.00');
    const later = await w.addLot(id, 2, '2099-12-31', '2.00');
    await w.addPromotion(id, 3, 2);
    const p = await tillProduct('OFERTA-250');
    // 5 units of a stock of 4: each line alone fits (3, 2), together they do not; nothing is written.
    const over = autoBody([{ p, quantity: 5 }], w.cash, 20).body;
    expect(over.detail.map((l) => l.quantity)).toEqual([3, 2]);
    const before = await t.snapshot();
    const refused = await t.call(admin, 'POST', '/api/sale/record-sale', over);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(['Inventario insuficiente de Leche Partida']);
    expect(await t.snapshot()).toEqual(before);
    // 4 units: 3 at 2x3 (5.00) + 1 (2.50) = 7.50; the promoted line takes the earlier lot first.
    const { body, totalCents } = autoBody([{ p, quantity: 4 }], w.cash, 10);
    expect(totalCents).toBe(750);
    const res = await t.call(admin, 'POST', '/api/sale/record-sale', body);
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({ subtotal: 7.5, total_sale: 7.5, change_box: 2.5 });
    const taken = await t.db
      .select({ line: saleDetails.line, lot: saleDetailLots.fkLot, quantity: saleDetailLots.quantity })
      .from(saleDetailLots)
      .innerJoin(saleDetails, eq(saleDetails.id, saleDetailLots.fkSaleDetail))
      .where(eq(saleDetailLots.fkSale, sale.id))
      .orderBy(saleDetails.line, saleDetailLots.fkLot);
    expect(taken).toEqual([
      { line: 1, lot: soon, quantity: 2 },
      { line: 1, lot: later, quantity: 1 },
      { line: 2, lot: later, quantity: 1 },
    ]);
    const left = await t.db.select({ quantity: lots.quantity }).from(lots).where(eq(lots.fkProduct, id));
    expect(left.map((l) => l.quantity)).toEqual([0, 0]);
    expect(await w.ledgerStock(id)).toBe(0);
  });

  it("a discount not below the product's price (a shop's older data) is no offer: the till gets none, a sale claiming it is refused", async () => {
    // Its price can no longer drop under an enabled discount (discounts.test.ts); older data may hold one.
    const id = await w.addProduct('Kefir Caro', '7.50', { barcode: 'OFERTA-750' });
    await w.addLot(id, 50, '2099-12-31');
    await w.addDiscount(id, '8.00', 2);
    const p = await tillProduct('OFERTA-750');
    expect(p.discount).toBeNull();
    expect(bestOffer(toCents(p.price), 2, p).mode).toBe('plain');
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
