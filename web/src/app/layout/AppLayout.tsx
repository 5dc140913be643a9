import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { CATEGORIES } from '@lactea/contracts';
import { Logo } from '../../components/Logo';
import { useIsMobile } from '../../components/list/useIsMobile';
import { isAdmin, useSession } from '../../lib/session';
import { useEnabledOptionsUser } from '../../lib/useEnabledOptionsUser';
import { PageLoading } from '../pages/PageLoading';
import { accessOf, mayOpen } from '../routeAccess';
import { RouteGuard } from '../RouteGuard';
import { DateProvider } from './DateProvider';
import { menuFor } from './menuItems';
import { NotificationBell } from './NotificationBell';
import { SideMenu } from './SideMenu';
import { useLogout } from './useLogout';
import { startSync } from '../../features/till/offline/offlineTill';
import { startOrdersSync } from '../../features/orders/offline/offlineOrders';
import { startDeliveriesSync } from '../../features/loads/offline/offlineDeliveries';

export const MENU_WIDTH = 300;
export const RAIL_WIDTH = 60;
const RAIL_KEY = 'lactea.menuRail'; // remembers the desktop menu's collapse per browser

function readRail(): boolean {
  try {
    return localStorage.getItem(RAIL_KEY) === '1';
  } catch {
    return false;
  }
}

/** The signed-in shell: side menu (300 px / 60 px rail; a drawer at ≤ 900 px) and the screen. */
export default function AppLayout() {
  const session = useSession();
  const mobile = useIsMobile();
  const enabledOptionsUser = useEnabledOptionsUser();
  const { pathname } = useLocation();
  const logout = useLogout();
  // The till's queue of this device is sent from every signed-in screen, as the signed-in user; a
  // preventista has no till (the counter's calls answer them 403), so theirs does not run.
  const userId = session?.user.category === 'v' ? undefined : session?.user.id;
  useEffect(() => (userId ? startSync() : undefined), [userId]);
  // The phone's kept orders and deliveries too, for whoever takes or delivers them (the preventista,
  // the administrator): a phone need not be on PEDIDOS or ENTREGAS for them to reach the server.
  const routeUserId = session && mayOpen('route', session.user.category, false) ? session.user.id : undefined;
  useEffect(() => {
    if (!routeUserId) return undefined;
    const stops = [startOrdersSync(), startDeliveriesSync()];
    return () => stops.forEach((stop) => stop());
  }, [routeUserId]);
  const [rail, setRail] = useState(readRail);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const admin = isAdmin(session);
  const groups = menuFor(session?.user.category, enabledOptionsUser);
  const collapsed = rail && !mobile;
  const width = collapsed ? RAIL_WIDTH : MENU_WIDTH;

  const toggleRail = () => {
    const next = !rail;
    setRail(next);
    try {
      localStorage.setItem(RAIL_KEY, next ? '1' : '0');
    } catch {
      // storage disabled: the choice lasts until reload
    }
  };

  const menuHeader = (
    <Toolbar sx={{ px: collapsed ? 1 : 2, gap: 1, justifyContent: collapsed ? 'center' : 'flex-start' }}>
      {!collapsed && (
        <>
          <Logo sx={{ fontSize: 32 }} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              Lactea
            </Typography>
            {/* Name and category on their own lines: together they did not fit beside the bell. */}
            <Typography variant="caption" noWrap component="p" title={session?.user.name} sx={{ lineHeight: 1.3 }}>
              {session?.user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ lineHeight: 1.3 }}>
              {session ? CATEGORIES[session.user.category] : ''}
            </Typography>
          </Box>
          {admin && !mobile && <NotificationBell color="default" />}
        </>
      )}
      {!mobile && (
        <Tooltip title={collapsed ? 'Mostrar menú' : 'Ocultar menú'} placement="right">
          <IconButton onClick={toggleRail} aria-label={collapsed ? 'Mostrar menú' : 'Ocultar menú'}>
            {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
          </IconButton>
        </Tooltip>
      )}
    </Toolbar>
  );

  const menu = (
    <>
      {menuHeader}
      {collapsed && admin && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
          <NotificationBell color="default" />
        </Box>
      )}
      <SideMenu
        groups={groups}
        rail={collapsed}
        onNavigate={() => setDrawerOpen(false)}
        onLogout={() => {
          setDrawerOpen(false);
          void logout();
        }}
      />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {mobile && (
        <AppBar position="fixed" elevation={1}>
          <Toolbar>
            <IconButton edge="start" color="inherit" aria-label="Abrir menú" onClick={() => setDrawerOpen(true)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
              Lactea
            </Typography>
            {admin && <NotificationBell />}
          </Toolbar>
        </AppBar>
      )}
      <Drawer
        variant={mobile ? 'temporary' : 'permanent'}
        open={mobile ? drawerOpen : true}
        onClose={() => setDrawerOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: mobile ? undefined : width,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: mobile ? MENU_WIDTH : width,
            maxWidth: '85vw',
            boxSizing: 'border-box',
            overflowX: 'hidden',
            transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        }}
      >
        {menu}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        {mobile && <Toolbar />}
        <DateProvider>
          <Suspense fallback={<PageLoading />}>
            {/* A screen the category may not open is not rendered (access declared in routeTable). */}
            <RouteGuard access={accessOf(pathname)}>
              <Outlet />
            </RouteGuard>
          </Suspense>
        </DateProvider>
      </Box>
    </Box>
  );
}
