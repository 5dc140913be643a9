import pg from 'pg';
import { driverClientOf, type Executor } from './types.js';

type Answers<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Several reads that do not depend on each other. On the database itself (`driverClientOf`:
 * node-postgres' pool or PGlite) they run at once, each on a connection of its own. A transaction
 * holds one connection, which node-postgres runs one statement at a time: reads sent together would
 * queue in its client, which node-postgres deprecates (and pg 9 refuses), so there they run one
 * after the other (as on a database drizzle was given a single client).
 */
export async function readTogether<const T extends readonly (() => unknown)[]>(executor: Executor, reads: T): Promise<Answers<T>> {
  const client = driverClientOf(executor);
  if (client !== undefined && !(client instanceof pg.Client)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}
