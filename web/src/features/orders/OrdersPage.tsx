import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ROUTE_MSG, visitDaysText } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { formatDate } from '../../lib/format';
import { OrderSheet } from './OrderSheet';
import { OrdersOfflineBar } from './offline/OrdersOfflineBar';
import { offlineOrders, useOrdersOffline } from './offline/offlineOrders';

/**
 * PEDIDOS on the preventista's phone: today's routes and their clients in visit order, numbered
 * as they are visited; a client with an order taken today is marked 'Visitado'. Tapping a client
 * (or Enter on it) opens its order.
 */
export default function OrdersPage() {
  const queryClient = useQueryClient();
  // networkMode 'always': with the browser offline React Query would not even ask, and the kept catalogue answers.
  const day = useQuery({ queryKey: ['route-day'], queryFn: ({ signal }) => offlineOrders().routeDay(signal), networkMode: 'always' });
  const visited = useQuery({ queryKey: ['order-visited'], queryFn: ({ signal }) => offlineOrders().visited(signal), networkMode: 'always' });
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  // The catalogue is read while PEDIDOS is open; the kept orders are sent from every screen (AppLayout).
  useEffect(() => offlineOrders().keepCatalogue(), []);
  const { sent } = useOrdersOffline();
  useEffect(() => {
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: ['order-visited'] });
  }, [sent, queryClient]);
  if (!day.data) return <ListStatus loading={day.isPending} failed={day.isError} onRetry={() => void day.refetch()} />;
  const { routes, date } = day.data;
  const seen = new Set(visited.data?.client_ids ?? []);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        PEDIDOS · {formatDate(date)}
      </Typography>
      <OrdersOfflineBar clientName={(id) => routes.flatMap((r) => r.clients).find((c) => c.client_id === id)?.business_name ?? `Cliente ${id}`} />
      {routes.length === 0 && <Alert severity="info">{ROUTE_MSG.noRouteToday}</Alert>}
      {routes.map((route) => (
        <Paper key={route.id} variant="outlined" sx={{ mb: 2 }} component="section" aria-label={`Ruta ${route.name}`}>
          <Box sx={{ px: 2, pt: 1.5 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {route.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {visitDaysText(route.visit_days)} · {route.clients.length} {route.clients.length === 1 ? 'cliente' : 'clientes'} · {route.clients.filter((c) => seen.has(c.client_id)).length} visitados
            </Typography>
          </Box>
          <List aria-label={`Clientes de la ruta ${route.name}`}>
            {route.clients.map((c) => (
              // Each button in its own item: a list holds only items (axe's 'list' rule).
              <ListItem key={c.client_id} disablePadding divider>
                <ListItemButton disabled={c.enabled !== 1} onClick={() => setOpen({ id: c.client_id, name: c.business_name })}>
                  <ListItemText primary={`${c.position}. ${c.business_name}`} secondary={`CI/NIT ${c.ci_nit}${c.enabled === 1 ? '' : ' · Inhabilitado'}`} />
                  {seen.has(c.client_id) && <Chip icon={<CheckCircleIcon />} label="Visitado" color="success" size="small" variant="outlined" />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
      {open && (
        <OrderSheet
          client={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: ['order-visited'] });
          }}
        />
      )}
    </Box>
  );
}
