import { OFFLINE_MSG } from '@lactea/contracts';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useEndSession } from '../../lib/useEndSession';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { queuedSalesOf } from '../../features/till/offline/offlineTill';
import { getOfflineStatus } from '../../features/till/offline/status';
import { offlineDeliveries } from '../../features/loads/offline/offlineDeliveries';
import { offlineOrders } from '../../features/orders/offline/offlineOrders';

/**
 * 'Cerrar Sesión': revokes the token on the server, then clears the session and goes to /login
 * whether or not the call succeeded (a logout failure still signs out here).
 * Refused while this device keeps sales (the till's queue), deliveries (ENTREGAS) or orders
 * (PEDIDOS) of this user not yet sent (decision 0043): only their own session sends them. Not after
 * a 401 at sync: that session is over and must be opened again.
 */
export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  const dialogs = useDialogs();
  return async () => {
    const userId = getSession()?.user.id;
    const queued = userId ? await queuedSalesOf(userId) : 0;
    if (queued > 0 && !getOfflineStatus().signInNeeded) return dialogs.alert('Operación Cancelada', [OFFLINE_MSG.signOutBlocked(queued)]);
    // A phone's kept deliveries and orders, by the same rule.
    const deliveries = await offlineDeliveries().outbox.keptForSignOut();
    if (deliveries > 0) return dialogs.alert('Operación Cancelada', [OFFLINE_MSG.signOutBlocked(deliveries, 'entrega')]);
    const orders = await offlineOrders().outbox.keptForSignOut();
    if (orders > 0) return dialogs.alert('Operación Cancelada', [OFFLINE_MSG.signOutBlocked(orders, 'pedido')]);
    try {
      await api.post('user/logout', {});
    } catch (error) {
      console.warn('user/logout falló; la sesión local se cierra igual', error);
    } finally {
      endSession();
    }
  };
}
