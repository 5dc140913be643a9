/** The sales bench's shared pieces, for bench/sales.ts and its clients' process (bench/sale-clients.ts). */
import { performance } from 'node:perf_hooks';
import { DOCUMENT_NIT } from '@lactea/contracts';
import { cpuMsSince } from './lib.js';

export const PRICE = 7.5;

/** The sales bench client's list rows for each hot product: a price from 1 unit and a quantity break from 3. */
export const LIST_PRICES = [
  { min: 1, price: 7 },
  { min: 3, price: 6.8 },
];

/** A line's unit price on that list: the row with the highest minimum the quantity reaches prices the whole line. */
export const listPrice = (q: number): number => LIST_PRICES.filter((r) => r.min <= q).at(-1)!.price;

/** The buyer of an invoiced sale, as the till's Factura step sends it. */
export const INVOICE_BUYER = { document_type: DOCUMENT_NIT, document_number: '7654321012', complemento: '', business_name: 'Tienda Bench', codigo_excepcion: 0 };

/** Three distinct products of `ids` (the hot ones), 1–3 units each. */
export function pickLines(ids: readonly number[]): { id: number; q: number }[] {
  const chosen = new Set<number>();
  while (chosen.size < 3) chosen.add(ids[Math.floor(Math.random() * ids.length)]);
  return [...chosen].map((id) => ({ id, q: 1 + Math.floor(Math.random() * 3) }));
}

/** `clients` loops calling `once` for `seconds`: every latency, the failures, the time taken and this process's CPU. */
export async function timedLoop(seconds: number, clients: number, once: () => Promise<boolean>) {
  const lat: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const ok = await once().catch(() => false);
        lat.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  return { lat, errors, seconds: (performance.now() - started) / 1000, cpuMs: cpuMsSince(cpu0) };
}

export type Sample = Awaited<ReturnType<typeof timedLoop>>;
