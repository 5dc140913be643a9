import { ORDER_MSG } from '@lactea/contracts';
import { OutboxBar } from '../../../components/offline/OutboxBar';
import { offlineOrders, useOrdersOffline } from './offlineOrders';

/**
 * Above PEDIDOS' routes: 'Sin conexión — N pedidos guardados en este equipo' while the server does
 * not answer, 'Sincronizando…' while kept orders are being sent, and each order the server refused
 * with its message ('Reintentar' or 'Descartar': the preventista decides).
 */
export function OrdersOfflineBar({ clientName }: { clientName: (id: number) => string }) {
  const status = useOrdersOffline();
  return (
    <OutboxBar
      status={status}
      texts={{ offline: ORDER_MSG.offlineBanner, syncing: ORDER_MSG.syncing, setAside: (o) => ORDER_MSG.setAside(clientName(o.body.client_id), o.message ?? '') }}
      onRetry={(key) => void offlineOrders().retry(key)}
      onDiscard={(key) => void offlineOrders().discard(key)}
    />
  );
}
