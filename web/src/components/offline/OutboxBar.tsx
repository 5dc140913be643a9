import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { QueuedItem } from '../../lib/offlineQueue/queue';
import type { OutboxStatus } from '../../lib/offlineQueue/outbox';

export interface OutboxBarTexts<B> {
  /** 'Sin conexión — N … guardados en este equipo'. */
  offline: (pending: number) => string;
  /** 'Sincronizando — N … pendientes en este equipo'. */
  syncing: (pending: number) => string;
  /** A request the server refused, with its message. */
  setAside: (item: QueuedItem<B>) => string;
}

/**
 * Above a phone's screen that writes offline (PEDIDOS, ENTREGAS): the outbox's state while the
 * server does not answer or kept requests are being sent, and each request the server refused with
 * its message ('Reintentar' or 'Descartar': the person decides).
 */
export function OutboxBar<B>({ status, texts, onRetry, onDiscard }: { status: OutboxStatus<B>; texts: OutboxBarTexts<B>; onRetry: (key: string) => void; onDiscard: (key: string) => void }) {
  const banner = status.offline ? texts.offline(status.pending) : status.pending > 0 ? texts.syncing(status.pending) : null;
  if (!banner && status.setAside.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
      {banner && (
        <Alert severity={status.offline ? 'warning' : 'info'} role="status" aria-label="Estado de la conexión" sx={{ fontWeight: 700 }}>
          {banner}
        </Alert>
      )}
      {status.setAside.map((item) => (
        <Alert
          key={item.key}
          severity="error"
          action={
            <>
              <Button color="inherit" size="small" onClick={() => onRetry(item.key)}>
                Reintentar
              </Button>
              <Button color="inherit" size="small" onClick={() => onDiscard(item.key)}>
                Descartar
              </Button>
            </>
          }
        >
          {texts.setAside(item)}
        </Alert>
      ))}
    </Box>
  );
}
