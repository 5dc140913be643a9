import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { launchBrowser } from './chromium';

export { launchBrowser };

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/**
 * A browser in the shop: Bolivian locale, and the shop's time zone (the server's TZ_BUSINESS of
 * this run, global-setup.ts noonZone). The screens take "today" from the browser's clock and the
 * server from TZ_BUSINESS: with two zones the two days differ for some hours, and a run that crossed
 * the shop's midnight found today's demo sales gone from the screens. The app's service worker
 * is blocked unless a file asks for it (e2e/offline.e2e.ts): a page it controls sends its
 * calls past page.route, which other files use to cut a call.
 */
export async function openPage(browser: Browser, viewport = DESKTOP, serviceWorkers: 'allow' | 'block' = 'block', timezoneId = inject('businessZone')): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'es-BO', timezoneId, serviceWorkers });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

let ownServer: string | undefined;
/** A file that starts a server of its own (e2e/app-update.e2e.ts) points every helper at it; `undefined` points them back. */
export const useOwnServer = (url: string | undefined) => {
  ownServer = url;
};

/** This worker's demo server (global-setup.ts starts one per worker; VITEST_POOL_ID is 1..E2E_WORKERS), or the file's own. */
export const baseUrl = () => {
  if (ownServer) return ownServer;
  const urls = inject('baseUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!url) throw new Error(`Sin servidor para el trabajador ${process.env.VITEST_POOL_ID} (${urls.length} servidores)`);
  return url;
};

/** Who signs in: `landing` is where the sign-in opens (the home when none). */
export interface Who {
  username: string;
  password: string;
  landing?: string;
}

export const ADMIN = { username: 'admin', password: 'admin123' };
export const CASHIER = { username: 'cajero', password: 'cajero123' };
/** The demo's preventista: his sign-in opens PEDIDOS, not the home. */
export const PREVENTISTA = { username: 'preventista', password: 'preventista123', landing: '/orders' };

export async function signIn(page: Page, who: Who = ADMIN): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Usuario').fill(who.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${baseUrl()}${who.landing ?? '/'}`);
}

/**
 * Accessibility check (axe-core, WCAG 2.0/2.1 A + AA; fails on serious or critical): call it on every
 * screen and every dialog a test opens, at each width it runs. `shot` and `confirmThenAccept` call it
 * too, and e2e/a11y.e2e.ts walks every menu route at 1280 and 390 px. A `label` already checked at
 * that width in this file is not checked again (the same screen, opened by several tests).
 */
const checked = new Set<string>();
export async function checkA11y(page: Page, label: string): Promise<void> {
  const key = `${label}@${page.viewportSize()?.width}`;
  if (checked.has(key)) return;
  await expectNoSeriousA11yViolations(page, label);
  checked.add(key);
}

/** Screenshots for people to look at: written when E2E_SCREENSHOTS names a folder. Checks accessibility first. */
export async function shot(page: Page, name: string): Promise<void> {
  await checkA11y(page, name);
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

export const url = (path: string) => `${baseUrl()}${path}`;

/**
 * One browser for the file, a fresh context (no session, no storage) per page, closed after
 * each test. Call once at the top of a test file; it registers its own hooks. `launchArgs`: extra
 * Chromium flags for the file's browser (a fake camera, e2e/camera.e2e.ts). A page's `timezoneId`
 * defaults to the shop's zone of the run (a computer set to another one: e2e/shop-clock.e2e.ts).
 */
export function useBrowserPages(launchArgs: string[] = [], serviceWorkers: 'allow' | 'block' = 'block'): (viewport?: typeof DESKTOP, timezoneId?: string) => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser(launchArgs);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (viewport = DESKTOP, timezoneId?: string) => {
    if (!browser) throw new Error('useBrowserPages: el navegador no arrancó');
    const page = await openPage(browser, viewport, serviceWorkers, timezoneId);
    contexts.push(page.context());
    return page;
  };
}

/**
 * Opens the select `field` and picks `option` (exact name; the first option when omitted). Returns once
 * the select's menu has left the page: it fades out after the click, and until then its half-faded
 * options fail axe's contrast check and cover what the test clicks next.
 */
export async function chooseOption(page: Page, field: Locator, option?: string): Promise<void> {
  await field.click();
  const listbox = page.getByRole('listbox');
  await (option === undefined ? listbox.getByRole('option').first() : listbox.getByRole('option', { name: option, exact: true })).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

/** Says SI to the CONFIRMACIÓN asking `question`, then accepts 'Operación Exitosa' showing `success`. */
export async function confirmThenAccept(page: Page, question: string, success: string, screenshot?: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
  await confirm.getByText(question, { exact: true }).waitFor();
  if (screenshot) await shot(page, screenshot);
  await checkA11y(page, 'dialog-confirm');
  await confirm.getByRole('button', { name: 'SI', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await acceptSuccess(page, success, 'dialog-success');
}

/** Accepts 'Operación Exitosa' showing `success` (with the axe check first when `a11yLabel` is given). */
export async function acceptSuccess(page: Page, success: string, a11yLabel?: string): Promise<void> {
  const done = page.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
  await done.getByText(success, { exact: true }).waitFor();
  if (a11yLabel) await checkA11y(page, a11yLabel);
  await done.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await done.waitFor({ state: 'hidden' });
}
