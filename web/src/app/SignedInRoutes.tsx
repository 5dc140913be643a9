import { lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useIsMobile } from '../components/list/useIsMobile';
import { SCREEN_ROUTES, type ScreenRoute } from './routeTable';
import SignedInApp from './SignedInApp';

// The screens' table lives here, in the signed-in chunk: the login page's first load carries no
// route of the app (each one added its path, title and import to it).
const HomePage = lazy(() => import('../features/home/HomePage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

// Each screen's element is made once, at module level: one lazy chunk per built screen, the
// shared "próximamente" page for the rest.
const screenElements = SCREEN_ROUTES.map((route) => {
  const Screen = route.screen ? lazy(route.screen) : null;
  return { route, element: Screen ? <Screen /> : <ComingSoonPage title={route.title} /> };
});

function ScreenElement({ route, element }: { route: ScreenRoute; element: ReactElement }) {
  const mobile = useIsMobile();
  if (mobile && route.mobilePath) return <Navigate to={route.mobilePath} replace />;
  return element;
}

/** Every signed-in screen inside the app's layout (SignedInApp), below AppRoutes' `*`. */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<SignedInApp />}>
        <Route index element={<HomePage />} />
        <Route path="/lots-near-expired" element={<Navigate to="/lots-near-expired/0" replace />} />
        {screenElements.map(({ route, element }) => (
          <Route key={route.path} path={route.path} element={<ScreenElement route={route} element={element} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
