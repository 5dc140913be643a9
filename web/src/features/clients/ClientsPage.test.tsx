import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Client, Sale } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import ClientsPage from './ClientsPage';

/** Sale N° `id` as sale/show answers it: 5 milks on credit to El Lobo, none returned yet. */
const creditSale = (id: number): Sale => ({
  id, date: '2026-08-12', hour: '10:00:00', subtotal: 50, discount: 0, total_sale: 50, money_paid: 0, change_box: 0, excess: 0,
  cancelled: 0, enabled: 1, id_type_payment: null, type_pay: null, type_payment: null, text_type_pay: 'A crédito',
  date_debt: null, type_payment_debt: null, debt_paid: 0, client: { id: 1, business_name: 'Restaurante El Lobo', ci_nit: '165432028' }, user: { id: 1, name: 'Ana' },
  products: [{ id: 3, product: 'Leche', code: 'L1', unit: 'unidad', pivot: { unit_price_system: 10, discount: 0, unit_price: 10, quantity: 5, unit_cost: 6, promotion: null, total: 50, sale_line_id: 90, returned_quantity: 0, returned_amount: 0 } }],
});

function clientsServer() {
  const clients: Client[] = [
    { id: 1, business_name: 'Restaurante El Lobo', ci_nit: '165432028', gloss: 'Mantequilla', credit_limit: 1500.5, overdue_days: 15, fk_price_list: 1, price_list: 'Mayorista', enabled: 1, version: 1 },
    { id: 2, business_name: 'Panadería San Miguel', ci_nit: '1023456027', gloss: null, credit_limit: null, overdue_days: null, fk_price_list: null, price_list: null, enabled: 0, version: 1 },
  ];
  return fakeApi({
    'GET client/list': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      return pageOf(clients.filter((c) => c.business_name.toLowerCase().includes(search)), query);
    },
    'PUT client/edit': ({ json }) => ({ body: { ...json, price_list: json.fk_price_list ? 'Lista' : null, enabled: 1, version: 1 } }),
    'PATCH client/change-state': () => ({ body: { enabled: 1, version: 1 } }),
    'GET client/account-statement': ({ query }) => ({
      body: {
        client: { id: 1, business_name: 'Restaurante El Lobo', ci_nit: '165432028' },
        date_from: query.get('date_from') || '2026-08-01',
        date_to: query.get('date_to') || '2026-08-13',
        opening_balance: 100,
        total_sales: 50,
        total_payments: 30,
        total_returns: 20,
        closing_balance: 100,
        opening_favor: 0,
        closing_favor: 30,
        movements: [
          { date: '2026-08-11', hour: '10:00:00', kind: 'cobro', id_sale: 7, id_return: null, detail: 'Cobro Venta N° 7 (Efectivo)', charge: 0, payment: 30, balance: 70, favor: 0, favor_balance: 0 },
          { date: '2026-08-12', hour: '10:00:00', kind: 'venta', id_sale: 9, id_return: null, detail: 'Venta N° 9', charge: 50, payment: 0, balance: 120, favor: 0, favor_balance: 0 },
          { date: '2026-08-13', hour: '09:00:00', kind: 'devolucion', id_sale: 9, id_return: 3, detail: 'Devolución N° 3 de Venta N° 9 (Descuento de la deuda)', charge: 0, payment: 20, balance: 100, favor: 0, favor_balance: 0 },
          { date: '2026-08-13', hour: '09:30:00', kind: 'devolucion', id_sale: 8, id_return: 4, detail: 'Devolución N° 4 de Venta N° 8 (Saldo a favor)', charge: 0, payment: 0, balance: 100, favor: 30, favor_balance: 30 },
        ],
      },
    }),
    'GET sale/show': ({ query }) => ({ body: creditSale(Number(query.get('id'))) }),
    'POST sale/return': ({ json }) => ({
      body: {
        id: 5, sale_id: json.sale_id, date: '2026-08-13', hour: '11:00:00', reason: json.reason, refund: json.refund, amount: 20,
        client: { id: 1, business_name: 'Restaurante El Lobo', ci_nit: '165432028' }, user: { id: 1, name: 'Ana' }, client_saldo: 0, debt_balance: 80,
        lines: [{ id: 1, sale_line_id: 90, product_id: 3, product: 'Leche', unit: 'unidad', quantity: 2, disposition: 'merma', amount: 20 }],
      },
    }),
    'GET price-list/list': ({ query }) => pageOf([{ id: 1, name: 'Mayorista', enabled: 1, version: 1 }, { id: 2, name: 'Tiendas de barrio', enabled: 1, version: 1 }], query),
    'GET sale/till-setup': () => ({ body: { address: 'Av. Busch 12', cellphone_number: '70000000', payments: [], auto_offers: 1 } }),
  });
}

const renderClients = () => renderScreen(<ClientsPage />, '/clients');

const rows = () => tableRows('Clientes');

describe('ClientsPage', () => {
  it('lists clients with Razón Social, CI/NIT and Glosa, and has no register button', async () => {
    clientsServer();
    renderClients();
    expect(await screen.findByRole('heading', { name: 'CLIENTES (2)' })).toBeInTheDocument();
    expect(columnHeaders('Clientes')).toEqual(['N°', 'Razón Social', 'CI/NIT', 'Glosa', 'Límite crédito', 'Días vence', 'Lista de precios', 'Estado', 'Acciones']);
    expect(cellTexts(rows()[0]).slice(0, 8)).toEqual(['1', 'Restaurante El Lobo', '165432028', 'Mantequilla', 'Bs. 1.500,50', '15', 'Mayorista', 'Habilitado']);
    expect(cellTexts(rows()[1]).slice(3, 8)).toEqual(['', 'Sin límite', 'Config.', 'Precio de mostrador', 'Inhabilitado']);
    expect(screen.queryByRole('button', { name: 'Registrar' })).not.toBeInTheDocument();
  });

  it('searches on the server and highlights the text found', async () => {
    const calls = clientsServer();
    const { user } = renderClients();
    await screen.findByRole('heading', { name: 'CLIENTES (2)' });
    await user.type(screen.getByLabelText('Buscar'), 'lobo');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'CLIENTES (1)' })).toBeInTheDocument());
    expect(calls.at(-1)?.url).toBe('/api/client/list?search=lobo&enabled=2&page=1');
    expect(document.querySelector('mark')?.textContent).toBe('Lobo');
  });

  it('edits a client; an empty gloss and an empty credit limit are sent as null; the limit shows the Spanish way', async () => {
    const calls = clientsServer();
    const { user } = renderClients();
    await screen.findByRole('heading', { name: 'CLIENTES (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Edición' })).toBeInTheDocument();
    expect(screen.getByText('19/50')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('CI/NIT'));
    await user.type(screen.getByLabelText('CI/NIT'), '165432029');
    await user.clear(screen.getByLabelText('Glosa (opcional)'));
    expect(screen.getByLabelText('Límite de crédito (opcional)')).toHaveValue('1.500,50');
    await user.clear(screen.getByLabelText('Límite de crédito (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el cliente Restaurante El Lobo?', 'Se editó el cliente');
    expect(callsTo(calls, 'client/edit')[0]).toMatchObject({
      method: 'PUT',
      body: { id: 1, business_name: 'Restaurante El Lobo', ci_nit: '165432029', gloss: null, credit_limit: null, overdue_days: 15, fk_price_list: 1 },
    });
    expect(cellTexts(rows()[0]).slice(2, 4)).toEqual(['165432029', '']);
  });

  it("changes the client's price list with the picker; 'Precio de mostrador' sends null", async () => {
    const calls = clientsServer();
    const { user } = renderClients();
    await screen.findByRole('heading', { name: 'CLIENTES (2)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Lista de precios')).toHaveValue('Precio de mostrador');
    await user.click(screen.getByRole('button', { name: 'Elegir Lista de precios' }));
    let dialog = await screen.findByRole('dialog', { name: 'Elegir Lista de precios' });
    await user.click(await within(dialog).findByRole('button', { name: /Tiendas de barrio/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByLabelText('Lista de precios')).toHaveValue('Tiendas de barrio');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el cliente Panadería San Miguel?', 'Se editó el cliente');
    expect(callsTo(calls, 'client/edit')[0].body).toMatchObject({ id: 2, fk_price_list: 2 });

    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Elegir Lista de precios' }));
    dialog = await screen.findByRole('dialog', { name: 'Elegir Lista de precios' });
    await user.click(await within(dialog).findByRole('button', { name: /Precio de mostrador/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el cliente Restaurante El Lobo?', 'Se editó el cliente');
    expect(callsTo(calls, 'client/edit')[1].body).toMatchObject({ id: 1, fk_price_list: null });
  });

  it('enables a disabled client', async () => {
    const calls = clientsServer();
    const { user } = renderClients();
    await screen.findByRole('heading', { name: 'CLIENTES (2)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Habilitar cliente' }));
    await confirmOperation(user, '¿Está seguro(a) de habilitar el cliente Panadería San Miguel?', 'Se habilitó el cliente');
    expect(callsTo(calls, 'client/change-state')[0].body).toEqual({ id: 2, version: 1 });
    expect(within(rows()[1]).getByText('Habilitado')).toBeInTheDocument();
  });

  it("opens a client's Estado de cuenta: movements and returns with the running balance and the saldo a favor, totals, print and a WhatsApp text", async () => {
    const calls = clientsServer();
    const { user } = renderClients();
    await screen.findByRole('heading', { name: 'CLIENTES (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Estado de cuenta de Restaurante El Lobo' }));
    expect(await screen.findByRole('heading', { name: 'ESTADO DE CUENTA · Restaurante El Lobo' })).toBeInTheDocument();
    expect(await screen.findByTestId('statement-totals')).toHaveTextContent(
      'Saldo anterior: Bs. 100,00 · Ventas a crédito: Bs. 50,00 · Pagos: Bs. 30,00 · Devoluciones: Bs. 20,00 · Saldo: Bs. 100,00 · Saldo a favor: Bs. 30,00',
    );
    expect(callsTo(calls, 'client/account-statement')[0].url).toBe('/api/client/account-statement?id_client=1&date_from=&date_to=');
    const table = screen.getByRole('table', { name: 'Movimientos del estado de cuenta' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => cellTexts(r))).toEqual([
      ['11/08/2026 10:00:00', 'Cobro Venta N° 7 (Efectivo)', '', '30,00', '70,00', '', '0,00', ''],
      ['12/08/2026 10:00:00', 'Venta N° 9', '50,00', '', '120,00', '', '0,00', ''],
      ['13/08/2026 09:00:00', 'Devolución N° 3 de Venta N° 9 (Descuento de la deuda)', '', '20,00', '100,00', '', '0,00', ''],
      ['13/08/2026 09:30:00', 'Devolución N° 4 de Venta N° 8 (Saldo a favor)', '', '', '100,00', '+30,00', '30,00', ''],
    ]);
    const share = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href')!.replace('https://wa.me/?text=', ''))).toBe(
      'Estado de cuenta de Restaurante El Lobo (CI/NIT 165432028)\nDel 01/08/2026 al 13/08/2026\nSaldo anterior: Bs. 100,00\nVentas a crédito: Bs. 50,00\nPagos: Bs. 30,00\nDevoluciones: Bs. 20,00\nSaldo al 13/08/2026: Bs. 100,00\nSaldo a favor al 13/08/2026: Bs. 30,00',
    );
    expect(screen.getByRole('button', { name: 'Imprimir 80 mm' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imprimir A4' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(await screen.findByRole('heading', { name: 'CLIENTES (2)' })).toBeInTheDocument();
  });

  it("'Devolver' on a sale of the estado de cuenta: the sale read as it stands, the return dialog, the note, the statement read again", async () => {
    const calls = clientsServer();
    const { user } = renderClients();
    await screen.findByRole('heading', { name: 'CLIENTES (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Estado de cuenta de Restaurante El Lobo' }));
    await screen.findByTestId('statement-totals');
    // Only a sale's row offers it.
    expect(screen.getAllByRole('button', { name: /^Devolver productos de la venta/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Devolver productos de la venta 9']);
    await user.click(screen.getByRole('button', { name: 'Devolver productos de la venta 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver · Venta N° 9' });
    expect(callsTo(calls, 'sale/show')[0].url).toBe('/api/sale/show?id=9');
    expect(within(dialog).getByText('Vendido 5 · Quedan 5 por devolver')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cantidad a devolver de Leche'), '2');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Vencido');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await confirmOperation(user, '¿Está seguro de devolver Bs. 20,00 de la venta N° 9 (Efectivo)?', 'Se registró la devolución');
    const sent = callsTo(calls, 'sale/return');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ sale_id: 9, reason: 'Vencido', refund: 'efectivo', lines: [{ sale_line_id: 90, quantity: 2, disposition: 'stock' }] });
    await waitFor(() => expect(callsTo(calls, 'client/account-statement').length).toBeGreaterThan(1));
  });
});
