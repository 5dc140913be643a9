import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { differenceLabel, toCents } from '@lactea/contracts';
import { formatMoney } from '../../lib/format';

/** Contado, Esperado and the difference named 'Sobrante' (green) or 'Faltante' (red). */
export function CountDifference({ counted, expected, expectedLabel = 'Esperado (Diferencia caja)', sx }: { counted: number; expected: number; expectedLabel?: string; sx?: SxProps<Theme> }) {
  // Cents first: 217 − 217.5 must be exactly −0.50.
  const difference = (toCents(counted) - toCents(expected)) / 100;
  const label = differenceLabel(difference);
  const color = difference < 0 ? 'error.main' : difference > 0 ? 'success.dark' : 'text.primary';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2, ...sx }} role="group" aria-label="Diferencia del conteo">
      <span>Efectivo contado</span>
      <Box component="span" sx={{ textAlign: 'right' }} data-testid="count-counted">
        {formatMoney(counted)}
      </Box>
      <span>{expectedLabel}</span>
      <Box component="span" sx={{ textAlign: 'right' }}>
        {formatMoney(expected)}
      </Box>
      <Box component="span" sx={{ fontWeight: 700, color }}>
        {label}
      </Box>
      <Box component="span" sx={{ fontWeight: 700, color, textAlign: 'right' }} data-testid="count-difference">
        {formatMoney(Math.abs(difference))}
      </Box>
    </Box>
  );
}
