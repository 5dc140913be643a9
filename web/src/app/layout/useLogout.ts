import { api } from '../../lib/api';
import { useEndSession } from '../../lib/useEndSession';

/**
 * 'Cerrar Sesión': revokes the token on the server, then clears the session and goes to /login
 * whether or not the call succeeded (spec 02 §8: a logout failure still signs out here).
 */
export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  return async () => {
    try {
      await api.post('user/logout', {});
    } catch (error) {
      console.warn('user/logout falló; la sesión local se cierra igual', error);
    } finally {
      endSession();
    }
  };
}
