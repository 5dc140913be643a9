import { describe, expect, it } from 'vitest';
import { SALE_MSG } from '@lactea/contracts';
import type { LockedLot } from '../../stock/ledger.js';
import type { PricedLine } from '../pricing.js';
import { planSale, shareStock, shortProducts, type SaleToPlan } from './plan.js';

/** The sale's plan without a database: priced lines, lots and checked figures in, rows and receipt out. */

const line = (n: number, fkProduct: number, quantity: number, priceCents: number, name = `P${fkProduct}`): PricedLine => ({
  priceList: null,
  presentation: null,
  line: n,
  fkProduct,
  fkMark: 7,
  productName: name,
  code: `C${fkProduct}`,
  unit: 'unidad',
  quantity,
  priceCents,
  unitPrice4: priceCents * 100,
  discount4: 0,
  totalCents: priceCents * quantity,
  promotion: null,
});
const lot = (id: number, fkProduct: number, quantity: number, unitCost: string): LockedLot => ({ id, fkProduct, quantity, unitCost });

const cash = { id: 3, isCash: true, code: 'e', name: 'Efectivo' };
const moment = { date: '2026-11-28', hour: '10:15:00' };
const user = { id: 9, name: 'Cajera' };

function input(priced: PricedLine[], lots: LockedLot[], over: Partial<SaleToPlan> = {}): SaleToPlan {
  const subtotalCents = priced.reduce((a, l) => a + l.totalCents, 0);
  const discountCents = over.totals?.discountCents ?? 0;
  return {
    priced,
    stock: shareStock(priced, lots, over.offline != null),
    missingCostCents: new Map(),
    totals: { subtotalCents, discountCents, totalCents: subtotalCents - discountCents, paidCents: 5000, changeCents: 5000 - (subtotalCents - discountCents) },
    payment: cash,
    paid: true,
    client: null,
    moment,
    user,
    offline: null,
    creditWarnings: [],
    ...over,
  };
}

describe('the plan of a sale', () => {
  it('writes the lines in the lock order (product, then line), answers them in the request order, and takes the lots FEFO as given', () => {
    // Request: product 20 first, then product 10 on two lines; lots already in FEFO order per product.
    const priced = [line(1, 20, 2, 450), line(2, 10, 3, 1000), line(3, 10, 2, 1000)];
    const lots = [lot(101, 10, 4, '6.00'), lot(102, 10, 10, '7.00'), lot(201, 20, 5, '3.50')];
    const plan = planSale(input(priced, lots));

    expect(plan.rows.details.map((d) => d.row.line)).toEqual([2, 3, 1]);
    // Line 2 takes 3 of lot 101; line 3 takes the last 1 of lot 101 and 1 of lot 102.
    expect(plan.rows.details.map((d) => d.taken)).toEqual([
      [{ fkLot: 101, quantity: 3, unitCost: '6.00' }],
      [
        { fkLot: 101, quantity: 1, unitCost: '6.00' },
        { fkLot: 102, quantity: 1, unitCost: '7.00' },
      ],
      [{ fkLot: 201, quantity: 2, unitCost: '3.50' }],
    ]);
    expect(plan.rows.moves).toEqual([
      { fkProduct: 10, fkLot: 101, n: 3000 },
      { fkProduct: 10, fkLot: 101, n: 1000 },
      { fkProduct: 10, fkLot: 102, n: 1000 },
      { fkProduct: 20, fkLot: 201, n: 2000 },
    ]);
    expect(plan.rows.details[1].row).toMatchObject({ unitPriceSystem: '10.00', unitPrice: '10.0000', discount: '0.0000', total: '20.00', cost: '13.00', unitCost: '6.5000', discountShare: '0.00' });
    // Sale: 9,00 + 30,00 + 20,00 = 59,00; cost 18,00 + 13,00 + 7,00 = 38,00.
    expect(plan.rows.sale).toMatchObject({ subtotal: '59.00', discount: '0.00', totalSale: '59.00', moneyPaid: '50.00', totalCost: '38.00', cancelled: 1, fkTypePayment: 3, typePay: 'e', fkClient: null, fkUser: 9, ...moment });
    expect(plan.answer.products.map((p) => [p.id, p.pivot.quantity, p.pivot.unit_cost])).toEqual([
      [20, 2, 3.5],
      [10, 3, 6],
      [10, 2, 6.5],
    ]);
    expect(plan.answer).toMatchObject({ id: 0, total_sale: 59, cancelled: 1, type_payment: { id: 3, type_pay: 'Efectivo', is_cash: 1 }, user: { id: 9, name: 'Cajera' } });
    expect(plan.rows.rollups).toMatchObject({ date: moment.date, fkTypePayment: 3, fkUser: 9, cancelled: 1, totalCents: 5900, costCents: 3800, discountCents: 0 });
    expect(plan.audit).toEqual({ action: 'add', entity: 'sale', after: { total_sale: '59.00', cancelled: 1, fk_type_payment: 3, fk_client: null, lines: 3 } });
    expect(plan.shortfalls).toEqual([]);
  });

  it('a crate line counts crates at the crate price and takes crates × units FEFO across two lots, its units in the rollups', () => {
    const crate = { ...line(1, 10, 2, 6000), presentation: { id: 5, name: 'Caja x12', units: 12 } };
    const loose = line(2, 10, 3, 550);
    const plan = planSale(input([crate, loose], [lot(101, 10, 8, '4.00'), lot(102, 10, 20, '4.50')]));
    // 24 units: all 8 of lot 101 and 16 of lot 102; the loose line then takes 3 more of lot 102.
    expect(plan.rows.details.map((d) => d.taken)).toEqual([
      [
        { fkLot: 101, quantity: 8, unitCost: '4.00' },
        { fkLot: 102, quantity: 16, unitCost: '4.50' },
      ],
      [{ fkLot: 102, quantity: 3, unitCost: '4.50' }],
    ]);
    // Cost 32,00 + 72,00 = 104,00 for two crates: 52,00 a crate.
    expect(plan.rows.details[0].row).toMatchObject({ quantity: 2, unitPrice: '60.0000', total: '120.00', cost: '104.00', unitCost: '52.0000', fkPresentation: 5, presentationUnits: 12 });
    expect(plan.rows.details[1].row).toMatchObject({ quantity: 3, fkPresentation: null, presentationUnits: 1 });
    expect(plan.rows.rollups.lines.map((l) => l.quantity)).toEqual([24, 3]);
    expect(plan.answer.products[0].pivot).toMatchObject({ quantity: 2, unit_price: 60, total: 120, presentation: { id: 5, name: 'Caja x12', units: 12 } });
    expect(plan.answer.products[1].pivot.presentation).toBeNull();
  });

  it('online, crates the lots cannot cover in units refuse the sale, though their count is small', () => {
    const crate = { ...line(1, 10, 2, 6000, 'Yogurt'), presentation: { id: 5, name: 'Caja x12', units: 12 } };
    expect(() => shareStock([crate], [lot(1, 10, 23, '1.00')], false)).toThrow(expect.objectContaining({ messages: [SALE_MSG.insufficient('Yogurt')] }));
  });

  it("spreads the sale's discount over its lines to the cent, each share on its own line", () => {
    const priced = [line(1, 20, 1, 300), line(2, 10, 1, 700)];
    const plan = planSale(input(priced, [lot(1, 10, 5, '1.00'), lot(2, 20, 5, '1.00')], { totals: { subtotalCents: 1000, discountCents: 100, totalCents: 900, paidCents: 900, changeCents: 0 } }));
    const shareOf = Object.fromEntries(plan.rows.details.map((d) => [d.row.line, d.row.discountShare]));
    expect(shareOf).toEqual({ 1: '0.30', 2: '0.70' });
    expect(plan.rows.rollups.lines.reduce((a, l) => a + l.discountShareCents, 0)).toBe(100);
    expect(plan.rows.sale).toMatchObject({ subtotal: '10.00', discount: '1.00', totalSale: '9.00' });
  });

  it('a sale on credit is written and answered as not paid (the spec calls it cancelled 0), with its client', () => {
    const client = { id: 4, business_name: 'Tienda Sol', ci_nit: '123' };
    const onCredit = { id: null, isCash: false, code: null, name: 'A crédito' };
    const plan = planSale(input([line(1, 10, 1, 500)], [lot(1, 10, 1, '2.00')], { paid: false, payment: onCredit, client, totals: { subtotalCents: 500, discountCents: 0, totalCents: 500, paidCents: 0, changeCents: 0 }, creditWarnings: ['Supera el límite'] }));
    expect(plan.rows.sale).toMatchObject({ cancelled: 0, fkTypePayment: null, typePay: null, fkClient: 4, moneyPaid: '0.00' });
    expect(plan.rows.rollups.cancelled).toBe(0);
    expect(plan.answer).toMatchObject({ cancelled: 0, client, type_payment: null });
    expect(plan.audit.after).toMatchObject({ cancelled: 0, fk_client: 4, credit_confirmed: 1, credit_warning: ['Supera el límite'] });
  });

  it('online, a line its lots cannot cover refuses the whole sale before anything is planned', () => {
    expect(() => shareStock([line(1, 10, 2, 100), line(2, 20, 6, 100, 'Yogurt')], [lot(1, 10, 5, '1.00'), lot(2, 20, 5, '1.00')], false)).toThrow(
      expect.objectContaining({ messages: [SALE_MSG.insufficient('Yogurt')] }),
    );
  });

  it("offline, what the lots hold is taken and the rest is a shortfall costed at the product's current cost", () => {
    const priced = [line(1, 10, 5, 100)];
    const stock = shareStock(priced, [lot(1, 10, 2, '1.00')], true);
    expect(shortProducts(stock)).toEqual([10]);
    const offline = { info: { device_id: 'd1', device_name: 'Caja 1', provisional_number: 'd1-7', sold_at: '2026-11-28T14:00:00.000Z' }, soldAt: new Date('2026-11-28T14:00:00.000Z'), today: moment.date, pricing: {} };
    const plan = planSale(input(priced, [lot(1, 10, 2, '1.00')], { missingCostCents: new Map([[10, 150]]), offline }));
    // 2 × 1,00 from the lot + 3 × 1,50 missing = 6,50.
    expect(plan.rows.details[0].row).toMatchObject({ cost: '6.50', unitCost: '1.3000' });
    expect(plan.rows.details[0].taken).toEqual([{ fkLot: 1, quantity: 2, unitCost: '1.00' }]);
    expect(plan.shortfalls).toEqual([{ line: priced[0], missing: 3 }]);
    expect(plan.rows.sale).toMatchObject({ offline: 1, deviceId: 'd1', provisionalNumber: 'd1-7', createdAt: offline.soldAt });
    expect(plan.audit.after).toMatchObject({ offline: 1, device_id: 'd1', provisional_number: 'd1-7' });
  });
});
