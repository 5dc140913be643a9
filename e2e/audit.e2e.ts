import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CASHIER, MOBILE, baseUrl, chooseOption, shot, signIn, url, useBrowserPages } from './browser';

/** AUDITORÍA: the administrator reads what was done, with before and after. */
const newPage = useBrowserPages();
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const suffix = Date.now().toString(36).slice(-5);
const before = `Auditada ${suffix}`;
const after = `Renombrada ${suffix}`;

/** A mark added and renamed through the API: an 'add' and an 'edit' row with before and after. */
beforeAll(async () => {
  const login = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: md5(ADMIN.password) }),
  });
  const { token } = await login.json();
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${baseUrl()}/api/${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  const mark = await call('POST', 'mark/add', { mark: before });
  await call('PATCH', 'mark/update', { id: mark.id, version: mark.version, mark: after });
});

async function openAudit(page: Page) {
  await page.goto(url('/audit'));
  await page.getByRole('heading', { level: 1, name: /^AUDITORÍA \(\d+\)$/ }).waitFor();
}

async function pick(page: Page, label: string, option: string) {
  await chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);
  // The field keeps focus: blur, so the accessibility check sees the screen.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('AUDITORÍA', () => {
  it("lists today's actions newest first, filters them, and shows an edit's before and after (1280 px)", async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await menu(page).getByRole('button', { name: 'Registros', exact: true }).click();
    await menu(page).getByRole('link', { name: 'Auditoría', exact: true }).click();
    await page.waitForURL(url('/audit'));
    const table = page.getByRole('table', { name: 'Auditoría' });
    for (const header of ['N°', 'Fecha y hora', 'Usuario', 'Acción', 'Entidad', 'Documento', 'Dirección']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    // Newest first: this session's login is the first row.
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByText('Inicio de sesión', { exact: true }).waitFor();
    expect(await firstRow.getByText('127.0.0.1', { exact: true }).count()).toBe(1);

    await pick(page, 'Acción', 'Edición');
    await pick(page, 'Entidad', 'Marca');
    const edit = table.getByRole('row').nth(1);
    await edit.getByText('Edición', { exact: true }).waitFor();
    expect(await table.getByText('Inicio de sesión', { exact: true }).count()).toBe(0);
    await shot(page, 'audit-1280');

    await edit.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: 'DETALLE DE AUDITORÍA' });
    const values = detail.getByRole('table', { name: 'Valores antes y después' });
    const changed = values.locator('tr[data-changed="true"]', { hasText: 'mark' });
    await changed.getByText(before, { exact: true }).waitFor();
    await changed.getByText(after, { exact: true }).waitFor();
    await shot(page, 'audit-detail-1280');
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await detail.waitFor({ state: 'hidden' });

    // A day with nothing recorded.
    await page.getByLabel('Desde').fill('2020-01-01');
    await page.getByLabel('Hasta').fill('2020-01-01');
    await page.getByText('Sin Información', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'AUDITORÍA (0)' }).waitFor();
  });

  it('never shows a password, a hash or a token (1280 px)', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await openAudit(page);
    await page.getByLabel('Desde').fill('2000-01-01');
    await pick(page, 'Acción', 'Inicio de sesión');
    await page.getByRole('table', { name: 'Auditoría' }).getByRole('button', { name: 'Ver detalle' }).first().click();
    const detail = page.getByRole('dialog', { name: 'DETALLE DE AUDITORÍA' });
    await detail.waitFor();
    expect(await page.content()).not.toMatch(/password|scrypt\$|token_hash/i);
  });

  it('works as cards at 390 px, with the detail dialog', async () => {
    const page = await newPage(MOBILE);
    await signIn(page, ADMIN);
    await openAudit(page);
    await pick(page, 'Acción', 'Edición');
    const cards = page.getByRole('list', { name: 'Auditoría' }).getByRole('listitem');
    await cards.first().getByText('Edición', { exact: true }).waitFor();
    const box = await cards.first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await shot(page, 'audit-390');
    await cards.first().getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: 'DETALLE DE AUDITORÍA' });
    await detail.locator('tr[data-changed="true"]', { hasText: 'mark' }).waitFor();
    await shot(page, 'audit-detail-390');
  });

  it("is not the cashier's: no menu entry, and /audit ends in 'ACCESO DENEGADO'", async () => {
    const page = await newPage();
    await signIn(page, CASHIER);
    expect(await menu(page).getByRole('link', { name: 'Auditoría' }).count()).toBe(0);
    await page.goto(url('/audit'));
    const denied = page.getByRole('alertdialog', { name: 'ACCESO DENEGADO', exact: true });
    await denied.waitFor();
    await denied.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await page.waitForURL(url('/'));
  });
});
