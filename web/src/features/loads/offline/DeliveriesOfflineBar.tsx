import { useQueryClient } from '@tanstack/react-query';
import { LOAD_MSG } from '@lactea/contracts';
import { OutboxBar } from '../../../components/offline/OutboxBar';
import { offlineDeliveries, useDeliveriesOffline, type PhoneSheet } from './offlineDeliveries';

/**
 * Above ENTREGAS: 'Sin conexión — N entregas guardadas en este equipo' while the server does not
 * answer, 'Sincronizando…' while kept deliveries are being sent, and each delivery the server
 * refused with its message ('Reintentar' or 'Descartar': the driver decides).
 */
export function DeliveriesOfflineBar() {
  const status = useDeliveriesOffline();
  const queryClient = useQueryClient();
  // The client's name from the sheet the phone read (a refused delivery is of a sheet it showed).
  const clientName = (loadId: number, orderId: number) =>
    queryClient.getQueryData<PhoneSheet>(['load', loadId, 'phone'])?.clients.find((c) => c.order_id === orderId)?.business_name ?? `pedido N° ${orderId}`;
  return (
    <OutboxBar
      status={status}
      texts={{ offline: LOAD_MSG.offlineBanner, syncing: LOAD_MSG.syncing, setAside: (d) => LOAD_MSG.setAside(clientName(d.body.load_id, d.body.order_id), d.message ?? '') }}
      onRetry={(key) => void offlineDeliveries().retry(key)}
      onDiscard={(key) => void offlineDeliveries().discard(key)}
    />
  );
}
