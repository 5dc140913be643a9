import { randomUUID } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesByProductQuery } from '@lactea/contracts';
import { saleDetails, sales } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { pageWindow } from '../../lib/paging.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { tablesUnderLimit } from '../../../test/plans.js';
import { businessToday } from '../../lib/business-time.js';
import { draft, saleWorld } from '../sales/sales.fixtures.js';
import { soldLinesWhere } from './filters.js';
import { addDays } from './periods.js';
import { soldLinesFrom, soldLinesPage } from './reports.service.js';

type Filter = Omit<SalesByProductQuery, 'page'>;

/**
 * PRODUCTOS VENDIDOS pages its lines from their own copy of the sale's date and state (decision
 * 0061): page N must answer exactly the lines the former query (the sales joined and sorted, then
 * OFFSET) answered for it, under every filter, and the rows a deep page steps over are entries of
 * one sale_details index.
 */
describe('products sold: a deep page answers what the offset over the joined sales answered', () => {
  let t: TestApp;
  let admin: string;
  let today: string;
  let products: number[];
  let clientId: number;
  let recorded: number[];

  /** The former query: every line joined to its sale, sorted, then OFFSET. */
  const formerPage = (q: Filter, page: number) => {
    const { limit, offset } = pageWindow(page, t.config.pageSize);
    return soldLinesFrom(t.db).where(soldLinesWhere(q)).orderBy(desc(sales.date), desc(sales.id), asc(saleDetails.line)).limit(limit).offset(offset);
  };
  const formerCount = async (q: Filter) => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(saleDetails).innerJoin(sales, sql`${sales.id} = ${saleDetails.fkSale}`).where(soldLinesWhere(q));
    return Number(n);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    today = businessToday(t.config.tzBusiness);
    const { adminId } = await t.seededIds();
    const w = await saleWorld(t.db, t.config, adminId);
    products = [];
    for (const [name, price] of [['Leche', '6.00'], ['Queso', '25.50'], ['Yogur', '7.35']] as const) {
      const id = await w.addProduct(name, price);
      await w.addLot(id, 1000, '2099-12-31', '1.00');
      products.push(id);
    }
    // Two sales through the till's own statement (the sale row and its lines in one statement:
    // the lines' trigger must see the sale that statement inserted), one of them annulled.
    recorded = [];
    for (const quantity of [2, 3]) {
      const res = await t.recordSale(admin, draft([{ product_id: products[0], quantity, price: 6 }, { product_id: products[2], quantity: 1, price: 7.35 }], { id_type_payment: w.cash }), randomUUID());
      expect(res.statusCode, res.body).toBe(200);
      recorded.push(res.json().id);
    }
    const annul = await t.call(admin, 'PATCH', '/api/sale/cancel-sale', { id: recorded[1] });
    expect(annul.statusCode, annul.body).toBe(200);
    // 600 sales over 40 days, 1 to 3 lines each, several on one day, 1 in 4 to a client; every
    // 13th annulled afterwards (its lines must follow).
    const [client] = rowsOf<{ id: number }>(await t.db.execute(sql`insert into clients (business_name, ci_nit, search_text) values ('Cliente páginas', '77', 'cliente paginas') returning id`));
    clientId = Number(client.id);
    await t.db.execute(sql`insert into sales (subtotal, discount, total_sale, money_paid, change_box, total_cost, cancelled, fk_type_payment, type_pay, fk_client, fk_user, enabled, date, hour)
      select 1, 0, 1, 1, 0, 1, 1, ${w.cash}::int, 'e', case when g % 4 = 0 then ${clientId}::int end, ${adminId}::int, 1, ${today}::date - (g * 7919 % 40), time '08:00'
      from generate_series(1, 600) g`);
    await t.db.execute(sql`insert into sale_details (fk_sale, line, fk_product, fk_mark, quantity, unit_price_system, unit_price, discount, total, unit_cost, cost, discount_share)
      select s.id, k, (${sql.raw(`array[${products.join(',')}]`)})[1 + (s.id + k) % 3], ${w.markId}::int, 1, 1, 1, 0, 1, 1, 1, 0
      from sales s cross join generate_series(1, 3) k where s.hour = '08:00' and k <= 1 + s.id % 3`);
    await t.db.execute(sql`update sales set enabled = 0 where hour = '08:00' and id % 13 = 0`);
  });
  afterAll(() => t.close());

  it("every line carries its sale's date and state, whoever wrote it and after an annulment", async () => {
    const [row] = rowsOf<{ lines: number; off: number }>(
      await t.db.execute(sql`select count(*)::int as lines, count(*) filter (where d.sale_date <> s.date or d.sale_enabled <> s.enabled)::int as off
        from sale_details d join sales s on s.id = d.fk_sale`),
    );
    expect(Number(row.lines)).toBeGreaterThan(1000);
    expect(Number(row.off)).toBe(0);
    const mine = rowsOf<{ fk_sale: number; sale_date: string; sale_enabled: number }>(
      await t.db.execute(sql`select fk_sale, sale_date::text as sale_date, sale_enabled from sale_details where fk_sale in (${sql.join(recorded, sql`, `)}) order by fk_sale, line`),
    );
    expect(mine.map((r) => [Number(r.fk_sale), r.sale_date, Number(r.sale_enabled)])).toEqual([
      [recorded[0], today, 1],
      [recorded[0], today, 1],
      [recorded[1], today, 0],
      [recorded[1], today, 0],
    ]);
  });

  it('page N of every filter is the former query’s page N', async () => {
    const size = t.config.pageSize;
    const filters: Filter[] = [
      { client_id: 0, product_id: 0 },
      { date_from: addDays(today, -30), date_to: addDays(today, -5), client_id: 0, product_id: 0 },
      { client_id: 0, product_id: products[1] },
      { date_from: addDays(today, -20), date_to: today, client_id: 0, product_id: products[2] },
      { client_id: clientId, product_id: 0 },
      { client_id: clientId, product_id: products[0] },
    ];
    for (const q of filters) {
      const total = await formerCount(q);
      const last = Math.ceil(total / size);
      expect(last, JSON.stringify(q)).toBeGreaterThan(3);
      for (const page of [1, 2, Math.ceil(last / 2), last - 1, last, last + 1]) {
        const query = Object.fromEntries(Object.entries({ ...q, page }).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
        const res = await t.call(admin, 'GET', '/api/sale/sales-by-product', query);
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json() as { data: { id: number }[]; current_page: number };
        const former = (await formerPage(q, page)).map((r) => r.id);
        expect(answer.data.map((r) => r.id), `${JSON.stringify(q)} page ${page}`).toEqual(former);
        expect(answer.current_page).toBe(page);
      }
    }
    // A client's totals are summed from its lines: the count is the former one too.
    const res = await t.call(admin, 'GET', '/api/sale/sales-by-product', { client_id: String(clientId), product_id: '0', page: '1' });
    expect(res.json()).toMatchObject({ total: await formerCount({ client_id: clientId, product_id: 0 }) });
  });

  it('a deep page steps over entries of one sale_details index, never over lines joined to their sale', async () => {
    const deep = { limit: t.config.pageSize, offset: 300 };
    expect(await tablesUnderLimit(t.db, soldLinesPage(t.db, { client_id: 0, product_id: 0 }, deep))).toEqual(['sale_details']);
    expect(await tablesUnderLimit(t.db, soldLinesPage(t.db, { date_from: addDays(today, -30), date_to: today, client_id: 0, product_id: 0 }, deep))).toEqual(['sale_details']);
    expect(await tablesUnderLimit(t.db, soldLinesPage(t.db, { client_id: 0, product_id: products[1] }, deep))).toEqual(['sale_details']);
    // A client's lines are found through its sales (few: decision 0061).
    expect(await tablesUnderLimit(t.db, soldLinesPage(t.db, { client_id: clientId, product_id: 0 }, deep))).toEqual(['sale_details', 'sales']);
  });
});
