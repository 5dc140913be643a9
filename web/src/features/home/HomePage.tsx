import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { isAdmin, useSession } from '../../lib/session';
import { formatMoney } from '../../lib/format';
import { countOf } from '../../lib/plural';
import { fetchOwnDay, HOME_REFRESH_MS } from './dashboardApi';
import { OwnerHome } from './OwnerHome';

/** The four reminders of the home screen, for everyone. */
export const REMINDERS = [
  'Use el sistema de manera responsable.',
  'Reporte cualquier problema al administrador.',
  'Todas las acciones quedan registradas en el sistema.',
  'Cierre sesión antes de cerrar el sistema.',
] as const;

function Welcome({ name }: { name?: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 300 }}>
        Bienvenido(a)
      </Typography>
      <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
    </>
  );
}

/** A cashier's own day (VENTAS DIA's count and total of their sales today); nothing when it cannot load. */
function OwnDay() {
  const query = useQuery({ queryKey: ['own-day'], queryFn: ({ signal }) => fetchOwnDay(signal), refetchInterval: HOME_REFRESH_MS });
  if (!query.data) return null;
  return (
    <Typography sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/sales-day" underline="hover">
        Sus ventas de hoy
      </Link>
      : {countOf(query.data.sales, 'venta', 'ventas')} · <strong>{formatMoney(query.data.total)}</strong>
    </Typography>
  );
}

/** A preventista's way to the day's route (their day is PEDIDOS, not the till's). */
function RouteDayLink() {
  return (
    <Typography sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/orders" underline="hover">
        Pedidos de hoy: su ruta del día
      </Link>
    </Typography>
  );
}

/**
 * The four reminders, for every signed-in user. `compact` on the administrator's home: a short
 * section under the day's figures (two columns from the desktop width), not the cashier's card.
 */
function Reminders({ compact = false }: { compact?: boolean }) {
  return (
    <Box component="section" aria-label="Recuerde" sx={compact ? { mt: 2 } : undefined}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Recuerde:
      </Typography>
      <List dense={compact} sx={compact ? { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, py: 0 } : undefined}>
        {REMINDERS.map((reminder) => (
          <ListItem key={reminder} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlineIcon color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={reminder} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * Home: the welcome and the four reminders for everyone. The administrator also sees the day at a
 * glance (OwnerHome), the reminders compact below it; a cashier sees their own day, a preventista
 * the way to the day's route.
 */
export default function HomePage() {
  const session = useSession();
  if (isAdmin(session)) {
    return (
      <Box>
        <Welcome name={session?.user.name} />
        <OwnerHome />
        <Reminders compact />
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Welcome name={session?.user.name} />
      {session?.user.category === 'v' ? <RouteDayLink /> : <OwnDay />}
      <Reminders />
    </Paper>
  );
}
