/**
 * An Idempotency-Key for a new sale. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a shop's till often opens the server by its LAN address over http, where
 * getRandomValues still exists: build a version-4 UUID from it.
 */
export function newSaleKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
