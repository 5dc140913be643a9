import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DialogsProvider } from '../components/dialogs/DialogsProvider';
import { createQueryClient } from './queryClient';
import { theme } from './theme';

/**
 * Everything a screen needs, inside the router (the dialogs navigate on 401/402/403).
 * Date pickers' LocalizationProvider lives in the signed-in layout so the login bundle stays small.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <DialogsProvider>{children}</DialogsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
