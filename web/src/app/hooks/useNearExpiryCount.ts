/**
 * Number of lots near expiry for the administrator's bell (lot/quantity-of-lots-near-expiration,
 * spec 02 §7). Not wired yet: the lots issue replaces this body with a query (failures only logged).
 */
export function useNearExpiryCount(): number {
  return 0;
}
