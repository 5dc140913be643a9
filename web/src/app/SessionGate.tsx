import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

/** No saved session → /login, replacing history (spec 01 §2.2). Re-checks when the session is cleared. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return children;
}
