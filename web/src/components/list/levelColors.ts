import { stockLevel } from '@lactea/contracts';

/**
 * Stock-level colours (16 or less red, 17 to 30 info, above 30 green),
 * named by the theme's palettes so the theme decides the readable shades. Shared by every screen
 * that shows a stock quantity (StockChip, inventory, pickers).
 */
export type StockLevelColor = 'error' | 'info' | 'success';

/** Palette of each stock level (InventoryLevel: b low, m moderate, a high). */
export const LEVEL_COLORS = { b: 'error', m: 'info', a: 'success' } as const satisfies Record<string, StockLevelColor>;

export function stockLevelColor(quantity: number): StockLevelColor {
  return LEVEL_COLORS[stockLevel(quantity)];
}

/** The quantity written in its level's colour (on a light background). */
export function stockLevelText(quantity: number): { color: string } {
  return { color: `${stockLevelColor(quantity)}.main` };
}

/** A filled badge in its level's colour, with the palette's readable text colour. */
export function stockLevelFill(quantity: number): { bgcolor: string; color: string } {
  const c = stockLevelColor(quantity);
  return { bgcolor: `${c}.main`, color: `${c}.contrastText` };
}
