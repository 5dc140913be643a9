import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, chooseOption, confirmThenAccept, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Stock end to end on the demo database (its lots come from server/src/modules/stock/stock.demo.ts):
 * INVENTARIO with the product dialog (new lot, edit, write-off, Movimientos), LOTES with its
 * filters, LOTES BAJA (revert, delete), LOTES EXPIRADOS, LOTES POR EXPIRAR and the bell; at 1280
 * and 390 px. Each width works on its own demo product so the two never meet.
 */
const newPage = useBrowserPages();

const WIDTHS = [
  { viewport: DESKTOP, product: 'Queso Menonita 1 kg', search: 'SOA-001' },
  { viewport: MOBILE, product: 'Ricota 250 g', search: 'CAB-002' },
];

async function stockShown(page: Page): Promise<number> {
  const text = await page.getByText(/^Inventario: \d+$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

async function fillAndSubmit(page: Page, dialogName: string, fields: Record<string, string>, submit: string) {
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await checkA11y(page, `dialog-${dialogName}`);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

for (const { viewport, product, search } of WIDTHS) {
  const w = viewport.width;

  it(`INVENTARIO at ${w}px: level filter, a product's new lot, edit, write-off and its Movimientos`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/inventory'));
    await page.getByRole('heading', { name: /^INVENTARIO \(\d+\)$/ }).waitFor();
    await shot(page, `inventory-${w}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Inventario' }), 'Bajo');
    await page.getByRole('heading', { name: /^INVENTARIO \(\d+\)$/ }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: 'Inventario' }), 'Todos');

    await page.getByLabel('Buscar', { exact: true }).fill(search);
    await page.getByRole('heading', { name: 'INVENTARIO (1)' }).waitFor();
    await page.getByRole('button', { name: 'Ver detalle' }).first().click();
    const dialog = page.getByRole('dialog', { name: product });
    await dialog.getByText('Habilitado').waitFor();
    await shot(page, `inventory-detail-${w}`);

    await dialog.getByRole('tab', { name: 'Lotes' }).click();
    await dialog.getByRole('button', { name: 'Nuevo Lote' }).waitFor();
    const before = await stockShown(page);
    await dialog.getByRole('button', { name: 'Nuevo Lote' }).click();
    await fillAndSubmit(page, 'Nuevo Lote', { Cantidad: '7', 'Fecha Vencimiento': '2099-06-30' }, 'Registrar');
    await confirmThenAccept(page, '¿Está seguro de registrar el lote de:', 'Se agregó el lote');
    await page.getByText(`Inventario: ${before + 7}`).waitFor();
    await shot(page, `inventory-lots-${w}`);

    // The new lot expires last (2099-06-30): the last one on the list.
    await dialog.getByRole('button', { name: 'Editar lote' }).last().click();
    await fillAndSubmit(page, 'Editar Lote', { Cantidad: '9' }, 'Guardar');
    await confirmThenAccept(page, '¿Está seguro de editar el lote de:', 'Se editó el lote');
    await page.getByText(`Inventario: ${before + 9}`).waitFor();

    await dialog.getByRole('button', { name: 'Dar de baja' }).last().click();
    await fillAndSubmit(page, 'Dar de baja', { Cantidad: '2' }, 'Dar de baja');
    await confirmThenAccept(page, `2 unidades de ${product}?`, 'Se dio de baja el lote');
    await page.getByText(`Inventario: ${before + 7}`).waitFor();

    await dialog.getByRole('tab', { name: 'Movimientos' }).click();
    await dialog.getByText('Baja', { exact: true }).first().waitFor();
    await dialog.getByText('Edición de lote').first().waitFor();
    expect(await dialog.getByText('-2', { exact: true }).count()).toBeGreaterThan(0);
    await shot(page, `inventory-movements-${w}`);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('heading', { name: 'INVENTARIO (1)' }).waitFor();
  });

  it(`LOTES at ${w}px: product filter (name cut to 16 + '..'), write-off, 'Limpiar filtros'`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/lots'));
    await page.getByRole('heading', { name: /^LOTES \(\d+\)$/ }).waitFor();
    await shot(page, `lots-${w}`);
    await page.getByRole('button', { name: 'Elegir Producto' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Producto' });
    await picker.getByLabel('Buscar producto').fill(search);
    await picker.getByRole('button', { name: new RegExp(product) }).first().click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Producto', { exact: true }).inputValue()).toBe(product.length > 16 ? `${product.slice(0, 16)}..` : product);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('heading', { name: /^LOTES \([1-9]\d*\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Dar de baja' }).first().click();
    await fillAndSubmit(page, 'Dar de baja', { Cantidad: '1' }, 'Dar de baja');
    await confirmThenAccept(page, `1 unidades de ${product}?`, 'Se dio de baja el lote');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    const notice = page.getByRole('dialog').filter({ hasText: 'Filtros limpiados' });
    await notice.getByText('Operación Realizada').waitFor();
    await checkA11y(page, 'notice-filters');
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByLabel('Producto', { exact: true }).inputValue()).toBe('Todos');
  });

  it(`LOTES BAJA at ${w}px: revert and delete, each confirmed with product, quantity and expiry`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/low-lots'));
    const heading = page.getByRole('heading', { name: /^LOTES BAJA \(\d+\)$/ });
    await heading.waitFor();
    await shot(page, `low-lots-${w}`);
    const count = async () => Number((await heading.textContent())?.replace(/\D/g, ''));
    const start = await count();
    expect(start).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Revertir' }).first().click();
    await confirmThenAccept(page, '¿Está seguro de revertir la baja de:', 'Se revirtió el lote de baja');
    await page.getByRole('heading', { name: `LOTES BAJA (${start - 1})` }).waitFor();
    await page.getByRole('button', { name: 'Eliminar' }).first().click();
    await confirmThenAccept(page, '¿Está seguro de eliminar el lote de baja de:', 'Se eliminó el lote de baja');
    await page.getByRole('heading', { name: `LOTES BAJA (${start - 2})` }).waitFor();
  });

  it(`LOTES EXPIRADOS at ${w}px: writing off a whole expired lot removes it`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/expired-lots'));
    const heading = page.getByRole('heading', { name: /^LOTES EXPIRADOS \(\d+\)$/ });
    await heading.waitFor();
    await shot(page, `expired-lots-${w}`);
    const start = Number((await heading.textContent())?.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Dar de baja' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Dar de baja', exact: true });
    const all = (await dialog.getByText(/^Lote con \d+ unidades/).textContent())?.match(/\d+/)?.[0] ?? '0';
    await fillAndSubmit(page, 'Dar de baja', { Cantidad: all }, 'Dar de baja');
    await confirmThenAccept(page, '¿Está seguro de dar de baja:', 'Se dio de baja el lote');
    await page.getByRole('heading', { name: `LOTES EXPIRADOS (${start - 1})` }).waitFor();
  });

  it(`LOTES POR EXPIRAR and the bell at ${w}px: the panel, 'Ver Todos', a product's own list`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/lots-near-expired'));
    await page.waitForURL(url('/lots-near-expired/0'));
    await page.getByRole('heading', { name: /^LOTES POR EXPIRAR \([1-9]\d*\)$/ }).waitFor();
    await shot(page, `near-expiry-${w}`);

    await page.goto(url('/'));
    await page.getByRole('button', { name: /^Notificaciones\D*[1-9]/ }).first().click();
    const panel = page.getByRole('heading', { name: 'Productos Cerca de vencer' });
    await panel.waitFor();
    await page.getByRole('list', { name: 'Lotes por vencer' }).getByText(/^Cantidad: \d+/).first().waitFor();
    // The popover grows in: check its colours once it is fully shown, not halfway through the fade.
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiPopover-paper')].every((e) => getComputedStyle(e).opacity === '1'));
    await shot(page, `bell-${w}`);
    await page.getByRole('button', { name: 'Ver Todos' }).click();
    await page.waitForURL(url('/lots-near-expired/0'));

    await page.getByRole('button', { name: 'Elegir Producto' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Producto' });
    await picker.getByLabel('Buscar producto').fill('Quesillo 500');
    await picker.getByRole('button', { name: /Quesillo 500 g/ }).first().click();
    await page.waitForURL(/\/lots-near-expired\/\d+\?product=Quesillo/);
    expect(page.url()).not.toContain('/lots-near-expired/0');
    await page.getByRole('heading', { name: /^LOTES POR EXPIRAR \(\d+\)$/ }).waitFor();
    expect(await page.getByLabel('Producto', { exact: true }).inputValue()).toBe('Quesillo 500 g');
  });
}
