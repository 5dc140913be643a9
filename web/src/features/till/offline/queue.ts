import { z } from 'zod';
import { addQuantities, offlineSaleInfo, recordSaleBody, soldUnits, toCents } from '@lactea/contracts';
import { nextQueueSeq, type NewQueuedItem } from '../../../lib/offlineQueue/queue';
import type { OfflineDb, QueuedSale } from './db';
import type { Device } from './device';

/** The till's queue of sales kept on this device (decision 0043; the queue itself is lib/offlineQueue's). */

/** The queue's name on the till (its entry and its dialog's title). */
export const QUEUE_ENTRY = 'Ventas guardadas en este equipo';

export { enqueue, listQueue, removeQueued, retryQueued, setAside } from '../../../lib/offlineQueue/queue';
export type NewQueuedSale = NewQueuedItem<QueuedSale['body']>;

export interface QueueCounts {
  pending: number;
  failed: number;
  /** The moment of the oldest waiting sale, null when none waits. */
  oldestPendingAt: string | null;
}

export function countsOf(queue: QueuedSale[]): QueueCounts {
  const pending = queue.filter((s) => s.status === 'pendiente');
  const oldest = pending.map((s) => s.body.offline.sold_at).sort()[0] ?? null;
  return { pending: pending.length, failed: queue.length - pending.length, oldestPendingAt: oldest };
}

/**
 * What the queue already sold of each product (its unit): the goods left the shop even if the
 * server has not heard of them, so the till's offline stock is the snapshot's minus this. A crate's
 * line counts its units (`unitsOf`: the presentation's units, the snapshot's; unknown: 1 each).
 */
export function soldQuantities(queue: QueuedSale[], unitsOf: (presentationId: number) => number | undefined = () => undefined): Map<number, number> {
  const sold = new Map<number, number>();
  for (const s of queue) {
    for (const l of s.body.detail) {
      const units = l.presentation_id ? soldUnits(l.quantity, unitsOf(l.presentation_id)) : l.quantity;
      sold.set(l.product_id, addQuantities(sold.get(l.product_id) ?? 0, units));
    }
  }
  return sold;
}

/**
 * What this device's queue sold on credit to the client, in cents: debt the snapshot does not
 * hold yet (the offline till's credit check adds it).
 */
export function queuedCreditCents(queue: QueuedSale[], clientId: number): number {
  return queue.filter((s) => s.body.sale.cancelled === 0 && s.body.client?.id === clientId).reduce((sum, s) => sum + totalCentsOf(s), 0);
}

/** The total of a queued sale in cents (the list's 'Total'). */
export const totalCentsOf = (s: QueuedSale) => toCents(s.body.sale.total_sale);

const queuedSaleShape = z.object({
  key: z.string().min(1).max(100),
  seq: z.number().int(),
  body: recordSaleBody.and(z.object({ offline: offlineSaleInfo })),
  user_id: z.number().int().positive(),
  user_name: z.string().max(100),
  created: z.string().max(40),
  status: z.enum(['pendiente', 'con error']),
  message: z.string().max(1000).nullable(),
});
const queueFileShape = z.object({
  v: z.literal(1),
  device: z.object({ id: z.string(), name: z.string() }),
  exported_at: z.string(),
  sales: z.array(queuedSaleShape).max(100_000),
});
export type QueueFile = z.infer<typeof queueFileShape>;

export const QUEUE_FILE_INVALID = 'El archivo no es una cola de ventas de Lactea';

/** 'Descargar cola': every queued sale with its device and cashier, as one JSON text. */
export function queueFileText(device: Device, queue: QueuedSale[], now = new Date()): string {
  const file: QueueFile = { v: 1, device, exported_at: now.toISOString(), sales: queue };
  return JSON.stringify(file, null, 1);
}

/** A downloaded queue read back, or null when the text is not one. */
export function parseQueueFile(text: string): QueueFile | null {
  try {
    const r = queueFileShape.safeParse(JSON.parse(text));
    return r.success ? (r.data as QueueFile) : null;
  } catch {
    return null;
  }
}

/**
 * 'Cargar cola de otro equipo': the file's sales join this queue as pending, after the ones here;
 * a key already here is skipped (the same sale, loaded twice or already queued). Answers how many
 * were added.
 */
export function mergeQueueFile(db: OfflineDb, file: QueueFile): Promise<number> {
  return db.transaction('rw', db.queue, db.meta, async () => {
    let added = 0;
    for (const s of [...file.sales].sort((a, b) => a.seq - b.seq)) {
      if (await db.queue.get(s.key)) continue;
      await db.queue.add({ ...s, seq: await nextQueueSeq(db), status: 'pendiente', message: null } as QueuedSale);
      added += 1;
    }
    return added;
  });
}
