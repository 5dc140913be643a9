import { z } from 'zod';
import { snapshotClientCreditSchema, tillProductSchema, tillSnapshotSchema, type TillSnapshot } from '@lactea/contracts';

/** Products checked between two yields: ~5 ms of zod (jitless) on a shop PC, so a scan is never held. */
export const SNAPSHOT_SLICE = 2_000;

const envelope = tillSnapshotSchema.extend({ products: z.array(z.unknown()), clients: z.array(z.unknown()) });
const productSlice = z.array(tillProductSchema);
const clientSlice = z.array(snapshotClientCreditSchema);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function inSlices<T>(rows: unknown[], slice: z.ZodType<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += SNAPSHOT_SLICE) {
    out.push(...slice.parse(rows.slice(i, i + SNAPSHOT_SLICE)));
    await nextTask();
  }
  return out;
}

/**
 * The snapshot checked against its contract like every answer, but in slices with a yield between
 * them: at 50,000 products one parse held the till's page ~160 ms (more on a shop PC) every
 * refresh, long enough to delay a scan's Enter. Throws the first slice's error, as one parse would.
 */
export async function parseSnapshot(raw: unknown): Promise<TillSnapshot> {
  const head = envelope.parse(raw);
  const products = await inSlices(head.products, productSlice);
  const clients = await inSlices(head.clients, clientSlice);
  return { ...head, products, clients };
}
