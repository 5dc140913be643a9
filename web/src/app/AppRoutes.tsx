import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { SessionGate } from './SessionGate';
import { PageLoading } from './pages/PageLoading';

// The signed-in layout with its providers (query cache, dialogs) and the screens' table: not part of
// the login page's bundle.
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="*"
        element={
          <SessionGate>
            <Suspense fallback={<PageLoading />}>
              <SignedInRoutes />
            </Suspense>
          </SessionGate>
        }
      />
    </Routes>
  );
}
