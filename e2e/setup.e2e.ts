import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allPages, apiAs, signInApi } from './api';
import { ADMIN, CASHIER, DESKTOP, MOBILE, chooseOption, confirmThenAccept, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Till set-up in a real browser: payment types, product discounts, promotions and
 * settings at 1280 and 390 px, and the cashier's menu with Inventario + Compras on and off. The
 * server and its demo data are shared with the other browser files: names made here carry this
 * run's tag, rules made here end disabled, and the settings are put back as they were.
 */

const freshPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);

async function pageAs(who = ADMIN, viewport = DESKTOP): Promise<Page> {
  const page = await freshPage(viewport);
  await signIn(page, who);
  return page;
}

const bodyRows = (page: Page, label: string) => page.getByRole('table', { name: label, exact: true }).locator('tbody tr');
const rowWith = (page: Page, label: string, text: string) => bodyRows(page, label).filter({ hasText: text });
const cards = (page: Page, label: string) => page.getByRole('list', { name: label, exact: true }).getByRole('listitem');
const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

const choose = (page: Page, label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);

/** 'Elegir Producto' → search → pick the product named `product`. */
async function pickProduct(page: Page, product: string): Promise<void> {
  await page.getByRole('button', { name: 'Elegir Producto', exact: true }).first().click();
  const picker = page.getByRole('dialog', { name: 'Elegir Producto', exact: true });
  await picker.getByLabel('Buscar producto').fill(product);
  const choice = picker.getByRole('list', { name: 'Productos' }).getByRole('button', { name: new RegExp(`^${product}`) });
  await choice.first().waitFor();
  await choice.first().click();
  await picker.waitFor({ state: 'hidden' });
}

/** The administrator's API, signed in once for the file (e2e/api.ts). */
let admin: Awaited<ReturnType<typeof apiAs>> | undefined;
const api = async (method: string, path: string, body?: unknown): Promise<unknown> => (admin ??= await apiAs())(method, path, body);

/**
 * `count` enabled products that have no enabled promotion: another file of this worker may have
 * given some product its 2x3 already (till.e2e.ts, offline-day.e2e.ts), and a second is refused.
 */
async function productsWithoutPromotion(count: number): Promise<number[]> {
  const token = await signInApi();
  const promoted = new Set((await allPages<{ fk_product: number }>(token, 'product-promotion/list?enabled=1')).map((p) => p.fk_product));
  const free = (await allPages<{ id: number }>(token, 'product/list?enabled=1')).map((p) => p.id).filter((id) => !promoted.has(id));
  expect(free.length, 'productos sin promoción').toBeGreaterThanOrEqual(count);
  return free.slice(-count);
}

describe('till set-up at 1280 px', () => {
  it('payment types: register a QR type (both fields required), edit it', async () => {
    const page = await pageAs();
    await page.goto(url('/type-payment'));
    await rowWith(page, 'Tipos de pago', 'Efectivo').first().waitFor();
    await shot(page, 'type-payment-list-1280');
    const name = `Vale ${TAG}`;
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const invalid = page.getByRole('alertdialog');
    await invalid.getByText('Corrija todos los errores marcados con rojo').waitFor();
    await invalid.getByRole('button', { name: 'Aceptar' }).click();
    await fill(page, 'Tipo Pago', name);
    await choose(page, 'Efectivo', 'NO');
    await choose(page, 'Se registra como', 'QR / otro');
    await shot(page, 'type-payment-register-1280');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de registrar el tipo de pago ${name}?`, 'Se registró el tipo de pago');
    expect(await rowWith(page, 'Tipos de pago', name).locator('td').allTextContents()).toEqual(expect.arrayContaining([name, 'NO', 'QR / otro']));

    await rowWith(page, 'Tipos de pago', name).getByRole('button', { name: 'Editar' }).click();
    await choose(page, 'Se registra como', 'Tarjeta');
    await fill(page, 'Tipo Pago', `${name} T`);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de editar el tipo de pago ${name} T?`, 'Se editó el tipo de pago');
    expect(await rowWith(page, 'Tipos de pago', `${name} T`).locator('td').allTextContents()).toEqual(expect.arrayContaining([`${name} T`, 'Tarjeta']));
  });

  it('discounts: register one below the price, a second for the same product is refused, disable it', async () => {
    const page = await pageAs();
    await page.goto(url('/product-discounts'));
    await bodyRows(page, 'Descuentos').first().waitFor();
    await shot(page, 'discounts-list-1280');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await pickProduct(page, 'Ricota 250 g');
    await fill(page, 'P.U.', '14');
    await fill(page, 'Por Cantidad', '3');
    await shot(page, 'discounts-register-1280');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
    await confirm.getByRole('button', { name: 'SI', exact: true }).click();
    // 14.00 is the product's own price: the server refuses it
    const refused = page.getByRole('alertdialog');
    await refused.getByText('El P.U. debe ser menor al precio de Ricota 250 g (Bs. 14,00)').waitFor();
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await fill(page, 'P.U.', '12.50');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, '¿Está seguro de registrar el descuento Ricota 250 g?', 'Se registró el descuento');
    const row = rowWith(page, 'Descuentos', 'Ricota 250 g');
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['Bs. 14,00', 'Bs. 12,50', '3', 'Habilitado']));

    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await pickProduct(page, 'Ricota 250 g');
    await fill(page, 'P.U.', '13');
    await fill(page, 'Por Cantidad', '6');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirm.getByRole('button', { name: 'SI', exact: true }).click();
    await refused.getByText('Ya existe un descuento habilitado para el producto Ricota 250 g').waitFor();
    await shot(page, 'discounts-second-refused-1280');
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('button', { name: 'Volver a la lista' }).click();

    await row.getByRole('button', { name: 'Inhabilitar descuento' }).click();
    await confirmThenAccept(page, '¿Está seguro(a) de inhabilitar el descuento Ricota 250 g?', 'Se inhabilitó el descuento');
    await row.getByText('Inhabilitado').waitFor();
  });

  it('promotions: register a 2x3, edit it to 3x4 (product fixed), disable it; paging keeps the page asked for', async () => {
    // more promotions than a page, so the paging bar has a second page (each on its own product, then disabled)
    const made: { id: number; version: number }[] = [];
    for (const id of await productsWithoutPromotion(10)) {
      made.push((await api('POST', 'product-promotion/add', { fk_product: id, quantity_promotion: 5, quantity_sale: 4 })) as { id: number; version: number });
    }
    const page = await pageAs();
    await page.goto(url('/promotions'));
    await bodyRows(page, 'Promociones').first().waitFor();
    await shot(page, 'promotions-list-1280');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('Pag. 2 de', { exact: false }).waitFor();
    const firstOnPage2 = await bodyRows(page, 'Promociones').first().locator('td').first().textContent();
    expect(firstOnPage2).toBe('11');
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await page.getByText('Pag. 1 de', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await pickProduct(page, 'Yogurt de Quinua 1 L');
    await fill(page, 'Cantidad Promo', '3');
    await fill(page, 'X Cantidad', '3');
    // leaving the field shows its message (the form validates on blur), then Registrar refuses
    await page.keyboard.press('Tab');
    await page.getByText('Debe ser menor a Cantidad Promo', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const invalid = page.getByRole('alertdialog');
    await invalid.getByText('Corrija todos los errores marcados con rojo').waitFor();
    await invalid.getByRole('button', { name: 'Aceptar' }).click();
    await fill(page, 'X Cantidad', '2');
    await shot(page, 'promotions-register-1280');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, '¿Está seguro de registrar la promoción Yogurt de Quinua 1 L 2x3?', 'Se registró la promoción');
    const row = rowWith(page, 'Promociones', 'Yogurt de Quinua 1 L');
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['2x3', 'Habilitado']));

    await row.getByRole('button', { name: 'Editar' }).click();
    expect(await page.getByLabel('Producto', { exact: true }).isDisabled()).toBe(true);
    await fill(page, 'Cantidad Promo', '4');
    await fill(page, 'X Cantidad', '3');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, '¿Está seguro de editar la promoción Yogurt de Quinua 1 L 3x4?', 'Se editó la promoción');
    await row.getByText('3x4').waitFor();
    await row.getByRole('button', { name: 'Inhabilitar promoción' }).click();
    await confirmThenAccept(page, '¿Está seguro(a) de inhabilitar la promoción Yogurt de Quinua 1 L 3x4?', 'Se inhabilitó la promoción');
    await row.getByText('Inhabilitado').waitFor();

    for (const p of made) await api('PATCH', 'product-promotion/change-state', { id: p.id, version: p.version });
  });

  it("settings: invalid form says 'Operación Cancelada', edit saves; device and options toggles", async () => {
    const page = await pageAs();
    await page.goto(url('/settings'));
    await page.getByText('Calle Comercio 1045, La Paz').waitFor();
    await shot(page, 'settings-1280');

    await page.getByRole('button', { name: 'Editar configuración' }).click();
    await fill(page, 'Caja Inicial', '10.5');
    await fill(page, 'Dirección', '');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const invalid = page.getByRole('dialog', { name: 'Operación Cancelada', exact: true });
    await invalid.getByText('Corrija los errores', { exact: true }).waitFor();
    await shot(page, 'settings-invalid-1280');
    await invalid.getByRole('button', { name: 'Aceptar' }).click();
    await fill(page, 'Caja Inicial', '300');
    await fill(page, 'Dirección', 'Calle Comercio 1045, La Paz');
    await fill(page, 'Número', '70654321');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, '¿Está seguro de actualizar los valores de la configuración?', 'Se actualizó los valores');
    await page.getByText('70654321').waitFor();

    await page.getByRole('button', { name: 'Habilitar dispositivo' }).click();
    await confirmThenAccept(page, '¿Está seguro(a) de habilitar este dispositivo para vender?', 'Se habilitó el dispositivo');
    expect(await page.evaluate(() => localStorage.getItem('lactea-device'))).not.toBeNull();
    await page.getByRole('button', { name: 'Inhabilitar dispositivo' }).click();
    await confirmThenAccept(page, '¿Está seguro(a) de inhabilitar este dispositivo para vender?', 'Se inhabilitó el dispositivo');
    expect(await page.evaluate(() => localStorage.getItem('lactea-device'))).toBeNull();
    await api('PUT', 'setting/update', { ...(await api('GET', 'setting/list')) as object, cellphone_number: '71234567' });
  });

  it("the cashier's menu shows Inventario and Compras only while the administrator enables them", async () => {
    const admin = await pageAs();
    await admin.goto(url('/settings'));
    await admin.getByRole('button', { name: 'Habilitar Inventario + Compras' }).click();
    await confirmThenAccept(admin, '¿Está seguro(a) de habilitar Inventario y Compras para los usuarios?', 'Se habilitó las opciones');

    const cashier = await pageAs(CASHIER);
    const menuLinks = () =>
      cashier
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await cashier.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inventario' }).waitFor();
    expect(await menuLinks()).toEqual(['/', '/inventory', '/sales', '/sales-day', '/cancelled-sales', '/purchases', '/expenses', '/close-box']);
    await shot(cashier, 'cashier-menu-options-on-1280');

    await admin.getByRole('button', { name: 'Inhabilitar Inventario + Compras' }).click();
    await confirmThenAccept(admin, '¿Está seguro(a) de inhabilitar Inventario y Compras para los usuarios?', 'Se inhabilitó las opciones');
    await cashier.reload();
    await cashier.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Vender' }).waitFor();
    expect(await menuLinks()).toEqual(['/', '/sales', '/sales-day', '/cancelled-sales', '/expenses', '/close-box']);
    await shot(cashier, 'cashier-menu-options-off-1280');
  });

  it("a cashier's till is blocked on a device until the administrator enables it there", async () => {
    const page = await pageAs(CASHIER);
    await page.goto(url('/sales'));
    await page.getByText('Dispositivo no habilitado', { exact: true }).waitFor();
    await shot(page, 'till-blocked-1280');
    const signOut = async () => {
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
      await page.waitForURL(url('/login'));
    };
    // the administrator signs in on this same browser and enables it from Configuraciones
    await signOut();
    await signIn(page, ADMIN);
    await page.goto(url('/settings'));
    await page.getByRole('button', { name: 'Habilitar dispositivo' }).click();
    await confirmThenAccept(page, '¿Está seguro(a) de habilitar este dispositivo para vender?', 'Se habilitó el dispositivo');
    await signOut();
    // The cashier signs in on the enabled device and lands straight on VENDER.
    await page.getByLabel('Usuario').fill(CASHIER.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(CASHIER.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(url('/sales'));
    await page.getByRole('table', { name: 'Detalle de la venta' }).waitFor();
    expect(await page.getByText('Dispositivo no habilitado', { exact: true }).count()).toBe(0);
  });
});

describe('till set-up at 390 px', () => {
  it('shows each list as cards and the settings screen fits the phone', async () => {
    const page = await pageAs(ADMIN, MOBILE);
    for (const [path, label, name] of [
      ['/type-payment', 'Tipos de pago', 'type-payment'],
      ['/product-discounts', 'Descuentos', 'discounts'],
      ['/promotions', 'Promociones', 'promotions'],
    ] as const) {
      await page.goto(url(path));
      await cards(page, label).first().getByRole('button', { name: 'Editar' }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await shot(page, `${name}-390`);
    }
    await page.goto(url('/settings'));
    await page.getByRole('button', { name: 'Editar configuración' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'settings-390');
    await page.getByRole('button', { name: 'Editar configuración' }).click();
    await page.getByLabel('Caja Inicial', { exact: true }).waitFor();
    await shot(page, 'settings-edit-390');
  });

  it("the cashier's drawer menu follows the options setting too", async () => {
    const before = (await api('GET', 'setting/list')) as Record<string, unknown>;
    await api('PUT', 'setting/update', { ...before, enabled_options_user: 1 });
    const cashier = await pageAs(CASHIER, MOBILE);
    await cashier.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = cashier.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Compras' }).waitFor();
    await shot(cashier, 'cashier-menu-options-on-390');
    const after = (await api('GET', 'setting/list')) as Record<string, unknown>;
    await api('PUT', 'setting/update', { ...after, enabled_options_user: 0 });
  });
});
