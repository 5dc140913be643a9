import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { KardexRow, Lot, LowLot } from '@lactea/contracts';
import { rowsOf } from '../../db/types.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { CASHIER } from '../../../test/fixtures.js';
import { tablesUnderLimit } from '../../../test/plans.js';
import { kardex, lots, lowLots } from '../../db/schema/index.js';
import { kardexPage } from './kardex.service.js';
import { lotPageQuery, soonestFirst, withStock } from './lots.service.js';
import { lowLotPage } from './low-lots.service.js';
import { addDays } from './stock.fixtures.js';
import { todayText } from './stock-sql.js';

type Page<T> = { data: T[]; total: number; current_page: number; last_page: number };
type LotFact = { id: number; fkProduct: number; quantity: number; expiry: string; fkMark: number };

/**
 * Deep pages read the page's ids from an index first, then join only those rows: page N must still
 * be exactly the N-th slice of the whole list in its order (ties on the expiry broken by id), with
 * the same total and last page. The full lists are computed here from the plain rows.
 */
describe('stock lists: a deep page is the same slice of the whole ordered list', () => {
  let t: TestApp;
  let admin: string;
  let today: string;
  let pil: number;
  let leche: number;
  let queso: number;
  let facts: LotFact[];
  const LOTS = 1200;
  const MOVES = 700;
  const LOWS = 300;

  async function get<T>(url: string, query: Record<string, string>): Promise<Page<T>> {
    const res = await t.call(admin, 'GET', url, query);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json() as Page<T>;
  }
  /** Page `page` answers `expected`'s slice for it, with its total and last page. */
  async function expectSlice<T extends { id: number }>(url: string, query: Record<string, string>, expected: number[], page: number) {
    const size = t.config.pageSize;
    const answer = await get<T>(url, { ...query, page: String(page) });
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.map((r) => r.id)).toEqual(expected.slice((page - 1) * size, page * size));
    expect(answer).toMatchObject({ total: expected.length, current_page: page, last_page: Math.max(1, Math.ceil(expected.length / size)) });
    return answer;
  }
  const byExpiryThenId = (a: LotFact, b: LotFact) => (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : a.id - b.id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    today = todayText(t.config.tzBusiness);
    const { adminId, cashierId } = await t.seededIds();
    const add = async (url: string, body: unknown) => {
      const res = await t.call(admin, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }).id;
    };
    pil = await add('/api/mark/add', { mark: 'PIL' });
    const other = await add('/api/mark/add', { mark: 'Delizia' });
    const product = (code: string, fkMark: number) => add('/api/product/add', { code, product: code, barcode: '', description: 'd', price: 2, cost: 1, fk_mark: fkMark });
    leche = await product('LEC-1', pil);
    queso = await product('QUE-1', other);
    // Lots of both products, a fifth emptied, expiries from 20 days ago to 19 days ahead (many ties).
    await t.db.execute(sql`
      insert into lots (fk_product, initial_quantity, quantity, expiration_date, unit_cost, fk_user, created_at)
      select case when i % 2 = 0 then ${leche}::int else ${queso}::int end, 5, case when i % 5 = 0 then 0 else 5 end,
             ${today}::date + (i % 40 - 20), 1, case when i % 3 = 0 then ${cashierId}::int else ${adminId}::int end,
             now() - make_interval(mins => i)
      from generate_series(1, ${LOTS}::int) i`);
    await t.db.execute(sql`
      insert into kardex (fk_product, delta, balance, reason, doc_kind, doc_id, fk_user)
      select ${leche}::int, 1, i, 'Nuevo lote', 'lot', i, case when i % 3 = 0 then ${cashierId}::int else ${adminId}::int end
      from generate_series(1, ${MOVES}::int) i`);
    await t.db.execute(sql`
      insert into low_lots (fk_lot, fk_product, quantity, fk_user)
      select id, fk_product, 1, ${adminId}::int from lots order by id limit ${LOWS}::int`);
    const rows = await t.db.execute(sql`select l.id, l.fk_product, l.quantity, l.expiration_date::text as expiry, p.fk_mark from lots l join products p on p.id = l.fk_product`);
    facts = rowsOf<Record<string, unknown>>(rows).map((r) => ({
      id: Number(r.id),
      fkProduct: Number(r.fk_product),
      quantity: Number(r.quantity),
      expiry: String(r.expiry),
      fkMark: Number(r.fk_mark),
    }));
  });
  afterAll(() => t.close());

  const inStock = () => facts.filter((f) => f.quantity > 0);

  it('lot/list, newest first: page 70 and the last page, whole and for one product', async () => {
    const all = inStock().map((f) => f.id).sort((a, b) => b - a);
    const page = await expectSlice<Lot>('/api/lot/list', {}, all, 70);
    // The joined columns belong to each page's own lot.
    for (const lot of page.data) expect(lot.product.code).toBe(facts.find((f) => f.id === lot.id)!.fkProduct === leche ? 'LEC-1' : 'QUE-1');
    await expectSlice<Lot>('/api/lot/list', {}, all, Math.ceil(all.length / t.config.pageSize));
    const leches = inStock().filter((f) => f.fkProduct === leche).map((f) => f.id).sort((a, b) => b - a);
    await expectSlice<Lot>('/api/lot/list', { fk_product: String(leche) }, leches, 40);
  });

  it('lot/search-lots, lot/expired-lots and lot/lots-near-expiration: soonest expiry first, ties by lot', async () => {
    const ofLeche = inStock().filter((f) => f.fkProduct === leche).sort(byExpiryThenId).map((f) => f.id);
    await expectSlice<Lot>('/api/lot/search-lots', { fk_product: String(leche) }, ofLeche, 31);
    const expired = inStock().filter((f) => f.expiry < today).sort(byExpiryThenId);
    await expectSlice<Lot>('/api/lot/expired-lots', {}, expired.map((f) => f.id), 35);
    // The brand filter keeps its answer (it is now the set of the brand's products).
    await expectSlice<Lot>('/api/lot/expired-lots', { fk_mark: String(pil) }, expired.filter((f) => f.fkMark === pil).map((f) => f.id), 17);
    const near = inStock().filter((f) => f.expiry >= today && f.expiry <= addDays(today, 10)).sort(byExpiryThenId);
    await expectSlice<Lot>('/api/lot/lots-near-expiration', { days: '10' }, near.map((f) => f.id), 20);
  });

  it('kardex/list and low-lot/list, newest first: a deep page with its rows joined', async () => {
    const moves = await t.db.execute(sql`select id from kardex where fk_product = ${leche}::int`);
    const ids = rowsOf<{ id: unknown }>(moves).map((r) => Number(r.id)).sort((a, b) => b - a);
    const page = await expectSlice<KardexRow & { id: number }>('/api/kardex/list', { fk_product: String(leche) }, ids, 55);
    for (const row of page.data) expect(row.user === CASHIER.name).toBe(Number(row.balance) % 3 === 0);
    const lows = await t.db.execute(sql`select id from low_lots`);
    const lowIds = rowsOf<{ id: unknown }>(lows).map((r) => Number(r.id)).sort((a, b) => b - a);
    const lowPage = await expectSlice<LowLot>('/api/low-lot/list', {}, lowIds, 25);
    for (const low of lowPage.data) expect(low.fk_product).toBe(facts.find((f) => f.id === low.fk_lot)!.fkProduct);
  });

  it('a deep page steps over index entries of the listed table only; its other tables are joined for the page alone', async () => {
    const tz = t.config.tzBusiness;
    const deep = { limit: t.config.pageSize, offset: 500 };
    expect(await tablesUnderLimit(t.db, lotPageQuery(t.db, tz, withStock, [desc(lots.id)], deep))).toEqual(['lots']);
    expect(await tablesUnderLimit(t.db, lotPageQuery(t.db, tz, withStock, soonestFirst, deep))).toEqual(['lots']);
    expect(await tablesUnderLimit(t.db, kardexPage(t.db, tz, eq(kardex.fkProduct, leche), deep))).toEqual(['kardex']);
    expect(await tablesUnderLimit(t.db, lowLotPage(t.db, tz, eq(lowLots.fkProduct, queso), { limit: 10, offset: 100 }))).toEqual(['low_lots']);
  });
});
