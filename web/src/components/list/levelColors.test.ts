import { describe, expect, it } from 'vitest';
import { stockLevelColor, stockLevelFill, stockLevelText } from './levelColors';

describe('stock level colours', () => {
  it.each([
    [0, 'error'],
    [16, 'error'],
    [17, 'info'],
    [30, 'info'],
    [31, 'success'],
    [5000, 'success'],
  ])('%i → %s', (quantity, color) => {
    expect(stockLevelColor(quantity)).toBe(color);
    expect(stockLevelText(quantity).color).toBe(`${color}.main`);
    expect(stockLevelFill(quantity)).toEqual({ bgcolor: `${color}.main`, color: `${color}.contrastText` });
  });
});
