import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/es';

const pickerTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers in Spanish (dayjs 'es'), for every signed-in screen. */
export function DateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerTexts}>
      {children}
    </LocalizationProvider>
  );
}
