import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { clearSession } from '../../lib/session';

/**
 * 'Cerrar Sesión': revokes the token on the server, then clears the session and goes to /login
 * whether or not the call succeeded (spec 02 §8: a logout failure still signs out here).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await api.post('user/logout', {});
    } catch (error) {
      console.warn('user/logout falló; la sesión local se cierra igual', error);
    } finally {
      clearSession();
      queryClient.clear();
      navigate('/login', { replace: true });
    }
  };
}
