import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { mockFetch, renderWithApp, signIn, type FetchCall } from './renderWithApp';

/** A call as a fake route sees it: the parsed query and the JSON body. */
export interface RouteCall extends FetchCall {
  query: URLSearchParams;
  json: Record<string, unknown>;
}
type RouteReply = { status?: number; body?: unknown } | Error;
/** Routes by 'METHOD path' without /api/, e.g. 'GET product/list'. */
export type FakeRoutes = Record<string, (call: RouteCall) => RouteReply>;

/** Answers fetch from `routes` (404 for anything else); returns the recorded calls. */
export function fakeApi(routes: FakeRoutes): FetchCall[] {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const route = routes[`${call.method} ${url.pathname.replace(/^\/api\//, '')}`];
    if (!route) return { status: 404, body: { messages: ['Ruta no encontrada'] } };
    return route({ ...call, query: url.searchParams, json: (call.body ?? {}) as Record<string, unknown> });
  });
}

/** The paged answer for `?page=` over `rows`, `size` per page. */
export function pageOf<Row>(rows: Row[], query: URLSearchParams, size = 10) {
  const page = Number(query.get('page') ?? 1);
  return {
    body: {
      data: rows.slice((page - 1) * size, page * size),
      current_page: page,
      last_page: Math.max(1, Math.ceil(rows.length / size)),
      total: rows.length,
    },
  };
}

/** The calls made to `path` (without /api/). */
export const callsTo = (calls: FetchCall[], path: string) => calls.filter((c) => c.url.replace(/\?.*$/, '') === `/api/${path}`);

/** Answers a dialog and waits until it has left (MUI hides the page from assistive tech meanwhile). */
export async function answerDialog(user: UserEvent, dialog: HTMLElement, button: string) {
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** CONFIRMACIÓN shows `question` → SI → 'Operación Exitosa' shows `success` → Aceptar. */
export async function confirmOperation(user: UserEvent, question: string, success: string) {
  const confirm = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
  expect(within(confirm).getByText(question)).toBeInTheDocument();
  await answerDialog(user, confirm, 'SI');
  const done = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
  expect(within(done).getByText(success)).toBeInTheDocument();
  await answerDialog(user, done, 'Aceptar');
}

/** The data rows of the table named `label` (desktop layout). */
export const tableRows = (label: string) => within(screen.getByRole('table', { name: label })).getAllByRole('row').slice(1);

/** The text of each cell of a row. */
export const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** The headers of the table named `label`. */
export const columnHeaders = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** A screen at `route` for the signed-in administrator. */
export function renderScreen(ui: ReactElement, route: string) {
  signIn();
  return renderWithApp(ui, { route });
}

/** The text of the receipt put in the print area once it holds `title` (what window.print puts on paper). */
export async function printedText(title: string): Promise<string> {
  await waitFor(() => expect(screen.getByTestId('receipt-print-area')).toHaveTextContent(title));
  return screen.getByTestId('receipt-print-area').textContent ?? '';
}
