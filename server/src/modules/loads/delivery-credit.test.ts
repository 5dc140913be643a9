import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDIT_MSG, loadDetailSchema, type LoadDetail } from '@lactea/contracts';
import { clients, settings } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import { addOrder, postDelivery, routeWorld } from './loads.fixtures.js';

const DAY = '2099-01-06';

/** A credit delivery under the 'advertir' credit control: refused until the driver confirms, as a till's credit sale. */
describe('load/deliver on credit with advertir', () => {
  let t: TestApp;
  let admin: string;
  let sheet: LoadDetail;
  let clientId: number;

  beforeAll(async () => {
    const app = await createSaleTestApp();
    t = app.t;
    admin = await t.adminToken();
    const r = await routeWorld(t, app.w, admin, 'DC');
    clientId = r.shops[0].id;
    await t.db.update(clients).set({ creditLimit: '50.00' }).where(eq(clients.id, clientId));
    await t.db.update(settings).set({ creditControl: 'advertir' });
    await addOrder(t.db, { clientId, routeId: r.route.id, userId: r.adminId, deliveryDate: DAY, lines: [{ productId: r.milk, quantity: 20, price: 6 }] });
    sheet = loadDetailSchema.parse((await t.call(admin, 'POST', '/api/load/create', { route_id: r.route.id, delivery_date: DAY })).json());
  });
  afterAll(() => t.close());

  it('is refused with the warning and changes nothing, then lands under the same key once confirmed (what the phone resends at Reintentar)', async () => {
    const order = sheet.clients.find((c) => c.client_id === clientId)!;
    const body = { load_id: sheet.id, order_id: order.order_id, cancelled: 0, id_type_payment: 0 };
    const before = await t.snapshot();
    const refused = await postDelivery(t, admin, body, 'entrega-credito-1');
    expect([refused.statusCode, refused.json()]).toEqual([400, { messages: [CREDIT_MSG.limitExceeded(5000)] }]);
    expect(await t.snapshot()).toEqual(before);
    const confirmed = await postDelivery(t, admin, { ...body, credit_confirmed: 1 }, 'entrega-credito-1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'entregado', total: 120, sale: { total_sale: 120, cancelled: 0 } });
  });
});
