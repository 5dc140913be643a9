import { Column, isSQLWrapper, Name, Param, Placeholder, SQL, StringChunk, Subquery, Table, View, type SQLWrapper } from 'drizzle-orm';

/**
 * A statement's shape and its parameters, read from drizzle's SQL tree without building its text:
 * `key` is everything its text is made of (the literal pieces, which table, column or name goes
 * where, and `\0p` where a parameter goes), so two statements with the same key have the same text,
 * and `params` are the values drizzle would bind, in the same order and mapped the same way
 * (`sqlToQuery`, `buildQueryFromSourceParams`). The sale's statements are built again on every sale
 * with new values and, most of the time, one of a few shapes: building their text each time was a
 * fifth of record-sale's Node time (decision 0049, amendment of 29/11/2026).
 *
 * Answers null for what it does not read (placeholders, views, subqueries, aliases, inlined
 * parameters, enums, a parameter whose mapping gives SQL): the caller then builds the text as
 * before. It follows drizzle's own order of checks, so a chunk is read as drizzle reads it.
 */
export function shapeOf(query: SQL): { key: string; params: unknown[] } | null {
  const key: string[] = [];
  const params: unknown[] = [];
  return walk(query, key, params) ? { key: key.join(''), params } : null;
}

/** A short tag per table, column or other object whose text drizzle renders from the object itself. */
const tags = new WeakMap<object, string>();
let nextTag = 0;
const tagOf = (o: object): string => {
  let tag = tags.get(o);
  if (tag === undefined) {
    tag = `\0o${nextTag++}\0`;
    tags.set(o, tag);
  }
  return tag;
};

function walk(chunk: unknown, key: string[], params: unknown[]): boolean {
  if (chunk instanceof StringChunk) {
    for (const piece of chunk.value) key.push(piece);
    return true;
  }
  if (chunk instanceof Name) {
    key.push('\0n', chunk.value, '\0');
    return true;
  }
  if (chunk === undefined) return true;
  if (Array.isArray(chunk)) {
    // Drizzle writes an array as `(a, b, …)`.
    key.push('(');
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) key.push(', ');
      if (!walk(chunk[i], key, params)) return false;
    }
    key.push(')');
    return true;
  }
  if (chunk instanceof SQL) {
    // `sql.inlineParams()`: its values are written into the text.
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const c of chunk.queryChunks) if (!walk(c, key, params)) return false;
    return true;
  }
  if (chunk instanceof Table || chunk instanceof Column) {
    key.push(tagOf(chunk));
    return true;
  }
  if (chunk instanceof View || chunk instanceof Placeholder || chunk instanceof SQL.Aliased || chunk instanceof Subquery || typeof chunk === 'function') return false;
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (mapped instanceof SQL) return false;
    key.push('\0p');
    params.push(mapped);
    return true;
  }
  if (isSQLWrapper(chunk)) {
    const wrapper = chunk as SQLWrapper & { shouldOmitSQLParens?: () => boolean };
    const omit = wrapper.shouldOmitSQLParens?.() === true;
    if (!omit) key.push('(');
    if (!walk(wrapper.getSQL(), key, params)) return false;
    if (!omit) key.push(')');
    return true;
  }
  key.push('\0p');
  params.push(chunk);
  return true;
}
