import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MAX_WIDTH } from '@lactea/contracts';

/**
 * Mobile layout at 900 px or less: cards instead of tables, drawer menu. On screen
 * only: printing a receipt lays the page out at 58/80 mm, and that must not switch the layout (nor
 * send the desktop till to /sale-mobile in the middle of the print).
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`screen and (max-width:${MOBILE_MAX_WIDTH}px)`);
}
