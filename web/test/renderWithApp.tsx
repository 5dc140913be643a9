import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/AppProviders';
import { createQueryClient } from '../src/app/queryClient';
import { AppRoutes } from '../src/app/AppRoutes';
import { saveSession } from '../src/lib/session';

/** Shows where the router is, so a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `ui` at `route` inside the real providers (theme, query client, dialogs) and a memory
 * router; other paths render only the location probe.
 */
export function renderWithApp(ui: ReactElement, { route = '/screen' }: { route?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={createQueryClient()}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The whole app (login, session gate, layout, lazy screens) at `route`. */
export function renderApp(route: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={createQueryClient()}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...result };
}

export function signIn(category: 'a' | 'u' = 'a') {
  saveSession({ token: 'token-de-prueba', user: { id: 1, name: 'Ana Pérez', category, username: 'ana' } });
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; body?: unknown } | Error;

/**
 * Replaces fetch: `handler` gets each call and answers {status, body} (JSON) or throws/returns an
 * Error to simulate no answer. Returns the recorded calls.
 */
export function mockFetch(handler: (call: FetchCall) => Reply | Promise<Reply>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply instanceof Error) throw reply;
    // A string body is sent as it is (an XML document); anything else as JSON.
    return new Response(reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
