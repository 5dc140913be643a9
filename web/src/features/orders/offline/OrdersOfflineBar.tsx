import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ORDER_MSG } from '@lactea/contracts';
import { offlineOrders, useOrdersOffline } from './offlineOrders';

/**
 * Above PEDIDOS' routes: 'Sin conexión — N pedidos guardados en este equipo' while the server does
 * not answer, 'Sincronizando…' while kept orders are being sent, and each order the server refused
 * with its message ('Reintentar' or 'Descartar': the preventista decides).
 */
export function OrdersOfflineBar({ clientName }: { clientName: (id: number) => string }) {
  const status = useOrdersOffline();
  const banner = status.offline ? ORDER_MSG.offlineBanner(status.pending) : status.pending > 0 ? ORDER_MSG.syncing(status.pending) : null;
  if (!banner && status.setAside.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
      {banner && (
        <Alert severity={status.offline ? 'warning' : 'info'} role="status" aria-label="Estado de la conexión" sx={{ fontWeight: 700 }}>
          {banner}
        </Alert>
      )}
      {status.setAside.map((o) => (
        <Alert
          key={o.key}
          severity="error"
          action={
            <>
              <Button color="inherit" size="small" onClick={() => void offlineOrders().retry(o.key)}>
                Reintentar
              </Button>
              <Button color="inherit" size="small" onClick={() => void offlineOrders().discard(o.key)}>
                Descartar
              </Button>
            </>
          }
        >
          {ORDER_MSG.setAside(clientName(o.body.client_id), o.message ?? '')}
        </Alert>
      ))}
    </Box>
  );
}
