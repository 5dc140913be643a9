import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, standsForNoClient } from '@lactea/contracts';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { rowsOf } from '../db/types.js';
import { seedDemo } from './seed-demo.js';

/** What a newcomer trying the demo reads: names that say how a product is sold, debts someone owes. */
describe('the demo shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The demo seeds only an empty database: without the test's own users.
    await t.db.execute(sql`truncate users cascade`);
    expect(await seedDemo(t.db, t.config.scrypt)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it("names each enabled product of a brand once, and '… por kg' is sold by weight and only that", async () => {
    const products = rowsOf<{ product: string; mark: string; unit: string }>(
      await t.db.execute(sql`select p.product, m.mark, p.unit from products p join marks m on m.id = p.fk_mark where p.enabled = 1`),
    );
    // Two brands' 'Leche Entera 1 L' are two products; one brand's two 'Queso Chaqueño por kg' confuse.
    const names = products.map((p) => fold(`${p.mark}: ${p.product}`));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const p of products) expect(p.product.includes('por kg'), `${p.product} (${p.unit})`).toBe(p.unit === 'kg');
  });

  it("puts no debt on the till's buyer without a name ('S/N')", async () => {
    const debtors = rowsOf<{ business_name: string; ci_nit: string }>(
      await t.db.execute(sql`select distinct c.business_name, c.ci_nit from sales s join clients c on c.id = s.fk_client where s.cancelled = 0`),
    );
    expect(debtors.length).toBeGreaterThan(0);
    expect(debtors.filter((c) => standsForNoClient(c.business_name, c.ci_nit))).toEqual([]);
  });

  it("a client's note on its credit days says the days it has", async () => {
    const noted = rowsOf<{ gloss: string; overdue_days: number | null }>(await t.db.execute(sql`select gloss, overdue_days from clients where gloss ~ 'Crédito hasta [0-9]+ días'`));
    expect(noted.length).toBeGreaterThan(0);
    for (const c of noted) expect(c.overdue_days, c.gloss).toBe(Number(/(\d+) días/.exec(c.gloss)![1]));
  });

  it("gives a few milks and yogurts their 'Caja x12' and 'Pack x6', each barcode its own", async () => {
    const rows = rowsOf<{ product: string; unit: string; name: string; barcode: string; taken: boolean }>(
      await t.db.execute(
        sql`select p.product, p.unit, r.name, r.barcode, exists (select 1 from products o where o.barcode = r.barcode) as taken from presentations r join products p on p.id = r.fk_product`,
      ),
    );
    expect(rows.filter((r) => r.name === 'Caja x12').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.name === 'Pack x6').length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect([r.unit, r.taken], `${r.product}: ${r.name}`).toEqual(['unidad', false]);
  });

  it("has the price lists 'Mayorista' and 'Tiendas de barrio', with breaks below the counter's prices, and clients who have them", async () => {
    const rows = rowsOf<{ list: string; code: string; unit: string; min: string; price: string; counter: string }>(
      await t.db.execute(sql`select l.name as list, p.code, p.unit, r.min_quantity::text as min, r.price::text as price, p.price::text as counter
        from price_list_prices r join price_lists l on l.id = r.fk_price_list join products p on p.id = r.fk_product order by l.name, p.code, r.min_quantity`),
    );
    expect([...new Set(rows.map((r) => r.list))]).toEqual(['Mayorista', 'Tiendas de barrio']);
    for (const r of rows) expect(Number(r.price) < Number(r.counter), `${r.list} ${r.code} ${r.price}`).toBe(true);
    expect(rows.filter((r) => r.list === 'Mayorista' && r.code === 'PIL-001').map((r) => r.min)).toEqual(['1.000', '12.000', '48.000']);
    expect(rows.some((r) => r.unit === 'kg' && !Number.isInteger(Number(r.min)))).toBe(true);
    const holders = rowsOf<{ list: string; n: number }>(
      await t.db.execute(sql`select l.name as list, count(*)::int as n from clients c join price_lists l on l.id = c.fk_price_list group by l.name order by l.name`),
    );
    expect(holders).toEqual([{ list: 'Mayorista', n: 2 }, { list: 'Tiendas de barrio', n: 1 }]);
  });

  it("has a preventista with 'Ruta Centro', Monday to Saturday, four shops in visit order, and sold nothing at the counter", async () => {
    const stops = rowsOf<{ route: string; category: string; days: string; client: string }>(
      await t.db.execute(sql`select r.name as route, u.category, array_to_string(r.visit_days, ',') as days, c.business_name as client
        from routes r join users u on u.id = r.fk_user join route_clients rc on rc.fk_route = r.id join clients c on c.id = rc.fk_client order by rc.position`),
    );
    expect(stops.map((s) => s.client)).toEqual(['Tienda Doña Rosa', 'Minimarket El Alto', 'Panadería San Miguel', 'Mercado Lanza - Puesto 14']);
    expect(new Set(stops.map((s) => `${s.route} ${s.category} ${s.days}`))).toEqual(new Set(['Ruta Centro v 1,2,3,4,5,6']));
    const sold = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from sales s join users u on u.id = s.fk_user where u.category = 'v'`));
    expect(sold[0].n).toBe(0);
  });

  it("has a route day to load: three pending orders for tomorrow on 'Ruta Centro' by the preventista, their units reserved", async () => {
    const taken = rowsOf<{ client: string; route: string; category: string; tomorrow: boolean; shortfall: string }>(
      await t.db.execute(sql`select c.business_name as client, r.name as route, u.category, o.delivery_date = (now() at time zone 'America/La_Paz')::date + 1 as tomorrow, o.shortfall::text as shortfall
        from orders o join clients c on c.id = o.fk_client join routes r on r.id = o.fk_route join users u on u.id = o.fk_user
        where o.state = 'pendiente' order by o.id`),
    );
    expect(taken).toEqual(['Tienda Doña Rosa', 'Minimarket El Alto', 'Panadería San Miguel'].map((client) => ({ client, route: 'Ruta Centro', category: 'v', tomorrow: true, shortfall: '0.000' })));
    const lines = rowsOf<{ code: string; units: string; reserved: string }>(
      await t.db.execute(sql`select p.code, l.units::text as units, l.reserved::text as reserved from order_lines l join products p on p.id = l.fk_product order by l.fk_order, l.line`),
    );
    // Units asked / reserved per line: a 'Caja x12' is 12, a 'Pack x6' 6; the demo's stock holds them all.
    expect(lines.map((l) => `${l.code} ${Number(l.units)}/${Number(l.reserved)}`)).toEqual([
      'PIL-001 12/12', 'PIL-005 4/4', 'PIL-004 12/12',
      'PIL-001 6/6', 'PIL-008 3/3', 'PIL-011 2/2',
      'PIL-012 2/2', 'PIL-011 2/2', 'PIL-005 6/6',
    ]);
    // product_stock.reserved holds exactly what the orders reserved.
    const held = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from product_stock ps
        where ps.reserved <> (select coalesce(sum(l.reserved), 0) from order_lines l join orders o on o.id = l.fk_order where o.state = 'pendiente' and l.fk_product = ps.fk_product)`),
    );
    expect(held[0].n).toBe(0);
  });
});
