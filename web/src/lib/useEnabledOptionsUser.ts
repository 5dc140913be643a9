import { useQuery } from '@tanstack/react-query';
import { settingSchema, type Setting } from '@lactea/contracts';
import { api } from './api';
import { isAdmin, useSession } from './session';

/** The cache key of setting/list: the settings screen refreshes it after a change, the menu follows. */
export const SETTINGS_KEY = ['settings'] as const;

/** setting/list (any signed-in user may read it), checked against the contract. */
export async function fetchSettings(signal?: AbortSignal): Promise<Setting> {
  return settingSchema.parse(await api.get<unknown>('setting/list', undefined, signal));
}

/**
 * Whether a category 'u' user also gets Inventario and Compras (setting enabled_options_user = 1). The administrator always has them, so the call is made only for other users. A
 * failed read is only logged and leaves the options off; the server enforces the
 * same rule on every call ('options' access), so the menu is only a view of it.
 */
export function useEnabledOptionsUser(): boolean {
  const session = useSession();
  const query = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await fetchSettings(signal);
      } catch (error) {
        console.error('No se pudo leer la configuración del menú', error);
        throw error;
      }
    },
    enabled: session !== null && !isAdmin(session),
    retry: false,
    // Re-read when the cashier comes back to the window: the administrator may have switched it.
    refetchOnWindowFocus: true,
  });
  return query.data?.enabled_options_user === 1;
}
