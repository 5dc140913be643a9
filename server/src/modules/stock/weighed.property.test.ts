import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lineCents, toMilli } from '@lactea/contracts';
import { lots, lowLots, providers, saleDetails, sales, typePayments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addDays, booksOf, expectLevelCountsExact, runLedgerSequences, withPairs } from './stock.fixtures.js';
import { todayText } from './stock-sql.js';

/**
 * The ledger invariant with kilos (docs/decisions/0034): for any sequence of purchases,
 * lots, sales, write-offs, reverts and annulments of weighed products (quantities in grams, some
 * steps two at once), after every step sum(kardex deltas) = product_stock = sum(lots) exactly,
 * every lot stays within 0 ≤ remaining ≤ entered, and at the end the kilos sold in the
 * products-sold report equal the sum of the enabled sales' lines. Refusals (a sale above the
 * stock, a write-off above its lot…) must be clean 400/404s that change nothing.
 */
type Step =
  | { kind: 'purchase'; product: number; grams: number }
  | { kind: 'lot'; product: number; grams: number }
  | { kind: 'sale'; product: number; grams: number }
  | { kind: 'writeOff'; lot: number; grams: number }
  | { kind: 'revert'; low: number }
  | { kind: 'annul'; sale: number };

const PRODUCTS = 2;
const PRICES = ['48.00', '37.90'];
const grams = (max: number) => fc.integer({ min: 1, max });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('purchase' as const), product: fc.nat(PRODUCTS - 1), grams: grams(5000) }),
  fc.record({ kind: fc.constant('lot' as const), product: fc.nat(PRODUCTS - 1), grams: grams(3000) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sale' as const), product: fc.nat(PRODUCTS - 1), grams: grams(2500) }) },
  fc.record({ kind: fc.constant('writeOff' as const), lot: fc.nat(50), grams: grams(1500) }),
  fc.record({ kind: fc.constant('revert' as const), low: fc.nat(50) }),
  fc.record({ kind: fc.constant('annul' as const), sale: fc.nat(50) }),
);
const move = withPairs(step);

describe('stock ledger invariant with weighed products (fast-check)', () => {
  let t: TestApp;
  let admin: string;
  const productIds: number[] = [];
  let provider: number;
  let cash: number;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    today = todayText(t.config.tzBusiness);
    const mark = (await t.call(admin, 'POST', '/api/mark/add', { mark: 'Peso' })).json().id as number;
    for (let i = 0; i < PRODUCTS; i++) {
      const body = { code: `KG-${i}`, product: `Queso ${i}`, description: 'd', price: PRICES[i], cost: 30, fk_mark: mark, unit: 'kg', scale_code: 500 + i };
      productIds.push((await t.call(admin, 'POST', '/api/product/add', body)).json().id as number);
    }
    const [p] = await t.db.insert(providers).values({ provider: 'Quesera', description: 'd', searchText: 'quesera' }).returning({ id: providers.id });
    provider = p.id;
    const [pay] = await t.db.insert(typePayments).values({ typePay: 'Efectivo Peso', typePayKey: 'efectivo peso', isCash: 1, code: 'e' }).returning({ id: typePayments.id });
    cash = pay.id;
  });
  afterAll(() => t.close());

  async function pick(table: 'lots' | 'low' | 'sales', n: number): Promise<number> {
    const rows =
      table === 'lots'
        ? await t.db.select({ id: lots.id }).from(lots).where(inArray(lots.fkProduct, productIds)).orderBy(asc(lots.id))
        : table === 'low'
          ? await t.db.select({ id: lowLots.id }).from(lowLots).where(inArray(lowLots.fkProduct, productIds)).orderBy(asc(lowLots.id))
          : await t.db.select({ id: sales.id }).from(sales).where(eq(sales.enabled, 1)).orderBy(asc(sales.id));
    return rows.length ? rows[n % rows.length].id : 999_999;
  }

  function saleBody(product: number, kilos: number) {
    const total = lineCents(Math.round(Number(PRICES[product]) * 100), kilos) / 100;
    const line = { product_id: productIds[product], quantity: kilos, unit_price: Number(PRICES[product]), unit_price_system: Number(PRICES[product]), discount: 0, promotion: '' };
    return { register_client: 0, without_client: 1, client: null, sale: { discount: 0, money_paid: total, total_sale: total, change_box: 0, cancelled: 1, id_type_payment: cash }, detail: [line] };
  }

  async function run(s: Step): Promise<number> {
    let res;
    if (s.kind === 'purchase') {
      const kilos = s.grams / 1000;
      const line = { product_id: productIds[s.product], quantity: kilos, unit_price: 31.5, unit_cost: 31.5, discount: 0, expiration_date: addDays(today, 30) };
      const body = { purchase: { fk_provider: provider, date_purchase: today, cancelled: 1, gloss: null, discount: 0 }, detail: [line] };
      res = await t.call(admin, 'POST', '/api/purchase/record-purchase', body);
    } else if (s.kind === 'lot') {
      res = await t.call(admin, 'POST', '/api/lot/add', { fk_product: productIds[s.product], quantity: s.grams / 1000, expiration_date: addDays(today, 10) });
    } else if (s.kind === 'sale') {
      res = await t.recordSale(admin, saleBody(s.product, s.grams / 1000), randomUUID());
    } else if (s.kind === 'writeOff') {
      res = await t.call(admin, 'POST', '/api/lot/cancel-lot', { id: await pick('lots', s.lot), quantity: s.grams / 1000 });
    } else if (s.kind === 'revert') {
      res = await t.call(admin, 'PUT', '/api/low-lot/revert-low-lot', { id: await pick('low', s.low) });
    } else {
      res = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: await pick('sales', s.sale) });
    }
    expect([200, 400, 404], `${JSON.stringify(s)} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    return res.statusCode;
  }

  async function checkBooks() {
    await expectLevelCountsExact(t.db);
    for (const b of await booksOf(t.db, productIds)) {
      expect(toMilli(b.ledger), `product ${b.fkProduct}`).toBe(toMilli(b.stock));
      expect(toMilli(b.lots), `product ${b.fkProduct}`).toBe(toMilli(b.stock));
      expect(toMilli(b.lastBalance ?? 0)).toBe(toMilli(b.stock));
    }
    const all = await t.db.select({ q: lots.quantity, initial: lots.initialQuantity }).from(lots).where(inArray(lots.fkProduct, productIds));
    for (const l of all) {
      expect(l.q).toBeGreaterThanOrEqual(0);
      expect(toMilli(l.q)).toBeLessThanOrEqual(toMilli(l.initial));
    }
  }

  it('sum(kardex deltas) = product_stock = sum(lots) in grams after every step; kilos sold in the report = Σ lines', async () => {
    await runLedgerSequences({ move, run, checkBooks, seed: 20261125, numRuns: t.kind === 'pglite' ? 8 : 12 });

    let sold = 0;
    for (const id of productIds) {
      const [{ kilos }] = await t.db
        .select({ kilos: sql<string>`coalesce(sum(${saleDetails.quantity}), 0)::text` })
        .from(saleDetails)
        .innerJoin(sales, eq(sales.id, saleDetails.fkSale))
        .where(and(eq(saleDetails.fkProduct, id), eq(sales.enabled, 1)));
      const report = (await t.call(admin, 'GET', '/api/sale/sales-by-product', { date_from: today, date_to: today, product_id: String(id) })).json();
      expect(toMilli(report.total_quantity), `product ${id}`).toBe(toMilli(kilos));
      sold += toMilli(kilos);
    }
    // Kilos really were sold (and some not annulled), not a sequence of refusals.
    expect(sold).toBeGreaterThan(0);
  });
});
