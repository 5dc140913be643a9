import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordSaleBody, Sale } from '@lactea/contracts';
import { archiveOf } from '../siat/archive.js';
import { draft } from '../sales/sales.fixtures.js';
import { invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * A sale's invoice is written as a draft by the sale's statement, then numbered and completed (CUF,
 * XML, hash) right after it. A server that dies in between leaves the sale and the draft committed,
 * numbered or not: the retry of the sale (same key) and the outbox, before it sends anything,
 * complete it, to a document SIAT accepts, with no number skipped or given twice. The death is
 * stood in for by a trigger that refuses the numbering, or the completion after it.
 */
describe('an invoice left as a draft between its sale and its completion', () => {
  let world: InvoicingWorld;
  beforeAll(async () => {
    world = await invoicingWorld();
  });
  afterAll(() => world.close());

  /** 'number': the server dies before the draft's number; 'document': after it, before its CUF and XML. */
  const dieBefore = async (step: 'number' | 'document') => {
    await world.t.db.execute(sql.raw(`create or replace function lactea_test_no_completion() returns trigger language plpgsql as $$ begin raise exception 'el servidor murió'; end $$`));
    const when = step === 'number' ? 'old.draft is not null and old.number < 0' : 'old.draft is not null and old.number > 0';
    await world.t.db.execute(sql.raw(`create trigger lactea_test_no_completion before update on invoices for each row when (${when}) execute function lactea_test_no_completion()`));
  };
  afterEach(async () => {
    await world.t.db.execute(sql.raw(`drop trigger if exists lactea_test_no_completion on invoices`));
  });
  const drafts = async () => (await world.rows()).filter((r) => r.draft !== null);
  const body = () => draft([{ product_id: world.milk, quantity: 1, price: 7 }], { id_type_payment: world.w.cash }, { invoice: {} as RecordSaleBody['invoice'] });

  it('the retry of the sale completes it and answers its number and CUF; SIAT accepts it', async () => {
    await dieBefore('number');
    const key = randomUUID();
    const sale = body();
    expect((await world.t.recordSale(world.cashier, sale, key)).statusCode).toBe(500);
    const [left] = await drafts();
    expect(left).toMatchObject({ number: -left.id, cuf: `#${left.id}`, xml: '', hash: '' });

    await world.t.db.execute(sql.raw(`drop trigger lactea_test_no_completion on invoices`));
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

  it('the outbox numbers and completes the drafts before it sends anything: numbered after the sales completed meanwhile, none skipped', async () => {
    await dieBefore('number');
    expect((await world.sell()).statusCode).toBe(500);
    await world.t.db.execute(sql.raw(`drop trigger lactea_test_no_completion on invoices`));
    await dieBefore('document');
    expect((await world.sell()).statusCode).toBe(500);
    await world.t.db.execute(sql.raw(`drop trigger lactea_test_no_completion on invoices`));
    const fine = await world.sell();
    expect(fine.statusCode).toBe(200);
    // The second draft took its number (2) before it died; the sale after it, 3; the first draft gets 4.
    expect((JSON.parse(fine.body) as Sale).invoice?.number).toBe(3);
    // Left: the first draft unnumbered (minus its id), the second with its number.
    expect((await drafts()).map((r) => (r.number < 0 ? r.number === -r.id : r.number))).toEqual([true, 2]);
    expect((await world.turn()).accepted).toBe(3);
    const rows = await world.rows();
    expect(rows.map((r) => [r.number, r.state, r.draft])).toEqual([1, 2, 3, 4].map((n) => [n, 'aceptada', null]));
  });

  it("the accountant's XML of a draft is the completed document", async () => {
    await dieBefore('number');
    expect((await world.sell()).statusCode).toBe(500);
    await world.t.db.execute(sql.raw(`drop trigger lactea_test_no_completion on invoices`));
    const [left] = await drafts();
    const xml = await world.t.call(world.admin, 'GET', `/api/invoice/xml?id=${left.id}`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<numeroFactura>5</numeroFactura>');
    expect(await drafts()).toEqual([]);
  });
});
