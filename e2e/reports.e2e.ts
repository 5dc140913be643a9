import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { formatMoney } from '@lactea/contracts';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, confirmThenAccept, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The sales reports on the demo database (it records sales today): REPORTE VENTAS with its
 * profit-margin dialog, detail tab, sold-inventory dialog, sale note and export (the XLSX opened
 * and its rows and TOTAL checked); Productos Vendidos and VENTAS MARCAS agreeing with its total;
 * Ventas Cliente refusing a search without a client; an annulment that moves a sale to Ventas
 * Anuladas. At 1280 and 390 px, with the axe check on each screen and dialog.
 */
const newPage = useBrowserPages();

async function reportPage(viewport: typeof DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });
  await signIn(page);
  return page;
}

/** 'Total Venta: Bs. 281,30' in the totals header → 'Bs. 281,30'. */
async function headerTotal(page: Page, label = 'Total Venta'): Promise<string> {
  const box = page.getByLabel('Totales');
  await expect.poll(async () => (await box.textContent()) ?? '').toMatch(new RegExp(`${label}: Bs\\. \\d`));
  return /Bs\. [\d.]+,\d{2}/.exec(((await box.textContent()) ?? '').split(`${label}:`)[1])![0];
}

async function open(page: Page, path: string, heading: RegExp) {
  await page.goto(url(path));
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

async function closeDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  it(`REPORTE VENTAS, Productos Vendidos, VENTAS MARCAS agree; dialogs, detail, note and export (${label} px)`, async () => {
    const page = await reportPage(viewport);
    await open(page, '/report-sales', /^REPORTE VENTAS \(\d+\)$/);
    const total = await headerTotal(page);
    expect(total).not.toBe('Bs. 0,00');
    await checkA11y(page, `report-sales-${label}`);
    await shot(page, `report-sales-${label}`);

    // Profit-margin dialog: the same total sale.
    await page.getByRole('button', { name: 'Margen de ganancia' }).click();
    const gain = page.getByRole('dialog', { name: 'Margen de ganancia' });
    await expect.poll(async () => (await gain.textContent()) ?? '').toContain(`Total Ventas${total}`);
    await checkA11y(page, `gain-dialog-${label}`);
    await closeDialog(page, 'Margen de ganancia');

    // Sold-inventory dialog (800 wide, narrower on a phone) and the sale note.
    await page.getByRole('button', { name: /^Inventario vendido de la venta / }).first().click();
    const inventory = page.getByRole('dialog', { name: /^Inventario vendido/ });
    await inventory.getByRole('table').waitFor();
    const box = await inventory.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(label === '1280' ? 800 : 390);
    await checkA11y(page, `sold-inventory-${label}`);
    await closeDialog(page, /^Inventario vendido/);
    await page.getByRole('button', { name: /^Imprimir nota de la venta / }).first().click();
    const area = page.getByTestId('receipt-print-area');
    await expect.poll(() => area.textContent()).toContain('NOTA DE VENTA N°');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);

    // Detail tab and back.
    await page.getByRole('button', { name: /^Ver detalle de la venta / }).first().click();
    await page.getByRole('heading', { name: /^Venta N° \d+$/ }).waitFor();
    await checkA11y(page, `report-sales-detail-${label}`);
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await page.getByRole('heading', { name: /^REPORTE VENTAS/ }).waitFor();

    // Export: the whole filter as XLSX, its TOTAL row = the header's total.
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /xlsx/ }).click()]);
    const file = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    const header = rows.findIndex((r) => r.includes('Total (Bs.)'));
    const last = rows[rows.length - 1];
    expect(last[0]).toBe('TOTAL');
    expect(formatMoney(Number(last[rows[header].indexOf('Total (Bs.)')]))).toBe(total);
    const count = Number(/\((\d+)\)/.exec((await page.getByRole('heading', { name: /^REPORTE VENTAS/ }).textContent()) ?? '')![1]);
    expect(rows.length - header - 2).toBe(count);

    // Productos Vendidos and VENTAS MARCAS: the same total, to the cent.
    await open(page, '/products-sales', /^PRODUCTOS VENDIDOS \(\d+\)$/);
    expect(await headerTotal(page)).toBe(total);
    await checkA11y(page, `products-sales-${label}`);
    await shot(page, `products-sales-${label}`);
    await open(page, '/sales-marks', /^VENTAS MARCAS \(\d+\)$/);
    expect(await headerTotal(page, 'Venta')).toBe(total);
    await checkA11y(page, `sales-marks-${label}`);
    await shot(page, `sales-marks-${label}`);
    await page.getByRole('button', { name: /^Ver productos de / }).first().click();
    await page.getByRole('heading', { name: /^Marca: / }).waitFor();
    await page.getByRole('heading', { name: /^PRODUCTOS DE / }).waitFor();
    await checkA11y(page, `sales-marks-detail-${label}`);
    await page.getByRole('button', { name: 'Volver a la lista' }).first().click();
    await page.getByRole('heading', { name: /^VENTAS MARCAS/ }).waitFor();
  });

  it(`Ventas Cliente asks for a client; an annulled sale leaves the report for Ventas Anuladas (${label} px)`, async () => {
    const page = await reportPage(viewport);
    await open(page, '/sales-client', /^VENTAS CLIENTE \(\d+\)$/);
    await checkA11y(page, `sales-client-${label}`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const refused = page.getByRole('dialog').filter({ hasText: 'Elija un cliente' });
    await refused.waitFor();
    await expect.poll(async () => (await refused.textContent()) ?? '').toContain('Operación Cancelada');
    await refused.getByRole('button', { name: 'Aceptar' }).click();

    await open(page, '/canceled-sales', /^VENTAS ANULADAS \(\d+\)$/);
    const before = Number(/\((\d+)\)/.exec((await page.getByRole('heading', { name: /^VENTAS ANULADAS/ }).textContent()) ?? '')![1]);
    await checkA11y(page, `canceled-sales-${label}`);

    await open(page, '/report-sales', /^REPORTE VENTAS \(\d+\)$/);
    const annul = page.getByRole('button', { name: /^Anular la venta / }).first();
    const id = /(\d+)$/.exec((await annul.getAttribute('aria-label')) ?? '')![1];
    await annul.click();
    const question = await page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true }).getByText(/^¿Está seguro de anular la venta N° \d+ de Bs\. [\d.]+,\d{2}\?$/).textContent();
    expect(question).toContain(`N° ${id} de Bs. `);
    await confirmThenAccept(page, question!, 'Se anuló la venta');
    await expect.poll(async () => page.getByRole('button', { name: `Anular la venta ${id}` }).count()).toBe(0);

    await open(page, '/canceled-sales', /^VENTAS ANULADAS \(\d+\)$/);
    await expect.poll(async () => (await page.getByRole('heading', { name: /^VENTAS ANULADAS/ }).textContent()) ?? '').toBe(`VENTAS ANULADAS (${before + 1})`);
    await shot(page, `canceled-sales-${label}`);
  });
}
