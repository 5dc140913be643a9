import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROUTE_MSG, visitDaysText } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { formatDate } from '../../lib/format';
import { fetchRouteDay } from './ordersApi';

/**
 * PEDIDOS on the preventista's phone: today's routes and their clients in visit order, numbered
 * as they are visited.
 */
export default function OrdersPage() {
  const day = useQuery({ queryKey: ['route-day'], queryFn: ({ signal }) => fetchRouteDay(signal) });
  if (!day.data) return <ListStatus loading={day.isPending} failed={day.isError} onRetry={() => void day.refetch()} />;
  const { routes, date } = day.data;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        PEDIDOS · {formatDate(date)}
      </Typography>
      {routes.length === 0 && <Alert severity="info">{ROUTE_MSG.noRouteToday}</Alert>}
      {routes.map((route) => (
        <Paper key={route.id} variant="outlined" sx={{ mb: 2 }} component="section" aria-label={`Ruta ${route.name}`}>
          <Box sx={{ px: 2, pt: 1.5 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {route.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {visitDaysText(route.visit_days)} · {route.clients.length} {route.clients.length === 1 ? 'cliente' : 'clientes'}
            </Typography>
          </Box>
          <List aria-label={`Clientes de la ruta ${route.name}`}>
            {route.clients.map((c) => (
              <ListItem key={c.client_id} divider>
                <ListItemText primary={`${c.position}. ${c.business_name}`} secondary={`CI/NIT ${c.ci_nit}${c.enabled === 1 ? '' : ' · Inhabilitado'}`} />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
