import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { acceptSuccess, CASHIER, checkA11y, DESKTOP, launchBrowser, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Spanish numbers and dates end to end: '15,50' in Gastos, dd/mm/aaaa typed in a Chromium whose interface is
 * English, and a closing with a cash count that records a Faltante, at 1280 and 390 px.
 */
const newPage = useBrowserPages();

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;

  it(`'15,50' is accepted in Gastos and shown as Bs. 15,50 (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page, CASHIER);
    await page.goto(url('/expenses'));
    await page.getByRole('heading', { name: /^GASTOS \(\d+\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Registrar' }).first().click();
    await page.getByLabel('Monto (Bs.)').fill('-5');
    await page.getByLabel('Descripción').fill(`Bolsas en coma ${width}`);
    await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
    await page.getByText('No debe ser negativo').first().waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByLabel('Monto (Bs.)').fill('15,50');
    await shot(page, `expense-comma-${width}`);
    await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
    const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
    await confirm.getByText(/Bs\. 15,50/).waitFor();
    await confirm.getByRole('button', { name: 'SI', exact: true }).click();
    await acceptSuccess(page, 'Se registró el gasto');
    const row = page.getByText(`Bolsas en coma ${width}`).first();
    await row.waitFor();
    await page.getByText('15,50').first().waitFor();
  });

  it(`closing with a count records a Faltante (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page, CASHIER);
    await page.goto(url('/close-box'));
    await page.getByRole('heading', { name: 'CIERRE DE CAJA Bs.' }).waitFor();
    await page.getByRole('region', { name: 'Efectivo contado' }).waitFor();
    await page.getByRole('button', { name: /^(Registrar efectivo contado|Contar de nuevo)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Efectivo contado' });
    // One Bs. 10 note: far below the demo day's expected cash, so a Faltante.
    await dialog.getByLabel('Billete 10', { exact: true }).fill('1');
    await dialog.getByText('Faltante').waitFor();
    await checkA11y(page, 'cash-count-dialog');
    await shot(page, `cash-count-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Guardar conteo' }).click();
    await acceptSuccess(page, 'Se registró el efectivo contado');
    await page.getByText(/^Contado por .+ a las \d\d:\d\d$/).waitFor();
    expect(await page.getByTestId('count-counted').textContent()).toBe('Bs. 10,00');
    await page.getByText('Faltante', { exact: true }).waitFor();
    await shot(page, `close-box-count-${width}`);
    // Shown again on a later visit.
    await page.reload();
    await page.getByText(/^Contado por .+ a las \d\d:\d\d$/).waitFor();
    await page.getByText('Faltante', { exact: true }).waitFor();
  });
}

describe('a Chromium whose interface is English (--lang=en-US)', () => {
  let english: Browser;
  beforeAll(async () => {
    english = await launchBrowser(['--lang=en-US']);
  });
  afterAll(() => english?.close());

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`a date typed dd/mm/aaaa is read day first; 31/02/2026 and 12026 are refused (${viewport.width} px)`, async () => {
      const context = await english.newContext({ viewport, reducedMotion: 'reduce', locale: 'en-US' });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        expect(await page.evaluate(() => navigator.language)).toBe('en-US');
        await signIn(page);
        await page.goto(url('/expenses-admin'));
        await page.getByRole('heading', { name: /^GASTOS ADMIN \(\d+\)$/ }).waitFor();
        const from = page.getByLabel('Desde', { exact: true });
        await from.fill('31/02/2026');
        await page.getByText('La fecha 31/02/2026 no existe').waitFor();
        await from.fill('14/02/12026');
        await page.getByText('El año debe estar entre 2000 y 2100').waitFor();
        // A day in the past, never the field's default (today): typing today again asked nothing new,
        // so on 27/11/2026 this test waited for a request that had no reason to come.
        const asked = page.waitForRequest((r) => r.url().includes('/api/expense-admin/list') && r.url().includes('date_from=2026-02-14'));
        await from.fill('14/02/2026');
        await asked;
        await from.blur();
        expect(await from.inputValue()).toBe('14/02/2026');
        await shot(page, `date-en-US-${viewport.width}`);
      } finally {
        await context.close();
      }
    });
  }
});
