/**
 * The phones of bench/phones.ts in a process of their own, as bench/sale-clients.ts does for the
 * tills: on PGlite the database runs in the server's process and holds its event loop, and 50
 * simulated phones in that same loop measured mostly their own wait to be read (the server handled
 * each order/add in < 1 s while the phones saw up to 75 s). The parent sends one round
 * ({ address, phones: [{ token, orders }] }); the answer is every send's latency by kind, the
 * slowest sends' start and end, and the units asked, or the first error.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export type SendKind = 'first' | 'twin' | 'again';
export interface PhoneRound {
  address: string;
  phones: { token: string; orders: { client_id: number; delivery_date: string; lines: { product_id: number; quantity: number }[] }[] }[];
}
export interface PhoneAnswer {
  byKind: Record<SendKind, number[]>;
  /** Each phone's first order: all 50 sent at the same moment. */
  opening: number[];
  /** The slowest sends, s from the start. */
  slowest: { from: number; ms: number; kind: SendKind }[];
  sent: number;
  unitsAsked: number;
  seconds: number;
  error?: string;
}

async function syncAll(round: PhoneRound): Promise<PhoneAnswer> {
  const t0 = performance.now();
  const byKind: Record<SendKind, number[]> = { first: [], twin: [], again: [] };
  const opening: number[] = [];
  const spans: { from: number; ms: number; kind: SendKind }[] = [];
  let sent = 0;
  let unitsAsked = 0;
  const post = async (token: string, key: string, body: object, kind: SendKind, opens = false): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${round.address}/api/order/add`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
    const text = await res.text();
    const ms = performance.now() - started;
    byKind[kind].push(ms);
    if (opens) opening.push(ms);
    spans.push({ from: (started - t0) / 1000, ms, kind });
    sent++;
    if (res.status !== 200) throw new Error(`order/add ${res.status}: ${text}`);
    return (JSON.parse(text) as { id: number }).id;
  };
  await Promise.all(
    round.phones.map(async (phone) => {
      for (const [o, body] of phone.orders.entries()) {
        unitsAsked += body.lines.reduce((s, l) => s + l.quantity, 0);
        const key = randomUUID();
        // Every 4th: the answer lost on the way, the phone sends it again at once; both must answer one order.
        const ids = o % 4 === 3 ? await Promise.all([post(phone.token, key, body, 'first'), post(phone.token, key, body, 'twin')]) : [await post(phone.token, key, body, 'first', o === 0)];
        // Every 5th: sent again later (the phone never saw the answer).
        if (o % 5 === 4) ids.push(await post(phone.token, key, body, 'again'));
        if (new Set(ids).size !== 1) throw new Error(`un mismo pedido (clave ${key}) dio los pedidos ${ids.join(', ')}`);
      }
    }),
  );
  return { byKind, opening, slowest: spans.sort((a, b) => b.ms - a.ms).slice(0, 8), sent, unitsAsked, seconds: (performance.now() - t0) / 1000 };
}

process.on('message', async (round: PhoneRound) => {
  try {
    process.send!(await syncAll(round));
  } catch (e) {
    process.send!({ error: e instanceof Error ? e.message : String(e) });
  }
});
