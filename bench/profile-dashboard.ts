/**
 * Times each statement of the owner's home on PGlite, one at a time (a tuning aid, not in
 * `npm run bench`; decision 0045). The generated database is kept in PROFILE_DIR so later runs
 * skip generation. VACUUM=1 vacuums the tables it reads first; SETUP='stmt;;stmt' runs statements
 * first (an index to try); QUERIES='q;;q' times these instead; EXPLAIN=3,7 prints those plans.
 *   npx tsx bench/profile-dashboard.ts
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../server/src/db/open.js';
import { users } from '../server/src/db/schema/index.js';
import { generateCatalogue } from './generate.js';
import { generateStock } from './stock.js';
import { generateReportSales } from './reports.js';
import { floorStatements } from './dashboard.js';
import { businessToday } from '../server/src/lib/business-time.js';

const dir = process.env.PROFILE_DIR ?? '/tmp/lactea-profile-dashboard';
const fresh = !fs.existsSync(dir);
const database = await openDatabase({ dataDir: dir });
if (fresh) {
  const gen = await generateCatalogue(database.db, 50_000);
  const [u] = await database.db.insert(users).values({ name: 'Bench', category: 'a', username: 'bench', usernameKey: 'bench', passwordHash: 'x' }).returning({ id: users.id });
  await generateStock(database.db, u.id, gen.busiestMarkId);
  await generateReportSales(database.db, u.id);
}
if (process.env.VACUUM) for (const t of ['product_stock', 'client_open_debts', 'lots', 'sales_daily_product', 'sales']) await database.db.execute(sql.raw(`vacuum analyze ${t}`));
const statements = process.env.QUERIES ? process.env.QUERIES.split(';;').map((q) => sql.raw(q)) : floorStatements(businessToday('America/La_Paz'));
if (process.env.SETUP) for (const q of process.env.SETUP.split(';;')) await database.db.execute(sql.raw(q));
const dialect = new PgDialect();
const rounds = Number(process.env.ROUNDS ?? 15);
let total = 0;
for (const [i, q] of statements.entries()) {
  for (let w = 0; w < 2; w++) await database.db.execute(q);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    await database.db.execute(q);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const med = times[Math.floor(times.length / 2)];
  total += med;
  const text = dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').slice(0, 110);
  console.log(`${String(i).padStart(2)} ${med.toFixed(2).padStart(7)} ms  ${text}`);
}
console.log(`total ${total.toFixed(1)} ms`);
if (process.env.EXPLAIN) for (const i of process.env.EXPLAIN.split(',').map(Number)) {
  const r = await database.db.execute(sql`explain analyze ${statements[i]}`);
  console.log((r as unknown as { rows: Record<string, string>[] }).rows.map((x) => Object.values(x)[0]).join('\n'));
}
await database.close();
