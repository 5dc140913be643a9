import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_MSG, type AddOrderBody, type OrderCatalogue } from '@lactea/contracts';
import { callsTo, fakeApi } from '../../../../test/fakeApi';
import { signIn } from '../../../../test/renderWithApp';
import { OfflineOrders } from './offlineOrders';
import { openOrdersDb, type OrdersDb } from './ordersDb';
import { milk } from '../testData';

const yogurt: typeof milk = { ...milk, id: 6, code: 'YO-1', product: 'Yogur Frutilla 1 L', barcode: '7779999999999', presentations: [] };
const rosa = { id: 10, business_name: 'Tienda Doña Rosa', ci_nit: '4567891 LP', credit: { id: 10, credit_limit: 500, overdue_days: 30, debt: 120, available: 380, overdue_since: null, control: 'advertir' as const }, price_list: null };
const catalogue: OrderCatalogue = {
  taken_at: '2026-11-30T12:00:00.000Z',
  day: { date: '2026-11-30', weekday: 1, routes: [{ id: 1, name: 'Ruta Centro', visit_days: [1], clients: [{ position: 1, client_id: 10, business_name: rosa.business_name, ci_nit: rosa.ci_nit, enabled: 1 }] }] },
  clients: [rosa],
  products: [milk, yogurt],
};
const order = (body: AddOrderBody) => ({ id: 1, client_id: body.client_id, business_name: rosa.business_name, ci_nit: rosa.ci_nit, route_id: 1, route_name: 'Ruta Centro', user_id: 1, user_name: 'Ana Pérez', delivery_date: body.delivery_date, date: '2026-11-30', hour: '10:00', gloss: '', state: 'pendiente', total: 80, shortfall: 0, lines: [], version: 1 });
const body: AddOrderBody = { client_id: 10, delivery_date: '2026-12-01', lines: [{ product_id: 5, presentation_id: 9, quantity: 1 }], gloss: null };

let made = 0;
const dbs: OrdersDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});
function fresh() {
  const db = openOrdersDb(`orders-offline-test-${++made}`);
  dbs.push(db);
  return new OfflineOrders(() => db);
}

/** A server that answers while `net.up`, and whose fetch fails like a phone without network otherwise. */
function server(reply: (b: AddOrderBody) => { status?: number; body: unknown } = (b) => ({ body: order(b) })) {
  const net = { up: true };
  /** The key and body of each order/add the server received. */
  const received: [string, unknown][] = [];
  const down = () => new TypeError('Failed to fetch');
  const calls = fakeApi({
    'GET order/catalogue': () => (net.up ? { body: catalogue } : down()),
    'GET route/day': () => (net.up ? { body: catalogue.day } : down()),
    'GET order/visited': () => (net.up ? { body: { date: '2026-11-30', client_ids: [] } } : down()),
    'GET order/client': () => (net.up ? { body: rosa } : down()),
    'GET order/products': () => (net.up ? { body: [milk] } : down()),
    'POST order/add': (call) => {
      if (!net.up) return down();
      received.push([call.headers['Idempotency-Key'], call.json]);
      return reply(call.json as AddOrderBody);
    },
  });
  return { net, calls, received };
}

describe('PEDIDOS offline (OfflineOrders)', () => {
  it('reads the kept catalogue with no network, keeps the order under its key, and sends it exactly once when the server answers again', async () => {
    signIn();
    const { net, calls, received } = server();
    const orders = fresh();
    await orders.refreshCatalogue();
    net.up = false;
    // The day's route, the client's credit, a search by words and a scanned crate, from the phone.
    expect(await orders.routeDay()).toEqual(catalogue.day);
    expect(await orders.client(10)).toEqual(rosa);
    expect((await orders.products({ search: 'yogur 1 l' })).map((p) => p.id)).toEqual([6]);
    expect((await orders.products({ barcode: '7770000000012' })).map((p) => p.id)).toEqual([5]);
    expect(orders.getStatus().offline).toBe(true);
    // 'Guardar pedido' with no answer: kept; pressed again (the same key) it is not kept twice.
    expect(await orders.save(body, 'key-1')).toEqual({ queued: true });
    expect(await orders.save(body, 'key-1')).toEqual({ queued: true });
    expect(orders.getStatus()).toMatchObject({ offline: true, pending: 1 });
    expect(ORDER_MSG.offlineBanner(orders.getStatus().pending)).toBe('Sin conexión — 1 pedido guardado en este equipo');
    expect((await orders.visited()).client_ids).toEqual([10]);
    // Back online: the sync sends it once, with the key it was saved under.
    net.up = true;
    const stop = orders.start();
    await orders.settled();
    expect(received).toEqual([['key-1', body]]);
    expect(orders.getStatus()).toMatchObject({ offline: false, pending: 0, sent: 1 });
    // Another pass (the timer, another tab) finds nothing left to send.
    orders.start()();
    await orders.settled();
    expect(received).toHaveLength(1);
    expect(callsTo(calls, 'order/catalogue').length).toBeGreaterThan(0);
    stop();
  });
});

describe('PEDIDOS offline: an order the server refuses at sync', () => {
  it('is kept with the server\'s message while the next one is sent; Reintentar sends it again', async () => {
    signIn();
    let refuse = true;
    const { net, received } = server((b) => (b.client_id === 11 && refuse ? { status: 400, body: { messages: ['El cliente Minimarket está inhabilitado'] } } : { body: order(b) }));
    const orders = fresh();
    net.up = false;
    await orders.save({ ...body, client_id: 11 }, 'key-bad');
    await orders.save(body, 'key-ok');
    net.up = true;
    const stop = orders.start();
    await orders.settled();
    expect(received.map(([k]) => k)).toEqual(['key-bad', 'key-ok']);
    expect(orders.getStatus()).toMatchObject({ pending: 0, sent: 1 });
    expect(orders.getStatus().setAside.map((o) => [o.key, o.message])).toEqual([['key-bad', 'El cliente Minimarket está inhabilitado']]);
    refuse = false;
    await orders.retry('key-bad');
    await orders.settled();
    expect(received.map(([k]) => k)).toEqual(['key-bad', 'key-ok', 'key-bad']);
    expect(orders.getStatus()).toMatchObject({ pending: 0, setAside: [], sent: 2 });
    stop();
  });
});
