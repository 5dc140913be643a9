import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, DESKTOP, MOBILE, checkA11y, confirmThenAccept, shot, signIn, url, useBrowserPages } from './browser';

/**
 * PRESENTACIONES in a real browser, at 1280 px (a table) and 390 px (cards): the demo's crates of a
 * yogurt, a pack registered, the refusals a person meets (one unit, a barcode in use) and a weighed
 * product's action, off with its reason. The run's database is shared: each width adds its own pack.
 */
const freshPage = useBrowserPages();

async function openProducts(page: Page, code: string): Promise<void> {
  await page.goto(url('/products'));
  await page.getByRole('heading', { level: 1, name: /^PRODUCTOS \(\d+\)$/ }).waitFor();
  await page.getByLabel('Buscar', { exact: true }).fill(code);
  await page.getByRole('heading', { level: 1, name: 'PRODUCTOS (1)' }).waitFor();
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('PRESENTACIONES at %s px', (width, viewport) => {
  it("lists a yogurt's crate and pack, registers one more and refuses one unit and a barcode in use", async () => {
    const page = await freshPage(viewport);
    await signIn(page, ADMIN);
    await openProducts(page, 'PIL-005');
    await page.getByRole('button', { name: 'Presentaciones', exact: true }).click();
    // The demo's two, and the other width's own when it ran first.
    await page.getByRole('heading', { level: 1, name: /^PRESENTACIONES \([23]\)$/ }).waitFor();
    await page.getByText('PIL-005 · Yogurt Bebible Frutilla 1 L', { exact: true }).waitFor();
    for (const text of ['Caja x12', 'Pack x6', '144,00', '75,00', '17772106000054']) await page.getByText(text, { exact: true }).first().waitFor();
    await shot(page, `presentations-list-${width}`);

    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByLabel('Nombre', { exact: true }).fill(`Caja x24 ${width}`);
    // The product's own barcode: no presentation may carry it.
    await page.getByLabel('Código de barra', { exact: true }).fill('7772106000057');
    await page.getByLabel('Unidades', { exact: true }).fill('1');
    await page.getByLabel('Precio (Bs.)', { exact: true }).fill('280');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const invalid = page.getByRole('alertdialog');
    await invalid.getByText('Corrija todos los errores marcados con rojo').waitFor();
    await invalid.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await page.getByText('No puede ser menor a 2', { exact: true }).waitFor();
    await checkA11y(page, 'presentation-form-invalid');

    await page.getByLabel('Unidades', { exact: true }).fill('24');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true }).getByRole('button', { name: 'SI', exact: true }).click();
    const error = page.getByRole('alertdialog', { name: 'ERROR', exact: true });
    await error.getByText('El código de barra ya existe', { exact: true }).waitFor();
    await shot(page, `presentation-barcode-taken-${width}`);
    await error.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await error.waitFor({ state: 'hidden' });

    await page.getByLabel('Código de barra', { exact: true }).fill(`3777210600005${width === '1280' ? 0 : 1}`);
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de registrar la presentación Caja x24 ${width}?`, 'Se registró la presentación');
    await page.getByRole('heading', { level: 1, name: /^PRESENTACIONES \(\d+\)$/ }).waitFor();
    await page.getByText(`Caja x24 ${width}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Volver a productos', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^PRODUCTOS \(\d+\)$/ }).waitFor();
  });

  it("keeps a weighed product's action off, saying why", async () => {
    const page = await freshPage(viewport);
    await signIn(page, ADMIN);
    await openProducts(page, 'QCH-KG');
    const action = page.getByRole('button', { name: 'Presentaciones', exact: true });
    expect(await action.isDisabled()).toBe(true);
    await action.locator('..').hover();
    await page.getByRole('tooltip').getByText('Los productos por peso no tienen presentaciones', { exact: true }).waitFor();
    await shot(page, `presentations-weighed-${width}`);
  });
});
