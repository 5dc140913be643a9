import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { KardexRow } from '@lactea/contracts';
import { allPages, api } from './api';
import { ADMIN, signIn, url } from './browser';

/**
 * The offline till as its browser tests drive it (e2e/offline.e2e.ts and
 * e2e/offline-day.e2e.ts): the till's parts, its IndexedDB queue, and the keys of a sale.
 */

export interface TestProduct {
  id: number;
  version: number;
  barcode: string;
  name: string;
}

/** A product with `stock` units in one lot that never expires (a weighed one when `scale_code` is given). */
export async function newTestProduct(
  token: string,
  p: { code: string; name: string; barcode: string; price: number; cost: number; stock: number; unit?: 'kg'; scale_code?: number },
): Promise<TestProduct> {
  const marks = await api<{ data: { id: number }[] }>(token, 'GET', 'mark/list?enabled=1');
  const made = await api<{ id: number; version: number }>(token, 'POST', 'product/add', {
    code: p.code,
    product: p.name,
    barcode: p.barcode,
    description: 'Producto de la prueba sin conexión',
    price: p.price,
    cost: p.cost,
    fk_mark: marks.data[0].id,
    ...(p.unit ? { unit: p.unit, scale_code: p.scale_code } : {}),
  });
  await api(token, 'POST', 'lot/add', { quantity: p.stock, expiration_date: '2099-12-31', fk_product: made.id });
  return { id: made.id, version: made.version, barcode: p.barcode, name: p.name };
}

/** The server's sellable stock of a product (what the till reads). */
export async function stockOf(token: string, p: TestProduct): Promise<number> {
  const found = await api<{ stock: number }[]>(token, 'GET', `sale/till-barcode?barcode=${p.barcode}`);
  return found[0]?.stock ?? 0;
}

export const scanner = (page: Page) => page.getByLabel('Código de barra', { exact: true });
export const donePanel = (page: Page) => page.getByRole('status', { name: 'Venta registrada' });
/** A figure of the panel after a sale ('Total', 'Recibido', 'Cambio') in cents, as the till showed it. */
export async function doneCents(page: Page, label: 'Total' | 'Recibido' | 'Cambio'): Promise<number> {
  const text = (await donePanel(page).locator(`[data-done="${label}"]`).textContent()) ?? '';
  const m = /^Bs\. ([\d.]+),(\d\d)$/.exec(text);
  if (!m) throw new Error(`${label}: '${text}' no es un importe`);
  return Number(m[1].replace(/\./g, '')) * 100 + Number(m[2]);
}
export const banner = (page: Page) => page.getByRole('status', { name: 'Estado de la conexión' });
export const detailRow = (page: Page, name: string) => page.getByRole('table', { name: 'Detalle de la venta' }).locator('tbody tr').filter({ hasText: name });

/** Sales in the device's IndexedDB queue (waiting or set aside); -1 when the database cannot open. */
export const queuedInDb = (page: Page) =>
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

/** The service worker active (the shell precached) and the snapshot stored ('Datos de las HH:MM'). */
export async function readyOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByText(/^Datos de las \d\d:\d\d$/).waitFor();
}

/** `page` signed in as `who` on the till at `path`, its snapshot stored and its app shell installed; printing does nothing. */
export async function openTillOnline(page: Page, who = ADMIN, path = '/sales'): Promise<Page> {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  if (process.env.DEBUG_OFFLINE) page.on('console', (m) => console.log('[page]', m.type(), m.text()));
  await signIn(page, who);
  await page.goto(url(path));
  await readyOffline(page);
  return page;
}

export async function scan(page: Page, code: string): Promise<void> {
  await scanner(page).fill(code);
  await scanner(page).press('Enter');
}

/**
 * Waits until the till gave the focus back to the scanner after a scan: it does so one task later
 * (focusScanner's setTimeout 0), so a task queued now runs after it, and a key pressed then cannot
 * be taken back by that focus move.
 */
export const afterFocusBack = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** F9 and Enter: the exact total in cash. */
export async function paysAfterFocusBack(page: Page): Promise<void> {
  await afterFocusBack(page);
  await page.keyboard.press('F9');
  await expect.poll(() => page.getByLabel('Cancelado', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

/** The panel after an offline sale: 'Se guardó la venta N° XXXX-000n en este equipo · <payment>'. */
export const savedSale = (page: Page, n: number, payment = '') =>
  donePanel(page).getByText(new RegExp(`^Se guardó la venta N° [0-9A-F]{4}-${String(n).padStart(4, '0')} en este equipo · ${payment}`));

/** Scans `products` and pays the exact total in cash with the keyboard (F9, Enter); waits for the panel of sale `n`. */
export async function sellOffline(page: Page, products: TestProduct[], n: number): Promise<void> {
  await scanner(page).waitFor();
  for (const p of products) {
    await scan(page, p.barcode);
    await detailRow(page, p.name).waitFor();
  }
  await paysAfterFocusBack(page);
  await savedSale(page, n)
    .waitFor()
    .catch(async (e: unknown) => {
      if (process.env.DEBUG_OFFLINE) await page.screenshot({ path: `/tmp/offline-shots/debug-${n}.png` });
      throw e;
    });
}

/** F8 'Deuda + Cliente' to a client picked by name (offline: from the snapshot's clients), then 'Registrar Venta'. */
export async function creditToClient(page: Page, businessName: string, overLimit = false): Promise<void> {
  await afterFocusBack(page);
  await page.keyboard.press('F8');
  const credit = page.getByRole('dialog', { name: 'Deuda + Cliente' });
  // Keys only: the dialog opens on 'Buscar Cliente'; Enter opens the picker, the name and Enter take
  // the only match, and the focus lands on 'Registrar Venta' for the last Enter.
  const focused = (name: string) => page.evaluate((n) => document.activeElement?.textContent === n, name);
  await credit.waitFor();
  await expect.poll(() => focused('Buscar Cliente')).toBe(true);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
  await picker.getByLabel('Buscar cliente').fill(businessName);
  await page.keyboard.press('Enter');
  await picker.waitFor({ state: 'hidden' });
  await expect.poll(() => focused('Registrar Venta')).toBe(true);
  await page.keyboard.press('Enter');
  if (!overLimit) return;
  // Past the client's limit by the snapshot's figures: the same question as online, answered SI.
  const ask = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
  await ask.getByText(/^Límite de crédito excedido/).waitFor();
  await ask.getByText('¿Registrar la venta a crédito de todos modos?').waitFor();
  await ask.getByRole('button', { name: 'SI', exact: true }).click();
}

/**
 * F4 'Venta Directa' or F7 'Venta + Cliente', then the payment type chosen with the arrow keys
 * (the menu opens on its first type) and Enter.
 */
export async function choosePayment(page: Page, key: 'F4' | 'F7', typePay: string): Promise<void> {
  await afterFocusBack(page);
  await page.keyboard.press(key);
  await page.getByRole('menuitem', { name: typePay, exact: true }).waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'menuitem' ? (document.activeElement.textContent ?? '') : '');
  await expect.poll(focused).not.toBe('');
  for (let i = 0; i < 10 && (await focused()) !== typePay; i++) await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe(typePay);
  await page.keyboard.press('Enter');
}

/**
 * F7 'Venta + Cliente' paid with `typePay` to a new client typed in the sale (created at sync when
 * offline), all with keys: the dialog opens on 'Buscar Cliente' (an existing client is looked for
 * first), Tab goes to Razón Social, Tab to CI/NIT, Enter sends the form.
 */
export async function saleToNewClient(page: Page, typePay: string, businessName: string, ciNit: string): Promise<void> {
  await choosePayment(page, 'F7', typePay);
  const client = page.getByRole('dialog', { name: 'Venta + Cliente' });
  const focusedIn = (label: string) => client.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement);
  await expect.poll(() => client.getByRole('button', { name: 'Buscar Cliente' }).evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedIn('Razón Social')).toBe(true);
  await page.keyboard.type(businessName);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedIn('CI/NIT')).toBe(true);
  await page.keyboard.type(ciNit);
  await page.keyboard.press('Enter');
}

/** A product's ledger (kardex/list, every page). */
export const ledgerOf = (token: string, p: TestProduct) => allPages<KardexRow>(token, `kardex/list?fk_product=${p.id}`);
