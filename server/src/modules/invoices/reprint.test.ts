import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleSchema, type InvoicePage } from '@lactea/contracts';
import { invoicingWorld, type InvoicingWorld } from './invoice-test-kit.js';

/**
 * An invoice the till printed at once, then issued again in contingency (SIAT away: tipo de emisión
 * 2, a new CUF): the buyer's paper is not the invoice SIAT receives. FACTURAS marks it and the
 * home counts it until 'Reimprimir' prints the contingency version.
 */
let x: InvoicingWorld;
beforeAll(async () => {
  x = await invoicingWorld();
});
afterAll(() => x.close());

const list = async () => (await x.t.call(x.admin, 'GET', '/api/invoice/list', {})).json() as InvoicePage;

describe('an invoice whose CUF changed after it was printed', () => {
  it('is marked for its reprint, and counted; one issued in contingency from the start is not', async () => {
    expect((await x.sell(1)).statusCode).toBe(200);
    await x.turn();
    x.sim.faults.mode = 'drop';
    const printed = saleSchema.parse((await x.sell(2)).json());
    await x.turn();
    const during = saleSchema.parse((await x.sell(3)).json());
    expect(during.invoice).toMatchObject({ emission_type: 2 });
    const page = await list();
    const rowOf = (n: number) => page.data.find((r) => r.number === n)!;
    expect(rowOf(printed.invoice!.number)).toMatchObject({ emission_type: 2, reprint_due: 1 });
    expect(rowOf(printed.invoice!.number).cuf).not.toBe(printed.invoice!.cuf);
    expect(rowOf(during.invoice!.number).reprint_due).toBe(0);
    expect(rowOf(1).reprint_due).toBe(0);
    expect(page.reprint_due).toBe(1);
    // Counted whatever the state filter (the home's tile reads the range).
    expect(((await x.t.call(x.admin, 'GET', '/api/invoice/list', { state: 'aceptada' })).json() as InvoicePage).reprint_due).toBe(1);
  });

  it("'Reimprimir' prints the contingency version (its new CUF, tipo de emisión 2) and the mark goes away", async () => {
    const row = (await list()).data.find((r) => r.reprint_due === 1)!;
    const reprint = await x.t.call(x.admin, 'GET', '/api/invoice/print', { id: row.id });
    expect(reprint.statusCode, reprint.body).toBe(200);
    expect(reprint.json().invoice).toMatchObject({ cuf: row.cuf, emission_type: 2 });
    expect(reprint.json().invoice.verification_url).toContain(`cuf=${row.cuf}&`);
    const after = await list();
    expect(after.reprint_due).toBe(0);
    expect(after.data.every((r) => r.reprint_due === 0)).toBe(true);
    x.sim.faults.mode = 'ok';
    await x.drain();
    expect((await list()).data.map((r) => r.state)).toEqual(['aceptada', 'aceptada', 'aceptada']);
  });
});
