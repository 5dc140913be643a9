/**
 * The sales bench's tills in a process of their own (issue 24): the API side of bench/sales.ts runs
 * here, so the server's event loop (in the bench's process) does only the server's work, as it
 * does in a shop where the tills are other machines, and the CPU the bench reports per API sale is
 * the server's alone. The parent sends one round at a time ({ address, token, cash, products,
 * seconds, clients }); each answer is that round's latencies, errors, time and this process's CPU.
 */
import { randomUUID } from 'node:crypto';
import { cashSaleBody } from './lib.js';
import { PRICE, pickLines, timedLoop } from './sale-loop.js';

export interface ClientRound {
  address: string;
  token: string;
  cash: number;
  products: number[];
  seconds: number;
  clients: number;
}

process.on('message', async (round: ClientRound) => {
  const once = async () => {
    const res = await fetch(`${round.address}/api/sale/record-sale`, {
      method: 'POST',
      headers: { authorization: `Bearer ${round.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(cashSaleBody(pickLines(round.products), PRICE, round.cash)),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
  process.send!(await timedLoop(round.seconds, round.clients, once));
});
