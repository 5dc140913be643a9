import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reconciliationItems, sales } from '../../db/schema/index.js';
import type { TestApp } from '../../../test/helpers.js';
import { draft, type SaleWorld } from '../sales/sales.fixtures.js';

/**
 * Offline sales and their reconciliation cases as the sync (another module) leaves them: a sale
 * recorded through record-sale, then marked as sold offline on a device, and its case rows.
 */
export interface OfflineSale {
  token: string;
  productId: number;
  deviceId: string;
  provisionalNumber: string;
  soldAt: string;
  receivedAt: string;
  /** The sale's client (a credit sale has one). */
  clientId?: number;
}

export async function offlineSale(t: TestApp, w: SaleWorld, s: OfflineSale): Promise<number> {
  const res = await t.call(s.token, 'POST', '/api/sale/record-sale', draft([{ product_id: s.productId, quantity: 1, price: 10 }], { id_type_payment: w.cash }));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  await t.db
    .update(sales)
    .set({ offline: 1, deviceId: s.deviceId, provisionalNumber: s.provisionalNumber, createdAt: new Date(s.soldAt), receivedAt: new Date(s.receivedAt), fkClient: s.clientId ?? null })
    .where(eq(sales.id, id));
  return id;
}

export type CaseRow = typeof reconciliationItems.$inferInsert;

export async function addCase(t: TestApp, row: CaseRow): Promise<number> {
  const [{ id }] = await t.db.insert(reconciliationItems).values(row).returning({ id: reconciliationItems.id });
  return id;
}
