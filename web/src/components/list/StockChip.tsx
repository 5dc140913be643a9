import { formatQuantity, type ProductUnit } from '@lactea/contracts';
import Chip from '@mui/material/Chip';
import { stockLevelColor } from './levelColors';

/**
 * A stock quantity in its level's colour (red ≤ 16, blue 17–30, green > 30), in its
 * product's unit: '3,500 kg' for a weighed one, as its lots show it, never a bare '3,5'.
 */
export function StockChip({ quantity, unit }: { quantity: number; unit: ProductUnit }) {
  return <Chip size="small" color={stockLevelColor(quantity)} label={formatQuantity(quantity, unit)} sx={{ fontWeight: 700, minWidth: 44 }} />;
}
