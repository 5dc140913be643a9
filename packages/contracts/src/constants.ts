export const DEFAULT_PAGE_SIZE = 10;
export const MOBILE_MAX_WIDTH = 900;

/**
 * Stock colour thresholds: up to 16 low, 17-30 moderate, above 30 high. The database
 * counts products per level with the same bounds (migration 0040, `lactea_stock_level`): change
 * both, or server/src/modules/stock/level-counts.test.ts fails.
 */
export const STOCK_LOW_MAX = 16;
export const STOCK_MODERATE_MAX = 30;

/** Scroll animation duration by scroll offset. */
export function scrollDurationMs(offset: number): number {
  if (offset <= 300) return 200;
  if (offset <= 600) return 400;
  if (offset <= 950) return 700;
  if (offset <= 1300) return 1000;
  if (offset <= 1650) return 1300;
  return 1600;
}

export const TIMINGS = {
  userFilterDelayMs: 300,
  snackbarMs: 3000,
  dialogReopenMs: 150,
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 250,
} as const;
