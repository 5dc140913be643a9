import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, CASHIER, DESKTOP, MOBILE, chooseOption, confirmThenAccept, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Users, Providers, Clients and Products in a real browser: one flow per screen at
 * 1280 px and each list as cards at 390 px. The run's server and database are shared with the
 * other browser files, so everything made here carries this run's tag in its name.
 */

const freshPage = useBrowserPages();

/** This run's tag: short, lower-case, no spaces (it also goes into a username). */
const TAG = Date.now().toString(36).slice(-5);

async function adminPage(viewport = DESKTOP): Promise<Page> {
  const page = await freshPage(viewport);
  await signIn(page, ADMIN);
  return page;
}

// ---- the shared flow: confirm → progress → success ------------------------------------------------

const confirmation = (page: Page) => page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });

// ---- lists -------------------------------------------------------------------------------------------

const table = (page: Page, label: string) => page.getByRole('table', { name: label, exact: true });
const bodyRows = (page: Page, label: string) => table(page, label).locator('tbody tr');
/** The row whose cells contain `text`. */
const rowWith = (page: Page, label: string, text: string) => bodyRows(page, label).filter({ hasText: text });
const cellsOf = (row: Locator) => row.locator('td').allTextContents();
const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^${title} \\(\\d+\\)$`) });

async function totalOf(page: Page, title: string): Promise<number> {
  const text = (await heading(page, title).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

/** Opens a list screen and waits for its first row. */
async function openList(page: Page, path: string, label: string): Promise<void> {
  await page.goto(url(path));
  await bodyRows(page, label).first().locator('td').nth(1).waitFor();
}

async function search(page: Page, text: string): Promise<void> {
  // exact: 'Buscar página' (the paging bar's button) also answers to 'Buscar'.
  await page.getByLabel('Buscar', { exact: true }).fill(text);
}

/** Fills a form field by its label (exact, so 'Contraseña' is not 'Repetir Contraseña'). */
async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

const choose = (page: Page, label: string, option: string) => chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);

/** Opens 'Elegir Marca' from the field labelled 'Marca', searches `query` and picks `brand`. */
async function pickBrand(page: Page, query: string, brand: string, screenshot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Elegir Marca', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir Marca', exact: true });
  if (query) {
    const searched = page.waitForResponse((res) => res.url().includes('/api/mark/list') && res.url().includes(`search=${query}`));
    await picker.getByLabel('Buscar marca').fill(query);
    await searched;
  }
  const choice = picker.getByRole('list', { name: 'Marcas' }).getByRole('button', { name: brand, exact: true });
  await choice.waitFor();
  if (screenshot) await shot(page, screenshot);
  await choice.click();
  await picker.waitFor({ state: 'hidden' });
}

// ---- the API, for data a flow needs but does not test --------------------------------------------

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function apiAsAdmin(method: string, path: string, body: unknown): Promise<unknown> {
  const login = await fetch(url('/api/user/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: md5(ADMIN.password) }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(url(`/api/${path}`), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
  return res.json();
}

// ---- desktop flows -------------------------------------------------------------------------------

describe('master data at 1280 px', () => {
  it('users: register, edit, disable and enable, change credentials, then sign in with them', async () => {
    const page = await adminPage();
    await openList(page, '/users', 'Usuarios');
    await shot(page, 'users-list-1280');
    // 'Administrador' on one line, as wide as the word (it wrapped 'Administrado r').
    const category = table(page, 'Usuarios').locator('tbody').getByText('Administrador', { exact: true }).first();
    const lineHeight = await category.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await category.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const total = await totalOf(page, 'USUARIOS');
    const name = `Cajera ${TAG}`;
    const username = `caj${TAG}`;

    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByRole('heading', { name: 'Formulario Registro' }).waitFor();
    await fill(page, 'Nombre', name);
    await choose(page, 'Categoría', 'Usuario');
    await fill(page, 'Username', username);
    await fill(page, 'Contraseña', 'clave123');
    await fill(page, 'Repetir Contraseña', 'clave124');
    await page.getByRole('button', { name: 'Mostrar repetir contraseña' }).click();
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const invalid = page.getByRole('alertdialog');
    await invalid.getByText('Corrija todos los errores marcados con rojo').waitFor();
    await shot(page, 'users-invalid-1280');
    await invalid.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Las contraseñas no coinciden', { exact: true }).waitFor();
    await shot(page, 'users-register-1280');
    await fill(page, 'Repetir Contraseña', 'clave123');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de registrar el usuario ${name}?`, 'Se registró el usuario', 'users-confirm-1280');
    await heading(page, 'USUARIOS').waitFor();
    expect(await totalOf(page, 'USUARIOS')).toBe(total + 1);
    expect((await cellsOf(bodyRows(page, 'Usuarios').first())).slice(1, 5)).toEqual([name, 'Usuario', username, 'Habilitado']);

    const edited = `${name} Editada`;
    await rowWith(page, 'Usuarios', username).getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Formulario Edición' }).waitFor();
    expect(await page.getByLabel('Username', { exact: true }).count()).toBe(0);
    await fill(page, 'Nombre', edited);
    await shot(page, 'users-edit-1280');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de editar el usuario ${edited}?`, 'Se editó el usuario');
    const row = rowWith(page, 'Usuarios', username);
    expect((await cellsOf(row))[1]).toBe(edited);

    await row.getByRole('button', { name: 'Inhabilitar usuario' }).click();
    await confirmThenAccept(page, `¿Está seguro(a) de inhabilitar el usuario ${edited}?`, 'Se inhabilitó el usuario');
    await row.getByText('Inhabilitado', { exact: true }).waitFor();
    // The filters run on the client, 300 ms after a change.
    await choose(page, 'Estado', 'Inhabilitados');
    await search(page, edited);
    await expect.poll(async () => (await bodyRows(page, 'Usuarios').allTextContents()).length).toBe(1);
    await shot(page, 'users-filtered-1280');
    await choose(page, 'Estado', 'Todos');
    await row.getByRole('button', { name: 'Habilitar usuario' }).click();
    await confirmThenAccept(page, `¿Está seguro(a) de habilitar el usuario ${edited}?`, 'Se habilitó el usuario');

    const newUsername = `${username}x`;
    await row.getByRole('button', { name: 'Cambiar Credenciales' }).click();
    await page.getByRole('heading', { name: 'Cambiar Credenciales' }).waitFor();
    await fill(page, 'Username', newUsername);
    await fill(page, 'Contraseña', 'nueva456');
    await fill(page, 'Repetir Contraseña', 'nueva456');
    await shot(page, 'users-credentials-1280');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de cambiar las credenciales de ${edited}?`, 'Se cambio las credenciales');
    expect((await cellsOf(rowWith(page, 'Usuarios', newUsername)))[3]).toBe(newUsername);

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(url('/login'));
    await signIn(page, { username: newUsername, password: 'nueva456' });
    await page.getByRole('main').getByText(edited, { exact: true }).waitFor();
  });

  it('providers: register, edit, disable, search and jump to a page', async () => {
    // Enough providers for a second page, whatever the demo holds.
    for (const n of [1, 2]) {
      await apiAsAdmin('POST', 'provider/add', { provider: `Relleno ${TAG} ${n}`, description: 'Para tener dos páginas' });
    }
    const page = await adminPage();
    await openList(page, '/providers', 'Proveedores');
    await shot(page, 'providers-list-1280');
    const total = await totalOf(page, 'PROVEEDORES');
    const provider = `Prov ${TAG}`;

    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await fill(page, 'Proveedor', provider);
    await fill(page, 'Descripción', 'Quesos frescos de Tarija');
    await shot(page, 'providers-register-1280');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de registrar el proveedor ${provider}?`, 'Se registró el proveedor');
    expect(await totalOf(page, 'PROVEEDORES')).toBe(total + 1);
    expect((await cellsOf(bodyRows(page, 'Proveedores').first())).slice(1, 4)).toEqual([
      provider,
      'Quesos frescos de Tarija',
      'Habilitado',
    ]);

    const edited = `${provider} Sur`;
    await rowWith(page, 'Proveedores', provider).getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Formulario Edición' }).waitFor();
    await fill(page, 'Proveedor', edited);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de editar el proveedor ${edited}?`, 'Se editó el proveedor');
    const row = rowWith(page, 'Proveedores', edited);
    await row.getByRole('button', { name: 'Inhabilitar proveedor' }).click();
    await confirmThenAccept(page, `¿Está seguro(a) de inhabilitar el proveedor ${edited}?`, 'Se inhabilitó el proveedor');
    await row.getByText('Inhabilitado', { exact: true }).waitFor();

    await search(page, `prov ${TAG}`);
    await expect.poll(() => bodyRows(page, 'Proveedores').count()).toBe(1);
    expect(await table(page, 'Proveedores').locator('mark').first().textContent()).toBe(`Prov ${TAG}`);
    await heading(page, 'PROVEEDORES').filter({ hasText: '(1)' }).waitFor();

    await search(page, '');
    await heading(page, 'PROVEEDORES').filter({ hasText: `(${total + 1})` }).waitFor();
    await page.getByLabel('Pag.', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Buscar página' }).click();
    await page.getByText('Pag. 2 de 2', { exact: true }).waitFor();
    await expect.poll(async () => (await cellsOf(bodyRows(page, 'Proveedores').first()))[0]).toBe('11');
    await page.getByLabel('Pag.', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Buscar página' }).click();
    const wrong = page.getByRole('dialog', { name: 'Página Erronea' });
    await wrong.getByText('El N° debe estar entre 1-2', { exact: true }).waitFor();
    await wrong.getByRole('button', { name: 'Aceptar' }).click();
  });

  it('clients: no register button; edit, disable and search', async () => {
    const page = await adminPage();
    await openList(page, '/clients', 'Clientes');
    await shot(page, 'clients-list-1280');
    expect(await page.getByRole('button', { name: 'Registrar' }).count()).toBe(0);
    const row = bodyRows(page, 'Clientes').first();
    const [, businessName, ciNit] = await cellsOf(row);
    const edited = `${businessName.slice(0, 40)} ${TAG}`;

    await row.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Formulario Edición' }).waitFor();
    await fill(page, 'Razón Social', edited);
    await fill(page, 'Glosa (opcional)', 'Entrega los lunes');
    // Credit control: a limit typed the Spanish way; the overdue days left to Configuraciones.
    await fill(page, 'Límite de crédito (opcional)', '1.500,50');
    await shot(page, 'clients-edit-1280');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de editar el cliente ${edited}?`, 'Se editó el cliente');
    expect((await cellsOf(bodyRows(page, 'Clientes').first())).slice(1, 8)).toEqual([edited, ciNit, 'Entrega los lunes', 'Bs. 1.500,50', 'Config.', 'Precio de mostrador', 'Habilitado']);

    await bodyRows(page, 'Clientes').first().getByRole('button', { name: 'Inhabilitar cliente' }).click();
    await confirmThenAccept(page, `¿Está seguro(a) de inhabilitar el cliente ${edited}?`, 'Se inhabilitó el cliente');
    await bodyRows(page, 'Clientes').first().getByText('Inhabilitado', { exact: true }).waitFor();

    await search(page, TAG);
    await heading(page, 'CLIENTES').filter({ hasText: '(1)' }).waitFor();
    expect((await cellsOf(bodyRows(page, 'Clientes').first()))[1]).toBe(edited);
    await choose(page, 'Estado', 'Habilitados');
    await page.getByText('Sin Información', { exact: true }).waitFor();
  });

  it("products: register with a brand from 'Elegir Marca', filter by brand, update the price, disable", async () => {
    const page = await adminPage();
    await openList(page, '/products', 'Productos');
    await shot(page, 'products-list-1280');
    const total = await totalOf(page, 'PRODUCTOS');
    const code = `E2E-${TAG}`;
    const product = `Yogurt Prueba ${TAG}`;

    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await fill(page, 'Código', code);
    await fill(page, 'Producto', product);
    await fill(page, 'Descripción', 'Yogurt de prueba');
    await fill(page, 'Precio (Bs.)', '10.5');
    await fill(page, 'Costo (Bs.)', '8');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const invalid = page.getByRole('alertdialog');
    await invalid.getByText('Corrija todos los errores marcados con rojo').waitFor();
    await invalid.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Elija una marca', { exact: true }).waitFor();
    await shot(page, 'products-register-error-1280');
    await pickBrand(page, 'yogur', 'Yogurísimo', 'products-picker-1280');
    expect(await page.getByLabel('Marca', { exact: true }).inputValue()).toBe('Yogurísimo');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de registrar el producto ${product}?`, 'Se registró el producto');
    expect(await totalOf(page, 'PRODUCTOS')).toBe(total + 1);

    await search(page, code);
    await heading(page, 'PRODUCTOS').filter({ hasText: '(1)' }).waitFor();
    const row = bodyRows(page, 'Productos').first();
    expect((await cellsOf(row)).slice(1, 10)).toEqual([
      code,
      product,
      'S/C',
      'Yogurt de prueba',
      '10,50',
      '8,00',
      'Yogurísimo',
      'Habilitado',
      '',
    ]);

    await row.getByRole('button', { name: 'Actualizar precio' }).click();
    const current = page.getByLabel('Producto actual');
    await current.getByText(`${code} · ${product}`).waitFor();
    await current.getByText('Bs. 10,50', { exact: true }).waitFor();
    expect(await page.getByLabel('Código', { exact: true }).count()).toBe(0);
    await fill(page, 'Precio (Bs.)', '11');
    await fill(page, 'Costo (Bs.)', '8.5');
    await shot(page, 'products-price-1280');
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await confirmThenAccept(
      page,
      `¿Está seguro de actualizar el precio y costo del producto ${product}?`,
      'Se actualizó el precio y costo del producto',
    );
    expect((await cellsOf(bodyRows(page, 'Productos').first())).slice(1, 8)).toEqual([
      code,
      product,
      'S/C',
      'Yogurt de prueba',
      '11,00',
      '8,50',
      'Yogurísimo',
    ]);

    await bodyRows(page, 'Productos').first().getByRole('button', { name: 'Inhabilitar producto' }).click();
    await confirmThenAccept(page, `¿Está seguro(a) de inhabilitar el producto ${product}?`, 'Se inhabilitó el producto', 'products-confirm-1280');
    await bodyRows(page, 'Productos').first().getByText('Inhabilitado', { exact: true }).waitFor();

    // The brand filter: only that brand's products, then every brand again with 'Todos'.
    await search(page, '');
    await heading(page, 'PRODUCTOS').filter({ hasText: `(${total + 1})` }).waitFor();
    await pickBrand(page, 'yogur', 'Yogurísimo');
    await expect.poll(() => totalOf(page, 'PRODUCTOS')).toBeLessThan(total + 1);
    const brands = await bodyRows(page, 'Productos').locator('td:nth-child(8)').allTextContents();
    expect(new Set(brands)).toEqual(new Set(['Yogurísimo']));
    expect(await page.getByLabel('Marca', { exact: true }).inputValue()).toBe('Yogurísimo');
    await shot(page, 'products-brand-filter-1280');
    await pickBrand(page, '', 'Todos');
    await heading(page, 'PRODUCTOS').filter({ hasText: `(${total + 1})` }).waitFor();
  });
});

// ---- screens a newcomer tripped on -------------------------------------------------------------

describe('master-data screens', () => {
  it("Enter in 'Pag.' opens 'Página Erronea' and leaves it open until Aceptar (item 8)", async () => {
    const page = await adminPage();
    await openList(page, '/providers', 'Proveedores');
    const jump = page.getByLabel('Pag.', { exact: true });
    await jump.fill('999');
    await jump.press('Enter');
    const wrong = page.getByRole('dialog', { name: 'Página Erronea' });
    await wrong.waitFor();
    await page.waitForTimeout(400);
    expect(await wrong.isVisible()).toBe(true);
    await wrong.getByRole('button', { name: 'Aceptar' }).click();
    await wrong.waitFor({ state: 'hidden' });
  });

  it('long names hold two lines with the whole text on hover; a 50-character word does not widen the table (items 13, 14)', async () => {
    const [brand] = ((await apiAsAdmin('GET', 'mark/list?page=1&enabled=1', undefined)) as { data: { id: number }[] }).data;
    const word = `W${TAG}`.padEnd(50, 'X');
    await apiAsAdmin('POST', 'product/add', { code: word, product: word, barcode: '7'.repeat(50), description: 'Z'.repeat(100), price: 1, cost: 1, fk_mark: brand.id });
    const longName = `Yogur bebible de frutilla con trozos ${TAG}`;
    const longText = 'Botella plástica de un litro con tapa rosca, conservar refrigerado entre 2 y 6 grados centígrados';
    await apiAsAdmin('POST', 'product/add', { code: `LARGO-${TAG}`, product: longName, description: longText, price: 1, cost: 1, fk_mark: brand.id });

    const page = await adminPage();
    await openList(page, '/products', 'Productos');
    const sizes = await page.evaluate(() => {
      const tableEl = document.querySelector('table')!;
      const rows = [...tableEl.querySelectorAll('tbody tr')].map((r) => r.getBoundingClientRect());
      return {
        tableWidth: tableEl.scrollWidth,
        boxWidth: tableEl.parentElement!.clientWidth,
        tallest: Math.max(...rows.map((r) => r.height)),
        visible: rows.filter((r) => r.bottom <= window.innerHeight).length,
      };
    });
    expect(sizes.tableWidth).toBeLessThanOrEqual(sizes.boxWidth);
    // Two lines of text at most (≈ 20 px each) plus the compact padding.
    expect(sizes.tallest).toBeLessThanOrEqual(56);
    expect(sizes.visible).toBeGreaterThanOrEqual(10);
    const cell = rowWith(page, 'Productos', `LARGO-${TAG}`).locator(`[title="${longText}"]`);
    expect(await cell.textContent()).toBe(longText);
    expect(await cell.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true); // clamped
    await shot(page, 'products-long-text-1280');

    const phone = await adminPage(MOBILE);
    await phone.goto(url('/products'));
    await phone.getByRole('list', { name: 'Productos', exact: true }).getByRole('listitem').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(phone, 'products-long-text-390');
  });

  it('a cashier opening /marks by URL sees no list, only ACCESO DENEGADO, then home (item 12)', async () => {
    const page = await freshPage(DESKTOP);
    await signIn(page, CASHIER);
    await page.goto(url('/marks'));
    const denied = page.getByRole('alertdialog', { name: 'ACCESO DENEGADO' });
    await denied.waitFor();
    expect(await page.getByRole('heading', { name: /^MARCAS/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Registrar', exact: true }).count()).toBe(0);
    await denied.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(url('/'));
  });
});

// ---- phones --------------------------------------------------------------------------------------

describe('master data at 390 px', () => {
  const screens = [
    { path: '/users', title: 'USUARIOS', label: 'Usuarios', first: 'Nombre' },
    { path: '/providers', title: 'PROVEEDORES', label: 'Proveedores', first: 'Proveedor' },
    { path: '/clients', title: 'CLIENTES', label: 'Clientes', first: 'Razón Social' },
    { path: '/products', title: 'PRODUCTOS', label: 'Productos', first: 'Código Barra' },
  ];

  it('shows each list as cards with the same data and actions', async () => {
    const page = await adminPage(MOBILE);
    for (const { path, title, label, first } of screens) {
      await page.goto(url(path));
      await heading(page, title).waitFor();
      const cards = page.getByRole('list', { name: label, exact: true }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await page.getByRole('table').count(), path).toBe(0);
      await cards.first().getByText(first, { exact: true }).waitFor();
      await cards.first().getByRole('button', { name: 'Editar' }).waitFor();
      // Nothing wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await shot(page, `${path.slice(1)}-list-390`);
    }

    await cardsFlow(page);
  });
});

/** On the phone: the forms and the picker fit, and a change still runs the whole flow. */
async function cardsFlow(page: Page): Promise<void> {
  await page.goto(url('/users'));
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await page.getByRole('heading', { name: 'Formulario Registro' }).waitFor();
  await shot(page, 'users-register-390');
  await page.goto(url('/products'));
  const card = page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first();
  await card.getByRole('button', { name: 'Actualizar precio' }).click();
  await page.getByLabel('Producto actual').waitFor();
  await shot(page, 'products-price-390');
  await page.getByRole('button', { name: 'Elegir Marca', exact: true }).click();
  await page.getByRole('dialog', { name: 'Elegir Marca' }).getByRole('list', { name: 'Marcas' }).getByRole('button').first().waitFor();
  await shot(page, 'products-picker-390');
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page.goto(url('/providers'));
  const provider = page.getByRole('list', { name: 'Proveedores' }).getByRole('listitem').first();
  await provider.getByRole('button', { name: /^(Inhabilitar|Habilitar) proveedor$/ }).click();
  await confirmation(page).waitFor();
  await shot(page, 'providers-confirm-390');
  await confirmation(page).getByRole('button', { name: 'NO', exact: true }).click();
  await confirmation(page).waitFor({ state: 'hidden' });
}
