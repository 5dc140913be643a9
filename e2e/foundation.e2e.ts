import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_PAGE_SIZE } from '@lactea/contracts';
import { ADMIN, CASHIER, MOBILE, chooseOption, confirmThenAccept, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The foundation in a real browser: session gate, login, home, the shell's menu, the
 * Marks screen end to end, the error mapper and sign-out, at 1280 px and at 390 px.
 * Texts are written out as the spec gives them, not imported, so a wrong constant is caught.
 * The server and its database are shared by the whole run: marks made here get unique names.
 */

const freshPage = useBrowserPages();

/** A page in a fresh browser context (no session, no storage), closed after the test. */
const newPage = freshPage;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('lactea'));
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Every route of the original menu as the administrator's menu links it (/login is outside; /sale-mobile is Vender's narrow twin). */
const SPEC_MENU_PATHS = [
  '/',
  '/marks',
  '/users',
  '/providers',
  '/clients',
  '/products',
  '/inventory',
  '/lots',
  '/low-lots',
  '/expired-lots',
  '/lots-near-expired/0',
  '/type-expenses',
  '/expenses',
  '/expenses-admin',
  '/provider-products',
  '/product-discounts',
  '/promotions',
  '/type-payment',
  '/settings',
  '/sales',
  '/sales-day',
  '/report-sales',
  '/sales-client',
  '/canceled-sales',
  '/products-sales',
  '/balance',
  '/close-box',
  '/cancelled-sales',
  '/sales-marks',
  '/purchases',
  '/purchases-by-registration',
  '/report-purchases',
  '/canceled-purchases',
  '/purchases-by-products',
  // Not in the spec's table: the audit log screen, the offline sales to review, the price lists,
  // the returns report and the invoices (FACTURAS).
  '/audit',
  '/offline-sales',
  '/price-lists',
  '/returns-report',
  '/invoices',
];

const MENU_GROUPS = ['Registros', 'Inventario', 'Ventas', 'Compras', 'Gastos', 'Caja', 'Configuración'];

const REMINDERS = [
  'Use el sistema de manera responsable.',
  'Reporte cualquier problema al administrador.',
  'Todas las acciones quedan registradas en el sistema.',
  'Cierre sesión antes de cerrar el sistema.',
];

// ---- dialogs ---------------------------------------------------------------------------------

/** Success / notice / confirmation dialogs have role dialog; error dialogs alertdialog. */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const errorDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title, exact: true });

/** Waits for `text` inside the open dialog. */
async function expectText(scope: Locator, text: string): Promise<void> {
  await scope.getByText(text, { exact: true }).waitFor();
}

/** Presses a dialog's button and waits until the dialog has gone (MUI hides the page meanwhile). */
async function answer(box: Locator, button: 'Aceptar' | 'SI' | 'NO' = 'Aceptar'): Promise<void> {
  await box.getByRole('button', { name: button, exact: true }).click();
  await box.waitFor({ state: 'hidden' });
}

// ---- menu --------------------------------------------------------------------------------------

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

async function expandAllGroups(page: Page): Promise<void> {
  for (const group of MENU_GROUPS) {
    const button = menu(page).getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  }
}

const linkPaths = (nav: Locator) =>
  nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

// ---- Marks ---------------------------------------------------------------------------------------

const marksTable = (page: Page) => page.getByRole('table', { name: 'Marcas' });
const dataRows = (page: Page) => marksTable(page).locator('tbody tr');
const marksHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^MARCAS \(\d+\)$/ });
const pagingTitle = (page: Page) => page.getByRole('navigation', { name: 'Paginación' }).getByText(/^Pag\. \d+ de \d+$/);

/** Opens /marks and waits for the first rows; returns the total in the title. */
async function openMarks(page: Page): Promise<number> {
  await page.goto(url('/marks'));
  await dataRows(page).first().getByRole('button', { name: 'Editar' }).waitFor();
  const text = (await marksHeading(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

/** The Marca cell of each row on screen. */
const markNames = (page: Page) => dataRows(page).locator('td:nth-child(2)').allTextContents();
const stateTexts = (page: Page) => dataRows(page).locator('td:nth-child(3)').allTextContents();

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function jumpTo(page: Page, typed: string): Promise<void> {
  await page.getByLabel('Pag.', { exact: true }).fill(typed);
  await page.getByRole('button', { name: 'Buscar página' }).click();
}

async function expectJumpError(page: Page, typed: string, message: string): Promise<void> {
  await jumpTo(page, typed);
  const box = dialog(page, 'Página Erronea');
  await expectText(box, message);
  await answer(box);
}

// ==============================================================================================

describe('session gate', () => {
  it('sends / and /marks to /login without a session, replacing history', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    await page.waitForURL(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();

    const before = await page.evaluate(() => history.length);

    await page.goto(url('/marks'));
    await page.waitForURL(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    // Loading /marks added one entry, and the gate replaced it with /login: no /marks entry to go back to.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    expect(pathOf(page)).toBe('/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await storedSession(page)).toBeNull();
  });
});

describe('login and home', () => {
  it('refuses a wrong password, toggles the password, opens the owner’s home; a cashier is greeted with the four reminders', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await shot(page, 'login-1280');

    const password = page.getByLabel('Contraseña', { exact: true });
    await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
    await password.fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const error = errorDialog(page, 'ERROR');
    await expectText(error, 'Usuario o contraseña incorrectos');
    await answer(error);
    expect(pathOf(page)).toBe('/login');

    // show / hide
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // the right password, sent as its MD5 hex
    await password.fill(ADMIN.password);
    const loginCall = page.waitForRequest((request) => request.url().endsWith('/api/user/login'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const sent = (await loginCall).postDataJSON() as { username: string; password: string };
    expect(sent).toEqual({ username: ADMIN.username, password: createHash('md5').update(ADMIN.password).digest('hex') });
    await page.waitForURL(url('/'));

    // The administrator opens on the day at a glance; the cashier keeps the welcome.
    await page.getByRole('main').getByRole('region', { name: 'Hoy' }).waitFor();
    const session = JSON.parse((await storedSession(page)) ?? 'null') as { token: string; user: { name: string } } | null;
    expect(session?.user.name).toBe('Administrador');
    expect(session?.token).toBeTruthy();
    await shot(page, 'home-1280');

    const cashier = await newPage();
    await signIn(cashier, CASHIER);
    const main = cashier.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Bienvenido(a)' }).waitFor();
    for (const reminder of REMINDERS) await main.getByText(reminder, { exact: true }).waitFor();
  });
});

describe('menu', () => {
  it("gives the administrator every route of the spec's table, each one opening a page", async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await expandAllGroups(page);
    const paths = await linkPaths(menu(page));
    expect([...paths].sort()).toEqual([...SPEC_MENU_PATHS].sort());
    for (const name of ['Marcas', 'Usuarios', 'Productos', 'Lotes por Expirar', 'Vender', 'Cobro Deudas', 'Compras por Registro', 'Cierre de Caja', 'Configuraciones']) {
      await menu(page).getByRole('link', { name, exact: true }).waitFor();
    }

    // No route is missing: every entry opens a screen with its heading, never the not-found page.
    for (const path of paths) {
      await menu(page).locator(`a[href="${path}"]`).click();
      await page.waitForURL(url(path));
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Página no encontrada').count(), path).toBe(0);
      // a screen that opened a dialog on load (none should for the administrator) would block the menu
      expect(await page.getByRole('alertdialog').count(), path).toBe(0);
    }

    await menu(page).getByRole('link', { name: 'Marcas', exact: true }).click();
    await page.waitForURL(url('/marks'));
    await marksHeading(page).waitFor();

    await menu(page).getByRole('link', { name: 'Inventario', exact: true }).click();
    await page.waitForURL(url('/inventory'));
    await page.getByRole('heading', { level: 1, name: /^INVENTARIO/ }).waitFor();
    // every route of the menu is a built screen now: none says 'próximamente'
    expect(await page.getByText('Esta sección estará disponible próximamente', { exact: true }).count()).toBe(0);
  });

  it("gives the cashier the reduced menu, and /marks ends in 'ACCESO DENEGADO' and /", async () => {
    const page = await newPage();
    await signIn(page, CASHIER);
    await page.getByRole('main').getByText('María Quispe', { exact: true }).waitFor();
    const names = await menu(page).getByRole('link').allTextContents();
    expect(names).toEqual(['Inicio', 'Vender', 'Ventas Día', 'Cobro Deudas', 'Gastos', 'Cierre de Caja']);
    expect(await linkPaths(menu(page))).toEqual(['/', '/sales', '/sales-day', '/cancelled-sales', '/expenses', '/close-box']);
    expect(await menu(page).getByRole('link', { name: 'Marcas' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Notificaciones/ }).count()).toBe(0);

    await page.goto(url('/marks'));
    const denied = errorDialog(page, 'ACCESO DENEGADO');
    await denied.waitFor();
    await answer(denied);
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Bienvenido(a)' }).waitFor();
    expect(await storedSession(page)).not.toBeNull();
  });

  it("collapses to the 60 px rail with 'Ocultar menú' and then offers 'Mostrar menú'", async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    const hide = page.getByRole('button', { name: 'Ocultar menú', exact: true });
    await hide.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Ocultar menú');
    // The drawer's paper (border included) is what pushes the screen: main starts where it ends.
    const mainX = async () => (await page.getByRole('main').boundingBox())?.x;
    expect(await mainX()).toBe(300);

    await hide.click();
    const show = page.getByRole('button', { name: 'Mostrar menú', exact: true });
    await show.waitFor();
    await expect.poll(mainX).toBe(60);
    expect((await menu(page).boundingBox())?.width).toBeLessThanOrEqual(60);
    await page.mouse.move(600, 600);
    await show.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Mostrar menú');
    // the rail still navigates: entries keep their names as labels
    await menu(page).getByRole('link', { name: 'Marcas', exact: true }).click();
    await page.waitForURL(url('/marks'));

    await show.click();
    await expect.poll(mainX).toBe(300);
    await page.getByRole('button', { name: 'Ocultar menú', exact: true }).waitFor();
  });
});

describe('marks', () => {
  it('registers, refuses an empty form and a duplicate, edits and disables a mark', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    const total = await openMarks(page);
    expect(total).toBeGreaterThanOrEqual(25);
    await marksHeading(page).filter({ hasText: `MARCAS (${total})` }).waitFor();
    await shot(page, 'marks-1280');

    const name = unique('E2E');
    const field = page.getByLabel('Marca', { exact: true });
    const submit = page.getByRole('button', { name: 'Registrar', exact: true });

    // empty form
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByRole('heading', { name: 'Formulario Registro' }).waitFor();
    await page.getByText('0/30', { exact: true }).waitFor();
    await submit.click();
    const invalid = errorDialog(page, 'Operación Cancelada');
    await expectText(invalid, 'Corrija todos los errores marcados con rojo');
    await answer(invalid);
    await page.getByText('Es requerido', { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    // the counter follows the typing
    await field.pressSequentially('E2');
    await page.getByText('2/30', { exact: true }).waitFor();
    await field.fill(name);
    await page.getByText(`${name.length}/30`, { exact: true }).waitFor();
    expect(await page.getByText('Es requerido', { exact: true }).count()).toBe(0);
    await shot(page, 'marks-form-1280');

    await submit.click();
    await confirmThenAccept(page, `¿Está seguro de registrar la marca ${name}?`, 'Se registró la marca');
    await page.getByRole('heading', { level: 1, name: `MARCAS (${total + 1})`, exact: true }).waitFor();
    expect((await markNames(page))[0]).toBe(name);

    // a duplicate name: the server's 400 in the error dialog, the form keeps its values
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await field.fill(name);
    await submit.click();
    await answer(dialog(page, 'CONFIRMACIÓN'), 'SI');
    const duplicate = errorDialog(page, 'ERROR');
    await expectText(duplicate, `Ya existe la marca ${name}`);
    await shot(page, 'error-dialog-1280');
    await answer(duplicate);
    await page.getByRole('heading', { name: 'Formulario Registro' }).waitFor();
    expect(await field.inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await page.getByRole('heading', { level: 1, name: `MARCAS (${total + 1})`, exact: true }).waitFor();

    // edit
    const edited = `${name} Editada`;
    const row = dataRows(page).filter({ hasText: name });
    await row.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Formulario Edición' }).waitFor();
    expect(await field.inputValue()).toBe(name);
    await field.fill(edited);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await confirmThenAccept(page, `¿Está seguro de editar la marca ${edited}?`, 'Se editó la marca');
    await marksTable(page).waitFor();
    expect((await markNames(page))[0]).toBe(edited);
    await page.getByRole('heading', { level: 1, name: `MARCAS (${total + 1})`, exact: true }).waitFor();

    // disable
    await row.getByRole('button', { name: 'Inhabilitar marca' }).click();
    const confirmState = dialog(page, 'CONFIRMACIÓN');
    await expectText(confirmState, `¿Está seguro(a) de inhabilitar la marca ${edited}?`);
    await answer(confirmState, 'SI');
    const stateDone = dialog(page, 'Operación Exitosa');
    await expectText(stateDone, 'Se inhabilitó la marca');
    await answer(stateDone);
    await row.getByText('Inhabilitado', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Habilitar marca' }).waitFor();

    // what the server kept: a fresh load shows the edited, disabled mark on top
    await openMarks(page);
    expect((await markNames(page))[0]).toBe(edited);
    expect((await stateTexts(page))[0]).toBe('Inhabilitado');
  });

  it('highlights the search ignoring accents, filters by state, pages and checks the page jump', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    const total = await openMarks(page);
    const lastPage = Math.ceil(total / DEFAULT_PAGE_SIZE);
    expect(lastPage).toBeGreaterThanOrEqual(3); // the demo's 25 marks, plus whatever this run added

    // paging
    await expect.poll(() => pagingTitle(page).textContent()).toBe(`Pag. 1 de ${lastPage}`);
    expect(await page.getByRole('button', { name: 'Página anterior' }).isDisabled()).toBe(true);
    const firstPage = await markNames(page);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => pagingTitle(page).textContent()).toBe(`Pag. 2 de ${lastPage}`);
    await expect.poll(() => dataRows(page).first().locator('td').first().textContent()).toBe(String(DEFAULT_PAGE_SIZE + 1));
    expect(await markNames(page)).not.toEqual(firstPage);

    // page jump errors, then a good jump
    await expectJumpError(page, String(lastPage + 6), `El N° debe estar entre 1-${lastPage}`);
    await expectJumpError(page, '1.5', 'El N° debe ser un número entero');
    await expectJumpError(page, 'dos', 'El N° debe ser un número entero');
    await jumpTo(page, String(lastPage));
    await expect.poll(() => pagingTitle(page).textContent()).toBe(`Pag. ${lastPage} de ${lastPage}`);
    expect(await page.getByRole('button', { name: 'Página siguiente' }).isDisabled()).toBe(true);

    // search, accent-insensitive, with the match marked (and back to page 1)
    await page.getByLabel('Buscar', { exact: true }).fill('lacteos');
    await expect
      .poll(async () => {
        const marked = await dataRows(page).evaluateAll((rows) => rows.map((row) => row.querySelector('mark')?.textContent ?? ''));
        return marked.length > 0 && marked.every((text) => text !== '');
      })
      .toBe(true);
    const marked = await marksTable(page).locator('mark').allTextContents();
    expect(marked).toContain('Lácteos');
    for (const text of marked) expect(fold(text)).toBe('lacteos');
    for (const text of await markNames(page)) expect(fold(text)).toContain('lacteos');
    await expect.poll(() => pagingTitle(page).textContent()).toBe('Pag. 1 de 1');
    await expectJumpError(page, '2', 'Solo tiene la página 1');

    // state filter: Inhabilitados shows only disabled marks
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect.poll(() => pagingTitle(page).textContent()).toBe(`Pag. 1 de ${lastPage}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Estado' }), 'Inhabilitados');
    await expect
      .poll(async () => {
        const states = await stateTexts(page);
        return states.length > 0 && states.every((state) => state === 'Inhabilitado');
      })
      .toBe(true);
    expect(await marksTable(page).getByRole('button', { name: 'Inhabilitar marca' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Estado' }).textContent()).toBe('Inhabilitados');
  });
});

describe('error mapper', () => {
  it("sends a revoked session to /login through 'OPERACIONES CANCELADAS', removing the stored session", async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await openMarks(page);
    // Annul the token on the server, as another sign-out of the same session would.
    const status = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('lactea') ?? '{}') as { token?: string };
      const res = await fetch('/api/user/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
      });
      return res.status;
    });
    expect(status).toBeLessThan(300);

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    const cancelled = errorDialog(page, 'OPERACIONES CANCELADAS');
    await expectText(cancelled, 'El token de seguridad fue anulado.');
    await answer(cancelled);
    await page.waitForURL(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await storedSession(page)).toBeNull();
  });

  it("shows 'Error de conexión de internet' when a list gets no answer", async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.route('**/api/mark/list**', (route) => route.abort());
    await page.goto(url('/marks'));
    const offline = errorDialog(page, 'ERROR');
    await expectText(offline, 'Error de conexión de internet');
    await expectText(offline, 'Revise su conexión de internet; sus datos en pantalla se conservan.');
    await answer(offline);
    expect(pathOf(page)).toBe('/marks');
    expect(await storedSession(page)).not.toBeNull();
    // a failed load is not an empty catalogue: the failure with 'Reintentar', not 'Sin Información'
    await page.getByText('No se pudo obtener la información', { exact: true }).waitFor();
    expect(await page.getByText('Sin Información', { exact: true }).count()).toBe(0);

    // with the connection back, the list loads again
    await page.unroute('**/api/mark/list**');
    await page.getByLabel('Buscar', { exact: true }).fill('PIL');
    await dataRows(page).first().getByRole('button', { name: 'Editar' }).waitFor();
  });
});

describe('sign out', () => {
  it("'Cerrar Sesión' revokes the token, clears the session and ends on /login", async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    const { token } = JSON.parse((await storedSession(page)) ?? '{}') as { token: string };
    const logoutCall = page.waitForResponse((response) => response.url().endsWith('/api/user/logout'));
    await menu(page).getByRole('button', { name: 'Cerrar Sesión' }).click();
    expect((await logoutCall).ok()).toBe(true);
    await page.waitForURL(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    const after = await fetch(url('/api/mark/list?page=1&search=&enabled=2'), { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    // the protected pages stay closed
    await page.goto(url('/marks'));
    await page.waitForURL(url('/login'));
  });

  it('still signs out when the logout call fails', async () => {
    const page = await newPage();
    await signIn(page, CASHIER);
    await page.route('**/api/user/logout', (route) => route.abort());
    await menu(page).getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});

describe('mobile, 390 px', () => {
  it('shows Marks as cards, has no collapse button, and opens the menu as a drawer', async () => {
    const page = await newPage(MOBILE);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await shot(page, 'login-390');
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await noSideScroll()).toBeLessThanOrEqual(MOBILE.width);
    const card = await page.getByRole('form', { name: 'Iniciar Sesión' }).boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= MOBILE.width).toBe(true);
    await signIn(page, ADMIN);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Bienvenido(a)' }).waitFor();
    await shot(page, 'home-390');
    expect(await noSideScroll()).toBeLessThanOrEqual(MOBILE.width);

    await page.goto(url('/marks'));
    const cards = page.getByRole('list', { name: 'Marcas' }).getByRole('listitem');
    await cards.first().getByRole('button', { name: 'Editar' }).waitFor();
    expect(await cards.count()).toBe(DEFAULT_PAGE_SIZE);
    expect(await page.getByRole('table').count()).toBe(0);
    await cards.first().getByText('Marca', { exact: true }).waitFor();
    await cards.first().getByText('Estado', { exact: true }).waitFor();
    await marksHeading(page).waitFor();
    expect(await page.getByRole('button', { name: 'Ocultar menú' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mostrar menú' }).count()).toBe(0);
    expect(await menu(page).count()).toBe(0); // the drawer is closed: its menu is hidden
    expect(await noSideScroll()).toBeLessThanOrEqual(MOBILE.width); // nothing wider than the phone
    await shot(page, 'marks-390');

    // an error dialog fits the phone
    await page.route('**/api/mark/list**', (route) => route.abort());
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    const offline = errorDialog(page, 'ERROR');
    await expectText(offline, 'Error de conexión de internet');
    const box = await offline.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await shot(page, 'error-dialog-390');
    await answer(offline);
    await page.unroute('**/api/mark/list**');

    // the drawer
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu(page).waitFor();
    await menu(page).getByRole('link', { name: 'Marcas', exact: true }).waitFor();
    await shot(page, 'drawer-390');
    await menu(page).getByRole('button', { name: 'Inventario', exact: true }).click();
    await menu(page).getByRole('link', { name: 'Lotes', exact: true }).click();
    await page.waitForURL(url('/lots'));
    await page.getByRole('heading', { level: 1, name: 'LOTES' }).waitFor();
    await menu(page).waitFor({ state: 'hidden' });

    // Vender leads to the mobile till on a phone
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu(page).getByRole('button', { name: 'Ventas', exact: true }).click();
    await menu(page).getByRole('link', { name: 'Vender', exact: true }).click();
    await page.waitForURL(url('/sale-mobile'));
    await menu(page).waitFor({ state: 'hidden' });
  });
});
