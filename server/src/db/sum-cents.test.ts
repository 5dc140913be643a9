import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { rowsOf } from './types.js';

/** sum_cents (migration 0020): the rollups' money sum, exact in bigint cents, never wrapped. */
describe('sum_cents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sumOf = async (values: string[]) => {
    const list = values.length ? sql.join(values.map((v) => sql`(${v}::bigint)`), sql`, `) : sql`(null::bigint)`;
    const where = values.length ? sql`` : sql`where false`;
    const [row] = rowsOf<{ s: string }>(await t.db.execute(sql`select sum_cents(x)::text as s from (values ${list}) v(x) ${where}`));
    return row.s;
  };

  it('adds exactly past 2^53 (where a float would round) and answers 0 over no rows', async () => {
    expect(await sumOf(['9007199254740993', '1', '-3'])).toBe('9007199254740991');
    expect(await sumOf(['150', '-150'])).toBe('0');
    expect(await sumOf([])).toBe('0');
  });

  it('refuses to overflow instead of wrapping', async () => {
    const error = await sumOf(['9223372036854775807', '1']).catch((e: Error & { cause?: { code?: string } }) => e);
    // 22003: numeric_value_out_of_range (drizzle wraps the database's error as its cause).
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22003');
  });
});
