import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signInApi } from './api';
import { ADMIN, DESKTOP, MOBILE, checkA11y, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The till in a real browser: scanning with the keyboard, line discount and 2x3
 * promotion, a cash sale with change and its receipt (PDFs at 80 and 58 mm), a credit sale to a
 * new client, the scanner focus kept after every dialog, and the phone till end to end. Products
 * are made through the API with this run's tag, so other browser files never touch them.
 */
const freshPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);
const PDF_DIR = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'lactea-till-pdf');

interface Made {
  token: string;
  promo: { id: number; barcode: string; name: string };
  disc: { id: number; barcode: string; name: string };
  plain: { id: number; barcode: string; name: string };
}

let made: Made | undefined;
/** Three products of this run with stock: one with a 2x3 promotion, one with a discount from 2 units. */
async function products(): Promise<Made> {
  if (made) return made;
  const token = await signInApi();
  const marks = await api<{ data: { id: number }[] }>(token, 'GET', 'mark/list?enabled=1');
  const product = async (name: string, price: number, n: number) => {
    const barcode = `99${TAG}${n}`.replace(/[^0-9a-z]/g, '');
    const p = await api<{ id: number }>(token, 'POST', 'product/add', {
      code: `T${TAG}${n}`,
      product: `${name} ${TAG}`,
      barcode,
      description: 'Producto de la prueba de caja',
      price,
      cost: price / 2,
      fk_mark: marks.data[0].id,
    });
    await api(token, 'POST', 'lot/add', { quantity: 40, expiration_date: '2099-12-31', fk_product: p.id });
    return { id: p.id, barcode, name: `${name} ${TAG}` };
  };
  const promo = await product('Yogur Promo', 10, 1);
  const disc = await product('Queso Desc', 25.5, 2);
  const plain = await product('Leche Simple', 5, 3);
  await api(token, 'POST', 'product-promotion/add', { fk_product: promo.id, quantity_promotion: 3, quantity_sale: 2 });
  await api(token, 'POST', 'product-discount/add', { fk_product: disc.id, unit_price: 22, quantity: 2 });
  made = { token, promo, disc, plain };
  return made;
}

/** Sets 'Aplicar ofertas automáticamente' through the API (the lead setting of these tests). */
async function setAutoOffers(on: 0 | 1): Promise<void> {
  const { token } = await products();
  const current = await api<Record<string, unknown>>(token, 'GET', 'setting/list');
  await api(token, 'PUT', 'setting/update', { ...current, auto_offers: on });
}

/** The change panel shown after a sale: its Total, Recibido and Cambio. */
const donePanel = (page: Page) => page.getByRole('status', { name: 'Venta registrada' });
const doneFigure = (page: Page, label: string) => donePanel(page).locator(`[data-done="${label}"]`);

/**
 * The sale this browser keeps for the signed-in user (IndexedDB 'lactea-till', savedCart.ts): its
 * lines' quantities and the typed Descuento, or null. Read only once the till has created the store.
 */
const savedCart = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ quantities: number[]; discount: string } | null>((resolve) => {
        void indexedDB.databases().then((dbs) => {
          if (!dbs.some((d) => d.name === 'lactea-till')) return resolve(null);
          const open = indexedDB.open('lactea-till');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const db = open.result;
            const all = db.transaction('carts').objectStore('carts').getAll();
            all.onsuccess = () => {
              db.close();
              const cart = all.result[0] as { lines: { quantity: number }[]; discount: string } | undefined;
              resolve(cart ? { quantities: cart.lines.map((l) => l.quantity), discount: cart.discount } : null);
            };
          };
        });
      }),
  );

/** A page whose window.print only counts (the receipt is checked as a PDF instead). */
async function tillPage(viewport = DESKTOP): Promise<Page> {
  const page = await freshPage(viewport);
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });
  await signIn(page, ADMIN);
  return page;
}

const scanner = (page: Page) => page.getByLabel('Código de barra', { exact: true });
const scannerHasFocus = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Código de barra');
async function scan(page: Page, code: string) {
  await scanner(page).fill(code);
  await scanner(page).press('Enter');
}
const detailRows = (page: Page) => page.getByRole('table', { name: 'Detalle de la venta' }).locator('tbody tr');
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);

async function expectFocusBack(page: Page) {
  // The till renders once the browser's saved sale was read (SavedCartGate): wait for it first.
  await scanner(page).waitFor();
  await expect.poll(() => scannerHasFocus(page)).toBe(true);
}

/** Accepts the dialog titled `title` showing `text` with Escape or Enter, then checks the scanner focus. */
async function acceptDialog(page: Page, title: string, text: string, key: 'Escape' | 'Enter' = 'Enter') {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.getByText(text, { exact: true }).waitFor();
  await checkA11y(page, `till-dialog-${title}`);
  await page.keyboard.press(key);
  await dialog.waitFor({ state: 'hidden' });
  await expectFocusBack(page);
}

async function savePdf(page: Page, width: 80 | 58): Promise<string> {
  fs.mkdirSync(PDF_DIR, { recursive: true });
  const file = path.join(PDF_DIR, `receipt-${width}mm.pdf`);
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: file, width: `${width}mm`, height: '200mm', printBackground: true, margin: { top: '0', bottom: '0', left: '0', right: '0' } });
  await page.emulateMedia({ media: 'screen' });
  return file;
}

describe('till at 1280 px', () => {
  it('offers off: scans stay at list price, a discount and a 2x3 applied by hand, Enter in Cancelado sells in cash, the change panel, the receipt', async () => {
    const m = await products();
    await setAutoOffers(0);
    try {
      await manualSale(m);
    } finally {
      await setAutoOffers(1);
    }
  });

  it('offers on: a 2x3 applies itself at 3 and 6 scans, a discount from its threshold; Enter on an empty Cancelado pays exact; the next scan closes the panel', async () => {
    const m = await products();
    const page = await tillPage();
    await page.goto(url('/sales'));
    await expectFocusBack(page);
    const row = (name: string) => detailRows(page).filter({ hasText: name });
    const cells = async (name: string) => (await row(name).locator('td').allTextContents()).slice(2, 7);
    /** Every line of the product: Cant., P.U., Total, Desc., Promo. (a 2x3 past its multiple makes two). */
    const lines = async (name: string) => Promise.all((await row(name).all()).map(async (r) => (await r.locator('td').allTextContents()).slice(2, 7)));
    for (let i = 1; i <= 2; i++) await scan(page, m.promo.barcode);
    await expect.poll(() => cells(m.promo.name)).toEqual(['2', '10,00', '20,00', '0,00', '']);
    // The chip says the offer exists before it applies.
    expect(await row(m.promo.name).getByLabel('Oferta: lleve 3, pague 2').count()).toBe(1);
    await scan(page, m.promo.barcode);
    // P.U. the list price, Desc. the line's saving: 3 × 10,00 − 10,00 = 20,00.
    await expect.poll(() => cells(m.promo.name)).toEqual(['3', '10,00', '20,00', '10,00', 'Promo 2x3: −10,00']);
    expect(await row(m.promo.name).getByLabel('Oferta aplicada: lleve 3, pague 2').count()).toBe(1);
    // The fourth unit goes on a line of its own: 3 at 2x3 (20,00) + 1 (10,00) = 30,00, not 4 × 10,00.
    await scan(page, m.promo.barcode);
    await expect.poll(() => lines(m.promo.name)).toEqual([
      ['3', '10,00', '20,00', '10,00', 'Promo 2x3: −10,00'],
      ['1', '10,00', '10,00', '0,00', ''],
    ]);
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 30,00');
    for (let i = 5; i <= 6; i++) await scan(page, m.promo.barcode);
    await expect.poll(() => lines(m.promo.name)).toEqual([['6', '10,00', '40,00', '20,00', 'Promo 2x3: −20,00']]);
    // 'Cantidad Actualizada' with the spec's title, not blocking the scanner.
    const notice = page.getByRole('alert').filter({ hasText: 'Cantidad Actualizada' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Operación Realizada');
    expect(await scannerHasFocus(page)).toBe(true);

    await scan(page, m.disc.barcode);
    await expect.poll(() => cells(m.disc.name)).toEqual(['1', '25,50', '25,50', '0,00', '']);
    await scan(page, m.disc.barcode);
    await expect.poll(() => cells(m.disc.name)).toEqual(['2', '25,50', '44,00', '7,00', '']);
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 84,00');
    // The quick amounts for 84,00.
    for (const amount of ['Bs. 90,00', 'Bs. 100,00', 'Bs. 200,00']) await page.getByRole('button', { name: `Cancelado ${amount}` }).waitFor();
    await shot(page, 'till-auto-offers');

    // F9, Enter on the empty Cancelado: a cash sale of the exact total, no dialog to accept.
    await page.keyboard.press('F9');
    await page.keyboard.press('Enter');
    await donePanel(page).waitFor();
    expect(await doneFigure(page, 'Total').textContent()).toBe('Bs. 84,00');
    expect(await doneFigure(page, 'Recibido').textContent()).toBe('Bs. 84,00');
    expect(await doneFigure(page, 'Cambio').textContent()).toBe('Bs. 0,00');
    await expectFocusBack(page);
    await expect.poll(() => page.getByTestId('receipt-print-area').textContent()).toContain('TOTAL Bs.84,00');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    // The next scan starts a new sale and the panel goes.
    await scan(page, m.plain.barcode);
    await row(m.plain.name).waitFor();
    await donePanel(page).waitFor({ state: 'hidden' });
  });

  it('the cart survives a reload and a visit to VENTAS DIA, is discarded with Descartar venta, and a quick amount fills Cancelado and Enter sells with change', async () => {
    const m = await products();
    const page = await tillPage();
    await page.goto(url('/sales'));
    await expectFocusBack(page);
    await scan(page, m.plain.barcode);
    await scan(page, m.plain.barcode);
    await scan(page, m.disc.barcode);
    await expect.poll(() => detailRows(page).count()).toBe(2);
    await page.getByLabel('Descuento', { exact: true }).fill('0,50');
    await expect.poll(() => savedCart(page)).toEqual({ quantities: [2, 1], discount: '0,50' });
    await page.reload();
    // The till shows once the saved sale was read: wait for its second line, not a fixed time.
    await detailRows(page).nth(1).waitFor();
    expect(await detailRows(page).count()).toBe(2);
    await page.getByRole('alert').filter({ hasText: 'Se recuperó la venta en curso (2 líneas)' }).waitFor();
    expect(await page.getByLabel('Descuento', { exact: true }).inputValue()).toBe('0,50');
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 35,00');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Ventas Día', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'VENTAS DIA' }).waitFor();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Vender', exact: true }).click();
    await detailRows(page).nth(1).waitFor();
    expect(await detailRows(page).count()).toBe(2);
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 35,00');

    // Descartar venta (confirmed): empty, and still empty after a reload.
    await page.getByRole('button', { name: 'Descartar venta' }).click();
    await page.getByRole('dialog', { name: 'CONFIRMACIÓN' }).getByRole('button', { name: 'SI' }).click();
    await page.getByText('Sin productos: escanee un código de barra').waitFor();
    await expectFocusBack(page);
    await expect.poll(() => savedCart(page)).toBeNull();
    await page.reload();
    await page.getByText('Sin productos: escanee un código de barra').waitFor();

    // A quick amount: 2 × 5,00 paid with 'Bs. 50,00' (the quick amounts are 50, 100, 200) → Cambio 40,00.
    await scan(page, m.plain.barcode);
    await scan(page, m.plain.barcode);
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('Bs. 10,00');
    // It fills Cancelado and puts the cursor there (nothing is sold yet); Enter sells.
    await page.getByRole('button', { name: 'Cancelado Bs. 50,00' }).click();
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('aria-label'), (document.activeElement as HTMLInputElement | null)?.value])).toEqual(['Cancelado', '50,00']);
    expect(await donePanel(page).isVisible()).toBe(false);
    await expect.poll(() => figure(page, 'Cambio').textContent()).toBe('Bs. 40,00');
    await page.keyboard.press('Enter');
    await donePanel(page).waitFor();
    expect(await doneFigure(page, 'Recibido').textContent()).toBe('Bs. 50,00');
    expect(await doneFigure(page, 'Cambio').textContent()).toBe('Bs. 40,00');
    // The recorded sale is not restored by a reload.
    await expect.poll(() => savedCart(page)).toBeNull();
    await page.reload();
    await page.getByText('Sin productos: escanee un código de barra').waitFor();
  });

  it('two tabs hold one sale: the second asks before taking it, takes it with its lines, and the first opens it again when the second closes', async () => {
    const m = await products();
    const first = await tillPage();
    await first.goto(url('/sales'));
    await expectFocusBack(first);
    await scan(first, m.plain.barcode);
    await expect.poll(() => savedCart(first)).toEqual({ quantities: [1], discount: '' });
    const elsewhere = (page: Page) => page.getByRole('alert').filter({ hasText: 'La venta en curso está abierta en otra pestaña de este navegador' });

    // The second tab of the same browser does not open the till over the first one's sale.
    const second = await first.context().newPage();
    await second.goto(url('/sales'));
    await elsewhere(second).waitFor();
    expect(await scanner(second).count()).toBe(0);
    await shot(second, 'till-second-tab');
    await second.getByRole('button', { name: 'Usar esta pestaña' }).click();
    await expectFocusBack(second);
    await expect.poll(() => detailRows(second).count()).toBe(1);
    // The first tab closed its till: a scan there can no longer overwrite the kept sale.
    await elsewhere(first).waitFor();
    expect(await scanner(first).count()).toBe(0);

    await scan(second, m.disc.barcode);
    await expect.poll(() => savedCart(second)).toEqual({ quantities: [1, 1], discount: '' });
    await second.close();
    // The first tab waited in line: it opens the sale by itself, with the line scanned in the other.
    await expectFocusBack(first);
    await expect.poll(() => detailRows(first).count()).toBe(2);
    await first.getByRole('button', { name: 'Descartar venta' }).click();
    await first.getByRole('dialog', { name: 'CONFIRMACIÓN' }).getByRole('button', { name: 'SI' }).click();
    await expect.poll(() => savedCart(first)).toBeNull();
  });
});

/** The manual flow (offers off): list price on every scan, the cashier applies the offers. */
async function manualSale(m: Made) {
  const page = await tillPage();
  await page.goto(url('/sales'));
  await page.getByRole('heading', { level: 1, name: 'VENDER' }).waitFor();
  await expectFocusBack(page);
  await shot(page, 'till-empty');

  // Unknown barcode: 'Producto no Encontrado' closed with Escape, focus back in the scanner.
  await scan(page, `00${TAG}404`);
  await acceptDialog(page, 'Producto no Encontrado', 'No existe el código de barra', 'Escape');
  // Paying an empty sale: 'Añada al detalle'.
  await page.keyboard.press('F8');
  await acceptDialog(page, 'Operación Cancelada', 'Añada al detalle');

  for (const code of [m.promo.barcode, m.promo.barcode, m.promo.barcode, m.disc.barcode, m.disc.barcode, m.plain.barcode]) {
    await scan(page, code);
    await expect.poll(() => scanner(page).inputValue()).toBe('');
  }
  await expect.poll(() => detailRows(page).count()).toBe(3);
  expect(await scannerHasFocus(page)).toBe(true);
  const row = (name: string) => detailRows(page).filter({ hasText: name });
  expect(await row(m.promo.name).locator('td').nth(2).textContent()).toBe('3');

  await page.getByRole('button', { name: `Aplicar promoción: ${m.promo.name}` }).click();
  await expectFocusBack(page);
  await page.getByRole('button', { name: `Aplicar descuento: ${m.disc.name}` }).click();
  await expectFocusBack(page);
  // A discount disables promotion and edit on its line.
  expect(await page.getByRole('button', { name: `Aplicar promoción: ${m.disc.name}` }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: `Editar cantidad: ${m.disc.name}` }).isDisabled()).toBe(true);
  expect((await row(m.promo.name).locator('td').allTextContents()).slice(2, 7)).toEqual(['3', '10,00', '20,00', '10,00', 'Promo 2x3: −10,00']);
  expect((await row(m.disc.name).locator('td').allTextContents()).slice(2, 7)).toEqual(['2', '25,50', '44,00', '7,00', '']);

  // Editing the plain line to 45 (> 40 in stock) is refused in the field.
  await page.getByRole('button', { name: `Editar cantidad: ${m.plain.name}` }).click();
  const qty = page.getByRole('dialog', { name: `Editar cantidad: ${m.plain.name}` });
  await qty.getByLabel('Cantidad').fill('45');
  await qty.getByLabel('Cantidad').press('Enter');
  await qty.getByText('No puede ser mayor al inventario').waitFor();
  await page.keyboard.press('Escape');
  await expectFocusBack(page);

  await page.getByLabel('Descuento', { exact: true }).fill('4');
  await page.keyboard.press('F9');
  await page.getByLabel('Cancelado', { exact: true }).fill('100');
  expect(await figure(page, 'Subtotal').textContent()).toBe('Bs. 69,00');
  expect(await figure(page, 'Total').textContent()).toBe('Bs. 65,00');
  expect(await figure(page, 'Cambio').textContent()).toBe('Bs. 35,00');
  await shot(page, 'till-cart');

  // Enter in Cancelado records the cash sale: the panel shows Total, Recibido and Cambio.
  await page.getByLabel('Cancelado', { exact: true }).press('Enter');
  await donePanel(page).waitFor();
  await expectFocusBack(page);
  expect(await doneFigure(page, 'Total').textContent()).toBe('Bs. 65,00');
  expect(await doneFigure(page, 'Recibido').textContent()).toBe('Bs. 100,00');
  expect(await doneFigure(page, 'Cambio').textContent()).toBe('Bs. 35,00');
  await shot(page, 'till-change-panel');
  const area = page.getByTestId('receipt-print-area');
  await expect.poll(() => area.textContent()).toContain('NOTA DE VENTA N°');
  const receipt = (await area.textContent()) ?? '';
  // Each line at the list price with its saving below: 3 x 10,00 = 30,00, 'Promo 2x3: −10,00'.
  for (const text of [m.promo.name, '3 x 10,0030,00Promo 2x3:−10,00', '2 x 25,5051,00Descuento:−7,00', 'TOTAL Bs.65,00', 'Cancelado Bs.100,00', 'Cambio Bs.35,00', 'Cajero:Administrador', 'Pago:Efectivo']) {
    expect(receipt).toContain(text);
  }
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  expect(await detailRows(page).filter({ hasText: m.promo.name }).count()).toBe(0);
  const pdf80 = await savePdf(page, 80);
  expect(fs.statSync(pdf80).size).toBeGreaterThan(1000);
}

describe('till at 1280 px, client and credit', () => {
  it('sells on credit to a new client (Deuda + Cliente) and reprints it from VENTAS DIA at 58 mm', async () => {
    const m = await products();
    const page = await tillPage();
    await page.goto(url('/sales'));
    await expectFocusBack(page);
    await scan(page, m.plain.barcode);
    await detailRows(page).filter({ hasText: m.plain.name }).waitFor();
    await page.keyboard.press('F8');
    const dialog = page.getByRole('dialog', { name: 'Deuda + Cliente' });
    await dialog.waitFor();
    // The cursor starts on the client search, not on a new client's Razón Social.
    await expect.poll(() => dialog.getByRole('button', { name: 'Buscar Cliente' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await checkA11y(page, 'till-client-dialog');
    // An empty form: 'Corrija el formulario'.
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();
    await page.getByRole('dialog', { name: 'Operación Cancelada' }).getByText('Corrija el formulario').waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Razón Social').fill(`Tienda Crédito ${TAG}`);
    await dialog.getByLabel('CI/NIT').fill('7654321');
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();
    await donePanel(page).getByText('A crédito', { exact: false }).waitFor();
    await expectFocusBack(page);
    await expect.poll(() => page.getByTestId('receipt-print-area').textContent()).toContain(`Tienda Crédito ${TAG}`);

    await page.goto(url('/sales-day'));
    const day = page.getByRole('table', { name: 'Ventas del día' });
    const credit = day.locator('tbody tr').filter({ hasText: `Tienda Crédito ${TAG}` });
    await credit.waitFor();
    expect(await credit.textContent()).toContain('A crédito');
    await shot(page, 'sales-day');
    await page.getByRole('button', { name: '58 mm' }).click();
    await credit.getByRole('button', { name: /^Reimprimir la venta/ }).click();
    await expect.poll(() => page.getByTestId('receipt-print-area').locator('.lactea-receipt').getAttribute('data-width')).toBe('58');
    // A new page load (VENTAS DIA) counts from 0 again: this is the reprint.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    const pdf58 = await savePdf(page, 58);
    expect(fs.statSync(pdf58).size).toBeGreaterThan(1000);

    // The administrator annuls it: confirmation with the total in Bs., 'Se anuló la venta'.
    await credit.getByRole('button', { name: /^Anular la venta/ }).click();
    const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN' });
    await confirm.getByText(/de Bs\. 5,00\?$/).waitFor();
    await confirm.getByRole('button', { name: 'SI' }).click();
    await page.getByRole('dialog', { name: 'Operación Exitosa' }).getByText('Se anuló la venta').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => day.locator('tbody tr').filter({ hasText: `Tienda Crédito ${TAG}` }).count()).toBe(0);
  });
});

describe('till keyboard only (web/README.md, accessibility)', () => {
  it('scanner focused on arrival and after every dialog; Enter adds; Tab order; a whole cash sale without the mouse', async () => {
    const m = await products();
    const page = await tillPage();
    await page.goto(url('/sales'));
    await expectFocusBack(page);
    // Enter in the scanner adds the scanned product; the focus stays there.
    await page.keyboard.type(m.plain.barcode);
    await page.keyboard.press('Enter');
    await detailRows(page).filter({ hasText: m.plain.name }).waitFor();
    await expectFocusBack(page);
    await page.keyboard.type(m.disc.barcode);
    await page.keyboard.press('Enter');
    await detailRows(page).filter({ hasText: m.disc.name }).waitFor();
    await expectFocusBack(page);

    // Tab goes on to the line actions, then Descuento, Cancelado and the payment buttons, in that order.
    const names: string[] = [];
    for (let i = 0; i < 30 && !names.includes('Deuda + Cliente (F8)'); i++) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
    }
    const at = (name: string) => names.findIndex((n) => n.startsWith(name));
    expect(at(`Editar cantidad: ${m.plain.name}`)).toBeGreaterThan(-1);
    expect(at(`Quitar: ${m.disc.name}`)).toBeGreaterThan(at(`Editar cantidad: ${m.plain.name}`));
    expect(at('Descuento')).toBeGreaterThan(at(`Quitar: ${m.disc.name}`));
    expect(at('Cancelado')).toBeGreaterThan(at('Descuento'));
    expect(at('Venta Directa (F4)')).toBeGreaterThan(at('Cancelado'));
    expect(at('Deuda + Cliente (F8)')).toBeGreaterThan(at('Venta + Cliente (F7)'));

    // A line action by keyboard opens its dialog; Escape closes it and the scanner gets the focus.
    await page.getByRole('button', { name: `Información: ${m.plain.name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Información del Producto' }).waitFor();
    await checkA11y(page, 'till-info-dialog');
    await page.keyboard.press('Escape');
    await expectFocusBack(page);

    // The client dialog (F7 → payment type) traps the focus and closes with Escape.
    await page.keyboard.press('F7');
    await page.getByRole('menuitem', { name: 'Tarjeta' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const client = page.getByRole('dialog', { name: 'Venta + Cliente' });
    await client.waitFor();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await client.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expectFocusBack(page);

    // Cash: F9 → Cancelado, the amount, Enter records the sale (first cash type); the scanner has the focus.
    // F9 comes while the client dialog still fades out (a quick cashier, or a busy PC): the end of its
    // exit transition, and whatever it queued, leave the focus in Cancelado.
    await page.keyboard.press('F9');
    await page.locator('.MuiDialog-root').waitFor({ state: 'detached' });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cancelado');
    await page.keyboard.type('60');
    // The amount stays where it was typed: nothing takes the focus away from Cancelado meanwhile.
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('aria-label'), (document.activeElement as HTMLInputElement | null)?.value])).toEqual(['Cancelado', '60']);
    await expect.poll(() => figure(page, 'Cambio').textContent()).toBe('Bs. 29,50');
    await page.keyboard.press('Enter');
    await donePanel(page).waitFor();
    expect(await doneFigure(page, 'Cambio').textContent()).toBe('Bs. 29,50');
    await expectFocusBack(page);
    await expect.poll(() => page.getByTestId('receipt-print-area').textContent()).toContain('Cambio Bs.29,50');
    await checkA11y(page, 'till-after-sale');
  });
});

describe('till general search, keys only', () => {
  it("Búsqueda general: a name typed and Enter at once adds that product, not the first row of the list still on screen; the arrows move through the results and Enter adds", async () => {
    const m = await products();
    const page = await tillPage();
    await page.goto(url('/sales'));
    await expectFocusBack(page);
    // Four keys: Shift+Tab twice (past 'Lote nuevo') reach the mode buttons, ArrowRight 'Búsqueda
    // general', Space chooses it and the field has the focus again.
    for (const key of ['Shift+Tab', 'Shift+Tab', 'ArrowRight', 'Space']) await page.keyboard.press(key);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Buscar producto');
    // The empty search lists the newest products; the one about to be typed is older than its first row.
    const results = page.getByRole('menu', { name: 'Productos encontrados' });
    const firstRow = results.getByRole('menuitem').first();
    await firstRow.waitFor();
    expect(await firstRow.textContent()).not.toContain(m.promo.name);
    // A fast typist (or a reader in this mode): Enter comes before the list follows the text.
    await page.keyboard.type(m.promo.name);
    await page.keyboard.press('Enter');
    await detailRows(page).filter({ hasText: m.promo.name }).waitFor();
    expect(await detailRows(page).count()).toBe(1);
    await checkA11y(page, 'till-general-search');
    // The arrows: ArrowDown from the field into the results, ArrowDown to the second, Enter adds it.
    const searchFocused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(searchFocused).toBe('Buscar producto');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(TAG);
    await expect.poll(() => results.getByRole('menuitem').count()).toBeGreaterThan(1);
    const second = (await results.getByRole('menuitem').nth(1).textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(second);
    await page.keyboard.press('Enter');
    await expect.poll(() => detailRows(page).count()).toBe(2);
    await expect.poll(searchFocused).toBe('Buscar producto');
  });
});

describe('till at 390 px', () => {
  it('redirects to the mobile till and sells end to end by card; a 2x3 applies itself; line actions as a labelled menu', async () => {
    const m = await products();
    const page = await tillPage(MOBILE);
    await page.goto(url('/sales'));
    await page.waitForURL(/\/sale-mobile$/);
    await page.getByLabel('Buscar producto').fill(m.promo.name);
    await page.getByRole('button', { name: `Agregar N: ${m.promo.name}` }).click();
    const add = page.getByRole('dialog', { name: `Agregar: ${m.promo.name}` });
    await add.getByLabel('Cantidad').fill('6');
    await add.getByRole('button', { name: 'Aceptar' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Agregar 1: ${m.promo.name}` }).waitFor();
    await shot(page, 'till-mobile-search');
    await page.getByRole('tab', { name: /Carrito/ }).click();
    // 6 units of 10,00: the 2x3 applied by itself = 40,00 exactly.
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('Bs. 40,00');
    // The line's actions: one labelled menu; clearing goes back to list price, the promotion by hand again.
    await page.getByRole('button', { name: `Acciones: ${m.promo.name}` }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Limpiar descuento y promoción', 'Editar cantidad', 'Información', 'Aplicar descuento', 'Aplicar promoción', 'Quitar']);
    await checkA11y(page, 'till-mobile-line-menu');
    await page.getByRole('menuitem', { name: 'Limpiar descuento y promoción' }).click();
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('Bs. 60,00');
    await page.getByRole('button', { name: `Acciones: ${m.promo.name}` }).click();
    await page.getByRole('menuitem', { name: 'Aplicar promoción' }).click();
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('Bs. 40,00');
    await shot(page, 'till-mobile-cart');
    await page.mouse.move(0, 0); // a phone has no hover: no tooltip left over the buttons
    await page.getByRole('button', { name: 'Venta Directa' }).click();
    await page.getByRole('menuitem', { name: 'Tarjeta' }).click();
    await donePanel(page).waitFor();
    expect(await doneFigure(page, 'Total').textContent()).toBe('Bs. 40,00');
    await expect.poll(() => page.getByTestId('receipt-print-area').textContent()).toContain('TOTAL Bs.40,00');
    expect(await page.getByText('Sin productos: agréguelos desde Buscar Producto').isVisible()).toBe(true);
  });

  it('a barcode + Enter in Buscar producto adds it; the notice stays clear of the payment buttons; Exacto fills Cancelado and Enter pays in cash', async () => {
    const m = await products();
    const page = await tillPage(MOBILE);
    await page.goto(url('/sale-mobile'));
    const search = page.getByLabel('Buscar producto');
    await search.fill(m.plain.barcode);
    await search.press('Enter');
    await expect.poll(() => search.inputValue()).toBe('');
    const notice = page.getByRole('alert').filter({ hasText: `Se agregó ${m.plain.name}` });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Operación Realizada');
    // Text that is no barcode stays a search.
    await search.fill('Leche Simple');
    await search.press('Enter');
    await page.getByRole('button', { name: `Agregar 1: ${m.plain.name}` }).waitFor();
    expect(await search.inputValue()).toBe('Leche Simple');
    await page.getByRole('tab', { name: /Carrito/ }).click();
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('Bs. 5,00');
    // The notice (at the top on a phone) never overlaps the payment buttons.
    const box = await notice.boundingBox();
    for (const name of ['Exacto', 'Venta Directa', 'Venta + Cliente', 'Deuda + Cliente']) {
      const b = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      if (box) expect(box.y + box.height <= b.y || b.y + b.height <= box.y, name).toBe(true);
    }
    await shot(page, 'till-mobile-notice');
    // 'Exacto' fills Cancelado with the total; the keypad's Enter there sells.
    await page.getByRole('button', { name: 'Exacto', exact: true }).click();
    await expect.poll(() => page.getByLabel('Cancelado', { exact: true }).inputValue()).toBe('5,00');
    await page.keyboard.press('Enter');
    await donePanel(page).waitFor();
    expect(await doneFigure(page, 'Cambio').textContent()).toBe('Bs. 0,00');
  });
});
