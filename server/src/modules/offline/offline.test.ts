import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, OFFLINE_MSG, RECONCILIATION_MSG, type DeviceStatus, type ReconciliationItem } from '@lactea/contracts';
import { ADMIN, CASHIER, createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { clients, devices, reconciliationItems, sales } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { scansUnderLimit, tablesUnderLimit } from '../../../test/plans.js';
import { offlineSalesRows } from './reconciliation.service.js';
import type { SaleWorld } from '../sales/sales.fixtures.js';
import { addCase, offlineSale } from './offline.fixtures.js';

const TILL_A = 'till-a-0001';
const TILL_B = 'till-b-0002';
const UNKNOWN_TILL = 'till-never-reported';
const report = (device_id: string, pending: number, extra: Partial<Record<string, unknown>> = {}) => ({
  device_id,
  device_name: `Caja ${device_id.slice(5, 6).toUpperCase()}`,
  pending,
  failed: 0,
  oldest_pending_at: pending ? '2026-03-10T14:00:00Z' : null,
  ...extra,
});

describe('offline till administration: devices and the reconciliation list', () => {
  let t: TestApp;
  let w: SaleWorld;
  let admin: string;
  let cashier: string;
  let milk: number;
  let cheese: number;

  /** Refused with this status and these messages, and nothing changed. */
  async function expectRefused(request: () => ReturnType<TestApp['call']>, status: number, messages?: string[]) {
    const before = await t.snapshot();
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    if (messages) expect(res.json().messages).toEqual(messages);
    expect(await t.snapshot()).toEqual(before);
  }

  beforeAll(async () => {
    ({ t, w } = await createSaleTestApp());
    admin = await t.adminToken();
    cashier = await t.cashierToken();
    milk = await w.addProduct('Leche Sync', '10.00');
    cheese = await w.addProduct('Queso Sync', '10.00', { unit: 'kg' });
    await w.addLot(milk, 100, '2099-12-31');
    await w.addLot(cheese, 100, '2099-12-31');
  });
  afterAll(() => t.close());

  describe('sale/device-status and sale/devices', () => {
    it('stores a till report under the token user and answers it; a later report replaces it', async () => {
      const first = await t.call(cashier, 'POST', '/api/sale/device-status', report(TILL_A, 3));
      expect(first.statusCode, first.body).toBe(200);
      const stored = first.json() as DeviceStatus;
      expect(stored).toMatchObject({ device_id: TILL_A, device_name: 'Caja A', user: CASHIER.name, pending: 3, failed: 0, oldest_pending_at: '2026-03-10T14:00:00.000Z', last_sync_at: null });
      expect(Date.parse(stored.reported_at)).toBeGreaterThan(Date.now() - 60_000);

      const again = await t.call(admin, 'POST', '/api/sale/device-status', report(TILL_A, 0, { failed: 2, device_name: 'Caja mostrador' }));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ device_id: TILL_A, device_name: 'Caja mostrador', pending: 0, failed: 2, oldest_pending_at: null });
      expect(again.json().user).toBe(ADMIN.name);
      expect(await t.db.select().from(devices).where(eq(devices.id, TILL_A))).toHaveLength(1);
    });

    it('refuses bad reports in Spanish and changes nothing', async () => {
      await expectRefused(() => t.call(cashier, 'POST', '/api/sale/device-status', report('a b', 1)), 400, [`Dispositivo: ${OFFLINE_MSG.deviceInvalid}`]);
      await expectRefused(() => t.call(cashier, 'POST', '/api/sale/device-status', report(TILL_B, -1)), 400);
      await expectRefused(() => t.call(cashier, 'POST', '/api/sale/device-status', report(TILL_B, 1, { oldest_pending_at: 'ayer' })), 400);
      await expectRefused(() => t.call(cashier, 'POST', '/api/sale/device-status', report(TILL_B, 1, { device_name: '' })), 400);
      await expectRefused(() => t.call(cashier, 'POST', '/api/sale/device-status', report(TILL_B, 1, { extra: 1 })), 400);
      await expectRefused(() => t.call(undefined, 'POST', '/api/sale/device-status', report(TILL_B, 1)), 401);
    });

    it('lists recent devices to the administrator only, those still holding sales first', async () => {
      expect((await t.call(cashier, 'POST', '/api/sale/device-status', report(TILL_B, 5))).statusCode).toBe(200);
      const old = new Date(Date.now() - 40 * 24 * 3600_000);
      await t.db.insert(devices).values({ id: 'till-old-0003', name: 'Caja vieja', fkUser: (await t.seededIds()).cashierId, pending: 9, reportedAt: old });
      // Reported long ago but synced a sale yesterday: still listed.
      await t.db.insert(devices).values({ id: 'till-sync-0004', name: 'Caja sincronizada', fkUser: (await t.seededIds()).cashierId, reportedAt: old, lastSyncAt: new Date(Date.now() - 24 * 3600_000) });

      const res = await t.call(admin, 'GET', '/api/sale/devices');
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as DeviceStatus[];
      expect(list.map((d) => d.device_id)).toEqual([TILL_B, TILL_A, 'till-sync-0004']);
      expect(list[0]).toMatchObject({ device_name: 'Caja B', user: CASHIER.name, pending: 5 });
      await expectRefused(() => t.call(cashier, 'GET', '/api/sale/devices'), 403, ['No tiene permiso para realizar esta operación']);
    });
  });

  describe('sale/reconciliation, -count and -resolve', () => {
    let priceCase: number;
    let shortCase: number;
    let creditCase: number;
    let unknownDeviceCase: number;
    let firstSale: number;
    let cleanSale: number;

    beforeAll(async () => {
      const [client] = await t.db.insert(clients).values({ businessName: 'Tienda Doña Rosa', ciNit: '4455667', searchText: 'tienda dona rosa 4455667' }).returning({ id: clients.id });
      firstSale = await offlineSale(t, w, { token: cashier, productId: milk, deviceId: TILL_A, provisionalNumber: 'A001-0001', soldAt: '2026-03-10T14:00:00Z', receivedAt: '2026-03-10T16:30:00Z', clientId: client.id });
      // Synced with nothing to review: listed too, as 'sincronizada'.
      cleanSale = await offlineSale(t, w, { token: cashier, productId: milk, deviceId: TILL_A, provisionalNumber: 'A001-0000', soldAt: '2026-03-10T13:00:00Z', receivedAt: '2026-03-10T16:29:00Z' });
      const second = await offlineSale(t, w, { token: cashier, productId: cheese, deviceId: TILL_B, provisionalNumber: 'B002-0001', soldAt: '2026-03-10T15:00:00Z', receivedAt: '2026-03-10T16:31:00Z' });
      const third = await offlineSale(t, w, { token: admin, productId: milk, deviceId: UNKNOWN_TILL, provisionalNumber: 'C003-0001', soldAt: '2026-03-09T15:00:00Z', receivedAt: '2026-03-10T16:32:00Z' });
      priceCase = await addCase(t, { kind: 'precio', fkSale: firstSale, fkProduct: milk, chargedTotal: '12.00', expectedTotal: '14.00', detail: 'Cobrado Bs. 12,00; precio vigente Bs. 14,00' });
      creditCase = await addCase(t, { kind: 'credito', fkSale: firstSale, detail: 'Límite de crédito superado' });
      shortCase = await addCase(t, { kind: 'faltante', fkSale: second, fkProduct: cheese, missingQuantity: '0.250', detail: 'Faltaron 0,250 kg' });
      unknownDeviceCase = await addCase(t, { kind: 'precio', fkSale: third, fkProduct: milk, chargedTotal: '9.50', expectedTotal: '10.00', detail: 'Cobrado Bs. 9,50; precio vigente Bs. 10,00' });
    });

    const list = async (query: Record<string, string> = {}) => {
      const res = await t.call(admin, 'GET', '/api/sale/reconciliation', query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: ReconciliationItem[]; total: number; current_page: number; last_page: number };
    };

    it('lists the unresolved cases newest sale first, with who, where and when', async () => {
      const page = await list();
      expect(page).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
      expect(page.data.map((c) => c.id)).toEqual([shortCase, creditCase, priceCase, unknownDeviceCase]);
      const [short, credit, price, unknown] = page.data;
      expect(short).toMatchObject({ kind: 'faltante', provisional_number: 'B002-0001', device_name: 'Caja B', user: CASHIER.name, missing_quantity: 0.25, charged_total: null, sold_at: '2026-03-10T15:00:00.000Z', received_at: '2026-03-10T16:31:00.000Z', resolved: 0, note: null, resolved_by: null, version: 1 });
      expect(short.product).toMatchObject({ id: cheese, product: 'Queso Sync', unit: 'kg' });
      expect(credit).toMatchObject({ kind: 'credito', state: 'pendiente', product: null, sale_id: firstSale, device_name: 'Caja mostrador', client: 'Tienda Doña Rosa' });
      expect(short).toMatchObject({ state: 'pendiente', client: null });
      expect(price).toMatchObject({ kind: 'precio', charged_total: 12, expected_total: 14, detail: 'Cobrado Bs. 12,00; precio vigente Bs. 14,00' });
      // A device that never reported shows by its id.
      expect(unknown).toMatchObject({ device_name: UNKNOWN_TILL, user: ADMIN.name });
      expect(await t.call(admin, 'GET', '/api/sale/reconciliation-count').then((r) => r.json())).toEqual({ quantity: 4 });
    });

    it('lists every offline sale received: one that synced without a case is a row of its own, Sincronizada', async () => {
      const clean = await list({ resolved: '3' });
      expect(clean).toMatchObject({ total: 1, last_page: 1 });
      expect(clean.data).toEqual([
        expect.objectContaining({ id: 0, kind: null, state: 'sincronizada', sale_id: cleanSale, provisional_number: 'A001-0000', product: null, resolved: 1, version: 0, client: null }),
      ]);
      expect(clean.data[0].detail).toBe('Sin observaciones: precios, inventario y crédito coincidieron');
      // 'Todos': every case and every clean sale, newest sale first (the clean one was sold first).
      const all = await list({ resolved: '2' });
      expect(all.total).toBe(5);
      expect(all.data.map((r) => [r.sale_id, r.id])).toEqual([
        [expect.any(Number), shortCase],
        [firstSale, creditCase],
        [firstSale, priceCase],
        [cleanSale, 0],
        [expect.any(Number), unknownDeviceCase],
      ]);
      // The bell counts only the cases to review.
      expect(await t.call(admin, 'GET', '/api/sale/reconciliation-count').then((r) => r.json())).toEqual({ quantity: 4 });
    });

    it('resolves a case with its note, once, audited; the count drops and the filters move it', async () => {
      const auditFrom = await t.lastAuditId();
      const res = await t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: priceCase, version: 1, note: 'Se cobró la diferencia\nal cliente' });
      expect(res.statusCode, res.body).toBe(200);
      const resolved = res.json() as ReconciliationItem;
      expect(resolved).toMatchObject({ id: priceCase, resolved: 1, note: 'Se cobró la diferencia\nal cliente', resolved_by: ADMIN.name, version: 2 });
      expect(Date.parse(resolved.resolved_at!)).toBeGreaterThan(Date.now() - 60_000);
      const [entry] = await t.auditSince(auditFrom);
      expect(entry).toMatchObject({ action: 'resolve', entity: 'reconciliation_item', entityId: priceCase, userId: (await t.seededIds()).adminId });
      expect(entry.before).toMatchObject({ resolved: 0, version: 1 });
      expect(entry.after).toMatchObject({ resolved: 1, version: 2 });

      expect(await t.call(admin, 'GET', '/api/sale/reconciliation-count').then((r) => r.json())).toEqual({ quantity: 3 });
      expect((await list()).data.map((c) => c.id)).not.toContain(priceCase);
      expect((await list({ resolved: '1' })).data.map((c) => c.id)).toEqual([priceCase]);
      expect((await list({ resolved: '1' })).data[0].state).toBe('resuelto');
      expect((await list({ resolved: '2' })).total).toBe(5);

      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: priceCase, version: 2, note: 'Otra vez' }), 400, [RECONCILIATION_MSG.alreadyResolved]);
    });

    it('refuses a stale version (409), a missing case (404) and bad input (400), changing nothing', async () => {
      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: shortCase, version: 7, note: 'x' }), 409, [MSG.staleEdit]);
      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: 999_999, version: 1, note: 'x' }), 404, [RECONCILIATION_MSG.notFound]);
      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: shortCase, version: 1, note: '   ' }), 400);
      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: shortCase, version: 1 }), 400);
      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: shortCase, version: 1, note: 'x'.repeat(301) }), 400);
      await expectRefused(() => t.call(admin, 'PATCH', '/api/sale/reconciliation-resolve', { id: shortCase, version: 1, note: 'x', resolved: 0 }), 400);
      await expectRefused(() => t.call(admin, 'GET', '/api/sale/reconciliation', { resolved: '4' }), 400, ['Estado: Estado inválido']);
      await expectRefused(() => t.call(admin, 'GET', '/api/sale/reconciliation', { page: '0' }), 400);
      await expectRefused(() => t.call(admin, 'GET', '/api/sale/reconciliation', { estado: '1' }), 400);
    });

    it('is the administrator’s only: a cashier gets 403 on every reconciliation route', async () => {
      await expectRefused(() => t.call(cashier, 'GET', '/api/sale/reconciliation'), 403);
      await expectRefused(() => t.call(cashier, 'GET', '/api/sale/reconciliation-count'), 403);
      await expectRefused(() => t.call(cashier, 'PATCH', '/api/sale/reconciliation-resolve', { id: shortCase, version: 1, note: 'x' }), 403);
    });

    it('pages like the other lists', async () => {
      const sale = await offlineSale(t, w, { token: cashier, productId: milk, deviceId: TILL_A, provisionalNumber: 'A001-0002', soldAt: '2026-03-11T14:00:00Z', receivedAt: '2026-03-11T14:05:00Z' });
      const extra = t.config.pageSize;
      for (let i = 0; i < extra; i++) await addCase(t, { kind: 'faltante', fkSale: sale, fkProduct: milk, missingQuantity: '1', detail: `Faltó ${i}` });
      const unresolved = 3 + extra;
      const first = await list();
      expect(first).toMatchObject({ total: unresolved, last_page: 2 });
      expect(first.data).toHaveLength(t.config.pageSize);
      const second = await list({ page: '2' });
      expect(second.data.map((c) => c.id)).toEqual([shortCase, creditCase, unknownDeviceCase]);
      expect((await list({ page: '9' })).data).toEqual([]);
      const count = await t.db.$count(reconciliationItems, eq(reconciliationItems.resolved, 0));
      expect(count).toBe(unresolved);
    });

    it("each case carries its sale's moment, whatever its insert says: the list's order is one index", async () => {
      const id = await addCase(t, { kind: 'credito', fkSale: firstSale, detail: 'Otro caso', soldAt: new Date('2001-01-01T00:00:00Z') });
      const [row] = await t.db.select({ soldAt: reconciliationItems.soldAt }).from(reconciliationItems).where(eq(reconciliationItems.id, id));
      expect(row.soldAt.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    });

    it('a deep page of every filter is the same slice of the whole list, its rows stepped over by index', async () => {
      // Each offline sale copied 60 times a minute apart (copies of different sales tie on the moment), half with its cases.
      const [{ top }] = rowsOf<{ top: number }>(await t.db.execute(sql`select max(id)::int as top from sales`));
      const columnsOf = async (table: string) =>
        rowsOf<{ c: string }>(
          await t.db.execute(sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name not in ('id', 'created_at', 'fk_sale', 'sold_at', 'reconciliation_cases') order by ordinal_position`),
        ).map((r) => sql.identifier(r.c));
      const saleColumns = sql.join(await columnsOf('sales'), sql`, `);
      await t.db.execute(sql`insert into sales (${saleColumns}, created_at)
        select ${saleColumns}, created_at - make_interval(mins => g) from sales, generate_series(1, 60) g where offline = 1`);
      const caseColumns = sql.join((await columnsOf('reconciliation_items')).map((c) => sql`r.${c}`), sql`, `);
      const bare = sql.join(await columnsOf('reconciliation_items'), sql`, `);
      await t.db.execute(sql`insert into reconciliation_items (${bare}, fk_sale)
        select ${caseColumns}, s.id from sales s join sales o on o.provisional_number = s.provisional_number and o.id <= ${top}::int
        join reconciliation_items r on r.fk_sale = o.id where s.id > ${top}::int and s.id % 2 = 0`);

      type Fact = { sale: number; at: number; case: number | null; resolved: number | null };
      const facts = rowsOf<Record<string, unknown>>(
        await t.db.execute(sql`select s.id as sale, s.created_at as at, r.id as case, r.resolved from sales s left join reconciliation_items r on r.fk_sale = s.id where s.offline = 1`),
      ).map((r): Fact => ({ sale: Number(r.sale), at: new Date(r.at as string).getTime(), case: r.case === null ? null : Number(r.case), resolved: r.resolved === null ? null : Number(r.resolved) }));
      const newestFirst = (a: Fact, b: Fact) => b.at - a.at || b.sale - a.sale || (b.case ?? 0) - (a.case ?? 0);
      const keys = (rows: Fact[]) => rows.sort(newestFirst).map((f) => `${f.sale}:${f.case ?? 0}`);
      const size = t.config.pageSize;
      const expectSlice = async (resolved: string, expected: string[], page: number) => {
        const answer = await list({ resolved, page: String(page) });
        expect(answer.data.length).toBeGreaterThan(0);
        expect(answer.data.map((r) => `${r.sale_id}:${r.id}`)).toEqual(expected.slice((page - 1) * size, page * size));
        expect(answer).toMatchObject({ total: expected.length, current_page: page, last_page: Math.ceil(expected.length / size) });
      };
      const all = keys(facts);
      expect(all.length).toBeGreaterThan(300);
      await expectSlice('2', all, 25);
      await expectSlice('2', all, Math.ceil(all.length / size));
      await expectSlice('3', keys(facts.filter((f) => f.case === null)), 12);
      await expectSlice('0', keys(facts.filter((f) => f.resolved === 0)), 9);


      // The former query of 2 and 3 (every offline sale joined to its cases, sorted, OFFSET): the
      // same rows in the same order on pages 1, 2, the middle, the last and past the end.
      const former = async (clean: boolean, page: number) => {
        const where = sql`s.offline = 1 ${clean ? sql`and r.id is null` : sql``}`;
        const keysOf = rowsOf<{ sale: number; case: number | null }>(
          await t.db.execute(sql`select s.id as sale, r.id as case from sales s left join reconciliation_items r on r.fk_sale = s.id where ${where}
            order by s.created_at desc, s.id desc, r.id desc limit ${size}::int offset ${(page - 1) * size}::int`),
        ).map((r) => `${r.sale}:${r.case ?? 0}`);
        const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from sales s left join reconciliation_items r on r.fk_sale = s.id where ${where}`));
        return { keys: keysOf, total: Number(n) };
      };
      for (const [resolved, rows] of [['2', all.length], ['3', facts.filter((f) => f.case === null).length]] as const) {
        const last = Math.ceil(rows / size);
        for (const page of [1, 2, Math.ceil(last / 2), last, last + 1]) {
          const answer = await list({ resolved, page: String(page) });
          const expected = await former(resolved === '3', page);
          expect(answer.data.map((r) => `${r.sale_id}:${r.id}`), `filter ${resolved}, page ${page}`).toEqual(expected.keys);
          expect(answer.total).toBe(expected.total);
        }
      }

      // Every offline sale (2) and those without a case (3): the LIMIT reads the offline sales' index
      // alone (each sale's number of cases is on it); only the page's sales look up their cases.
      const deep = { limit: size, offset: 200 };
      expect(await tablesUnderLimit(t.db, offlineSalesRows(t.db, 2, deep))).toEqual(['sales']);
      expect(await tablesUnderLimit(t.db, offlineSalesRows(t.db, 3, deep))).toEqual(['sales']);
      expect(await scansUnderLimit(t.db, offlineSalesRows(t.db, 2, deep), true)).toEqual(['Index Only Scan sales_offline_sold_idx']);
      expect(await scansUnderLimit(t.db, offlineSalesRows(t.db, 3, deep), true)).toEqual(['Index Only Scan sales_offline_clean_idx']);
    });

    it("each offline sale carries its number of cases, whatever its writers say: the list's count is one index", async () => {
      const casesOf = async (id: number) => (await t.db.select({ n: sales.reconciliationCases }).from(sales).where(eq(sales.id, id)))[0].n;
      const before = await casesOf(cleanSale);
      const added = await t.db
        .insert(reconciliationItems)
        .values([1, 2, 3].map((i) => ({ kind: 'faltante', fkSale: cleanSale, fkProduct: milk, missingQuantity: '1', detail: `Prueba ${i}` })))
        .returning({ id: reconciliationItems.id });
      expect(await casesOf(cleanSale)).toBe(before + 3);
      await t.db.delete(reconciliationItems).where(eq(reconciliationItems.id, added[0].id));
      expect(await casesOf(cleanSale)).toBe(before + 2);
      await t.db.delete(reconciliationItems).where(eq(reconciliationItems.fkSale, cleanSale));
      expect(await casesOf(cleanSale)).toBe(0);
      const [{ wrong }] = rowsOf<{ wrong: number }>(
        await t.db.execute(sql`select count(*)::int as wrong from sales s where s.reconciliation_cases <> (select count(*) from reconciliation_items r where r.fk_sale = s.id)`),
      );
      expect(Number(wrong)).toBe(0);
    });
  });
});
