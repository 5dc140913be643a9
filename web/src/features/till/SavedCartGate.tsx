import { useEffect, useState, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../../lib/session';
import { loadCart, type SavedCart } from './savedCart';

/**
 * Renders the till once this user's saved sale was read from the browser (a few milliseconds), so
 * the till starts with it instead of an empty cart that a late restore would have to merge with.
 */
export function SavedCartGate({ children }: { children: (saved: SavedCart | null, userId: number) => ReactNode }) {
  const userId = useSession()?.user.id ?? 0;
  const [loaded, setLoaded] = useState<{ userId: number; saved: SavedCart | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadCart(userId).then((saved) => {
      if (live) setLoaded({ userId, saved });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  if (!loaded || loaded.userId !== userId) return <LinearProgress aria-label="Recuperando la venta en curso" />;
  return <>{children(loaded.saved, userId)}</>;
}
