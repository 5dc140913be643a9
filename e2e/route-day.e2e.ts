import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LOAD_MSG, ORDER_MSG } from '@lactea/contracts';
import { api, signInApi } from './api';
import { baseUrl, DESKTOP, MOBILE, PREVENTISTA, shot, signIn, url, useBrowserPages, useOwnServer } from './browser';
import { freePorts, startDemoServer } from './global-setup';
import { newTestProduct, type TestProduct } from './offline-till';

/**
 * A whole route day in Chromium: the demo's preventista takes 3 orders on a phone (390 px) with no
 * network, the phone sends them once the network is back; the administrator (1280 px) makes the
 * HOJA DE CARGA; the phone confirms the first delivery (whole) with no network and sends it once
 * the network is back; the administrator confirms the other two (one partial, one refused) and
 * closes the route at 0 difference. The route, its clients and the product are made through the
 * API (the screens tested are the phone's orders and deliveries, the load sheet, the deliveries
 * and the closing). Screenshots: /tmp/route-day-*.png.
 */
const TAG = Date.now().toString(36).slice(-5);
const PRICE = 5;

/** The shop's date in `zone` ('YYYY-MM-DD'). */
const dateIn = (zone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const isSunday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0;

/**
 * Routes are visited Monday to Saturday: on a Sunday in the run's zone this file starts a server of
 * its own in a zone where it is already Monday (or still Saturday), so the phone has a route day.
 */
let zone = '';
let stopServer: (() => Promise<void>) | undefined;
beforeAll(async () => {
  zone = inject('businessZone');
  if (!isSunday(dateIn(zone))) return;
  zone = ['Etc/GMT-14', 'Etc/GMT+12'].find((z) => !isSunday(dateIn(z)))!;
  const root = path.resolve(import.meta.dirname, '..');
  const [port] = await freePorts(1);
  const server = await startDemoServer(root, path.join(root, 'server/dist/main.js'), zone, port);
  stopServer = server.stop;
  useOwnServer(server.baseUrl);
}, 300_000);
afterAll(async () => {
  useOwnServer(undefined);
  await stopServer?.();
});

const freshPage = useBrowserPages();

const save = (page: Page, name: string) => page.screenshot({ path: `/tmp/route-day-${name}.png` });

/** Tab until `target` has the focus, then Enter: answers the keys pressed. */
async function tabTo(page: Page, target: Locator): Promise<number> {
  await target.waitFor();
  let keys = 0;
  while (!(await target.evaluate((el) => el === document.activeElement))) {
    if (++keys > 30) throw new Error('No se llegó con Tab al elemento');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  return keys + 1;
}

/** ENTREGAS: this route's sheet (a chip when the user has more than one today). */
async function openSheet(page: Page) {
  await page.getByRole('heading', { name: /^ENTREGAS/ }).waitFor();
  const chip = page.getByRole('button', { name: new RegExp(`Ruta Día ${TAG}`) });
  if (await chip.count()) await chip.click();
}

/** The preventista's id, from the sign-in answer. */
async function sellerId(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: PREVENTISTA.username, password: createHash('md5').update(PREVENTISTA.password).digest('hex') }),
  });
  return ((await res.json()) as { user: { id: number } }).user.id;
}

/** On the phone: the client's sheet, the product searched by name, `quantity` of it, delivered today, 'Guardar pedido'. */
async function takeOrder(page: Page, client: string, product: TestProduct, quantity: number, today: string) {
  await page.getByRole('button', { name: new RegExp(client) }).click();
  const sheet = page.getByRole('dialog', { name: `Pedido · ${client}` });
  await sheet.getByTestId('order-credit').waitFor();
  await sheet.getByLabel('Buscar o escanear producto').fill(product.name);
  await sheet.getByLabel('Buscar o escanear producto').press('Enter');
  const qty = sheet.getByLabel(`Cantidad de ${product.name}`);
  await qty.fill(String(quantity));
  const [y, m, d] = today.split('-');
  await sheet.getByLabel('Fecha de entrega').fill(`${d}/${m}/${y}`);
  await sheet.getByLabel('Fecha de entrega').press('Tab');
  await sheet.getByTestId('order-total').getByText(`Bs. ${quantity * PRICE},00`).waitFor();
  await sheet.getByRole('button', { name: ORDER_MSG.save }).click();
  const done = page.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
  await done.getByText(ORDER_MSG.savedOffline).waitFor();
  await done.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** ENTREGAS: the client's order with `delivered` units, 'Confirmar entrega', SI, Aceptar; answers the state it reads. */
async function deliver(page: Page, client: string, product: TestProduct, delivered: number): Promise<string> {
  await page.getByRole('button', { name: new RegExp(client) }).click();
  const form = page.getByRole('region', { name: `Entrega a ${client}` });
  await form.getByLabel(`Entregado de ${product.name}`).fill(String(delivered));
  await form.getByRole('button', { name: 'Confirmar entrega' }).click();
  const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
  await confirm.getByRole('button', { name: 'SI', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
  await done.getByRole('button', { name: 'Aceptar', exact: true }).click();
  const state = (await form.getByText(/^Entrega confirmada: /).textContent()) ?? '';
  await form.getByRole('button', { name: '← Clientes' }).click();
  return state.replace('Entrega confirmada: ', '');
}

describe('a route day', () => {
  it('3 orders taken offline on a phone, synced once, loaded, delivered (whole, partial, refused) and the route closed at 0 difference', { timeout: 240_000 }, async () => {
    const admin = await signInApi();
    const today = dateIn(zone);
    const product = await newTestProduct(admin, { code: `RD${TAG}`, name: `Leche Ruta ${TAG}`, barcode: `97${Date.now()}`.slice(0, 13), price: PRICE, cost: 2.5, stock: 50 });
    const clients = ['Tienda', 'Kiosco', 'Almacén'].map((c) => `${c} Ruta ${TAG}`);
    const ids: number[] = [];
    for (const [i, name] of clients.entries()) ids.push((await api<{ id: number }>(admin, 'POST', 'client/add', { business_name: name, ci_nit: `RD${TAG}${i}` })).id);
    const route = await api<{ id: number; version: number }>(admin, 'POST', 'route/add', { name: `Ruta Día ${TAG}`, user_id: await sellerId(), visit_days: [1, 2, 3, 4, 5, 6] });
    await api(admin, 'PUT', 'route/set-clients', { route_id: route.id, version: route.version, client_ids: ids });

    // The phone: PEDIDOS keeps the day's catalogue, then the network goes.
    const phone = await freshPage(MOBILE, zone);
    // A preventista's sign-in opens PEDIDOS, which keeps the day's catalogue.
    const kept = phone.waitForResponse((r) => r.url().includes('/api/order/catalogue') && r.ok());
    await signIn(phone, PREVENTISTA);
    await kept;
    await phone.getByRole('list', { name: `Clientes de la ruta Ruta Día ${TAG}` }).waitFor();
    await phone.context().setOffline(true);
    for (const [i, quantity] of [4, 6, 3].entries()) await takeOrder(phone, clients[i], product, quantity, today);
    const banner = phone.getByRole('status', { name: 'Estado de la conexión' });
    await banner.getByText(ORDER_MSG.offlineBanner(3)).waitFor();
    await shot(phone, 'route-day-orders-offline');
    await save(phone, '390-offline');

    // Back online: each order reaches the server exactly once.
    await phone.context().setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    const orders = await api<{ data: { client_id: number; total: number; state: string }[] }>(admin, 'GET', `order/list?route_id=${route.id}&page=1`);
    expect(orders.data.map((o) => [o.client_id, o.total, o.state]).sort()).toEqual([
      [ids[0], 20, 'pendiente'],
      [ids[1], 30, 'pendiente'],
      [ids[2], 15, 'pendiente'],
    ].sort());
    await save(phone, '390-synced');

    // HOJA DE CARGA (1280 px): the route's pending orders go on the truck.
    const desk = await freshPage(DESKTOP, zone);
    await signIn(desk);
    await desk.goto(url('/load-sheets'));
    await desk.getByLabel('Ruta').click();
    await desk.getByRole('option', { name: `Ruta Día ${TAG}`, exact: true }).click();
    await desk.getByRole('button', { name: 'Crear hoja de carga' }).click();
    await desk.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true }).getByRole('button', { name: 'SI', exact: true }).click();
    const created = desk.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
    await created.getByText(/con 3 pedidos$/).waitFor();
    await created.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await desk.getByRole('table', { name: 'Pedidos por cliente' }).waitFor();
    await save(desk, '1280-load-sheet');

    // ENTREGAS on the phone: the sheet read with network is kept; the first client's delivery
    // (whole, cash) is confirmed with none, kept on the phone and marked there, and sent once the network is back.
    await phone.goto(url('/deliveries'));
    await openSheet(phone);
    await phone.getByRole('button', { name: new RegExp(clients[0]) }).waitFor();
    await phone.context().setOffline(true);
    // By keys only (the whole order, cash: the form's defaults), counted.
    let keys = await tabTo(phone, phone.getByRole('button', { name: new RegExp(clients[0]) }));
    const keptForm = phone.getByRole('region', { name: `Entrega a ${clients[0]}` });
    keys += await tabTo(phone, keptForm.getByRole('button', { name: 'Confirmar entrega' }));
    keys += await tabTo(phone, phone.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true }).getByRole('button', { name: 'SI', exact: true }));
    const keptDone = phone.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
    await keptDone.getByText(LOAD_MSG.savedOffline).waitFor();
    keys += await tabTo(phone, keptDone.getByRole('button', { name: 'Aceptar', exact: true }));
    console.info(`ENTREGAS: a whole delivery confirmed with ${keys} keys`);
    await keptForm.getByText(LOAD_MSG.keptState('entregado')).waitFor();
    await banner.getByText(LOAD_MSG.offlineBanner(1)).waitFor();
    await save(phone, '390-delivery-offline');
    await phone.screenshot({ path: '/tmp/deliv-390-form-offline.png' });
    await keptForm.getByRole('button', { name: '← Clientes' }).click();
    await phone.getByText(LOAD_MSG.keptMark('entregado')).waitFor();
    await shot(phone, 'route-day-deliveries-offline');
    await phone.screenshot({ path: '/tmp/deliv-390-list-offline.png' });
    await phone.context().setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    await phone.getByRole('button', { name: new RegExp(clients[0]) }).getByText('entregado', { exact: true }).waitFor();
    const sent = await api<{ data: { client_id: number; state: string }[] }>(admin, 'GET', `order/list?route_id=${route.id}&page=1`);
    expect(sent.data.find((o) => o.client_id === ids[0])?.state).toBe('entregado');
    await phone.screenshot({ path: '/tmp/deliv-390-synced.png' });

    // ENTREGAS on the desk: the second 2 of 6, the third refused.
    await desk.goto(url('/deliveries'));
    await openSheet(desk);
    expect(await deliver(desk, clients[1], product, 2)).toBe('entregado parcial');
    expect(await deliver(desk, clients[2], product, 0)).toBe('no entregado');
    await save(desk, '1280-deliveries');

    // CIERRE DE RUTA: 7 units back, Bs. 30 of cash for 4 + 2 units delivered: difference 0.
    await desk.goto(url('/load-sheets'));
    await desk.getByRole('button', { name: new RegExp(`Ruta Día ${TAG}`) }).click();
    const closing = desk.getByRole('region', { name: 'Cierre de ruta' });
    await closing.getByText(`${product.name} · quedan 7`).waitFor();
    const loads = await api<{ data: { id: number; route_id: number }[] }>(admin, 'GET', `load/list?date_from=${today}&date_to=${today}&page=1`);
    const load = await api<{ payment_types: { type_pay: string; is_cash: number }[] }>(admin, 'GET', `load/detail?id=${loads.data.find((l) => l.route_id === route.id)!.id}`);
    await closing.getByLabel(`${load.payment_types.find((t) => t.is_cash === 1)!.type_pay} Bs.`, { exact: true }).fill('30');
    await closing.getByRole('button', { name: 'Cerrar ruta' }).click();
    await desk.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true }).getByRole('button', { name: 'SI', exact: true }).click();
    const closed = desk.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
    await closed.getByText('Se cerró la ruta').waitFor();
    await closed.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await closing.getByText('Diferencia: Bs. 0,00').waitFor();
    await shot(desk, 'route-day-closed');
    await save(desk, '1280-closed');
  });
});
