import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { LEVEL_COLORS } from '../components/list/levelColors';
import { theme } from './theme';

/** Every coloured chip, badge and stock level is readable (WCAG AA, 4.5:1 for 13 px text). */
describe('theme colours', () => {
  const AA = 4.5;
  it.each(['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const)(
    '%s: white text on it, and it as text on white and on the page background',
    (key) => {
      const { main, contrastText } = theme.palette[key];
      expect(getContrastRatio(main, '#FFFFFF')).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('stock levels: ≤ 16 red, 17–30 info, > 30 green, each readable', () => {
    expect(LEVEL_COLORS).toEqual({ b: 'error', m: 'info', a: 'success' });
    for (const key of Object.values(LEVEL_COLORS)) {
      expect(getContrastRatio(theme.palette[key].main, theme.palette[key].contrastText)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('buttons show a focus ring when reached by keyboard', () => {
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline?: string }>;
    expect(root['&.Mui-focusVisible'].outline).toMatch(/^2px solid #/);
  });
});
