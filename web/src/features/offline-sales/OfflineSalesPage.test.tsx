import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RECONCILIATION_MSG, type ReconciliationItem } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import { NotificationBell } from '../../app/layout/NotificationBell';
import OfflineSalesPage from './OfflineSalesPage';

// Instants of the browser's clock, whatever the zone the tests run in.
const SOLD_AT = new Date(2026, 2, 10, 10, 5).toISOString();
const RECEIVED_AT = new Date(2026, 2, 10, 12, 30).toISOString();
const SOLD = '10/03/2026 10:05';
const RECEIVED = '10/03/2026 12:30';
const TABLE = RECONCILIATION_MSG.menu;
const base: ReconciliationItem = {
  id: 1,
  kind: 'precio',
  state: 'pendiente',
  sale_id: 41,
  provisional_number: 'A1B2-0007',
  client: null,
  product: { id: 5, product: 'Leche Entera', code: 'LE1', unit: 'unidad' },
  missing_quantity: null,
  charged_total: 12,
  expected_total: 14,
  detail: 'Cobrado Bs. 12,00; precio vigente Bs. 14,00',
  user: 'Carlos Cajero',
  device_name: 'Caja mostrador',
  sold_at: SOLD_AT,
  received_at: RECEIVED_AT,
  resolved: 0,
  note: null,
  resolved_by: null,
  resolved_at: null,
  version: 3,
};
const shortfall: ReconciliationItem = { ...base, id: 2, kind: 'faltante', product: { id: 6, product: 'Queso', code: 'Q1', unit: 'kg' }, missing_quantity: 0.25, charged_total: null, expected_total: null, detail: 'Faltaron 0,250 kg' };
const done: ReconciliationItem = { ...base, id: 3, kind: 'credito', state: 'resuelto', client: 'Tienda Doña Rosa', product: null, detail: 'Límite superado', resolved: 1, note: 'Cobrado al cliente', resolved_by: 'Ana', resolved_at: '2026-03-11T13:00:00Z', version: 2 };

/** An offline sale that synced without a case. */
const clean: ReconciliationItem = { ...base, id: 0, kind: null, state: 'sincronizada', sale_id: 40, provisional_number: 'A1B2-0006', product: null, charged_total: null, expected_total: null, detail: 'Sin observaciones: precios, inventario y crédito coincidieron', resolved: 1, version: 0 };

/** A server holding the three cases and a clean sale; resolve answers `refuse` when given. */
function server(refuse?: { status: number; messages: string[] }) {
  const cases = [base, shortfall, done, clean];
  const calls = fakeApi({
    'GET sale/reconciliation': ({ query }) => {
      const state = Number(query.get('resolved') ?? 0);
      const shown = (c: ReconciliationItem) => state === 2 || (state === 3 ? c.state === 'sincronizada' : c.state !== 'sincronizada' && c.resolved === state);
      return pageOf(cases.filter(shown), query);
    },
    'GET sale/reconciliation-count': () => ({ body: { quantity: cases.filter((c) => c.state === 'pendiente').length } }),
    'GET lot/quantity-of-lots-near-expiration': () => ({ body: { quantity: 2 } }),
    'PATCH sale/reconciliation-resolve': ({ json }) => {
      if (refuse) return { status: refuse.status, body: { messages: refuse.messages } };
      const i = cases.findIndex((c) => c.id === json.id);
      cases[i] = { ...cases[i], state: 'resuelto', resolved: 1, note: String(json.note), resolved_by: 'Ana', resolved_at: '2026-03-11T14:00:00Z', version: cases[i].version + 1 };
      return { body: cases[i] };
    },
  });
  return calls;
}

const page = () => (
  <>
    <NotificationBell />
    <OfflineSalesPage />
  </>
);

describe('VENTAS SIN CONEXIÓN', { timeout: 20_000 }, () => {
  it('lists the pending cases with their columns in Spanish; the filter shows the resolved ones', async () => {
    const calls = server();
    const { user } = renderScreen(page(), '/offline-sales');
    // The heading says what its count counts.
    expect(await screen.findByRole('heading', { name: 'VENTAS SIN CONEXIÓN: CASOS POR REVISAR (2)' })).toBeInTheDocument();
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(2));
    expect(columnHeaders(TABLE)).toEqual(['Tipo', 'N° provisional / Venta', 'Producto / Cliente', 'Detalle', 'Cajero / Dispositivo', 'Vendida / Recibida', 'Estado', 'Acciones']);
    const [price, short] = tableRows(TABLE).map(cellTexts);
    expect(price.slice(0, 7)).toEqual(['Diferencia de precio', 'A1B2-0007N° 41', 'Leche Entera', 'Cobrado Bs. 12,00; precio vigente Bs. 14,00', 'Carlos CajeroCaja mostrador', `${SOLD}${RECEIVED}`, 'Pendiente']);
    expect(short[2]).toBe('Queso · faltó 0,250 kg');
    expect(new URL(callsTo(calls, 'sale/reconciliation')[0].url, 'http://x').searchParams.get('resolved')).toBe('0');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Resueltos' }));
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(1));
    const row = tableRows(TABLE)[0];
    expect(cellTexts(row)[0]).toBe('Crédito fuera de límite');
    // A credit case names the client, not '—'.
    expect(cellTexts(row)[2]).toBe('Cliente: Tienda Doña Rosa');
    expect(cellTexts(row)[3]).toBe('Límite superado · Nota: Cobrado al cliente');
    expect(within(row).getByText('Resuelto')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: RECONCILIATION_MSG.resolve })).toBeNull();
    expect(screen.getByRole('heading', { name: 'VENTAS SIN CONEXIÓN: CASOS RESUELTOS (1)' })).toBeInTheDocument();
  });

  it('lists the offline sales that synced cleanly too, as Sincronizada, and all of them under Todas', async () => {
    const calls = server();
    const { user } = renderScreen(page(), '/offline-sales');
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Sincronizadas sin observaciones' }));
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(1));
    expect(new URL(callsTo(calls, 'sale/reconciliation').at(-1)!.url, 'http://x').searchParams.get('resolved')).toBe('3');
    expect(screen.getByRole('heading', { name: 'VENTAS SIN CONEXIÓN: SINCRONIZADAS SIN OBSERVACIONES (1)' })).toBeInTheDocument();
    const row = tableRows(TABLE)[0];
    expect(cellTexts(row).slice(0, 4)).toEqual(['Sin observaciones', 'A1B2-0006N° 40', 'S/C', 'Sin observaciones: precios, inventario y crédito coincidieron']);
    expect(within(row).getByText('Sincronizada')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: RECONCILIATION_MSG.resolve })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(4));
    expect(screen.getByRole('heading', { name: 'VENTAS SIN CONEXIÓN: TODAS (CASOS Y VENTAS SIN OBSERVACIONES) (4)' })).toBeInTheDocument();
  });

  it("'Resuelto' needs a note, sends it with the version, then the list and the bell drop the case", async () => {
    const calls = server();
    const { user } = renderScreen(page(), '/offline-sales');
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 4' })).toBeInTheDocument();

    await user.click(within(tableRows(TABLE)[0]).getByRole('button', { name: RECONCILIATION_MSG.resolve }));
    const dialog = await screen.findByRole('dialog', { name: RECONCILIATION_MSG.resolve });
    await user.click(within(dialog).getByRole('button', { name: RECONCILIATION_MSG.resolve }));
    const invalid = await screen.findByRole('alertdialog', { name: 'Operación Cancelada' });
    await user.click(within(invalid).getByRole('button', { name: 'Aceptar' }));
    expect(callsTo(calls, 'sale/reconciliation-resolve')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Nota/ }), 'Se cobró la diferencia');
    await user.click(within(dialog).getByRole('button', { name: RECONCILIATION_MSG.resolve }));
    await confirmOperation(user, '¿Está seguro de marcar como resuelto el caso de la venta A1B2-0007?', 'Se marcó el caso como resuelto');
    expect(callsTo(calls, 'sale/reconciliation-resolve')[0].body).toEqual({ id: 1, version: 3, note: 'Se cobró la diferencia' });
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 3' })).toBeInTheDocument();
  });

  it('a refused note comes back to be corrected; a case resolved meanwhile leaves the list instead', async () => {
    const refusal = { status: 400, messages: ['Nota: Es requerido'] };
    const calls = server(refusal);
    const { user } = renderScreen(page(), '/offline-sales');
    await waitFor(() => expect(tableRows(TABLE)).toHaveLength(2));
    const attempt = async (note: string) => {
      await user.click(within(tableRows(TABLE)[1]).getByRole('button', { name: RECONCILIATION_MSG.resolve }));
      const dialog = await screen.findByRole('dialog', { name: RECONCILIATION_MSG.resolve });
      await user.type(within(dialog).getByRole('textbox', { name: /Nota/ }), note);
      await user.click(within(dialog).getByRole('button', { name: RECONCILIATION_MSG.resolve }));
      await user.click(within(await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' })).getByRole('button', { name: 'SI' }));
      const error = await screen.findByRole('alertdialog');
      await user.click(within(error).getByRole('button', { name: 'Aceptar' }));
    };
    await attempt('Ajuste');
    const reopened = await screen.findByRole('dialog', { name: RECONCILIATION_MSG.resolve });
    expect(within(reopened).getByRole('textbox', { name: /Nota/ })).toHaveValue('Ajuste');
    await user.click(within(reopened).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: RECONCILIATION_MSG.resolve })).toBeNull());

    // A colleague resolved it: the message, no form again, and the list is read again.
    Object.assign(refusal, { messages: [RECONCILIATION_MSG.alreadyResolved] });
    const reads = callsTo(calls, 'sale/reconciliation').length;
    await attempt('Ajuste de inventario');
    await waitFor(() => expect(callsTo(calls, 'sale/reconciliation').length).toBeGreaterThan(reads));
    expect(screen.queryByRole('dialog', { name: RECONCILIATION_MSG.resolve })).toBeNull();
  });
});
