/**
 * Cache keys that more than one screen reads or refreshes, so no feature imports another's.
 * The offline sales to review: the bell's count and the 'Ventas sin conexión' list both start
 * with it, so resolving a case refreshes both.
 */
export const RECONCILIATION_KEY = ['reconciliation'] as const;

/** The shop's till setup (useTillSetup); Configuraciones refreshes it after a change. */
export const TILL_SETUP_KEY = ['till-setup'] as const;

/** Every stock list's cache key starts with this (features/stock): a change anywhere, a return to the provider from Compras included, marks them all stale. */
export const STOCK_KEY_PREFIX = 'stock-';
