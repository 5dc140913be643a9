/**
 * Reads a whole result in batches by keyset (`WHERE (key) < (last key) ... LIMIT n`), never with
 * OFFSET and never all at once: each batch is one short indexed query, so an export of a year
 * neither holds the rows in memory nor blocks PGlite's event loop for long.
 */
export async function* keysetRows<Row, Key>(
  fetchBatch: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 500,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const batch = await fetchBatch(after, batchSize);
    for (const row of batch) yield row;
    if (batch.length < batchSize) return;
    after = keyOf(batch[batch.length - 1]);
  }
}
