import { memo } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { RECEIPT_WIDTHS, type ReceiptWidth } from '@lactea/contracts';
import { setReceiptWidth, useReceiptWidth } from './receiptWidth';

/**
 * 'Papel 80 mm / 58 mm': this device's receipt roll, remembered in the browser. Memoized: the till
 * renders again at every scan, and the paper's width does not depend on the cart.
 */
export const ReceiptWidthSelect = memo(function ReceiptWidthSelect({ onChanged }: { onChanged?: () => void }) {
  const width = useReceiptWidth();
  return (
    <Tooltip title="Ancho del papel del recibo (se recuerda en este dispositivo)">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        aria-label="Papel del recibo"
        // On the page's grey background MUI's default grey text is just under 4.5:1.
        sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { color: 'text.primary' }, '& .Mui-selected': { fontWeight: 700 } }}
        onChange={(_, v: ReceiptWidth | null) => {
          if (v) setReceiptWidth(v);
          onChanged?.();
        }}
      >
        {RECEIPT_WIDTHS.map((w) => (
          <ToggleButton key={w} value={w} sx={{ py: 0.25 }}>
            {w} mm
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Tooltip>
  );
});
