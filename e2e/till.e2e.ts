import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, DESKTOP, MOBILE, baseUrl, checkA11y, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The till (issue 11) in a real browser: scanning with the keyboard, line discount and 2x3
 * promotion, a cash sale with change and its receipt (PDFs at 80 and 58 mm), a credit sale to a
 * new client, the scanner focus kept after every dialog, and the phone till end to end. Products
 * are made through the API with this run's tag, so other browser files never touch them.
 */
const freshPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);
const PDF_DIR = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'lactea-till-pdf');

async function api<T>(token: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

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
  const login = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: createHash('md5').update(ADMIN.password).digest('hex') }),
  });
  const { token } = (await login.json()) as { token: string };
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
  it('scans three products, applies a discount and a 2x3 promotion, sells in cash with change and prints the receipt', async () => {
    const m = await products();
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
    expect((await row(m.promo.name).locator('td').allTextContents()).slice(2, 7)).toEqual(['3', '6,67', '20,00', '3,33', '2x3']);
    expect((await row(m.disc.name).locator('td').allTextContents()).slice(2, 7)).toEqual(['2', '22,00', '44,00', '3,50', '']);

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
    await page.getByLabel('Cancelado', { exact: true }).press('Enter');
    await expectFocusBack(page);
    expect(await figure(page, 'Subtotal').textContent()).toBe('Bs. 69,00');
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 65,00');
    expect(await figure(page, 'Cambio').textContent()).toBe('Bs. 35,00');
    await shot(page, 'till-cart');

    await page.keyboard.press('F4');
    await page.getByRole('menuitem', { name: 'Efectivo' }).click();
    await acceptDialog(page, 'Operación Exitosa', 'Se registró la venta');
    const area = page.getByTestId('receipt-print-area');
    await expect.poll(() => area.textContent()).toContain('NOTA DE VENTA N°');
    const receipt = (await area.textContent()) ?? '';
    for (const text of [m.promo.name, 'Promo. 2x3', 'Desc. 3,50 c/u', 'TOTAL Bs.65,00', 'Cancelado Bs.100,00', 'Cambio Bs.35,00', 'Cajero:Administrador', 'Pago:Efectivo']) {
      expect(receipt).toContain(text);
    }
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    expect(await detailRows(page).filter({ hasText: m.promo.name }).count()).toBe(0);
    const pdf80 = await savePdf(page, 80);
    expect(fs.statSync(pdf80).size).toBeGreaterThan(1000);
  });

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
    await checkA11y(page, 'till-client-dialog');
    // An empty form: 'Corrija el formulario'.
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();
    await page.getByRole('dialog', { name: 'Operación Cancelada' }).getByText('Corrija el formulario').waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Razón Social').fill(`Tienda Crédito ${TAG}`);
    await dialog.getByLabel('CI/NIT').fill('7654321');
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();
    await acceptDialog(page, 'Operación Exitosa', 'Se registró la venta');
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
    await client.waitFor({ state: 'hidden' });
    await expectFocusBack(page);

    // Cash: F9 → Cancelado, Enter returns to the scanner, F4 → Efectivo (first entry) → Enter.
    await page.keyboard.press('F9');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cancelado');
    await page.keyboard.type('60');
    await page.keyboard.press('Enter');
    await expectFocusBack(page);
    expect(await figure(page, 'Cambio').textContent()).toBe('Bs. 29,50');
    await page.keyboard.press('F4');
    await page.getByRole('menuitem', { name: 'Efectivo' }).waitFor();
    await page.keyboard.press('Enter');
    await acceptDialog(page, 'Operación Exitosa', 'Se registró la venta');
    await expect.poll(() => page.getByTestId('receipt-print-area').textContent()).toContain('Cambio Bs.29,50');
    await checkA11y(page, 'till-after-sale');
  });
});

describe('till at 390 px', () => {
  it('redirects to the mobile till and sells end to end by card', async () => {
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
    // 6 units of 10.00 at 2x3 = 40.00 exactly.
    await page.getByRole('button', { name: `Aplicar promoción: ${m.promo.name}` }).click();
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 40,00');
    await shot(page, 'till-mobile-cart');
    await page.mouse.move(0, 0); // a phone has no hover: no tooltip left over the buttons
    await page.getByRole('button', { name: 'Venta Directa' }).click();
    await page.getByRole('menuitem', { name: 'Tarjeta' }).click();
    await page.getByRole('dialog', { name: 'Operación Exitosa' }).getByText('Se registró la venta').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('receipt-print-area').textContent()).toContain('TOTAL Bs.40,00');
    expect(await page.getByText('Sin productos: agréguelos desde Buscar Producto').isVisible()).toBe(true);
  });
});
