import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LOAD_MSG, type DeliverBody, type LoadDetail } from '@lactea/contracts';
import { fakeApi } from '../../../../test/fakeApi';
import { signIn } from '../../../../test/renderWithApp';
import { saveSession } from '../../../lib/session';
import { OfflineDeliveries } from './offlineDeliveries';
import { openDeliveriesDb, type DeliveriesDb } from './deliveriesDb';

const DAY = '2026-11-30';
const line = (id: number, quantity: number) => ({ line_id: id, product_id: 5, product: 'Leche PIL 1 L', unit: 'unidad' as const, presentation_id: null, presentation: null, quantity, delivered: null, unit_price: 7, total: quantity * 7 });
const client = (orderId: number, position: number, name: string, lineId: number, quantity: number) => ({
  order_id: orderId,
  position,
  client_id: orderId + 100,
  business_name: name,
  ci_nit: `${orderId}`,
  state: 'cargado',
  total: quantity * 7,
  sale_id: null,
  lines: [line(lineId, quantity)],
});
const head = { id: 3, route_id: 1, route_name: 'Ruta Centro', delivery_date: DAY, state: 'cargada' as const, orders: 2, created_at: `${DAY} 06:00`, user_name: 'Admin', version: 1 };
const sheet: LoadDetail = {
  ...head,
  products: [],
  clients: [client(21, 1, 'Tienda Doña Rosa', 31, 10), client(22, 2, 'Kiosco Don Pepe', 32, 6)],
  payment_types: [{ id: 1, type_pay: 'Efectivo', is_cash: 1 }],
  closing: null,
};
const rosa: DeliverBody = { load_id: 3, order_id: 21, lines: [{ line_id: 31, quantity: 4 }], cancelled: 1, id_type_payment: 1 };
const pepe: DeliverBody = { load_id: 3, order_id: 22, lines: [{ line_id: 32, quantity: 6 }], cancelled: 1, id_type_payment: 1 };

let made = 0;
const dbs: DeliveriesDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});
function fresh() {
  const db = openDeliveriesDb(`deliveries-offline-test-${++made}`);
  dbs.push(db);
  return new OfflineDeliveries(() => db);
}

/**
 * A server that answers while `net.up` (and whose fetch fails like a phone without network
 * otherwise), keeping load/deliver's Idempotency-Keys as the real one does: a key sent again
 * answers its first sale. `loseAnswer` records a delivery and then loses its answer.
 */
function server(refuse: (b: DeliverBody) => string | null = () => null) {
  const net = { up: true, loseAnswer: false };
  const down = () => new TypeError('Failed to fetch');
  /** Each sale the server recorded, by key; and every key it received, in order. */
  const sales = new Map<string, { body: unknown; sale_id: number }>();
  const received: string[] = [];
  fakeApi({
    'GET load/list': () => (net.up ? { body: { data: [head], current_page: 1, last_page: 1, total: 1 } } : down()),
    'GET load/detail': () => (net.up ? { body: sheet } : down()),
    'POST load/deliver': (call) => {
      if (!net.up) return down();
      const key = call.headers['Idempotency-Key'];
      received.push(key);
      const body = call.json as DeliverBody;
      const message = refuse(body);
      if (message) return { status: 400, body: { messages: [message] } };
      const first = sales.get(key) ?? { body, sale_id: 500 + sales.size + 1 };
      if (JSON.stringify(first.body) !== JSON.stringify(body)) return { status: 409, body: { messages: [LOAD_MSG.idempotencyReused] } };
      sales.set(key, first);
      if (net.loseAnswer) return down();
      return { body: { order_id: body.order_id, state: 'entregado parcial', sale_id: first.sale_id, total: 28, sale: null } };
    },
  });
  return { net, sales, received };
}

describe('ENTREGAS offline (OfflineDeliveries)', () => {
  it('reads the day\'s sheet kept on the phone with no network, keeps the delivery under its key marked as delivered, and sends it exactly once when the server answers again', async () => {
    signIn();
    const { net, sales, received } = server();
    const deliveries = fresh();
    // Opened with network: the list and the sheet are kept on the phone.
    expect((await deliveries.sheets(DAY)).data.map((s) => s.id)).toEqual([3]);
    expect((await deliveries.sheet(3)).kept).toEqual([]);
    net.up = false;
    expect((await deliveries.sheets(DAY)).data.map((s) => s.id)).toEqual([3]);
    expect((await deliveries.sheet(3)).clients.map((c) => c.business_name)).toEqual(['Tienda Doña Rosa', 'Kiosco Don Pepe']);
    expect(deliveries.getStatus().offline).toBe(true);
    // 'Confirmar entrega' with no answer: kept; pressed again (the same key) it is not kept twice.
    expect(await deliveries.deliver(rosa, 'entrega-rosa')).toEqual({ queued: true });
    expect(await deliveries.deliver(rosa, 'entrega-rosa')).toEqual({ queued: true });
    expect(deliveries.getStatus()).toMatchObject({ offline: true, pending: 1 });
    expect(LOAD_MSG.offlineBanner(deliveries.getStatus().pending)).toBe('Sin conexión — 1 entrega guardada en este equipo');
    // The sheet marks Rosa delivered on the phone (4 of 10: in part); Pepe is still to deliver.
    const marked = await deliveries.sheet(3);
    expect(marked.kept).toEqual([21]);
    expect(marked.clients.map((c) => [c.state, c.lines[0].delivered])).toEqual([
      ['entregado parcial', 4],
      ['cargado', null],
    ]);
    // Back online: the sync sends it once, with the key it was kept under.
    net.up = true;
    const stop = deliveries.start();
    await deliveries.settled();
    expect(received).toEqual(['entrega-rosa']);
    expect([...sales.keys()]).toEqual(['entrega-rosa']);
    expect(deliveries.getStatus()).toMatchObject({ offline: false, pending: 0, sent: 1 });
    // Another pass (the timer, another tab) finds nothing left to send.
    deliveries.start()();
    await deliveries.settled();
    expect(received).toHaveLength(1);
    stop();
  });

  it('a delivery whose answer was lost is kept and resent under the same key: the server answers its first sale, never a second', async () => {
    signIn();
    const { net, sales, received } = server();
    const deliveries = fresh();
    net.loseAnswer = true;
    expect(await deliveries.deliver(rosa, 'entrega-perdida')).toEqual({ queued: true });
    net.loseAnswer = false;
    const stop = deliveries.start();
    await deliveries.settled();
    expect(received).toEqual(['entrega-perdida', 'entrega-perdida']);
    expect([...sales.values()].map((s) => s.sale_id)).toEqual([501]);
    expect(deliveries.getStatus()).toMatchObject({ pending: 0, sent: 1 });
    stop();
  });

  it("a delivery the server refuses at sync is kept with the server's message while the next one is sent; Reintentar sends it again", async () => {
    signIn();
    let refusing = true;
    const { net, received } = server((b) => (b.order_id === 21 && refusing ? LOAD_MSG.alreadyDelivered('Tienda Doña Rosa') : null));
    const deliveries = fresh();
    net.up = false;
    await deliveries.deliver(rosa, 'entrega-rosa');
    await deliveries.deliver(pepe, 'entrega-pepe');
    net.up = true;
    const stop = deliveries.start();
    await deliveries.settled();
    expect(received).toEqual(['entrega-rosa', 'entrega-pepe']);
    expect(deliveries.getStatus().setAside.map((d) => [d.key, d.message])).toEqual([['entrega-rosa', 'La entrega a Tienda Doña Rosa ya fue confirmada']]);
    expect(deliveries.getStatus()).toMatchObject({ pending: 0, sent: 1 });
    // Set aside, it no longer marks the client delivered: the server's state is shown.
    expect((await deliveries.sheet(3)).kept).toEqual([]);
    refusing = false;
    await deliveries.retry('entrega-rosa');
    await deliveries.settled();
    expect(received).toEqual(['entrega-rosa', 'entrega-pepe', 'entrega-rosa']);
    expect(deliveries.getStatus()).toMatchObject({ pending: 0, setAside: [], sent: 2 });
    stop();
  });

  it("does not show another user's kept sheet", async () => {
    signIn();
    const { net } = server();
    const deliveries = fresh();
    await deliveries.sheet(3);
    net.up = false;
    saveSession({ token: 'otro', user: { id: 2, name: 'Otro Preventista', category: 'v', username: 'otro' } });
    await expect(deliveries.sheet(3)).rejects.toThrow();
  });
});
