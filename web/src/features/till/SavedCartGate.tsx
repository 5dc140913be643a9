import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../../lib/session';
import { OfflineBar } from './offline/OfflineBar';
import { loadCart, type SavedCart } from './savedCart';

/** A tab that just left the till releases the lock within a few ms: no notice before this. */
const NOTICE_AFTER_MS = 300;

/** What the gate shows: still reading, the till with its saved sale, or the till open in another tab. */
type Gate = { userId: number; saved: SavedCart | null } | 'reading' | 'elsewhere';

/**
 * Renders the till once this user's saved sale was read from the browser (a few milliseconds), so
 * the till starts with it instead of an empty cart that a late restore would have to merge with.
 *
 * One tab of this browser holds the user's sale at a time (a Web Lock per user, decision 0056). Two
 * tabs writing the same kept cart would each overwrite the other's lines, and both would send the
 * same Idempotency-Key. A second tab asks first. 'Usar esta pestaña' takes the sale over: the lock is
 * taken from the other tab, which closes its till, and the sale is read again, so it arrives with the
 * lines the other tab kept. The tab left without the sale waits in line, and opens it again when the
 * other one closes. A browser without Web Locks opens the till as before.
 */
export function SavedCartGate({ children }: { children: (saved: SavedCart | null, userId: number) => ReactNode }) {
  const userId = useSession()?.user.id ?? 0;
  const [gate, setGate] = useState<Gate>('reading');
  // Each request for the lock; `steal` when the cashier asked for the sale here.
  const [attempt, setAttempt] = useState({ n: 0, steal: false });
  useEffect(() => {
    let live = true;
    const show = (g: Gate) => live && setGate(g);
    const open = async () => show({ userId, saved: await loadCart(userId) });
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      void open();
      return () => {
        live = false;
      };
    }
    let release = () => {};
    const heldUntilLeft = new Promise<void>((resolve) => (release = resolve));
    // A request waits in line while another tab holds the sale: the notice shows if it is not granted
    // at once, and the till opens by itself when the other tab closes or leaves the till.
    const queued = new AbortController();
    const notice = setTimeout(() => show('elsewhere'), NOTICE_AFTER_MS);
    locks
      .request(`lactea-till:${userId}`, attempt.steal ? { steal: true } : { signal: queued.signal }, async () => {
        clearTimeout(notice);
        await open();
        await heldUntilLeft;
      })
      .catch((err: unknown) => {
        clearTimeout(notice);
        if (!live) return;
        if (err instanceof DOMException && err.name === 'AbortError') {
          // Taken over by another tab: this till closes (its sale is already kept) and waits in line again.
          setGate('elsewhere');
          setAttempt((a) => ({ n: a.n + 1, steal: false }));
          return;
        }
        void open(); // Web Locks refused here (e.g. an opaque origin): the till as before, without the lock.
      });
    return () => {
      live = false;
      clearTimeout(notice);
      queued.abort();
      release();
    };
  }, [userId, attempt]);

  const takeOver = () => {
    setGate('reading');
    setAttempt((a) => ({ n: a.n + 1, steal: true }));
  };
  if (gate === 'elsewhere') return <ElsewhereNotice onTakeOver={takeOver} />;
  if (gate === 'reading' || gate.userId !== userId) return <LinearProgress aria-label="Recuperando la venta en curso" />;
  return <>{children(gate.saved, userId)}</>;
}

/**
 * The till is open in another tab. The button does not take the focus: a scanner's Enter would press
 * it and take the sale over unasked, dropping the code it had just typed. A code scanned here is
 * named instead, so the cashier knows it was not added.
 */
function ElsewhereNotice({ onTakeOver }: { onTakeOver: () => void }) {
  const missed = useMissedScan();
  return (
    <>
      {/* The connection and the device's queue stay in sight: this tab still sends the queued sales. */}
      <OfflineBar />
      {/* The button goes under the text, not beside it: beside it, a phone's narrow alert wrapped the text to six lines. */}
      <Alert severity="warning">
        La venta en curso está abierta en otra pestaña de este navegador. Siga allí, o úsela aquí: la otra pestaña
        dejará de vender.
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={onTakeOver}>
            Usar esta pestaña
          </Button>
        </Box>
      </Alert>
      {missed && (
        <Alert severity="error" sx={{ mt: 1 }}>
          No se agregó {missed}: la venta está abierta en otra pestaña. Escanéelo allí, o pulse «Usar esta pestaña».
        </Alert>
      )}
    </>
  );
}

/** The last code typed (a scanner: characters, then Enter) while no field has the focus. */
function useMissedScan(): string | null {
  const [missed, setMissed] = useState<string | null>(null);
  useEffect(() => {
    let typed = '';
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && target !== document.body) return; // a button or a field has it: its own key
      if (e.key === 'Enter') {
        if (typed) setMissed(typed);
        typed = '';
      } else if (e.key.length === 1) typed += e.key;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return missed;
}
