import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, CASHIER, DESKTOP, MOBILE, PREVENTISTA, checkA11y, signIn, url, useBrowserPages, type Who } from './browser';

/**
 * No serious or critical axe-core violation on any screen, at 1280 and 390 px, and no screen wider
 * than the window (no sideways scroll). The routes come from the menu itself, so a screen added to
 * the menu later is checked here the day it lands; its own e2e test checks its dialogs and forms
 * with `checkA11y` (web/README.md).
 */

const newPage = useBrowserPages();

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** Every link of the menu, groups opened. */
async function menuPaths(page: Page): Promise<string[]> {
  await menu(page).getByRole('link', { name: 'Inicio', exact: true }).waitFor();
  const groups = menu(page).locator('[aria-expanded]');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  return menu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Opens a route and waits until its heading is up and nothing is still loading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.getByText('Obteniendo Datos', { exact: true }).count()).toBe(0);
}

/** A walk opens and checks 34+ screens, each bounded by its own waits: 10 s a screen on a busy machine. */
const WALK_BUDGET = 40 * 10_000;

async function everyRoute(who: Who, viewport: typeof DESKTOP): Promise<number> {
  const desk = await newPage(DESKTOP);
  await signIn(desk, who);
  const paths = await menuPaths(desk);
  const page = viewport === DESKTOP ? desk : await newPage(viewport);
  if (page !== desk) await signIn(page, who);
  for (const path of paths) {
    await openScreen(page, path);
    await checkA11y(page, `${who.username} ${path}`);
    // A phone scrolls a screen up and down, never sideways: wide tables turn into cards or scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} wider than ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  }
  return paths.length;
}

describe('axe on every menu route', () => {
  it('login, at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(viewport);
      await page.goto(url('/login'));
      await page.getByRole('button', { name: 'Ingresar' }).waitFor();
      await checkA11y(page, 'login');
    }
  });

  it("the administrator's screens at 1280 px", { timeout: WALK_BUDGET }, async () => {
    expect(await everyRoute(ADMIN, DESKTOP)).toBeGreaterThanOrEqual(34);
  });

  it("the administrator's screens at 390 px, and the menu drawer", { timeout: WALK_BUDGET }, async () => {
    expect(await everyRoute(ADMIN, MOBILE)).toBeGreaterThanOrEqual(34);
    const page = await newPage(MOBILE);
    await signIn(page, ADMIN);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu(page).getByRole('button', { name: 'Registros', exact: true }).click();
    await menu(page).getByRole('link', { name: 'Marcas', exact: true }).waitFor();
    await checkA11y(page, 'menu drawer');
  });

  it("the cashier's screens at 1280 and 390 px", { timeout: WALK_BUDGET }, async () => {
    expect(await everyRoute(CASHIER, DESKTOP)).toBeGreaterThanOrEqual(5);
    expect(await everyRoute(CASHIER, MOBILE)).toBeGreaterThanOrEqual(5);
  });

  // PEDIDOS and ENTREGAS: his sign-in opens the first.
  it("the preventista's screens at 1280 and 390 px", { timeout: WALK_BUDGET }, async () => {
    expect(await everyRoute(PREVENTISTA, DESKTOP)).toBeGreaterThanOrEqual(2);
    expect(await everyRoute(PREVENTISTA, MOBILE)).toBeGreaterThanOrEqual(2);
  });
});

describe('axe on the shared dialogs and forms', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`form, invalid form, picker, page-jump error, confirm and error dialogs at ${viewport.width} px`, async () => {
      const page = await newPage(viewport);
      await signIn(page, ADMIN);

      await openScreen(page, '/marks');
      await page.getByRole('button', { name: 'Registrar', exact: true }).click();
      await page.getByRole('heading', { name: 'Formulario Registro' }).waitFor();
      await checkA11y(page, 'form');
      await page.getByRole('main').getByRole('button', { name: 'Registrar', exact: true }).click();
      const invalid = page.getByRole('alertdialog', { name: 'Operación Cancelada' });
      await invalid.waitFor();
      await checkA11y(page, 'dialog invalid form');
      await invalid.getByRole('button', { name: 'Aceptar' }).click();
      await invalid.waitFor({ state: 'hidden' });
      await checkA11y(page, 'form with errors');
      await page.getByLabel('Marca', { exact: true }).fill(`A11y ${Date.now().toString(36)}`);
      await page.getByRole('main').getByRole('button', { name: 'Registrar', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN' });
      await confirm.waitFor();
      await checkA11y(page, 'dialog confirm');
      await confirm.getByRole('button', { name: 'NO', exact: true }).click();
      await page.getByRole('button', { name: 'Volver a la lista' }).click();

      await page.getByLabel('Pag.', { exact: true }).fill('0');
      await page.getByRole('button', { name: 'Buscar página' }).click();
      const jump = page.getByRole('dialog', { name: 'Página Erronea' });
      await jump.waitFor();
      await checkA11y(page, 'dialog page jump');
      await jump.getByRole('button', { name: 'Aceptar' }).click();
      await jump.waitFor({ state: 'hidden' });

      await openScreen(page, '/products');
      await page.getByRole('button', { name: 'Elegir Marca', exact: true }).first().click();
      const picker = page.getByRole('dialog', { name: 'Elegir Marca' });
      await picker.getByRole('list', { name: 'Marcas' }).getByRole('button').first().waitFor();
      await checkA11y(page, 'dialog brand picker');
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'hidden' });

      await page.route('**/api/mark/list**', (route) => route.abort());
      // not openScreen: the error dialog may come up first and hide the page (aria-hidden) behind it
      await page.goto(url('/marks'));
      const error = page.getByRole('alertdialog', { name: 'ERROR' });
      await error.waitFor();
      await checkA11y(page, 'dialog error');
      await error.getByRole('button', { name: 'Aceptar' }).click();
      await error.waitFor({ state: 'hidden' });
      await checkA11y(page, 'list empty');
    });
  }
});
