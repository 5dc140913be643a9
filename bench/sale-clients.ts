/**
 * The sales bench's tills in a process of their own: the API side of bench/sales.ts runs
 * here, so the server's event loop (in the bench's process) does only the server's work, as it
 * does in a shop where the tills are other machines, and the CPU the bench reports per API sale is
 * the server's alone. The parent sends one round at a time ({ address, token, cash, products,
 * seconds, clients }); each answer is that round's latencies, errors, time and this process's CPU.
 *
 * The requests go through undici's `Pool` (one kept-alive connection per till), not `fetch`: on this
 * 2-core machine the tills share the cores with the server and PostgreSQL, and `fetch` (WHATWG
 * streams over the same undici) spent about twice the CPU a sale (decision 0053).
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { cashSaleBody, type BenchClient } from './lib.js';
import { INVOICE_BUYER, listPrice, PRICE, pickLines, timedLoop } from './sale-loop.js';

export interface ClientRound {
  address: string;
  token: string;
  cash: number;
  products: number[];
  seconds: number;
  clients: number;
  /** Sales to this client, priced by its list (sale-loop.ts LIST_PRICES); none: no client, the counter's price. */
  client?: BenchClient;
  /** Each sale asks for its SIAT invoice, to a buyer with a NIT (the till's 'Factura'). */
  invoice?: boolean;
}

let pool: { address: string; clients: number; pool: Pool } | undefined;

/** One pool per address and number of tills, kept across rounds as a till keeps its connection. */
function poolFor(round: ClientRound): Pool {
  if (pool?.address !== round.address || pool.clients !== round.clients) {
    void pool?.pool.close();
    pool = { address: round.address, clients: round.clients, pool: new Pool(round.address, { connections: round.clients }) };
  }
  return pool.pool;
}

process.on('message', async (round: ClientRound) => {
  const tills = poolFor(round);
  const once = async () => {
    const res = await tills.request({
      path: '/api/sale/record-sale',
      method: 'POST',
      headers: { authorization: `Bearer ${round.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...cashSaleBody(pickLines(round.products), round.client ? listPrice : PRICE, round.cash, round.client), ...(round.invoice ? { invoice: INVOICE_BUYER } : {}) }),
    });
    await res.body.arrayBuffer();
    return res.statusCode === 200;
  };
  process.send!(await timedLoop(round.seconds, round.clients, once));
});
