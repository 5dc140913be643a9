import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DialogsProvider } from '../components/dialogs/DialogsProvider';
import { createQueryClient } from './queryClient';
import { SessionEndedWatcher } from './SessionEndedWatcher';

/**
 * What the signed-in screens need besides the theme: the query cache and the dialogs (inside the
 * router: they navigate on 401/402/403). Mounted with the layout, so the login page does without.
 */
export function SignedInProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <SessionEndedWatcher />
        {children}
      </DialogsProvider>
    </QueryClientProvider>
  );
}
