import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RootProviders } from './RootProviders';
import { SignedInProviders } from './SignedInProviders';

/**
 * Every provider a screen needs, inside the router: the root's (theme) and the signed-in layout's
 * (query cache, dialogs). The app itself splits them (main.tsx, SignedInApp) to keep the login page
 * light; tests render a screen on its own inside this.
 * Date pickers' LocalizationProvider lives in the signed-in layout so the login bundle stays small.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <RootProviders>
      <SignedInProviders queryClient={queryClient}>{children}</SignedInProviders>
    </RootProviders>
  );
}
