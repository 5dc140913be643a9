import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { formatQuantity, RECONCILIATION_MSG } from '@lactea/contracts';
import { useNearExpiryCount, useNearExpiryLots } from '../hooks/useNearExpiryCount';
import { useReconciliationCount } from '../hooks/useReconciliationCount';
import { formatDate } from '../../lib/format';

/**
 * The administrator's bell: lots near expiry, 'Ver Todos' opens /lots-near-expired/0,
 * plus the offline sales still to review, whose line opens 'Ventas sin conexión'.
 */
export function NotificationBell({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const nearExpiry = useNearExpiryCount();
  const offline = useReconciliationCount();
  const count = nearExpiry + offline;
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panel = useNearExpiryLots(anchor !== null);
  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton aria-label={`Notificaciones: ${count}`} color={color} onClick={(event) => setAnchor(event.currentTarget)}>
          {/* The count is already in the button's name: the badge's digits are not read twice. */}
          <Badge badgeContent={count} color={count > 0 ? 'error' : 'secondary'} showZero max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' }}>
          {offline > 0 && (
            <Link component={RouterLink} to="/offline-sales" onClick={() => setAnchor(null)} underline="hover" sx={{ display: 'block', fontWeight: 700, mb: 2 }}>
              {`${RECONCILIATION_MSG.title}: ${offline}`}
            </Link>
          )}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Productos Cerca de vencer
          </Typography>
          {/* Product and quantity of the first lots near expiry (soonest first); 'Ver Todos' lists them all. */}
          {panel.lots.length > 0 ? (
            <List dense disablePadding aria-label="Lotes por vencer" tabIndex={0} sx={{ mb: 1.5, maxHeight: 300, overflowY: 'auto' }}>
              {panel.lots.map((lot) => (
                <ListItem key={lot.id} disableGutters divider>
                  <ListItemText
                    primary={lot.product.product}
                    secondary={`Cantidad: ${formatQuantity(lot.quantity, lot.product.unit)} · vence ${formatDate(lot.expiration_date)}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {panel.loading ? 'Obteniendo Datos' : 'Sin Información'}
            </Typography>
          )}
          {panel.total > panel.lots.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`y ${panel.total - panel.lots.length} lote(s) más`}
            </Typography>
          )}
          <Button
            variant="contained"
            fullWidth
            onClick={() => {
              setAnchor(null);
              navigate('/lots-near-expired/0');
            }}
          >
            Ver Todos
          </Button>
        </Box>
      </Popover>
    </>
  );
}
