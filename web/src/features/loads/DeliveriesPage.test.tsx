import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_MSG, DELIVERY_NOTE_TITLE, LOAD_MSG, OFFLINE_MSG, type LoadDetail } from '@lactea/contracts';
import { PRINT_AREA_ID } from '../../components/receipt';
import { answerDialog, callsTo, confirmOperation, fakeApi, renderScreen } from '../../../test/fakeApi';
import { deliveriesDb } from './offline/deliveriesDb';
import { offlineDeliveries } from './offline/offlineDeliveries';
import DeliveriesPage from './DeliveriesPage';

const line = { line_id: 31, product_id: 5, product: 'Leche PIL 1 L', unit: 'unidad' as const, presentation_id: null, presentation: null, quantity: 10, delivered: null, unit_price: 7, total: 70 };
const head = { id: 3, route_id: 1, route_name: 'Ruta Centro', delivery_date: '2026-11-30', state: 'cargada' as const, orders: 1, created_at: '2026-11-30 06:00', user_name: 'Admin', version: 1 };
const sheet: LoadDetail = {
  ...head,
  products: [],
  clients: [{ order_id: 21, position: 1, client_id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', state: 'cargado', total: 70, sale_id: null, lines: [line] }],
  payment_types: [{ id: 1, type_pay: 'Efectivo', is_cash: 1 }],
  closing: null,
};

/** 'advertir' and Bs. 10,00 left of the limit: the Bs. 70,00 order on credit is warned about. */
const client = { id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', price_list: null, credit: { id: 10, credit_limit: 50, overdue_days: 30, debt: 40, available: 10, overdue_since: null, control: 'advertir' } };
const overLimit = 'Límite de crédito excedido: disponible Bs. 10,00';
const creditQuestion = [CREDIT_MSG.state(client.credit), overLimit, LOAD_MSG.creditConfirm('Tienda Doña Rosa', 'Bs. 70,00')];
const delivered = { order_id: 21, state: 'entregado', sale_id: 90, total: 70, sale: null };
const noNetwork = () => new TypeError('Failed to fetch');

describe('DeliveriesPage (ENTREGAS)', { timeout: 30_000 }, () => {
  // The phone's queue is the tab's (one IndexedDB): each test starts with none kept.
  beforeEach(async () => {
    await deliveriesDb().queue.clear();
  });
  let stopSync: (() => void) | null = null;
  afterEach(() => {
    stopSync?.();
    stopSync = null;
  });

  const chooseCredit = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
    await user.click(within(form).getByRole('combobox', { name: 'Pago' }));
    await user.click(await screen.findByRole('option', { name: 'A crédito' }));
  };

  it("a credit delivery the 'advertir' control warns about shows the client's credit state and the warning, and is sent confirmed", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET load/list': () => ({ body: { data: [head], current_page: 1, last_page: 1, total: 1 } }),
      'GET load/detail': () => ({ body: sheet }),
      'GET order/client': () => ({ body: client }),
      'POST load/deliver': (call) => (call.json.credit_confirmed === 1 ? { body: delivered } : { status: 400, body: { messages: [overLimit] } }),
    });
    renderScreen(<DeliveriesPage />, '/deliveries');
    await user.click(await screen.findByRole('button', { name: /Tienda Doña Rosa/ }));
    const form = screen.getByRole('region', { name: 'Entrega a Tienda Doña Rosa' });
    await chooseCredit(user, form);
    await user.click(within(form).getByRole('button', { name: 'Confirmar entrega' }));
    const asked = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    for (const text of creditQuestion) expect(within(asked).getByText(text)).toBeInTheDocument();
    await answerDialog(user, asked, 'SI');
    const done = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(done).getByText('NOTA DE ENTREGA N° 90: entregado')).toBeInTheDocument();
    const [sent] = callsTo(calls, 'load/deliver');
    expect(sent.body).toEqual({ load_id: 3, order_id: 21, lines: [{ line_id: 31, quantity: 10 }], cancelled: 0, id_type_payment: 0, credit_confirmed: 1 });
  });

  it("a kept credit delivery the server refused at sync with the credit warning is asked again at 'Reintentar' and sent confirmed under its key", async () => {
    const user = userEvent.setup();
    let up = true;
    const calls = fakeApi({
      'GET load/list': () => (up ? { body: { data: [head], current_page: 1, last_page: 1, total: 1 } } : noNetwork()),
      'GET load/detail': () => (up ? { body: sheet } : noNetwork()),
      'GET order/client': () => (up ? { body: client } : noNetwork()),
      'POST load/deliver': (call) => {
        if (!up) return noNetwork();
        return call.json.credit_confirmed === 1 ? { body: delivered } : { status: 400, body: { messages: [overLimit] } };
      },
    });
    renderScreen(<DeliveriesPage />, '/deliveries');
    await user.click(await screen.findByRole('button', { name: /Tienda Doña Rosa/ }));
    const form = screen.getByRole('region', { name: 'Entrega a Tienda Doña Rosa' });
    await chooseCredit(user, form);
    // No network from here: the credit state cannot be read, the delivery is kept unasked.
    up = false;
    await user.click(within(form).getByRole('button', { name: 'Confirmar entrega' }));
    await confirmOperation(user, '¿Confirmar la entrega a Tienda Doña Rosa por Bs. 70,00 a crédito?', LOAD_MSG.savedOffline);
    // The network is back: the sync sends it and the server refuses it with the credit warning.
    up = true;
    stopSync = offlineDeliveries().start();
    await offlineDeliveries().settled();
    const bar = await screen.findByText(LOAD_MSG.setAside('Tienda Doña Rosa', overLimit));
    const alert = bar.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const asked = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    for (const text of creditQuestion) expect(within(asked).getByText(text)).toBeInTheDocument();
    await answerDialog(user, asked, 'SI');
    await waitFor(() => expect(callsTo(calls, 'load/deliver').at(-1)?.body).toMatchObject({ credit_confirmed: 1 }));
    const sends = callsTo(calls, 'load/deliver');
    // The same key throughout: the refused one recorded nothing, the confirmed one is the delivery.
    expect(new Set(sends.map((c) => c.headers['Idempotency-Key'])).size).toBe(1);
    await waitFor(async () => expect(await deliveriesDb().queue.count()).toBe(0));
  });

  it("with no network 'Confirmar entrega' keeps the delivery on the phone under its key, says so, prints its NOTA DE ENTREGA marked not yet sent and marks the client delivered there", async () => {
    const user = userEvent.setup();
    // The network goes as 'Confirmar entrega' is pressed: from then on nothing answers, and the sheet read before is the phone's.
    let up = true;
    const calls = fakeApi({
      'GET load/list': () => (up ? { body: { data: [head], current_page: 1, last_page: 1, total: 1 } } : noNetwork()),
      'GET load/detail': () => (up ? { body: sheet } : noNetwork()),
      'POST load/deliver': () => {
        up = false;
        return noNetwork();
      },
    });
    renderScreen(<DeliveriesPage />, '/deliveries');
    await user.click(await screen.findByRole('button', { name: /Tienda Doña Rosa/ }));
    const form = screen.getByRole('region', { name: 'Entrega a Tienda Doña Rosa' });
    await user.clear(within(form).getByLabelText('Entregado de Leche PIL 1 L'));
    await user.type(within(form).getByLabelText('Entregado de Leche PIL 1 L'), '4');
    await user.click(within(form).getByRole('button', { name: 'Confirmar entrega' }));
    await confirmOperation(user, '¿Confirmar la entrega a Tienda Doña Rosa por Bs. 28,00?', LOAD_MSG.savedOffline);
    const [sent] = callsTo(calls, 'load/deliver');
    expect(sent.body).toEqual({ load_id: 3, order_id: 21, lines: [{ line_id: 31, quantity: 4 }], cancelled: 1, id_type_payment: 1 });
    const [kept] = await deliveriesDb().queue.toArray();
    expect([kept.key, kept.body]).toEqual([sent.headers['Idempotency-Key'], sent.body]);
    // Its NOTA DE ENTREGA from what the phone knows, with its provisional number and marked not yet sent.
    const note = document.getElementById(PRINT_AREA_ID) as HTMLElement;
    await waitFor(() => expect(note).toHaveTextContent(`${DELIVERY_NOTE_TITLE} N° 3-21`));
    expect(note).toHaveTextContent(OFFLINE_MSG.receiptMark);
    for (const text of ['Cliente:Tienda Doña Rosa', 'CI/NIT:4567891 LP', 'Pago:Efectivo', 'Leche PIL 1 L', '4 x 7,0028,00', 'TOTAL Bs.28,00', 'Cancelado Bs.28,00']) expect(note).toHaveTextContent(text);
    expect(await screen.findByRole('status', { name: 'Estado de la conexión' })).toHaveTextContent('Sin conexión — 1 entrega guardada en este equipo');
    expect(await within(form).findByText(LOAD_MSG.keptState('entregado parcial'))).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Confirmar entrega' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '← Clientes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Tienda Doña Rosa/ })).toHaveTextContent(LOAD_MSG.keptMark('entregado parcial')));
  });
});
