import { matchPath } from 'react-router';
import type { Category } from '@lactea/contracts';
import { SCREEN_ROUTES, type RouteAccess } from './routeTable';

// Who may open a screen, as declared once per route in routeTable.ts ('admin' when a route says
// nothing). The menu shows what these allow and RouteGuard refuses the rest, so a cashier typing
// /marks gets no screen either.

/**
 * Whether a user of `category` (with or without the options setting) may open `access`: the
 * administrator everything; a preventista ('v') only the route's screens (PEDIDOS); a cashier ('u')
 * the counter's, and Inventario/Compras while the setting allows it.
 */
export function mayOpen(access: RouteAccess, category: Category | undefined, enabledOptionsUser: boolean): boolean {
  if (category === 'a' || access === 'signed') return true;
  if (category === 'v') return access === 'route';
  if (access === 'staff') return true;
  return access === 'options' && enabledOptionsUser;
}

/**
 * The access of the screen at `pathname`: its route's (none declared = 'admin'). Home, redirects
 * and the not-found page are every signed-in user's.
 */
export function accessOf(pathname: string): RouteAccess {
  const route = SCREEN_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route ? (route.access ?? 'admin') : 'signed';
}
