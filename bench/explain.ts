/** Prints EXPLAIN ANALYZE of the product list queries at scale on PostgreSQL (a tuning aid). */
import pg from 'pg';
import { openDatabase } from '../server/src/db/open.js';
import { startCluster } from '../server/test/pg-cluster.js';
import { users } from '../server/src/db/schema/index.js';
import { generateCatalogue } from './generate.js';
import { generateStock } from './stock.js';
import { generateMoney } from './money.js';

const cluster = await startCluster();
try {
  const c = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await c.connect();
  await c.query('create database bench');
  await c.end();
  const database = await openDatabase({ databaseUrl: `${cluster.url}/bench` });
  const gen = await generateCatalogue(database.db, Number(process.env.BENCH_PRODUCTS || 50_000));
  // STOCK=1: also the stock bench's 250,000 lots (bench/stock.ts), for the inventory's queries.
  if (process.env.STOCK === '1') {
    const [u] = await database.db.insert(users).values({ name: 'Bench', category: 'a', username: 'bench', usernameKey: 'bench', passwordHash: 'x' }).returning({ id: users.id });
    await generateStock(database.db, u.id, gen.busiestMarkId);
    await database.db.execute('analyze');
  }
  // MONEY=1: the money-of-the-day data (bench/money.ts: 300,000 sales, 10,000 returns in June 2023).
  if (process.env.MONEY === '1') {
    const [u] = await database.db.insert(users).values({ name: 'Caja', category: 'a', username: 'caja', usernameKey: 'caja', passwordHash: 'x' }).returning({ id: users.id });
    await generateMoney(database.db, u.id);
  }
  await database.close();
  const client = new pg.Client({ connectionString: `${cluster.url}/bench` });
  await client.connect();
  const queries = (process.env.QUERIES ?? '').split(';;').filter(Boolean);
  const defaults = [
    `select count(*) from products`,
    `select p.id from products p join marks m on m.id=p.fk_mark where p.search_text like '%yogur%' order by p.id desc limit 10`,
    `select count(*) from products p where p.search_text like '%yogur%'`,
    `select count(*) from products p where p.fk_mark = ${gen.busiestMarkId}`,
    `select p.id from products p join marks m on m.id=p.fk_mark where p.fk_mark = ${gen.busiestMarkId} order by p.id desc limit 10`,
    `select p.id from products p join marks m on m.id=p.fk_mark where p.barcode = '${gen.sampleBarcodes[1]}' and p.enabled=1 order by p.id desc limit 50`,
    `select p.id from products p join marks m on m.id=p.fk_mark where p.enabled=1 and p.search_text like '%leche%' order by p.id desc limit 20`,
  ];
  for (const q of queries.length ? queries : defaults) {
    if (/^set /i.test(q)) {
      await client.query(q);
      continue;
    }
    for (let i = 0; i < 3; i++) await client.query(q);
    const { rows } = await client.query(`explain (analyze, buffers) ${q}`);
    console.log(`\n== ${q}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await client.end();
} finally {
  cluster.stop();
}
