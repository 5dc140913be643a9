import { useQueryClient } from '@tanstack/react-query';
import { isCreditRefusal, LOAD_MSG, type DeliverBody } from '@lactea/contracts';
import { OutboxBar } from '../../../components/offline/OutboxBar';
import { useDialogs } from '../../../components/dialogs/dialogsContext';
import { creditQuestion } from '../deliveryCredit';
import { deliveredLines } from './keptDeliveryNote';
import { offlineDeliveries, useDeliveriesOffline, type PhoneSheet } from './offlineDeliveries';

/**
 * Above ENTREGAS: 'Sin conexión — N entregas guardadas en este equipo' while the server does not
 * answer, 'Sincronizando…' while kept deliveries are being sent, and each delivery the server
 * refused with its message ('Reintentar' or 'Descartar': the driver decides). A credit delivery the
 * 'advertir' control refused is asked at 'Reintentar' as the form asks it, and resent confirmed.
 */
export function DeliveriesOfflineBar() {
  const status = useDeliveriesOffline();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  // The order from the sheet the phone read (a refused delivery is of a sheet it showed).
  const orderOf = (body: DeliverBody) => queryClient.getQueryData<PhoneSheet>(['load', body.load_id, 'phone'])?.clients.find((c) => c.order_id === body.order_id);
  const clientName = (body: DeliverBody) => orderOf(body)?.business_name ?? `pedido N° ${body.order_id}`;
  const retry = async (key: string) => {
    const item = status.setAside.find((d) => d.key === key);
    const order = item && orderOf(item.body);
    if (item && order && item.body.cancelled === 0 && isCreditRefusal(item.message ?? '')) {
      const { totalCents } = deliveredLines(order, item.body);
      const question = await creditQuestion(order.client_id, order.business_name, totalCents);
      if (question) {
        if (await dialogs.confirm(question)) await offlineDeliveries().retry(key, { ...item.body, credit_confirmed: 1 });
        return;
      }
    }
    await offlineDeliveries().retry(key);
  };
  return (
    <OutboxBar
      status={status}
      texts={{ offline: LOAD_MSG.offlineBanner, syncing: LOAD_MSG.syncing, setAside: (d) => LOAD_MSG.setAside(clientName(d.body), d.message ?? '') }}
      onRetry={(key) => void retry(key)}
      onDiscard={(key) => void offlineDeliveries().discard(key)}
    />
  );
}
