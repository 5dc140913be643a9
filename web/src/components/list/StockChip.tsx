import { formatQuantity } from '@lactea/contracts';
import Chip from '@mui/material/Chip';
import { stockLevelColor } from './levelColors';

/** A stock quantity in its level's colour (red ≤ 16, blue 17–30, green > 30; spec 01 §9). */
export function StockChip({ quantity }: { quantity: number }) {
  return <Chip size="small" color={stockLevelColor(quantity)} label={formatQuantity(quantity)} sx={{ fontWeight: 700, minWidth: 44 }} />;
}
