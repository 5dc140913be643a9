import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OFFLINE_MSG } from '@lactea/contracts';
import { shopParts } from '../../../lib/shopTime';
import { QueueDialog } from './QueueDialog';
import { QUEUE_ENTRY } from './queue';
import { isOffline, useOfflineStatus } from './status';
import { useTillSnapshot } from './useTillSnapshot';

/** The snapshot's time on the shop's clock (decision 0057). */
const hhmm = (iso: string) => {
  const { hour, minute } = shopParts(new Date(iso));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/**
 * Under the till's title (desktop and phone): the snapshot's age, the entry to the queue dialog,
 * and the banner while the server cannot be reached or the queue is being sent.
 * Memoized: the till renders again at every scan, and this bar does not depend on the cart.
 */
export const OfflineBar = memo(function OfflineBar({ onClosed }: { onClosed?: () => void }) {
  useTillSnapshot();
  const status = useOfflineStatus();
  const [open, setOpen] = useState(false);
  const offline = isOffline(status);
  const queued = status.pending + status.failed;
  const banner = offline ? OFFLINE_MSG.banner(status.pending) : status.pending > 0 ? OFFLINE_MSG.syncing(status.pending) : null;
  const openQueue = () => setOpen(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {status.snapshotTakenAt && (
          <Typography variant="body2" color="text.secondary" aria-label="Edad de los datos">
            {OFFLINE_MSG.snapshotAge(hhmm(status.snapshotTakenAt))}
          </Typography>
        )}
        <Button size="small" variant="text" onClick={openQueue}>
          {queued > 0 ? `${QUEUE_ENTRY} (${queued})` : QUEUE_ENTRY}
        </Button>
      </Box>
      {banner && (
        <Alert severity={offline ? 'warning' : 'info'} role="status" aria-label="Estado de la conexión" sx={{ fontWeight: 700 }}>
          {banner}
        </Alert>
      )}
      {status.signInNeeded && <Alert severity="error">{OFFLINE_MSG.signInAgain}</Alert>}
      {status.failed > 0 && (
        <Alert severity="error">
          {status.failed} {status.failed === 1 ? 'venta' : 'ventas'} {OFFLINE_MSG.setAside}: revíselas en {QUEUE_ENTRY}
        </Alert>
      )}
      <QueueDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
      />
    </Box>
  );
});
