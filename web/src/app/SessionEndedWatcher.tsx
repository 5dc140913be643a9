import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../components/dialogs/dialogsContext';
import { ApiError } from '../lib/api';

/** 401: the token was revoked or expired · 402: the user was disabled. */
const endsSession = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 402);

/**
 * A read refused because the session ended says so at once, with the dialog that leads to the login
 * ('OPERACIONES CANCELADAS', 'USUARIO INHABILITADO'), whatever asked: the till's search, its data
 * after a reload, a list. Writes already did (runOperation); a failed search showed only its own
 * 'revise su internet' text, and the cashier went to check the WiFi until the sale was paid.
 */
export function SessionEndedWatcher() {
  const queryClient = useQueryClient();
  const { showError } = useDialogs();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error)) void showError(event.action.error);
      }),
    [queryClient, showError],
  );
  return null;
}
