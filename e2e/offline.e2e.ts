import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { KARDEX_REASONS, OFFLINE_MSG } from '@lactea/contracts';
import { api, signInApi } from './api';
import { dayFigures, DayTally, expectDayGrewBy, paymentTypeId } from './day-figures';
import { ADMIN, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';
import {
  creditToClient,
  banner,
  detailRow,
  ledgerOf,
  donePanel,
  newTestProduct,
  openTillOnline,
  paysAfterFocusBack,
  queuedInDb,
  readyOffline,
  saleToNewClient,
  scan,
  scanner,
  sellOffline,
  stockOf as stockOfProduct,
  type TestProduct,
} from './offline-till';

/**
 * The till that keeps selling offline (decision 0043) in Chromium: the app shell from the
 * service worker, the snapshot from IndexedDB, sales queued with their key while
 * `context.setOffline(true)`, and the sync when the network is back — every sale arrives once
 * (sales-day and the stock, read through the API). Products are made per test with this run's tag.
 * Needs the server's GET sale/till-snapshot (h/off-srv, merged in this branch).
 */
const freshPage = useBrowserPages([], 'allow');
const TAG = Date.now().toString(36).slice(-5);
let made = 0;

type Product = TestProduct;

let token: string | undefined;
const adminToken = async () => (token ??= await signInApi());

/** A product of this test with `stock` units in one lot, price Bs. 5. */
async function newProduct(stock = 100): Promise<Product> {
  const n = ++made;
  return newTestProduct(await adminToken(), {
    code: `OF${TAG}${n}`,
    name: `Leche Offline ${TAG} ${n}`,
    barcode: `98${TAG}${n}`.replace(/[^0-9a-z]/g, ''),
    price: 5,
    cost: 2.5,
    stock,
  });
}

const stockOf = async (p: Product) => stockOfProduct(await adminToken(), p);
/** How many sales the day holds (sales-day's total): read before and after a test's sales. */
const salesToday = async () => (await api<{ total: number }>(await adminToken(), 'GET', 'sale/sales-day?page=1')).total;

/** A page signed in as the administrator on the till, its snapshot stored and its app shell installed. */
const tillReady = async (viewport = DESKTOP, path = '/sales'): Promise<Page> => openTillOnline(await freshPage(viewport), ADMIN, path);

/** The printed receipt as the printer gets it (print media: only the receipt shows), for people to look at. */
async function receiptShot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`) });
  await page.emulateMedia({ media: 'screen' });
}

describe('the till offline', () => {
  it('20 sales offline with two reloads (shell from the service worker, snapshot from IndexedDB) → online → exactly 20 sales, the stock and its ledger right, CIERRE and BALANCE to the cent, the queue empty, the banner gone', async () => {
    const p = await newProduct(100);
    const before = await salesToday();
    const figuresBefore = await dayFigures(await adminToken());
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
    // The ledger: the lot and one 'Venta' row per sale, down to 80; no shortfall.
    const ledger = await ledgerOf(await adminToken(), p);
    expect(ledger.map((r) => r.reason).sort()).toEqual([KARDEX_REASONS.newLot, ...Array<string>(20).fill(KARDEX_REASONS.sale)].sort());
    expect(ledger.reduce((a, r) => a + r.delta, 0)).toBe(80);
    expect(Math.min(...ledger.map((r) => r.balance))).toBe(80);
    // 20 × Bs. 5,00 in cash (cost 20 × Bs. 2,50): CIERRE and BALANCE of the day grew by exactly that.
    const figuresAfter = await dayFigures(await adminToken());
    const tally = new DayTally();
    for (let i = 0; i < 20; i++) tally.add(paymentTypeId(figuresAfter, 'Efectivo'), 500, 250);
    expectDayGrewBy(figuresBefore, figuresAfter, tally);
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
    await detailRow(page, p.name).waitFor();
    await paysAfterFocusBack(page);
    // Kept on the device; the sync may already have sent it by the time the panel shows (the server answers again).
    await donePanel(page).getByText(/^Se (guardó la venta N° [0-9A-F]{4}-0001 en este equipo|registró la venta N° \d+ \(guardada en este equipo como N° [0-9A-F]{4}-0001\))/).waitFor();
    // The sync resends it with its key: the server answers the first sale, nothing new is recorded.
    await expect.poll(() => queuedInDb(page), { timeout: 60_000 }).toBe(0);
    // The panel follows: recorded, with the server's number, no longer 'PENDIENTE DE SINCRONIZAR'.
    await donePanel(page).getByText(/^Se registró la venta N° \d+ \(guardada en este equipo como N° [0-9A-F]{4}-0001\) · /).waitFor();
    expect(await donePanel(page).getByText(OFFLINE_MSG.receiptMark).count()).toBe(0);
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
    // The second tab leaves the sale to the first (decision 0056) but still shows the queue and sends it.
    await second.getByText(/La venta en curso está abierta en otra pestaña/).waitFor();
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
    // The 401 ends the session, in whichever order they come: the sync's banner says to sign in
    // again (signing out is allowed then, the queue notwithstanding: this session is over), and a
    // read of the screen refused says so with 'OPERACIONES CANCELADAS', whose Aceptar leads to /login.
    const cancelled = page.getByRole('alertdialog', { name: 'OPERACIONES CANCELADAS' });
    const signOut = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Cerrar Sesión' });
    await expect
      .poll(
        async () => {
          if (page.url() === url('/login')) return true;
          if (await cancelled.isVisible()) await cancelled.getByRole('button', { name: 'Aceptar' }).click({ timeout: 2_000 }).catch(() => undefined);
          else if (await page.getByText(OFFLINE_MSG.signInAgain).isVisible()) await signOut.click({ timeout: 2_000 }).catch(() => undefined);
          return false;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    // The queue stays on the device for the next session.
    expect(await queuedInDb(page)).toBe(1);
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
    await detailRow(page, p.name).waitFor();
    await creditToClient(page, existing.business_name);
    await donePanel(page).getByText(/^Se guardó la venta N° [0-9A-F]{4}-0001 en este equipo · A crédito/).waitFor();

    // F7 'Venta + Cliente' by card, a new client typed in the sale.
    await scan(page, p.barcode);
    await detailRow(page, p.name).waitFor();
    await saleToNewClient(page, 'Tarjeta', `Cliente Nuevo Offline ${TAG}`, `66${made}`);
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
