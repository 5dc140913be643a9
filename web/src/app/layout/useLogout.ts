import { OFFLINE_MSG } from '@lactea/contracts';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useEndSession } from '../../lib/useEndSession';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { queuedSalesOf } from '../../features/till/offline/offlineTill';
import { getOfflineStatus } from '../../features/till/offline/status';

/**
 * 'Cerrar Sesión': revokes the token on the server, then clears the session and goes to /login
 * whether or not the call succeeded (a logout failure still signs out here).
 * Refused while this device's queue holds sales of this user (decision 0043): only their own
 * session sends them. Not after a 401 at sync: that session is over and must be opened again.
 */
export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  const dialogs = useDialogs();
  return async () => {
    const userId = getSession()?.user.id;
    const queued = userId ? await queuedSalesOf(userId) : 0;
    if (queued > 0 && !getOfflineStatus().signInNeeded) return dialogs.alert('Operación Cancelada', [OFFLINE_MSG.signOutBlocked(queued)]);
    try {
      await api.post('user/logout', {});
    } catch (error) {
      console.warn('user/logout falló; la sesión local se cierra igual', error);
    } finally {
      endSession();
    }
  };
}
