import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * What every page needs, the login page included: the theme and its baseline. The query cache and
 * the dialogs come with the signed-in layout (SignedInApp), outside the login page's first bundle.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
