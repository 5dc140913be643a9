import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/src/db/open';
import { api, signInApi } from './api';
import { freePorts, startDemoServer } from './global-setup';
import { ADMIN, DESKTOP, MOBILE, signIn, url, useBrowserPages, useOwnServer } from './browser';

/**
 * A client's price list at the till, in a real browser at 1280 and 390 px: two scans at the counter's
 * Bs. 5,00, then 'Venta + Cliente' and a client on 'Mayorista' (from 2 units at Bs. 4,20): the cart
 * is priced again at once (Bs. 8,40, 'Lista Mayorista' on the line), the sale is recorded at those
 * figures and the receipt prints 'Lista Mayorista'. The list is written straight into this file's own
 * server's database (its price-list screens are another part's): the server is started, the product
 * and client made through the API, stopped, the list written, and started again on the same data.
 */
const newPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-e2e-lists-'));
let stopServer: (() => Promise<void>) | undefined;

interface World {
  barcode: string;
  client: string;
}
const worlds = new Map<number, World>();

async function start(): Promise<void> {
  const [port] = await freePorts(1);
  const server = await startDemoServer(root, path.join(root, 'server/dist/main.js'), inject('businessZone'), port, { DATA_DIR: dataDir });
  stopServer = server.stop;
  useOwnServer(server.baseUrl);
}

beforeAll(async () => {
  await start();
  const token = await signInApi();
  const marks = await api<{ data: { id: number }[] }>(token, 'GET', 'mark/list?enabled=1');
  const made: { product: number; client: number; width: number }[] = [];
  for (const { width } of [DESKTOP, MOBILE]) {
    const barcode = `99${TAG}${width}`.replace(/[^0-9a-z]/g, '');
    const p = await api<{ id: number }>(token, 'POST', 'product/add', {
      code: `LP${TAG}${width}`,
      product: `Yogur Lista ${TAG}`,
      barcode,
      description: 'Producto de la prueba de listas de precios',
      price: 5,
      cost: 2.5,
      fk_mark: marks.data[0].id,
    });
    await api(token, 'POST', 'lot/add', { quantity: 40, expiration_date: '2099-12-31', fk_product: p.id });
    const c = await api<{ id: number; business_name: string }>(token, 'POST', 'client/add', { business_name: `Tienda Mayorista ${TAG} ${width}`, ci_nit: `66${width}${TAG}` });
    worlds.set(width, { barcode, client: c.business_name });
    made.push({ product: p.id, client: c.id, width });
  }
  await stopServer!();
  const database = await openDatabase({ dataDir });
  try {
    // 'Mayorista' (the demo may already have it): from 2 units at Bs. 4,20.
    await database.db.execute(sql`insert into price_lists (name, name_key) values ('Mayorista', 'mayorista') on conflict do nothing`);
    for (const m of made) {
      await database.db.execute(sql`insert into price_list_prices (fk_price_list, fk_product, min_quantity, price)
        select id, ${m.product}, 2, 4.20 from price_lists where name_key = 'mayorista'`);
      await database.db.execute(sql`update clients set fk_price_list = (select id from price_lists where name_key = 'mayorista'), enabled = 1 where id = ${m.client}`);
    }
  } finally {
    await database.close();
  }
  await start();
}, 180_000);

afterAll(async () => {
  useOwnServer(undefined);
  await stopServer?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const total = (page: Page) => page.locator('[data-figure="Total"]').first();

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;
  const phone = width === MOBILE.width;

  it(`a client on 'Mayorista' chosen after two scans prices the cart again; the sale and its receipt carry 'Lista Mayorista' (${width} px)`, async () => {
    const w = worlds.get(width)!;
    const page = await newPage(viewport);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, ADMIN);
    await page.goto(url(phone ? '/sale-mobile' : '/sales'));
    const field = phone ? page.getByLabel('Buscar producto') : page.getByLabel('Código de barra', { exact: true });
    for (let i = 0; i < 2; i++) {
      await field.fill(w.barcode);
      await field.press('Enter');
      await expect.poll(() => field.inputValue()).toBe('');
    }
    if (phone) await page.getByRole('tab', { name: /Carrito/ }).click();
    await expect.poll(() => total(page).textContent()).toBe('Bs. 10,00');

    await page.getByRole('button', { name: /^Venta \+ Cliente/ }).click();
    await page.getByRole('menuitem', { name: 'Tarjeta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Venta + Cliente' });
    await dialog.getByRole('button', { name: 'Buscar Cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(w.client);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${w.client}(\\s|$)`) }).click();
    // Picked: the cart is priced with the client's list at once, and the dialog says so.
    await expect.poll(() => dialog.getByTestId('client-prices').textContent()).toBe('Lista Mayorista');
    await expect.poll(() => dialog.textContent()).toContain('Total: Bs. 8,40');
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();

    const receipt = page.getByTestId('receipt-print-area');
    // Printed, or (to say why not) the text of the dialog the till answered with.
    const outcome = async () => ((await receipt.textContent())?.includes('Lista Mayorista') ? 'impreso' : (await page.locator('[role="dialog"], [role="alertdialog"]').allTextContents()).join(' | '));
    await expect.poll(outcome, { timeout: 20_000 }).toBe('impreso');
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain('2 x 4,208,40');
    expect(text).toContain('TOTAL Bs.8,40');
    expect(text).toContain(w.client);
  });
}
