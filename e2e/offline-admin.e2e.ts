import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RECONCILIATION_MSG, type ReconciliationItem } from '@lactea/contracts';
import { apiAs } from './api';
import { ADMIN, CASHIER, DESKTOP, MOBILE, chooseOption, confirmThenAccept, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The offline till's administration in a real browser, at 1280 and 390 px. A till
 * reports (through the API, as the cashier) that it still holds two sales: CIERRE DE CAJA warns the
 * administrator. The demo's synced offline sales (offline.demo.ts) wait in VENTAS SIN CONEXIÓN;
 * the administrator goes there from the bell, resolves one with a note, and it leaves Pendientes
 * while the bell drops by one. Each width resolves its own case (the demo has three).
 */
const newPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-6);

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ }).first();

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;

  it(`CIERRE DE CAJA warns of a till holding sales; a case is resolved from the bell's line and leaves Pendientes (${width} px)`, async () => {
    const cashier = await apiAs(CASHIER);
    const admin = await apiAs(ADMIN);
    const device = `Caja ${TAG} ${width}`;
    await cashier('POST', 'sale/device-status', { device_id: `e2e-${TAG}-${width}`, device_name: device, pending: 2, failed: 0, oldest_pending_at: new Date().toISOString() });
    const near = (await admin<{ quantity: number }>('GET', 'lot/quantity-of-lots-near-expiration')).quantity;
    const open = (await admin<{ quantity: number }>('GET', 'sale/reconciliation-count')).quantity;
    expect(open).toBeGreaterThan(0);
    const [first] = (await admin<{ data: ReconciliationItem[] }>('GET', 'sale/reconciliation')).data;

    const page = await newPage(viewport);
    await signIn(page, ADMIN);
    await page.goto(url('/close-box'));
    await page.getByRole('alert').filter({ hasText: `${RECONCILIATION_MSG.closingWarning(device, 2)}. Última sincronización: nunca.` }).waitFor();
    await page.getByText('Diferencia caja', { exact: true }).waitFor();
    await shot(page, `close-box-device-warning-${width}`);

    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(`Notificaciones: ${near + open}`);
    await bell(page).click();
    await page.getByRole('link', { name: `${RECONCILIATION_MSG.title}: ${open}` }).click();
    await page.waitForURL(url('/offline-sales'));
    // The bell's panel fades out: until it has left, its half-faded text fails axe's contrast check.
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `VENTAS SIN CONEXIÓN: CASOS POR REVISAR (${open})` }).waitFor();
    await page.getByText(first.provisional_number, { exact: true }).first().waitFor();
    await shot(page, `offline-sales-${width}`);

    await page.getByRole('button', { name: RECONCILIATION_MSG.resolve, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: RECONCILIATION_MSG.resolve });
    await dialog.getByLabel(/^Nota/).waitFor();
    await shot(page, `offline-sales-resolve-${width}`);
    await dialog.getByLabel(/^Nota/).fill(`Revisado con el cajero (${width} px)`);
    await dialog.getByRole('button', { name: RECONCILIATION_MSG.resolve, exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de marcar como resuelto el caso de la venta ${first.provisional_number}?`, 'Se marcó el caso como resuelto');

    await page.getByRole('heading', { name: `VENTAS SIN CONEXIÓN: CASOS POR REVISAR (${open - 1})` }).waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(`Notificaciones: ${near + open - 1}`);
    const stillPending = (await admin<{ data: ReconciliationItem[] }>('GET', 'sale/reconciliation')).data.map((c) => c.id);
    expect(stillPending).not.toContain(first.id);

    await chooseOption(page, page.getByLabel('Estado'), 'Resueltos');
    // The note follows the detail.
    await page.getByText(`${first.detail} · Nota: Revisado con el cajero (${width} px)`, { exact: true }).first().waitFor();
    await shot(page, `offline-sales-resolved-${width}`);
    // Every offline sale received is listed: the ones that synced cleanly under their own state.
    await chooseOption(page, page.getByLabel('Estado'), 'Todas');
    await page.getByRole('heading', { name: /^VENTAS SIN CONEXIÓN: TODAS/ }).waitFor();
    await shot(page, `offline-sales-all-${width}`);
  });
}
