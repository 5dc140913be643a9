import { createHash } from 'node:crypto';
import { getTableColumns, Param, SQL, sql, type AnyColumn, type SQLChunk } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { shapeOf } from './shape.js';
import type { Executor } from './types.js';

/**
 * Prepared statements for the sale's hot statements (decision 0049). PostgreSQL spent
 * more time parsing and planning the sale's write statement than running it; a named statement is
 * parsed once per pooled connection and, after a few runs, planned once. Only for statements whose
 * text is one of a few fixed shapes, whatever the number of lines and lots: lists go in as ONE
 * array parameter each (`pgArray`, unnested by the statement), never as a list of parameters.
 * Every distinct text stays prepared on every connection of the pool until it closes.
 * PGlite ignores the name (it has no pool, and the statement runs as before).
 * Their texts are built once per shape too (`shapeOf`): each run reads only its parameters.
 */

const dialect = new PgDialect();

/** A statement's text and its name (a hash of the text), built once per shape (`shapeOf`). */
interface Text {
  sql: string;
  name: string;
}
/** The texts built, by shape; the oldest shape goes when there are more (the sale's are a handful). */
const texts = new Map<string, Text>();
const MAX_SHAPES = 256;
/**
 * The tests set LACTEA_CHECK_SHAPES: every statement's text is built too and compared with the one
 * its shape gave, so a shape that stood for two texts fails every test that runs it.
 */
const checkShapes = process.env.LACTEA_CHECK_SHAPES === '1';

/** The same value: a mapped object (an array, a date) may be a new one with the same content. */
const sameParam = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

const textOf = (sql: string): Text => ({ sql, name: `lactea_${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}` });

/**
 * `query`'s text and parameters: the text from its shape's, built the first time that shape ran
 * (decision 0049, amendment of 29/11/2026), and only the parameters read from `query`.
 */
function build(query: SQL): { text: Text; params: unknown[] } {
  const shape = shapeOf(query);
  if (!shape) {
    const built = dialect.sqlToQuery(query);
    return { text: textOf(built.sql), params: built.params };
  }
  let text = texts.get(shape.key);
  if (text === undefined || checkShapes) {
    const built = dialect.sqlToQuery(query);
    if (text !== undefined && text.sql !== built.sql) throw new Error(`Una forma de sentencia dio dos textos:\n${text.sql}\n${built.sql}`);
    // The shape's parameters are drizzle's, or this reading of its tree is wrong.
    if (built.params.length !== shape.params.length || built.params.some((p, i) => !sameParam(p, shape.params[i]))) throw new Error(`Los parámetros de la forma no son los de drizzle: ${built.sql}`);
    if (text === undefined) {
      text = textOf(built.sql);
      if (texts.size >= MAX_SHAPES) texts.delete(texts.keys().next().value!);
      texts.set(shape.key, text);
    }
  }
  return { text, params: shape.params };
}

/** Runs `query` as a named prepared statement (named by its text): answers `{ rows }` like `execute`. */
export function executePrepared(executor: Executor, query: SQL): Promise<unknown> {
  const { text, params } = build(query);
  return executor._.session.prepareQuery({ sql: text.sql, params }, undefined, text.name, false).execute();
}

/**
 * A PostgreSQL array literal of `values` (`{"1","2",NULL}`), to pass a list as one parameter and
 * cast it (`::int[]`, `::numeric[]`, `::varchar[]`). Every text is quoted, so text with commas,
 * quotes or braces arrives as it is; null is SQL NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  // Built by hand, numbers unquoted (a number's text has no quote, comma or brace): it runs for
  // every column of every sale.
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) literal += ',';
    literal += v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`;
  }
  return `${literal}}`;
}

/**
 * `json` (jsonb) with `id` set to `newId`, the id of a row the same statement inserts (the sale's
 * write, decision 0050): its audit row's `after` and the idempotency key's stored answer.
 */
export const jsonbWithId = (json: SQL, newId: SQL): SQL => sql`${json} || jsonb_build_object('id', ${newId})`;

/** `column = any(ids)` with the ids as one array parameter: `inArray` with a text that does not depend on how many. */
export const anyOf = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${pgArray(ids)}::int[])`;

/**
 * `insert into table (…) values (…)` of ONE row, as drizzle's `insert(table).values(row)` writes it
 * (each value a parameter mapped by its column, a SQL value as it is; a column left out gets its
 * `$defaultFn`, else its `$onUpdateFn` when it has no default, else the table's default), without
 * its builder: building it cost the sale's write statement a twentieth of record-sale's Node time
 * (measured). The columns left out are left out of the text (drizzle writes `default` for each):
 * the same row. Add `returning …` after it.
 */
export function insertRow<T extends PgTable>(table: T, row: T['$inferInsert']): SQL {
  const names: SQLChunk[] = [];
  const values: SQLChunk[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    // A generated column (drizzle's own test, internal in its types).
    if ((column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert()) continue;
    let value = (row as Record<string, unknown>)[key];
    // drizzle's order: the column's `$defaultFn`, else its `$onUpdateFn` if it has no default.
    if (value === undefined && column.defaultFn !== undefined) value = column.defaultFn();
    else if (value === undefined && !column.default && column.onUpdateFn !== undefined) value = column.onUpdateFn();
    if (value === undefined) continue;
    names.push(sql.identifier(column.name));
    values.push(value instanceof SQL ? value : new Param(value, column));
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)})`;
}
