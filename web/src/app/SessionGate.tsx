import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

/**
 * No saved session → /login, replacing history. Re-checks when the session is cleared.
 * What each category may open is checked inside the layout by RouteGuard (kept out of the login
 * page's first bundle).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return children;
}
