import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { startSiatSimulator, type SiatSimulator } from '../server/src/siat-simulator/simulator';
import { freePorts, startDemoServer } from './global-setup';
import { api, signInApi } from './api';
import { DESKTOP, MOBILE, shot, url, useBrowserPages, useOwnServer } from './browser';
import { afterFocusBack, detailRow, donePanel, newTestProduct, openTillOnline, scan, type TestProduct } from './offline-till';

/**
 * A SIAT invoice from the till, as a cashier makes it: 'Factura' (F1) on, a scan, F9 + Enter, the
 * buyer's NIT typed in the Factura step, and the printed invoice with its CUF and amount in words;
 * FACTURAS then shows it accepted by SIAT (the project's simulator). With SIAT cut, the next sale is
 * recorded at once all the same and its invoice waits in contingency. The server is this file's own,
 * with the delegated token in its environment, so no other file's till sees 'Factura'.
 */
const root = path.resolve(import.meta.dirname, '..');
const TOKEN = 'token-delegado-e2e';
const BUYER_NIT = '7654321012';
let sim: SiatSimulator;
let stopServer: (() => Promise<void>) | undefined;
let token = '';
let product: TestProduct;

beforeAll(async () => {
  sim = await startSiatSimulator({ token: TOKEN, knownNits: [BUYER_NIT] });
  const [port] = await freePorts(1);
  const server = await startDemoServer(root, path.join(root, 'server/dist/main.js'), inject('businessZone'), port, { LACTEA_SIAT_TOKEN: TOKEN });
  stopServer = server.stop;
  useOwnServer(server.baseUrl);
  token = await signInApi();
  const current = await api<{ version: number }>(token, 'GET', 'invoice-setting/list');
  await api(token, 'PUT', 'invoice-setting/update', {
    invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '', sucursal: 0, punto_venta: 0,
    actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2, siat_url: sim.url, version: current.version,
  });
  // Switching invoicing on asks SIAT for the point of sale's codes at once.
  await vi.waitFor(() => expect(sim.calls).toContain('cufd'), { timeout: 15_000, interval: 50 });
  // The catalogues come before the CUFD: the test product (no code of its own) is invoiced with the
  // simulator's milk, chosen as the producto SIN por omisión.
  const { token_configured: _c, token_from_environment: _e, ...fields } = await api<Record<string, unknown>>(token, 'GET', 'invoice-setting/list');
  await api(token, 'PUT', 'invoice-setting/update', { ...fields, sin_product_default: '22111' });
  product = await newTestProduct(token, { code: 'FAC1', name: 'Leche Facturada', barcode: '9800000000024', price: 12.5, cost: 8, stock: 20 });
}, 300_000);

afterAll(async () => {
  useOwnServer(undefined);
  await stopServer?.();
  await sim?.close();
});

const receipt = (page: Page) => page.getByTestId('receipt-print-area');

/** 'Factura' on, one product, F9 + Enter (cash, exact), the buyer's NIT and razón social, Enter: the sale's printed invoice. */
async function invoicedSale(page: Page, buyer: string): Promise<string> {
  await scan(page, product.barcode);
  await detailRow(page, product.name).waitFor();
  await afterFocusBack(page);
  await page.keyboard.press('F9');
  await page.keyboard.press('Enter');
  const step = page.getByRole('dialog', { name: 'Factura' });
  await step.getByLabel('Número de documento').waitFor();
  await step.getByLabel('Tipo de documento').waitFor();
  await page.keyboard.type(BUYER_NIT);
  await step.getByLabel('Razón social').fill(buyer);
  await step.getByRole('button', { name: 'Emitir factura' }).click();
  await donePanel(page).waitFor();
  await expect.poll(() => receipt(page).textContent()).toContain('FACTURA N°');
  return (await receipt(page).textContent()) ?? '';
}

describe('a SIAT invoice at the till', () => {
  const newPage = useBrowserPages([], 'allow');

  it('F1, a scan, F9 + Enter and the NIT: the printed invoice; FACTURAS shows it accepted; with SIAT cut the next waits in contingency', async () => {
    const page = await openTillOnline(await newPage(DESKTOP));
    await page.keyboard.press('F1');
    await expect.poll(() => page.getByLabel('Factura (F1)').isChecked()).toBe(true);

    const printed = await invoicedSale(page, 'Tienda Facturada');
    expect(printed).toContain('CON DERECHO A CRÉDITO FISCAL');
    expect(printed).toContain(BUYER_NIT);
    expect(printed).toContain('Son: Doce 50/100 Bolivianos');
    expect(printed).toMatch(/CÓD\. AUTORIZACIÓN:[0-9A-F]{40,}/);
    expect(await receipt(page).locator('svg').count()).toBe(1); // the QR of SIAT's verification address
    await shot(page, 'invoice-till-1280');
    // The sale did not wait for SIAT; the outbox sends it after the commit.
    await expect.poll(() => sim.accepted.size, { timeout: 30_000 }).toBe(1);

    await page.goto(url('/invoices'));
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.first().textContent()).toContain('Aceptada');
    await shot(page, 'invoices-1280');

    // SIAT cut: the sale is recorded at once, its invoice issued in contingency (tipo de emisión 2).
    sim.faults.mode = 'drop';
    await page.goto(url('/sales'));
    await invoicedSale(page, 'Tienda Sin Internet');
    await page.goto(url('/invoices'));
    // Each look reloads FACTURAS and reads its first row once the list has come (not its loading row).
    await expect.poll(async () => {
      await page.reload();
      return (await rows.filter({ hasNotText: 'Obteniendo Datos' }).first().textContent()) ?? '';
    }, { timeout: 30_000 }).toContain('En contingencia');
    expect(sim.accepted.size).toBe(1);
    sim.faults.mode = 'ok';
  });

  it('the phone till prints the same invoice on 58 mm (390 px)', async () => {
    const page = await newPage(MOBILE);
    await page.addInitScript(() => localStorage.setItem('lactea-receipt-width', '58'));
    await openTillOnline(page, undefined, '/sale-mobile');
    await page.getByRole('tab', { name: 'Buscar Producto' }).click();
    const field = page.getByLabel('Buscar producto');
    await field.fill(product.barcode);
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe('');
    await page.getByRole('tab', { name: /Carrito/ }).click();
    // 'Factura' is kept on this device: the desktop test switched it on in another browser.
    await page.getByLabel('Factura', { exact: true }).check();
    await page.getByRole('button', { name: 'Exacto', exact: true }).click();
    await expect.poll(() => page.getByLabel('Cancelado', { exact: true }).inputValue()).toBe('12,50');
    await page.keyboard.press('Enter');
    const step = page.getByRole('dialog', { name: 'Factura' });
    await step.getByLabel('Número de documento').fill(BUYER_NIT);
    await step.getByLabel('Razón social').fill('Tienda del Teléfono');
    await step.getByRole('button', { name: 'Emitir factura' }).click();
    await expect.poll(() => receipt(page).textContent()).toContain('FACTURA N°');
    expect(await receipt(page).locator('.lactea-receipt').getAttribute('data-width')).toBe('58');
    await shot(page, 'invoice-phone-390');
  });
});
