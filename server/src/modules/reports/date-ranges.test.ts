import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MSG } from '@lactea/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Every list filtered by Desde/Hasta refuses a Hasta before its Desde with one message (withRange),
 * as the sales reports did: an empty answer read as "nothing was bought or spent then".
 */
const RANGED = [
  '/api/purchase/purchases-report',
  '/api/purchase/purchases-report-register',
  '/api/purchase/canceled-purchases',
  '/api/purchase/purchases-by-product',
  '/api/purchase/purchases-report/export',
  '/api/purchase/purchases-report-register/export',
  '/api/purchase/canceled-purchases/export',
  '/api/purchase/purchases-by-product/export',
  '/api/expense/list',
  '/api/expense-admin/list',
  '/api/sale/debt-collection',
];

describe('date ranges of the lists', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it.each(RANGED)('%s refuses Hasta before Desde, and answers the same days in order', async (url) => {
    const query = (from: string, to: string) => ({ page: '1', date_from: from, date_to: to, ...(url.endsWith('/export') ? { format: 'csv' } : {}) });
    const reversed = await t.call(admin, 'GET', url, query('2026-03-02', '2026-03-01'));
    expect(reversed.statusCode, reversed.body).toBe(400);
    expect(reversed.json()).toEqual({ messages: [`Hasta: ${DATE_MSG.rangeReversed}`] });
    const inOrder = await t.call(admin, 'GET', url, query('2026-03-01', '2026-03-02'));
    expect(inOrder.statusCode, inOrder.body).toBe(200);
  });
});
