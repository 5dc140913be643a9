/**
 * Whether a category 'u' user also gets Inventario and Compras (setting enabled_options_user = 1,
 * spec 01 §6). Settings are not readable yet, so it is off; the settings issue replaces this
 * body with a query of setting/list. Every menu decision already goes through this hook.
 */
export function useEnabledOptionsUser(): boolean {
  return false;
}
