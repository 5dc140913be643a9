import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, checkA11y, signIn, url, useBrowserPages } from './browser';

/**
 * Keyboard: a master-data screen (Marcas) used with Tab, Enter and Space only — register a
 * mark, confirm, disable it from its row — with a visible focus ring, focus kept inside each dialog,
 * and given back to the row's button when the dialogs close.
 */

const newPage = useBrowserPages();

interface Focused {
  tag: string;
  name: string;
  inDialog: boolean;
  outline: string;
}

/** What has the focus: its accessible name (aria-label or text), whether it is in a dialog, its outline. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    const style = e ? getComputedStyle(e) : null;
    return {
      tag: e?.tagName ?? '',
      name: (e?.getAttribute('aria-label') ?? e?.textContent ?? '').trim(),
      inDialog: !!e?.closest('[role=dialog],[role=alertdialog]'),
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

/** Presses Tab until the focused element is named `name` (at most `max` times). */
async function tabTo(page: Page, name: string, max = 60): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.name === name) return now;
  }
  throw new Error(`Tab no llegó a "${name}" en ${max} pulsaciones`);
}

/** Tabs `times` times inside an open dialog; the focus must never leave it. */
async function expectFocusTrapped(page: Page, times = 6): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog, `Tab ${i + 1} salió del diálogo`).toBe(true);
  }
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog, `Shift+Tab ${i + 1} salió del diálogo`).toBe(true);
  }
}

const rows = (page: Page) => page.getByRole('table', { name: 'Marcas' }).locator('tbody tr');

describe('keyboard only, on Marcas at 1280 px', () => {
  it('registers a mark and disables it with Tab, Enter and Space; dialogs trap the focus and give it back', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.goto(url('/marks'));
    await rows(page).first().getByRole('button', { name: 'Editar' }).waitFor();

    // Registrar, reached by Tab, shows the focus ring
    const register = await tabTo(page, 'Registrar');
    expect(register.tag).toBe('BUTTON');
    expect(register.outline).toBe('solid 2px');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Formulario Registro' }).waitFor();

    // the form opens on its field; type, then Tab to its Registrar and press Enter
    const name = `Teclado ${Date.now().toString(36)}`;
    await expect.poll(async () => (await focused(page)).tag).toBe('INPUT');
    await page.keyboard.type(name);
    expect(await page.getByLabel('Marca', { exact: true }).inputValue()).toBe(name);
    await tabTo(page, 'Registrar', 10);
    await page.keyboard.press('Enter');

    // CONFIRMACIÓN holds the focus; SI by keyboard
    const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
    await confirm.getByText(`¿Está seguro de registrar la marca ${name}?`).waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await expectFocusTrapped(page);
    await tabTo(page, 'SI', 6);
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
    await done.getByText('Se registró la marca').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await checkA11y(page, 'keyboard success dialog');
    await tabTo(page, 'Aceptar', 4);
    await page.keyboard.press('Enter');
    await done.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await rows(page).first().locator('td').nth(1).textContent()) ?? '').toBe(name);

    // the new row's 'Inhabilitar marca' with Space; the dialogs give the focus back to it
    await page.locator('body').focus();
    await tabTo(page, 'Inhabilitar marca', 80);
    const rowName = await page.evaluate(() => document.activeElement?.closest('tr')?.querySelectorAll('td')[1]?.textContent);
    expect(rowName).toBe(name);
    await page.keyboard.press('Space');
    await confirm.getByText(`¿Está seguro(a) de inhabilitar la marca ${name}?`).waitFor();
    await tabTo(page, 'SI', 6);
    await page.keyboard.press('Space');
    await done.getByText('Se inhabilitó la marca').waitFor();
    await tabTo(page, 'Aceptar', 4);
    await page.keyboard.press('Space');
    await done.waitFor({ state: 'hidden' });
    await rows(page).first().getByText('Inhabilitado', { exact: true }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Habilitar marca');
    expect(await page.evaluate(() => document.activeElement?.closest('tr')?.querySelectorAll('td')[1]?.textContent)).toBe(name);
  });

  it('Escape closes a dialog and the focus returns to the button that opened it', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.goto(url('/products'));
    await page.getByRole('table', { name: 'Productos' }).locator('tbody tr').first().waitFor();
    await tabTo(page, 'Elegir Marca', 80);
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Elegir Marca', exact: true });
    await picker.getByRole('list', { name: 'Marcas' }).getByRole('button').first().waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await expectFocusTrapped(page, 4);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).name).toBe('Elegir Marca');
  });
});
