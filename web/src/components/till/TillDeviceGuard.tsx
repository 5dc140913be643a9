import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isAdmin, useSession } from '../../lib/session';
import { useDeviceEnabled } from '../../lib/useDeviceEnabled';

export const TILL_BLOCKED_TITLE = 'Dispositivo no habilitado';
export const TILL_BLOCKED_MESSAGE =
  'Este dispositivo no está habilitado para vender. Pida al administrador que inicie sesión en este dispositivo y lo habilite desde Configuraciones.';

/** What a cashier sees instead of the till on a device the administrator has not enabled. */
export function TillBlocked({ title }: { title?: string }) {
  return (
    <>
      {title && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert severity="warning" role="alert">
          <AlertTitle>{TILL_BLOCKED_TITLE}</AlertTitle>
          {TILL_BLOCKED_MESSAGE}
        </Alert>
      </Paper>
    </>
  );
}

/**
 * Wraps the till screens (/sales, /sale-mobile): a category 'u' user on a device whose
 * flag is off sees <TillBlocked />; the administrator can always sell.
 */
export function TillDeviceGuard({ children, title }: { children: ReactNode; title?: string }) {
  const session = useSession();
  const enabled = useDeviceEnabled();
  if (!enabled && !isAdmin(session)) return <TillBlocked title={title} />;
  return <>{children}</>;
}
