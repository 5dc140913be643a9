import { randomUUID } from 'node:crypto';
import { asc, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordSaleBody, Sale } from '@lactea/contracts';
import { archiveOf } from '../siat/archive.js';
import { invoices } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { finishDrafts } from './issue.js';
import { draft } from '../sales/sales.fixtures.js';
import { invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * A sale's invoice is written as a draft by the sale's statement, numbered right after it (the
 * answer carries its number and the CUF it gives), and its document (CUF, XML, hash) written later
 * by the outbox or its first reader. A server that dies before the number leaves the sale and the
 * draft committed, unnumbered: the retry of the sale (same key), the outbox before it sends
 * anything, and the accountant's XML number and complete it, to a document SIAT accepts, with no
 * number skipped or given twice. The death is stood in for by a trigger that refuses the numbering.
 */
describe('an invoice left as a draft between its sale and its completion', () => {
  let world: InvoicingWorld;
  beforeAll(async () => {
    world = await invoicingWorld();
  });
  afterAll(() => world.close());

  /** The server dies before the draft's number. */
  const dieBeforeNumber = async () => {
    await world.t.db.execute(sql.raw(`create or replace function lactea_test_no_number() returns trigger language plpgsql as $$ begin raise exception 'el servidor murió'; end $$`));
    await world.t.db.execute(sql.raw(`create trigger lactea_test_no_number before update on invoices for each row when (old.draft is not null and old.number < 0) execute function lactea_test_no_number()`));
  };
  const live = () => world.t.db.execute(sql.raw(`drop trigger if exists lactea_test_no_number on invoices`));
  afterEach(live);
  /** The drafts as they are (`world.rows()` would complete them). */
  const drafts = () => world.t.db.select().from(invoices).where(isNotNull(invoices.draft)).orderBy(asc(invoices.id));
  const body = () => draft([{ product_id: world.milk, quantity: 1, price: 7 }], { id_type_payment: world.w.cash }, { invoice: {} as RecordSaleBody['invoice'] });

  it('the retry of the sale completes it and answers its number and CUF; SIAT accepts it', async () => {
    await dieBeforeNumber();
    const key = randomUUID();
    const sale = body();
    expect((await world.t.recordSale(world.cashier, sale, key)).statusCode).toBe(500);
    const [left] = await drafts();
    expect(left).toMatchObject({ number: -left.id, cuf: `#${left.id}`, xml: '', hash: '' });

    await live();
    const retry = await world.t.recordSale(world.cashier, sale, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const invoice = (JSON.parse(retry.body) as Sale).invoice!;
    const [row] = await world.rows();
    expect(row.draft).toBeNull();
    expect(invoice).toMatchObject({ id: row.id, number: 1, cuf: row.cuf });
    expect(invoice.verification_url).toContain(`cuf=${row.cuf}`);
    expect(row.cuf).toMatch(/^[0-9A-F]+/);
    expect(row.xml).toContain('<numeroFactura>1</numeroFactura>');
    expect(row.xml).toContain(`<cuf>${row.cuf}</cuf>`);
    expect(row.hash).toBe(archiveOf(row.xml).hashArchivo);
    // The simulator recomputes the CUF and checks the XML against SIAT's schema.
    expect((await world.turn()).accepted).toBe(1);
  });

  it('the outbox numbers and writes the drafts before it sends anything: the unnumbered one after the sale numbered meanwhile, none skipped', async () => {
    await dieBeforeNumber();
    expect((await world.sell()).statusCode).toBe(500);
    await live();
    const fine = await world.sell();
    expect(fine.statusCode).toBe(200);
    const answered = (JSON.parse(fine.body) as Sale).invoice!;
    expect(answered.number).toBe(2);
    // Left: the first draft unnumbered (minus its id), the second with its number taken, its document not written yet.
    expect((await drafts()).map((r) => (r.takenNumber === null ? r.number === -r.id : [r.takenNumber, r.number === -r.id, r.cuf, r.xml]))).toEqual([true, [2, true, `#${answered.id}`, '']]);
    expect((await world.turn()).accepted).toBe(2);
    const rows = await world.rows();
    expect(rows.map((r) => [r.number, r.state, r.draft])).toEqual([1, 2, 3].map((n) => [n, 'aceptada', null]));
    // The CUF the till printed is the one SIAT accepted.
    expect(rows[1].cuf).toBe(answered.cuf);
  });

  it("the accountant's XML of a draft is the completed document", async () => {
    await dieBeforeNumber();
    expect((await world.sell()).statusCode).toBe(500);
    await live();
    const [left] = await drafts();
    const xml = await world.t.call(world.admin, 'GET', `/api/invoice/xml?id=${left.id}`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<numeroFactura>4</numeroFactura>');
    expect(await drafts()).toEqual([]);
  });

  it('its number is taken in place: the row updated on its page, no index entry; the document writes the number with its entries', async () => {
    await dieBeforeNumber();
    expect((await world.sell()).statusCode).toBe(500);
    await live();
    const [left] = await drafts();
    // The session's counts not yet reported (this transaction's and maybe earlier ones'): taken before and after.
    const counts = await world.t.db.transaction(async (tx) => {
      const read = async () =>
        rowsOf<{ updated: number; hot: number }>(
          await tx.execute(sql`select pg_stat_get_xact_tuples_updated('invoices'::regclass)::int as updated, pg_stat_get_xact_tuples_hot_updated('invoices'::regclass)::int as hot`),
        )[0];
      const before = await read();
      expect(await finishDrafts(tx, [left.id])).toBe(1);
      const after = await read();
      return { updated: after.updated - before.updated, hot: after.hot - before.hot };
    });
    expect(counts).toEqual({ updated: 2, hot: 1 });
    const row = (await world.rows()).find((r) => r.id === left.id)!;
    expect([row.number, row.takenNumber, row.draft]).toEqual([5, 5, null]);
  });

  it('FACTURAS lists the last sales first while their documents are not written yet, whatever the page size', async () => {
    // More invoices than a page (10 in tests): the drafts must sort by their numbers, not after the page.
    for (let i = 0; i < 6; i++) expect((await world.sell()).statusCode).toBe(200);
    await world.rows();
    for (let i = 0; i < 2; i++) expect((await world.sell()).statusCode).toBe(200);
    expect((await drafts()).map((r) => r.takenNumber)).toEqual([12, 13]);
    const list = await world.t.call(world.admin, 'GET', '/api/invoice/list', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { number: number }) => r.number).slice(0, 3)).toEqual([13, 12, 11]);
  });
});
