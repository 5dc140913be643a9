import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootProviders } from './app/RootProviders';
import { AppRoutes } from './app/AppRoutes';
import { registerAppShell } from './app/appShell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <RootProviders>
        <AppRoutes />
      </RootProviders>
    </BrowserRouter>
  </StrictMode>,
);

void registerAppShell();
