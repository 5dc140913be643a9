import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnAmountCents, toCents } from '@lactea/contracts';
import { createSaleTestApp, type TestApp } from '../../../../test/helpers.js';
import { saleDetails } from '../../../db/schema/index.js';
import { draft, type SaleWorld } from '../sales.fixtures.js';
import { postReturn } from './returns.fixtures.js';

const FAR = '2099-12-31';

/** A small deterministic generator: the same run every time, so a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s % n;
  };
}

interface ModelSale {
  id: number;
  line: number;
  sold: number;
  netCents: number;
  returned: number;
  refundedCents: number;
  annulled: boolean;
}

/**
 * Sales, returns and annulments in random order keep stock = Σ ledger = Σ lots, never negative, and
 * the closing's cash expected moves exactly as an independent model of the drawer says.
 */
describe('returns, property', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('keeps the ledger and the drawer exact through 40 random operations', async () => {
    const rand = prng(45);
    const milk = await w.addProduct('Leche Propiedad', '1.35');
    await w.addLot(milk, 30, FAR, '0.70');
    await w.addLot(milk, 30, '2098-01-01', '0.60');
    let stock = 60;
    let drawerCents = 0;
    const sales: ModelSale[] = [];
    const closingCash = async () => toCents((await t.call(admin, 'GET', '/api/sale/cash-desk-closing')).json().cash_difference);
    const start = await closingCash();
    const done = { returns: 0, annulments: 0, refusedAnnulments: 0 };

    for (let step = 0; step < 40; step++) {
      const kind = rand(3);
      const open = sales.filter((s) => !s.annulled && s.returned < s.sold);
      if (kind === 0 || open.length === 0) {
        const quantity = 1 + rand(4);
        if (quantity > stock) continue;
        const discount = rand(3) === 0 ? 0.07 : 0;
        const res = await t.recordSale(admin, draft([{ product_id: milk, quantity, price: 1.35 }], { id_type_payment: w.cash, discount }), randomUUID());
        expect(res.statusCode, res.body).toBe(200);
        const [line] = await t.db.select({ id: saleDetails.id }).from(saleDetails).where(eq(saleDetails.fkSale, res.json().id));
        const netCents = toCents(res.json().total_sale);
        sales.push({ id: res.json().id, line: line.id, sold: quantity, netCents, returned: 0, refundedCents: 0, annulled: false });
        stock -= quantity;
        drawerCents += netCents;
      } else if (kind === 1) {
        const s = open[rand(open.length)];
        const quantity = 1 + rand(s.sold - s.returned);
        const disposition = rand(2) === 0 ? 'stock' : 'merma';
        const expected = returnAmountCents({ netCents: s.netCents, soldMilli: s.sold * 1000, returnedMilli: s.returned * 1000, refundedCents: s.refundedCents }, quantity * 1000);
        const res = await postReturn(t, admin, { sale_id: s.id, reason: `Paso ${step}`, lines: [{ sale_line_id: s.line, quantity, disposition }], refund: 'efectivo' });
        expect(res.statusCode, res.body).toBe(200);
        expect(toCents(res.json().amount)).toBe(expected);
        done.returns++;
        s.returned += quantity;
        s.refundedCents += expected;
        if (disposition === 'stock') stock += quantity;
        drawerCents -= expected;
      } else {
        const s = sales.filter((x) => !x.annulled)[rand(sales.filter((x) => !x.annulled).length)];
        if (!s) continue;
        const res = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: s.id });
        if (s.returned > 0) {
          expect([res.statusCode, res.json().messages]).toEqual([400, ['La venta tiene devoluciones: devuelva el resto']]);
          done.refusedAnnulments++;
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        done.annulments++;
        s.annulled = true;
        stock += s.sold;
        drawerCents -= s.netCents;
      }
      // ledgerStock throws unless Σ ledger = product_stock = Σ lots.
      expect(await w.ledgerStock(milk)).toBe(stock);
      expect(stock).toBeGreaterThanOrEqual(0);
    }
    expect((await closingCash()) - start).toBe(drawerCents);
    // The run went through every kind of step.
    expect(Object.values(done).every((n) => n > 0), JSON.stringify(done)).toBe(true);
    // Every line's refunds never pass its net; a line returned whole gave back exactly its net.
    for (const s of sales) {
      expect(s.refundedCents).toBeLessThanOrEqual(s.netCents);
      if (s.returned === s.sold) expect(s.refundedCents).toBe(s.netCents);
    }
  });
});
