import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { QUICK_RANGES, quickRange } from '@lactea/contracts';
import { businessToday } from '../../lib/shopTime';

/** Hoy, Ayer, Esta semana, Este mes, Mes anterior: one click fills Desde and Hasta. */
export function QuickRanges({ onPick, today = businessToday() }: { onPick: (range: { date_from: string; date_to: string }) => void; today?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label="Rangos rápidos">
      {QUICK_RANGES.map((name) => (
        <Chip key={name} label={name} size="small" variant="outlined" clickable onClick={() => onPick(quickRange(name, today))} />
      ))}
    </Box>
  );
}
