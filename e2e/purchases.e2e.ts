import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, chooseOption, confirmThenAccept, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Purchases end to end on the demo database: register a purchase of three products (provider
 * dialog, product dialog, line form, data form, confirmation), see its lots in /lots, edit its
 * header, annul it, and each purchase report with its filters; at 1280 and 390 px.
 */
const newPage = useBrowserPages();

const PRODUCTS = ['Leche Entera UHT 1 L', 'Yogurt Bebible Frutilla 1 L', 'Mantequilla con Sal 200 g'];

async function accept(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await checkA11y(page, `notice-${text.slice(0, 12)}`);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** 'Buscar', then wait until the list's refresh bar is gone (the rows on screen are the new ones). */
async function search(page: Page) {
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

async function pick(page: Page, button: string, search: string, choice: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel(/Buscar/).fill(search);
  await dialog.getByRole('button', { name: choice }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

async function addLine(page: Page, product: string, quantity: string, width: number) {
  await page.getByRole('button', { name: 'Añadir producto' }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir Producto' });
  await picker.getByLabel('Buscar producto').fill(product.split(' ').slice(0, 2).join(' '));
  await picker.getByRole('button', { name: new RegExp(product) }).first().click();
  const form = page.getByRole('dialog', { name: product });
  await form.getByLabel('Cantidad').fill(quantity);
  await form.getByLabel('Descuento').fill('1');
  await form.getByLabel('Fecha Vencimiento').fill('2099-12-31');
  if (product === PRODUCTS[0]) await shot(page, `purchase-line-${width}`);
  await form.getByRole('button', { name: 'Añadir' }).click();
  await form.waitFor({ state: 'hidden' });
}

async function registerPurchase(page: Page, width: number, gloss: string) {
  await page.goto(url('/purchases'));
  await page.getByRole('heading', { name: /^COMPRAS \(\d+\)$/ }).waitFor();
  await shot(page, `purchases-list-${width}`);
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
  await accept(page, 'Seleccione proveedor y añada productos al detalle');

  await pick(page, 'Elegir Proveedor', 'Delizia', 'Delizia Ltda.');
  for (const [i, product] of PRODUCTS.entries()) await addLine(page, product, String(10 + i), width);
  // The same product again: refused before the line form opens.
  await page.getByRole('button', { name: 'Añadir producto' }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir Producto' });
  await picker.getByLabel('Buscar producto').fill('Leche Entera');
  await picker.getByRole('button', { name: new RegExp(PRODUCTS[0]) }).first().click();
  await accept(page, 'Ya se agregó el producto');
  await page.getByLabel('Descuento', { exact: true }).fill('0.5');
  await shot(page, `purchase-register-${width}`);

  await page.getByRole('button', { name: 'Registrar', exact: true }).last().click();
  const data = page.getByRole('dialog', { name: 'Datos de la Compra' });
  await data.getByLabel('Glosa').fill(gloss);
  await shot(page, `purchase-data-${width}`);
  await data.getByRole('button', { name: 'Registrar' }).click();
  await confirmThenAccept(page, '¿Está seguro(a) de registrar la compra de:', 'Se registró la compra');
  await page.getByRole('tab', { name: 'Lista', selected: true }).waitFor();
}

/** The newest purchase, read with the page's own session (the API is the source of truth). */
async function newestPurchase(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('lactea') ?? '{}').token as string;
    const res = await fetch('/api/purchase/purchases-report-register?page=1', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()).data[0] as { id: number; gloss: string; total_purchase: number; products: { product: string; pivot: { quantity: number; fk_lot: number | null } }[] };
  });
}

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;

  it(`registers a purchase of three products, its lots appear in /lots, edits and annuls it (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    const gloss = `Factura e2e ${width}`;
    await registerPurchase(page, width, gloss);
    const saved = await newestPurchase(page);
    expect(saved.gloss).toBe(gloss);
    // 10 + 11 + 12 units at the products' cost, 1.00 off each line, 0.50 off the purchase.
    expect(saved.products.map((l) => [l.product, l.pivot.quantity, l.pivot.fk_lot !== null])).toEqual(PRODUCTS.map((p, i) => [p, 10 + i, true]));

    await page.goto(url('/lots'));
    await page.getByText('31/12/2099').first().waitFor();
    await shot(page, `purchase-lots-${width}`);

    await page.goto(url('/purchases'));
    await page.getByRole('button', { name: 'Ver compra' }).first().click();
    await page.getByText(gloss).waitFor();
    await shot(page, `purchase-detail-${width}`);
    await page.getByRole('button', { name: 'Volver a la lista' }).click();

    await page.getByRole('button', { name: 'Editar compra' }).first().click();
    await page.getByRole('heading', { name: `Editar compra N° ${saved.id}` }).waitFor();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const data = page.getByRole('dialog', { name: 'Datos de la Compra' });
    await chooseOption(page, data.getByLabel('Tipo'), 'No Cancelado');
    await data.getByLabel('Glosa').fill(`${gloss} editada`);
    await data.getByRole('button', { name: 'Guardar' }).click();
    await confirmThenAccept(page, '¿Está seguro(a) de editar la compra de:', 'Se editó la compra');
    expect((await newestPurchase(page)).gloss).toBe(`${gloss} editada`);

    const heading = page.getByRole('heading', { name: /^COMPRAS \(\d+\)$/ });
    const before = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: 'Anular compra' }).first().click();
    await confirmThenAccept(page, '¿Está seguro de anular la compra de:', 'Se anuló la compra');
    await page.getByRole('heading', { name: `COMPRAS (${before - 1})` }).waitFor();
    expect((await newestPurchase(page)).id).not.toBe(saved.id);
  });

  it(`shows each purchase report with its filters and totals (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    const totals = page.getByLabel('Totales');

    await page.goto(url('/purchases-by-registration'));
    await page.getByRole('heading', { name: /^COMPRAS \(\d+\)$/ }).waitFor();
    await chooseOption(page, page.getByLabel('Cancelado'), 'SI');
    await search(page);
    await totals.getByText('Total Compras:').waitFor();
    await shot(page, `purchases-by-registration-${width}`);

    await page.goto(url('/report-purchases'));
    await page.getByRole('heading', { name: /^REPORTE COMPRAS \(\d+\)$/ }).waitFor();
    await page.getByLabel('Compra Inicio').fill('2000-01-01');
    await search(page);
    await page.getByRole('button', { name: 'Ver compra' }).first().click();
    await page.getByRole('button', { name: 'Volver a la lista' }).waitFor();
    await shot(page, `report-purchases-detail-${width}`);
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await shot(page, `report-purchases-${width}`);

    await page.goto(url('/canceled-purchases'));
    await page.getByRole('heading', { name: /^COMPRAS CANCELADAS \(\d+\)$/ }).waitFor();
    await page.getByLabel('Registro Inicio').fill('2000-01-01');
    await search(page);
    await page.getByRole('button', { name: 'Ver compra' }).first().waitFor();
    await shot(page, `canceled-purchases-${width}`);

    await page.goto(url('/purchases-by-products'));
    await page.getByRole('heading', { name: /^COMPRAS PRODUCTO \(\d+\)$/ }).waitFor();
    await pick(page, 'Elegir Producto', 'Leche Entera', PRODUCTS[0]);
    await page.getByLabel('Compra Inicio').fill('2000-01-01');
    await search(page);
    await page.getByRole('heading', { name: /^COMPRAS PRODUCTO \([1-9]\d*\)$/ }).waitFor();
    // Lines, before each purchase's own discount: not named as REPORTE COMPRAS's 'Total Compras'.
    await totals.getByText('Total líneas:').waitFor();
    await shot(page, `purchases-by-products-${width}`);

    await page.goto(url('/provider-products'));
    await page.getByRole('heading', { name: /^PROVEEDOR - PROD\. \(\d+\)$/ }).waitFor();
    await shot(page, `provider-products-${width}`);
  });
}

it("Enter closes the 'Corrija todos los errores' box of a purchase line and puts the cursor on the wrong field", async () => {
  const page = await newPage(DESKTOP);
  await signIn(page);
  await page.goto(url('/purchases'));
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Añadir producto' }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir Producto' });
  await picker.getByLabel('Buscar producto').fill('Leche Entera');
  await picker.getByRole('button', { name: new RegExp(PRODUCTS[0]) }).first().click();
  const form = page.getByRole('dialog', { name: PRODUCTS[0] });
  await form.getByLabel('Cantidad').fill('');
  await form.getByLabel('Cantidad').press('Enter');
  const box = page.getByRole('alertdialog', { name: 'Operación Cancelada' });
  await box.getByText('Corrija todos los errores marcados con rojo').waitFor();
  await page.getByRole('button', { name: 'Aceptar' }).and(page.locator(':focus')).waitFor();
  await page.keyboard.press('Enter');
  await box.waitFor({ state: 'hidden' });
  await form.getByLabel('Cantidad').and(page.locator(':focus')).waitFor();
});
