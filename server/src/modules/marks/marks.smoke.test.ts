import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('harness smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds a mark and refuses a duplicate without changing anything', async () => {
    const token = await t.adminToken();
    const ok = await t.call(token, 'POST', '/api/mark/add', { mark: 'Yógur Andino' });
    expect(ok.statusCode).toBe(200);
    const before = await t.snapshot();
    const dup = await t.call(token, 'POST', '/api/mark/add', { mark: 'YOGUR andino' });
    expect(dup.statusCode).toBe(400);
    expect(await t.snapshot()).toEqual(before);
    const list = await t.call(token, 'GET', '/api/mark/list', { search: 'yogur' });
    expect(list.json().total).toBe(1);
  });
});
