import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Executor } from '../src/db/types.js';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/**
 * The tables the plan of `query` reads under its first LIMIT, sorted: the rows a deep page steps
 * over. Only the listed table(s) there means a skipped row is an index entry, never a row joined to
 * its product, user or client (decision 0061).
 */
export async function tablesUnderLimit(db: Executor, query: SQLWrapper): Promise<string[]> {
  const relations = (n: PlanNode): string[] => [...(n['Relation Name'] ? [n['Relation Name']] : []), ...(n.Plans ?? []).flatMap(relations)];
  return [...new Set(relations(await firstLimit(db, query)))].sort();
}

/**
 * The scans under the plan's first LIMIT ('Index Only Scan <index>'), sorted. With `indexesOnly`, the
 * plan is the one of a large table (sequential scans discouraged, in a transaction of its own): a
 * test's few hundred rows would otherwise make a sequential scan and a sort the cheaper plan.
 */
export async function scansUnderLimit(db: Executor, query: SQLWrapper, indexesOnly = false): Promise<string[]> {
  const scans = (n: PlanNode): string[] => [
    ...(n['Relation Name'] ? [`${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`] : []),
    ...(n.Plans ?? []).flatMap(scans),
  ];
  const limit = indexesOnly
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return firstLimit(tx, query);
      })
    : await firstLimit(db, query);
  return [...new Set(scans(limit))].sort();
}

async function firstLimit(db: Executor, query: SQLWrapper): Promise<PlanNode> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const cell = Object.values(row)[0];
  const root = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const find = (n: PlanNode): PlanNode | undefined => (n['Node Type'] === 'Limit' ? n : (n.Plans ?? []).map(find).find(Boolean));
  const limit = find(root[0].Plan);
  expect(limit, JSON.stringify(root)).toBeDefined();
  return limit!;
}

/** Copies every row of `table` matching `where` `times` over (all columns but the id): a long list quickly. */
export async function cloneRows(db: Executor, table: string, times: number, where: SQL = sql`true`): Promise<void> {
  const columns = rowsOf<{ c: string }>(
    await db.execute(sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name <> 'id' order by ordinal_position`),
  ).map((r) => sql.identifier(r.c));
  const list = sql.join(columns, sql`, `);
  await db.execute(sql`insert into ${sql.identifier(table)} (${list}) select ${list} from ${sql.identifier(table)}, generate_series(1, ${times}::int) where ${where}`);
}
