import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from './session';

/**
 * Ends the session on this browser: the saved session and every cached answer go, and the user
 * lands on /login (after a 401/402, a logout, or changing one's own credentials).
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
