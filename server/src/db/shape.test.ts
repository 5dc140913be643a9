import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { auditLog, lots } from './schema/index.js';
import { anyOf, pgArray } from './prepared.js';
import { shapeOf } from './shape.js';

const dialect = new PgDialect();
// A database that never runs anything: only its query builders are used.
const db = drizzle(() => Promise.resolve({ rows: [] }));

/** A statement of the sale's kind: tables, columns, nested SQL, an embedded insert, an array, a name, optional parts. */
const statement = (v: { ids: number[]; after: object; entityId?: number; at: Date; lock: boolean }): SQL => {
  const row = db.insert(auditLog).values({ action: 'sale', entity: 'sale', entityId: v.entityId, after: v.after, at: v.at }).returning({ id: auditLog.id });
  return sql`with audit_row as ${row}, a as (
      select ${lots.id}, ${lots.quantity} from ${lots} where ${anyOf(lots.id, v.ids)} and ${lots.expirationDate} > ${v.at.toISOString().slice(0, 10)}
      ${v.lock ? sql`for update` : sql``}
    ) select ${[1, v.ids.length]} as t, ${sql.raw('now()')}, ${pgArray(v.ids)}::int[], ${sql.identifier('audit_row')}.id from audit_row`;
};

describe('shapeOf', () => {
  it("answers drizzle's own parameters, and the same key exactly when drizzle writes the same text", () => {
    const cases = [
      statement({ ids: [1, 2], after: { a: 1 }, entityId: 7, at: new Date('2026-01-01T10:00:00Z'), lock: false }),
      statement({ ids: [3], after: { b: [2] }, entityId: 8, at: new Date('2026-02-01T10:00:00Z'), lock: false }),
      statement({ ids: [4, 5, 6], after: {}, entityId: 9, at: new Date('2026-03-01T10:00:00Z'), lock: true }),
      // A value left out of the insert is `default` in its text: another shape.
      statement({ ids: [4], after: {}, at: new Date('2026-03-01T10:00:00Z'), lock: false }),
    ];
    const seen = new Map<string, string>();
    for (const query of cases) {
      const built = dialect.sqlToQuery(query);
      const shape = shapeOf(query)!;
      expect(shape.params).toEqual(built.params);
      const other = seen.get(shape.key);
      if (other !== undefined) expect(built.sql).toBe(other);
      seen.set(shape.key, built.sql);
    }
    // The first two differ only in their values: one shape; the third locks and the fourth has no entity id: two more.
    expect(seen.size).toBe(3);
    expect(shapeOf(cases[0])!.key).toBe(shapeOf(cases[1])!.key);
    // An array literal of another length is another text.
    const arrayOf = (n: number[]) => sql`select ${n}`;
    expect(shapeOf(arrayOf([1]))!.key).not.toBe(shapeOf(arrayOf([1, 2]))!.key);
  });

  it('leaves to drizzle what it does not read: placeholders and inlined parameters', () => {
    expect(shapeOf(sql`select ${sql.placeholder('x')}`)).toBeNull();
    expect(shapeOf(sql`select ${1}`.inlineParams())).toBeNull();
  });
});
