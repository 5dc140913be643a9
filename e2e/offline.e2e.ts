import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OFFLINE_MSG } from '@lactea/contracts';
import { api, signInApi } from './api';
import { ADMIN, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The till that keeps selling offline (issue 21, decision 0043) in Chromium: the app shell from the
 * service worker, the snapshot from IndexedDB, sales queued with their key while
 * `context.setOffline(true)`, and the sync when the network is back — every sale arrives once
 * (sales-day and the stock, read through the API). Products are made per test with this run's tag.
 * Needs the server's GET sale/till-snapshot (h/off-srv, merged in this branch).
 */
const freshPage = useBrowserPages([], 'allow');
const TAG = Date.now().toString(36).slice(-5);
let made = 0;

interface Product {
  id: number;
  version: number;
  barcode: string;
  name: string;
}

let token: string | undefined;
const adminToken = async () => (token ??= await signInApi());

/** A product of this test with `stock` units in one lot, price Bs. 5. */
async function newProduct(stock = 100): Promise<Product> {
  const t = await adminToken();
  const n = ++made;
  const marks = await api<{ data: { id: number }[] }>(t, 'GET', 'mark/list?enabled=1');
  const barcode = `98${TAG}${n}`.replace(/[^0-9a-z]/g, '');
  const name = `Leche Offline ${TAG} ${n}`;
  const p = await api<{ id: number; version: number }>(t, 'POST', 'product/add', {
    code: `OF${TAG}${n}`,
    product: name,
    barcode,
    description: 'Producto de la prueba sin conexión',
    price: 5,
    cost: 2.5,
    fk_mark: marks.data[0].id,
  });
  await api(t, 'POST', 'lot/add', { quantity: stock, expiration_date: '2099-12-31', fk_product: p.id });
  return { id: p.id, version: p.version, barcode, name };
}

/** The server's sellable stock of a product (what the till reads). */
async function stockOf(p: Product): Promise<number> {
  const found = await api<{ stock: number }[]>(await adminToken(), 'GET', `sale/till-barcode?barcode=${p.barcode}`);
  return found[0]?.stock ?? 0;
}
/** How many sales the day holds (sales-day's total): read before and after a test's sales. */
const salesToday = async () => (await api<{ total: number }>(await adminToken(), 'GET', 'sale/sales-day?page=1')).total;

const scanner = (page: Page) => page.getByLabel('Código de barra', { exact: true });
const donePanel = (page: Page) => page.getByRole('status', { name: 'Venta registrada' });
const banner = (page: Page) => page.getByRole('status', { name: 'Estado de la conexión' });
const queuedInDb = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('lactea-offline');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queue')) return resolve(0);
          const count = db.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );

/** A page signed in as the administrator on the till, its snapshot stored and its app shell installed. */
async function tillReady(viewport = DESKTOP, path = '/sales'): Promise<Page> {
  const page = await freshPage(viewport);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  if (process.env.DEBUG_OFFLINE) page.on('console', (m) => console.log('[page]', m.type(), m.text()));
  await signIn(page, ADMIN);
  await page.goto(url(path));
  await readyOffline(page);
  return page;
}

/** The service worker active (the shell precached) and the snapshot stored ('Datos de las HH:MM'). */
async function readyOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByText(/^Datos de las \d\d:\d\d$/).waitFor();
}

async function scan(page: Page, code: string): Promise<void> {
  await scanner(page).fill(code);
  await scanner(page).press('Enter');
}

/** The printed receipt as the printer gets it (print media: only the receipt shows), for people to look at. */
async function receiptShot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`) });
  await page.emulateMedia({ media: 'screen' });
}

/**
 * F9 and Enter: the exact total in cash. The till gives the focus back to the scanner after a scan
 * one task later (focusScanner's setTimeout 0): a task queued now runs after it, so F9 is pressed
 * once that focus move is done and cannot be taken back by it.
 */
async function paysAfterFocusBack(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('F9');
  await expect.poll(() => page.getByLabel('Cancelado', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

const detailRow = (page: Page, p: Product) => page.getByRole('table', { name: 'Detalle de la venta' }).locator('tbody tr').filter({ hasText: p.name });

/** Scans `products` and pays the exact total in cash with the keyboard (F9, Enter); waits for the panel of sale `n`. */
async function sellOffline(page: Page, products: Product[], n: number): Promise<void> {
  await scanner(page).waitFor();
  for (const p of products) {
    await scan(page, p.barcode);
    await detailRow(page, p).waitFor();
  }
  await paysAfterFocusBack(page);
  await donePanel(page)
    .getByText(new RegExp(`^Se guardó la venta N° [0-9A-F]{4}-${String(n).padStart(4, '0')} en este equipo`))
    .waitFor()
    .catch(async (e: unknown) => {
      if (process.env.DEBUG_OFFLINE) await page.screenshot({ path: `/tmp/offline-shots/debug-${n}.png` });
      throw e;
    });
}

describe('the till offline (issue 21)', () => {
  it('20 sales offline with two reloads (shell from the service worker, snapshot from IndexedDB) → online → exactly 20 sales, the stock right, the queue empty, the banner gone', async () => {
    const p = await newProduct(100);
    const before = await salesToday();
    const page = await tillReady();
    await page.context().setOffline(true);
    for (let i = 1; i <= 20; i++) {
      await sellOffline(page, [p], i);
      if (i === 1) {
        // The receipt: marked and numbered provisionally.
        const receipt = page.getByTestId('receipt-print-area');
        await expect.poll(() => receipt.textContent()).toContain(OFFLINE_MSG.receiptMark);
        expect(await receipt.textContent()).toMatch(/NOTA DE VENTA N° [0-9A-F]{4}-0001/);
        await receiptShot(page, 'offline-receipt');
      }
      if (i === 7 || i === 14) {
        await page.reload();
        await scanner(page).waitFor();
        await page.getByText(/^Datos de las \d\d:\d\d$/).waitFor();
      }
      await banner(page).getByText(OFFLINE_MSG.banner(i)).waitFor();
    }
    expect(await stockOf(p)).toBe(100);
    await shot(page, 'offline-till-1280');
    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached', timeout: 60_000 });
    expect(await queuedInDb(page)).toBe(0);
    expect(await stockOf(p)).toBe(80);
    expect((await salesToday()) - before).toBe(20);
  });

  it('the answer lost: the server records the sale, the answer never arrives → queued, resent with the same key → one sale', async () => {
    const p = await newProduct(30);
    const before = await salesToday();
    const page = await tillReady();
    let calls = 0;
    await page.route('**/api/sale/record-sale', async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      await route.fetch(); // reaches the server, which commits the sale
      await route.abort('connectionreset'); // the answer is lost on the way back
    });
    // A page the service worker does not control: page.route does not see what a worker fetches.
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await scan(page, p.barcode);
    await detailRow(page, p).waitFor();
    await paysAfterFocusBack(page);
    await donePanel(page).getByText(/^Se guardó la venta N° [0-9A-F]{4}-0001 en este equipo/).waitFor();
    // The sync resends it with its key: the server answers the first sale, nothing new is recorded.
    await expect.poll(() => queuedInDb(page), { timeout: 60_000 }).toBe(0);
    expect(calls).toBeGreaterThan(1);
    expect(await stockOf(p)).toBe(29);
    expect((await salesToday()) - before).toBe(1);
  });

  it('two tabs of one device syncing at once send each sale once', async () => {
    const p = await newProduct(30);
    const before = await salesToday();
    const first = await tillReady();
    const second = await first.context().newPage();
    await second.goto(url('/sales'));
    await readyOffline(second);
    await first.context().setOffline(true);
    for (let i = 1; i <= 5; i++) await sellOffline(first, [p], i);
    await banner(second).getByText(OFFLINE_MSG.banner(5)).waitFor();
    await first.context().setOffline(false);
    await Promise.all([banner(first).waitFor({ state: 'detached', timeout: 60_000 }), banner(second).waitFor({ state: 'detached', timeout: 60_000 })]);
    expect(await queuedInDb(first)).toBe(0);
    expect(await stockOf(p)).toBe(25);
    expect((await salesToday()) - before).toBe(5);
  });

  it('a sale refused at sync (its product disabled meanwhile) is set aside with its message; the 19 others arrive; enabled again, Reintentar sends it', async () => {
    const p = await newProduct(100);
    const q = await newProduct(10);
    const before = await salesToday();
    const page = await tillReady();
    await page.context().setOffline(true);
    for (let i = 1; i <= 20; i++) await sellOffline(page, i === 10 ? [p, q] : [p], i);
    const disabled = await api<{ version: number }>(await adminToken(), 'PATCH', 'product/change-state', { id: q.id, version: q.version });
    await page.context().setOffline(false);
    await page.getByText(`1 venta ${OFFLINE_MSG.setAside}`, { exact: false }).waitFor({ timeout: 60_000 });
    await expect.poll(() => queuedInDb(page), { timeout: 60_000 }).toBe(1);
    expect((await salesToday()) - before).toBe(19);
    expect(await stockOf(p)).toBe(81);
    // The queue dialog: the set-aside sale with the server's message and 'Reintentar'.
    await page.getByRole('button', { name: /^Ventas guardadas en este equipo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ventas guardadas en este equipo' });
    const row = dialog.getByRole('table', { name: 'Cola de ventas' }).locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/-0010.*con error/);
    await dialog.getByRole('button', { name: 'Reintentar' }).waitFor();
    await shot(page, 'offline-queue-dialog-1280');
    // The administrator enables the product again and 'Reintentar' sends the sale: all 20 arrive.
    await api(await adminToken(), 'PATCH', 'product/change-state', { id: q.id, version: disabled.version });
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => queuedInDb(page), { timeout: 60_000 }).toBe(0);
    await dialog.getByText('No hay ventas guardadas en este equipo: todas llegaron al servidor.').waitFor();
    expect((await salesToday()) - before).toBe(20);
    expect(await stockOf(p)).toBe(80);
    expect(await stockOf(q)).toBe(9);
  });

  it('signing out is refused while the queue holds this cashier’s sales, and allowed once they arrived', async () => {
    const p = await newProduct(10);
    const page = await tillReady();
    await page.context().setOffline(true);
    await sellOffline(page, [p], 1);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Cerrar Sesión' }).click();
    const refused = page.getByRole('dialog', { name: 'Operación Cancelada' });
    await refused.getByText(OFFLINE_MSG.signOutBlocked(1)).waitFor();
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(url('/sales'));
    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached', timeout: 60_000 });
    await menu.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(url('/login'));
  });

  it('a session revoked while offline: the sync gets 401 and keeps the queue; signing in again sends the sale, as its cashier', async () => {
    const p = await newProduct(10);
    const before = await salesToday();
    const page = await tillReady();
    await page.context().setOffline(true);
    await sellOffline(page, [p], 1);
    // The token is revoked meanwhile (another device signed this session out).
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lactea') ?? '{}') as { token?: string }).token ?? '');
    await api(token, 'POST', 'user/logout', {});
    await page.context().setOffline(false);
    // The 401 ends the session: at sync (the banner says to sign in again) or on the screen's own calls (back to /login).
    await Promise.race([page.waitForURL(url('/login'), { timeout: 60_000 }), page.getByText(OFFLINE_MSG.signInAgain).waitFor({ timeout: 60_000 })]);
    expect(await queuedInDb(page)).toBe(1);
    if (page.url() !== url('/login')) {
      // Signing out is allowed now, the queue notwithstanding: this session is over.
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
      await page.waitForURL(url('/login'));
    }
    await signIn(page, ADMIN);
    await page.goto(url('/sales'));
    await expect.poll(() => queuedInDb(page), { timeout: 60_000 }).toBe(0);
    expect((await salesToday()) - before).toBe(1);
    expect(await stockOf(p)).toBe(9);
  });

  it('offline: credit to an existing client picked from the snapshot, and a card sale to a new client typed in the sale; both arrive, the new client is created at sync', async () => {
    const p = await newProduct(10);
    const t = await adminToken();
    const existing = await api<{ id: number; business_name: string }>(t, 'POST', 'client/add', { business_name: `Cliente Offline ${TAG}`, ci_nit: `55${made}` });
    const before = await salesToday();
    const page = await tillReady();
    await page.context().setOffline(true);

    // F8 'Deuda + Cliente': the picker answers from the snapshot's clients.
    await scan(page, p.barcode);
    await detailRow(page, p).waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('F8');
    const credit = page.getByRole('dialog', { name: 'Deuda + Cliente' });
    await credit.getByRole('button', { name: 'Buscar Cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(existing.business_name);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${existing.business_name}`) }).click();
    await picker.waitFor({ state: 'hidden' });
    await credit.getByRole('button', { name: 'Registrar Venta' }).click();
    await donePanel(page).getByText(/^Se guardó la venta N° [0-9A-F]{4}-0001 en este equipo · A crédito/).waitFor();

    // F7 'Venta + Cliente' by card, a new client typed in the sale.
    await scan(page, p.barcode);
    await detailRow(page, p).waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('F7');
    await page.getByRole('menuitem', { name: 'Tarjeta' }).click();
    const client = page.getByRole('dialog', { name: 'Venta + Cliente' });
    await client.getByLabel('Razón Social').fill(`Cliente Nuevo Offline ${TAG}`);
    await client.getByLabel('CI/NIT').fill(`66${made}`);
    await client.getByRole('button', { name: 'Registrar Venta' }).click();
    await donePanel(page).getByText(/^Se guardó la venta N° [0-9A-F]{4}-0002 en este equipo · Tarjeta/).waitFor();

    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached', timeout: 60_000 });
    expect((await salesToday()) - before).toBe(2);
    expect(await stockOf(p)).toBe(8);
    const found = await api<{ total: number }>(t, 'GET', `client/list?page=1&enabled=1&search=${encodeURIComponent(`Cliente Nuevo Offline ${TAG}`)}`);
    expect(found.total).toBe(1);
  });

  it('a PC that dies before it syncs: its queue downloaded as a file and loaded on another device by the administrator; sent once, loaded twice or not', async () => {
    const p = await newProduct(10);
    const before = await salesToday();
    const dying = await tillReady();
    await dying.context().setOffline(true);
    for (let i = 1; i <= 2; i++) await sellOffline(dying, [p], i);
    await dying.getByRole('button', { name: /^Ventas guardadas en este equipo/ }).click();
    const downloading = dying.waitForEvent('download');
    await dying.getByRole('dialog', { name: 'Ventas guardadas en este equipo' }).getByRole('button', { name: 'Descargar cola' }).click();
    const file = path.join(os.tmpdir(), `lactea-cola-${TAG}.json`);
    await (await downloading).saveAs(file);
    await dying.context().close(); // the PC dies with its queue

    const other = await tillReady();
    await other.getByRole('button', { name: /^Ventas guardadas en este equipo/ }).click();
    const dialog = other.getByRole('dialog', { name: 'Ventas guardadas en este equipo' });
    await dialog.getByLabel('Archivo de cola').setInputFiles(file);
    await other.getByText(/^Se cargaron 2 ventas de Caja [0-9A-F]{4} \(0 ya estaban\)$/).waitFor();
    await expect.poll(() => queuedInDb(other), { timeout: 60_000 }).toBe(0);
    // The same file again: the keys were sent already, nothing is queued twice on the server.
    await dialog.getByLabel('Archivo de cola').setInputFiles(file);
    await expect.poll(() => queuedInDb(other), { timeout: 60_000 }).toBe(0);
    expect((await salesToday()) - before).toBe(2);
    expect(await stockOf(p)).toBe(8);
  });

  it('the phone till sells offline too, with its banner (390 px)', async () => {
    const p = await newProduct(10);
    const page = await tillReady(MOBILE, '/sale-mobile');
    await page.context().setOffline(true);
    await banner(page).getByText(OFFLINE_MSG.banner(0)).waitFor();
    await page.getByLabel('Buscar producto', { exact: true }).fill(p.name);
    await page.getByText(p.name).first().waitFor();
    await shot(page, 'offline-till-390');
    await page.getByRole('button', { name: /^Ventas guardadas en este equipo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ventas guardadas en este equipo' });
    await dialog.getByText('No hay ventas guardadas en este equipo: todas llegaron al servidor.').waitFor();
    await shot(page, 'offline-queue-dialog-390');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.context().setOffline(false);
  });
});
