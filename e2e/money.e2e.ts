import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptSuccess, CASHIER, checkA11y, chooseOption, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Money of the day end to end on the demo database: expense types, admin expenses and
 * cash-desk expenses registered; a cashier registers an expense, collects a debt and closes their
 * day (no date filters, the expense in tab 3, 'Imprimir cierre'); the administrator's balance of a
 * month with its chart. At 1280 and 390 px, with the axe check on each screen and dialog.
 */
const newPage = useBrowserPages();

/** SI on the CONFIRMACIÓN that contains `question`, then 'Aceptar' on the success showing `success`. */
async function confirm(page: Page, question: RegExp, success: string, label: string) {
  const dialog = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
  await dialog.getByText(question).waitFor();
  await checkA11y(page, `${label}-confirm`);
  await dialog.getByRole('button', { name: 'SI', exact: true }).click();
  await acceptSuccess(page, success);
}

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;

  it(`the administrator registers an expense type, an admin expense and a cash-desk expense (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    const type = `Fletes ${width}`;
    await page.goto(url('/type-expenses'));
    await page.getByRole('heading', { name: /^TIPO GASTOS \(\d+\)$/ }).waitFor();
    await shot(page, `type-expenses-${width}`);
    await page.getByRole('button', { name: 'Registrar' }).first().click();
    await page.getByLabel('Tipo Gasto').fill(type);
    await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
    await confirm(page, new RegExp(type), 'Se registró el tipo de gasto', 'type-expense');
    await page.getByText(type).first().waitFor();

    await page.goto(url('/expenses-admin'));
    await page.getByRole('heading', { name: /^GASTOS ADMIN \(\d+\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Registrar' }).first().click();
    await page.getByLabel('Monto (Bs.)').fill('150.25');
    await shot(page, `expense-admin-form-${width}`);
    await chooseOption(page, page.getByLabel('Tipo de Gasto'), type);
    await page.getByLabel('Descripción').fill(`Flete de leche ${width}`);
    await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
    await confirm(page, /Bs\. 150,25/, 'Se registró el gasto', 'expense-admin');
    await page.getByText(`Flete de leche ${width}`).first().waitFor();
    await shot(page, `expenses-admin-${width}`);

    await page.goto(url('/expenses'));
    await page.getByRole('heading', { name: /^GASTOS \(\d+\)$/ }).waitFor();
    await page.getByLabel('Desde').waitFor();
    await shot(page, `expenses-admin-view-${width}`);
  });

  it(`a cashier registers an expense, collects a debt and closes their day (${width} px)`, async () => {
    const page = await newPage(viewport);
    // The collection prints its COMPROBANTE DE PAGO: a stand-in for the browser's print, which in
    // headless Chromium can hold the page while the next click arrives.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, CASHIER);
    const description = `Hielo cajero ${width}`;
    await page.goto(url('/expenses'));
    await page.getByRole('heading', { name: /^GASTOS \(\d+\)$/ }).waitFor();
    // A cashier has no date filters or search.
    expect(await page.getByLabel('Desde').count()).toBe(0);
    await page.getByRole('button', { name: 'Registrar' }).first().click();
    await page.getByLabel('Monto (Bs.)').fill('0');
    await page.getByLabel('Descripción').fill(description);
    await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
    await page.getByText('No debe ser cero').first().waitFor();
    // 'Corrija todos los errores marcados con rojo', accepted before correcting the amount.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByLabel('Monto (Bs.)').fill('10.50');
    await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
    await confirm(page, /Bs\. 10,50/, 'Se registró el gasto', 'expense');
    await page.getByText(description).first().waitFor();
    await shot(page, `expenses-cashier-${width}`);

    await page.goto(url('/cancelled-sales'));
    await page.getByRole('heading', { name: /^COBRO DEUDAS \(\d+\)$/ }).waitFor();
    await page.getByText(/Expresado en Bs\. · Total Venta: Bs\. [\d.]+,\d{2} · Saldo: Bs\. [\d.]+,\d{2} · Cantidad: \d+/).waitFor();
    await shot(page, `debts-${width}`);
    await page.getByRole('button', { name: /^Ver detalle de la venta/ }).first().click();
    await page.getByRole('table', { name: /Productos de la venta/ }).waitFor();
    await shot(page, `debt-detail-${width}`);
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Cobrar deuda' });
    await chooseOption(page, ask.getByLabel('Tipo Pago'));
    await checkA11y(page, 'collect-dialog');
    await ask.getByRole('button', { name: 'Cobrar' }).click();
    await confirm(page, /¿Está seguro de cobrar la venta N° \d+/, 'Se dio por cancelada la venta', 'collect');

    await page.goto(url('/close-box'));
    await page.getByRole('heading', { name: 'CIERRE DE CAJA Bs.' }).waitFor();
    await page.getByText('Diferencia caja', { exact: true }).waitFor();
    expect(await page.getByLabel('Desde').count()).toBe(0);
    await shot(page, `close-box-cashier-${width}`);
    await page.getByRole('tab', { name: 'Gastos' }).click();
    await page.getByText(description).waitFor();
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByText('Diferencia caja', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Ventas por tipo de pago' }).click();
    await page.getByRole('button', { name: /^Ver ventas/ }).first().click();
    await page.getByRole('tab', { name: 'Detalle de ventas', selected: true }).waitFor();
    await shot(page, `close-box-sales-${width}`);
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByRole('tab', { name: 'Ventas por tipo de pago', selected: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Imprimir cierre' }).isEnabled()).toBe(true);
  });

  it(`the administrator's closing with dates and the balance of a month with its chart (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/close-box'));
    await page.getByText('Diferencia caja', { exact: true }).waitFor();
    await page.getByLabel('Desde').waitFor();
    await shot(page, `close-box-admin-${width}`);
    await page.goto(url('/balance'));
    await page.getByText('Margen de utilidad').waitFor();
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Desde').fill(from);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.locator('svg .MuiBarElement-root, svg rect').first().waitFor();
    await shot(page, `balance-month-${width}`);
    await page.getByRole('tab', { name: 'Gastos' }).click();
    await page.getByRole('table', { name: 'Gastos del periodo' }).waitFor();
    await shot(page, `balance-expenses-${width}`);
  });
}
