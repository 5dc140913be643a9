import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MAX_WIDTH } from '@lactea/contracts';

/** Mobile layout at 900 px or less (spec 01 §1): cards instead of tables, drawer menu. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`);
}
