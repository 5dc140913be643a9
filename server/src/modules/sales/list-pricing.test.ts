import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { fold, formatCents, priceQuantity, SALE_MSG, tillClientPricesSchema, tillProductList, toCents, type PriceListTerms, type RecordSaleBody, type SaleLineBody } from '@lactea/contracts';
import { clients, presentations, priceListPrices, priceLists, reconciliationItems, saleDetails } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { LIST_PRICING_CASES, type ListPricingCase } from '../../../../packages/contracts/test/list-pricing.cases.js';
import type { SaleWorld } from './sales.fixtures.js';

const FAR = '2099-12-31';

/**
 * The price list rule's table (contracts' LIST_PRICING_CASES) run against record-sale: for each
 * case, a client with that list (or none) buys the case's line; the lines the rule gives are
 * accepted with the case's totals and the list on each line, and the same line priced the other
 * way (the list's price where the counter's applies, or the counter's where the list's does) is
 * refused with the till's usual message. A crate case sells the crate (its presentation_id), counted
 * in crates at the crate's price or its list row.
 */
describe('record-sale with the client price list', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let seq = 0;
  /** The cases' product ids (1 yogurt, 2 cheese, 9 a product the list has not) → this database's. */
  const ids = new Map<number, number>();
  let crateId = 0;

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    for (const [caseId, name, unit] of [
      [1, 'Yogur Lista', 'unidad'],
      [2, 'Queso Lista', 'kg'],
      [9, 'Yogur Sin Lista', 'unidad'],
    ] as const) {
      const id = await w.addProduct(name, caseId === 2 ? '60.00' : '5.00', { unit, barcode: `LISTA-${caseId}` });
      await w.addLot(id, 10_000, FAR, '2.00');
      if (caseId !== 2) {
        await w.addPromotion(id, 3, 2);
        await w.addDiscount(id, '4.50', 10);
      }
      ids.set(caseId, id);
    }
    const [crate] = await t.db.insert(presentations).values({ fkProduct: ids.get(1)!, name: 'Caja x12', units: 12, barcode: `CAJA-${Date.now()}`, price: '54.00' }).returning();
    crateId = crate.id;
  });
  afterAll(() => t.close());

  /** The case's list in this database (its rows on this database's products), and a client with it. */
  async function clientWith(list: PriceListTerms | null): Promise<{ client: { id: number; business_name: string; ci_nit: string }; terms: PriceListTerms | null }> {
    const n = ++seq;
    let terms: PriceListTerms | null = null;
    if (list) {
      const name = `${list.name} ${n}`;
      const [row] = await t.db.insert(priceLists).values({ name, nameKey: fold(name), enabled: list.enabled }).returning();
      const rows = list.rows.map((r) => ({ ...r, product_id: ids.get(r.product_id)!, presentation_id: r.presentation_id === null ? null : crateId }));
      await t.db.insert(priceListPrices).values(rows.map((r) => ({ fkPriceList: row.id, fkProduct: r.product_id, fkPresentation: r.presentation_id, minQuantity: r.min_quantity, price: r.price.toFixed(2) })));
      terms = { id: row.id, name, enabled: list.enabled, rows };
    }
    const business_name = `Tienda ${n}`;
    const ci_nit = `LP${Date.now()}${n}`;
    const [c] = await t.db.insert(clients).values({ businessName: business_name, ciNit: ci_nit, searchText: fold(`${business_name} ${ci_nit}`), fkPriceList: terms?.id ?? null }).returning();
    return { client: { id: c.id, business_name, ci_nit }, terms };
  }

  /** 'Venta + Cliente' by card of `detail` to `client`, its total `totalCents`. */
  const body = (detail: SaleLineBody[], totalCents: number, client: { id: number; business_name: string; ci_nit: string }): RecordSaleBody => ({
    register_client: 0,
    without_client: 0,
    client,
    sale: { discount: 0, money_paid: totalCents / 100, total_sale: totalCents / 100, change_box: 0, cancelled: 1, id_type_payment: w.card },
    detail,
  });

  /** The lines the web sends for the case: the contracts rule's, on this database's product. */
  function ruleLines(c: ListPricingCase, terms: PriceListTerms | null): { detail: SaleLineBody[]; cents: number[] } {
    const productId = ids.get(c.item.productId)!;
    const presentation_id = c.item.presentationId === null ? null : crateId;
    const priced = priceQuantity(terms, { ...c.item, productId, presentationId: presentation_id }, c.quantity);
    const detail = priced.map((l): SaleLineBody => {
      if (l.mode === 'list') {
        const price = l.list.priceCents / 100;
        return { product_id: productId, presentation_id, quantity: l.quantity, unit_price: price, unit_price_system: price, discount: 0, promotion: '' };
      }
      return {
        product_id: productId,
        presentation_id,
        quantity: l.quantity,
        unit_price: l.figures.unitPrice4 / 10_000,
        unit_price_system: c.item.priceCents / 100,
        discount: l.figures.discount4 / 10_000,
        promotion: l.figures.promotion ?? '',
      };
    });
    return { detail, cents: priced.map((l) => (l.mode === 'list' ? l.totalCents : l.figures.totalCents)) };
  }

  it.each(LIST_PRICING_CASES)('$name: the rule\'s lines are sold at its totals, the other price is refused', async (c) => {
    const { client, terms } = await clientWith(c.list);
    const { detail, cents } = ruleLines(c, terms);
    expect(cents).toEqual(c.lines.map((l) => l.totalCents));
    const totalCents = cents.reduce((a, b) => a + b, 0);

    const res = await t.recordSale(cashier, body(detail, totalCents, client), randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(toCents(sale.total_sale)).toBe(totalCents);
    const listName = terms?.name ?? null;
    expect(sale.products.map((p: { pivot: { total: number; price_list: string | null; quantity: number } }) => [p.pivot.quantity, toCents(p.pivot.total), p.pivot.price_list])).toEqual(
      c.lines.map((l) => [l.quantity, l.totalCents, l.label ? listName : null]),
    );
    // Stored with the list that priced it, and read back the same way.
    const stored = await t.db.select({ fk: saleDetails.fkPriceList }).from(saleDetails).where(eq(saleDetails.fkSale, sale.id)).orderBy(asc(saleDetails.line));
    expect(stored.map((s) => s.fk)).toEqual(c.lines.map((l) => (l.label ? terms!.id : null)));
    const view = await t.call(admin, 'GET', '/api/sale/sales-day');
    const again = view.json().data.find((s: { id: number }) => s.id === sale.id);
    expect(again.products.map((p: { pivot: { price_list: string | null } }) => p.pivot.price_list)).toEqual(c.lines.map((l) => (l.label ? listName : null)));

    // The first line priced the other way: at the counter's price where the list's applies, at a
    // list's price (the first row's) where the counter's does.
    const first = detail[0];
    const listedFirst = c.lines[0].label !== null;
    const other = listedFirst ? c.item.priceCents / 100 : 4.2;
    const wrong = { ...first, unit_price: other, unit_price_system: other, discount: 0, promotion: '' };
    const wrongCents = cents.slice(1).reduce((a, b) => a + b, Math.round(toCents(other) * first.quantity));
    const refused = await t.recordSale(cashier, body([wrong, ...detail.slice(1)], wrongCents, client), randomUUID());
    expect(refused.statusCode, refused.body).toBe(400);
    const product = (await t.db.query.products.findFirst({ where: (p, { eq: is }) => is(p.id, first.product_id) }))!.product;
    const expected = listedFirst ? formatCents(toCents(detail[0].unit_price_system)) : formatCents(c.item.priceCents);
    expect(refused.json().messages).toContain(SALE_MSG.lineMismatch(1, product, 'el precio del sistema', expected));
  });

  it('a client registered with the sale has no list, and neither does one typed again as new (the till priced them at the counter)', async () => {
    const mayorista = LIST_PRICING_CASES.find((c) => c.name === 'lista en el segundo mínimo: toda la línea a ese precio')!;
    const { client } = await clientWith(mayorista.list);
    const yogurt = ids.get(1)!;
    // 24 at the counter: 8 × 2x3 = 80,00.
    const counter = { product_id: yogurt, quantity: 24, unit_price: 3.3333, unit_price_system: 5, discount: 1.6667, promotion: '2x3' };
    for (const c of [client, { id: 0, business_name: 'Nuevo Lista', ci_nit: `NL${Date.now()}` }]) {
      const res = await t.recordSale(cashier, { ...body([counter], 8000, c), register_client: 1 }, randomUUID());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().products[0].pivot).toMatchObject({ total: 80, price_list: null });
    }
  });

  it('the till reads the client\'s list for the cart, and a scan with the list answers the product\'s rows', async () => {
    const c = LIST_PRICING_CASES.find((x) => x.name === 'lista justo en el mínimo')!;
    const { client, terms } = await clientWith(c.list);
    const yogurt = ids.get(1)!;
    const cheese = ids.get(2)!;
    const res = await t.call(cashier, 'GET', '/api/sale/till-client-prices', { client_id: client.id, product_ids: `${yogurt},${cheese}` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = tillClientPricesSchema.parse(res.json());
    expect(answer.price_list).toMatchObject({ id: terms!.id, name: terms!.name, enabled: 1 });
    expect(answer.price_list!.rows).toEqual(terms!.rows.filter((r) => r.product_id === yogurt || r.product_id === cheese));
    const none = await clientWith(null);
    expect((await t.call(cashier, 'GET', '/api/sale/till-client-prices', { client_id: none.client.id, product_ids: `${yogurt}` })).json()).toEqual({ price_list: null });
    const bad = await t.call(cashier, 'GET', '/api/sale/till-client-prices', { client_id: client.id, product_ids: '1,a' });
    expect(bad.statusCode).toBe(400);

    const scanned = tillProductList.parse((await t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode: 'LISTA-1', price_list_id: terms!.id })).json());
    expect(scanned[0].list_rows).toEqual(terms!.rows.filter((r) => r.product_id === yogurt));
    const plain = tillProductList.parse((await t.call(cashier, 'GET', '/api/sale/till-barcode', { barcode: 'LISTA-1' })).json());
    expect(plain[0].list_rows).toBeUndefined();
    const searched = tillProductList.parse((await t.call(cashier, 'GET', '/api/sale/till-search', { search: 'Queso Lista', price_list_id: terms!.id })).json());
    expect(searched.find((p) => p.id === cheese)!.list_rows).toEqual(terms!.rows.filter((r) => r.product_id === cheese));
  });

  it('offline: a line at the list\'s price of the snapshot is kept when the list changed since, and goes to reconciliation', async () => {
    const c = LIST_PRICING_CASES.find((x) => x.name === 'lista justo en el mínimo')!;
    const { client, terms } = await clientWith(c.list);
    const { detail, cents } = ruleLines(c, terms);
    // The list's 6-unit row rises after the device priced the sale with 4,20.
    await t.db.update(priceListPrices).set({ price: '4.40' }).where(eq(priceListPrices.fkPriceList, terms!.id));
    const soldAt = new Date(Date.now() + 1000);
    const offline = { device_id: 'caja-lista-0001', device_name: 'Caja Lista', sold_at: soldAt.toISOString(), provisional_number: `LIS-${Date.now()}` };
    const res = await t.recordSale(cashier, { ...body(detail, cents[0], client), offline }, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products[0].pivot).toMatchObject({ total: 25.2, unit_price_system: 4.2, price_list: terms!.name });
    const cases = await t.db.select().from(reconciliationItems).where(eq(reconciliationItems.fkSale, res.json().id));
    expect(cases).toMatchObject([{ kind: 'precio', chargedTotal: '25.20', expectedTotal: '26.40' }]);
    // The snapshot carries the enabled lists with their rows, and each client's list.
    const snapshot = (await t.call(cashier, 'GET', '/api/sale/till-snapshot')).json();
    expect(snapshot.price_lists.find((l: { id: number }) => l.id === terms!.id).rows).toContainEqual([ids.get(1), null, 6, 4.4]);
    expect(snapshot.clients.find((x: { id: number }) => x.id === client.id).fk_price_list).toBe(terms!.id);
  });
});
