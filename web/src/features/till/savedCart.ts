import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { tillPresentationSchema, tillProductSchema } from '@lactea/contracts';
import { newKey, type CartLine } from './cart';

/**
 * The sale in progress, kept in this browser's IndexedDB per user (docs/decisions: till cart kept
 * in the browser): navigation, a reload, a closed tab or a browser crash give it back with its
 * Idempotency-Key, so a sale whose answer was lost is answered again, never recorded twice.
 * IndexedDB rather than localStorage: Chromium writes localStorage to disk seconds later, so a
 * crash could lose the last scans; an IndexedDB transaction is handed to the disk when it commits.
 */
export interface SavedCart {
  saleKey: string;
  lines: CartLine[];
  discount: string;
  paid: string;
}

const savedShape = z.object({
  v: z.literal(1),
  saleKey: z.string().min(8).max(100),
  discount: z.string().max(30),
  paid: z.string().max(30),
  lines: z
    .array(
      z.object({
        product: tillProductSchema,
        // Whole units, or kilos with 3 decimals for a weighed product (docs/decisions/0034).
        quantity: z.number().positive(),
        mode: z.enum(['plain', 'discount', 'promotion']),
        auto: z.boolean(),
        scaleLabel: z.string().max(50).optional(),
        labelTotalCents: z.number().int().min(0).optional(),
        // The rest of a promoted multiple (cart.ts): kept, so a restored 3 + 1 still prices as a pair.
        rest: z.boolean().optional(),
        // A crate's line ('Caja x12'): its quantity counts crates, priced as the crate.
        presentation: tillPresentationSchema.optional(),
      }),
    )
    .max(500),
});

/** A stored value back into a cart (new line keys), or null when it is not one this version wrote. */
export function parseSavedCart(value: unknown): SavedCart | null {
  const r = savedShape.safeParse(value);
  if (!r.success || r.data.lines.length === 0) return null;
  return { saleKey: r.data.saleKey, discount: r.data.discount, paid: r.data.paid, lines: r.data.lines.map((l) => ({ ...l, key: newKey() })) };
}

/** What is stored: the cart without its React keys. */
export const storedCart = (c: SavedCart) => ({
  v: 1 as const,
  saleKey: c.saleKey,
  discount: c.discount,
  paid: c.paid,
  lines: c.lines.map(({ product, quantity, mode, auto, scaleLabel, labelTotalCents, rest, presentation }) => ({
    product,
    quantity,
    mode,
    auto,
    ...(scaleLabel ? { scaleLabel } : {}),
    ...(labelTotalCents !== undefined ? { labelTotalCents } : {}),
    ...(rest ? { rest } : {}),
    ...(presentation ? { presentation } : {}),
  })),
});

let store: UseStore | null = null;
const tillStore = () => (store ??= createStore('lactea-till', 'carts'));
const keyOf = (userId: number) => `cart:${userId}`;

/** The user's saved sale, or null (none, unreadable, or IndexedDB unavailable: a private window). */
export async function loadCart(userId: number): Promise<SavedCart | null> {
  try {
    return parseSavedCart(await get(keyOf(userId), tillStore()));
  } catch {
    return null;
  }
}

/**
 * Keeps the sale (an empty cart removes it). Not awaited by the till: each call is its own
 * transaction, and IndexedDB runs one store's read-write transactions in the order they were made.
 */
export function saveCart(userId: number, cart: SavedCart): void {
  const write = cart.lines.length === 0 ? del(keyOf(userId), tillStore()) : set(keyOf(userId), storedCart(cart), tillStore());
  write.catch(() => undefined); // storage unavailable: the till still sells, without the safety net
}
