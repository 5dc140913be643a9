import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signInApi } from './api';
import { ADMIN, DESKTOP, MOBILE, signIn, url, useBrowserPages } from './browser';

/**
 * A client's price list at the till, in a real browser at 1280 and 390 px: two scans at the counter's
 * Bs. 5,00, then 'Venta + Cliente' and a client on 'Mayorista' (from 2 units at Bs. 4,20): the cart
 * is priced again at once (Bs. 8,40, 'Lista Mayorista' on the line), the sale is recorded at those
 * figures and the receipt prints 'Lista Mayorista'. The product, its row of the demo's 'Mayorista'
 * and the client are made through the API, as the administrator would on LISTAS DE PRECIOS.
 */
const newPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);

interface World {
  barcode: string;
  client: string;
}
const worlds = new Map<number, World>();

beforeAll(async () => {
  const token = await signInApi();
  const marks = await api<{ data: { id: number }[] }>(token, 'GET', 'mark/list?enabled=1');
  const lists = await api<{ data: { id: number; name: string }[] }>(token, 'GET', 'price-list/list?search=Mayorista&enabled=1');
  const mayorista = lists.data.find((l) => l.name === 'Mayorista')!;
  for (const { width } of [DESKTOP, MOBILE]) {
    const barcode = `99${TAG}${width}`.replace(/[^0-9a-z]/g, '');
    const p = await api<{ id: number }>(token, 'POST', 'product/add', {
      code: `LP${TAG}${width}`,
      product: `Yogur Lista ${TAG}`,
      barcode,
      description: 'Producto de la prueba de listas de precios',
      price: 5,
      cost: 2.5,
      fk_mark: marks.data[0].id,
    });
    await api(token, 'POST', 'lot/add', { quantity: 40, expiration_date: '2099-12-31', fk_product: p.id });
    await api(token, 'PUT', 'price-list/set-price', { price_list_id: mayorista.id, product_id: p.id, presentation_id: null, min_quantity: 2, price: 4.2 });
    const c = await api<{ business_name: string }>(token, 'POST', 'client/add', { business_name: `Tienda Mayorista ${TAG} ${width}`, ci_nit: `66${width}${TAG}`, fk_price_list: mayorista.id });
    worlds.set(width, { barcode, client: c.business_name });
  }
}, 60_000);

const total = (page: Page) => page.locator('[data-figure="Total"]').first();

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;
  const phone = width === MOBILE.width;

  it(`a client on 'Mayorista' chosen after two scans prices the cart again; the sale and its receipt carry 'Lista Mayorista' (${width} px)`, async () => {
    const w = worlds.get(width)!;
    const page = await newPage(viewport);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, ADMIN);
    await page.goto(url(phone ? '/sale-mobile' : '/sales'));
    const field = phone ? page.getByLabel('Buscar producto') : page.getByLabel('Código de barra', { exact: true });
    for (let i = 0; i < 2; i++) {
      await field.fill(w.barcode);
      await field.press('Enter');
      await expect.poll(() => field.inputValue()).toBe('');
    }
    if (phone) await page.getByRole('tab', { name: /Carrito/ }).click();
    await expect.poll(() => total(page).textContent()).toBe('Bs. 10,00');

    await page.getByRole('button', { name: /^Venta \+ Cliente/ }).click();
    await page.getByRole('menuitem', { name: 'Tarjeta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Venta + Cliente' });
    await dialog.getByRole('button', { name: 'Buscar Cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(w.client);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${w.client}(\\s|$)`) }).click();
    // Picked: the cart is priced with the client's list at once, and the dialog says so.
    await expect.poll(() => dialog.getByTestId('client-prices').textContent()).toBe('Lista Mayorista');
    await expect.poll(() => dialog.textContent()).toContain('Total: Bs. 8,40');
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();

    const receipt = page.getByTestId('receipt-print-area');
    // Printed, or (to say why not) the text of the dialog the till answered with.
    const outcome = async () => ((await receipt.textContent())?.includes('Lista Mayorista') ? 'impreso' : (await page.locator('[role="dialog"], [role="alertdialog"]').allTextContents()).join(' | '));
    await expect.poll(outcome, { timeout: 20_000 }).toBe('impreso');
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain('2 x 4,208,40');
    expect(text).toContain('TOTAL Bs.8,40');
    expect(text).toContain(w.client);
  });
}
