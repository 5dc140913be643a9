import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '@lactea/contracts';
import { api, signInApi } from './api';
import { ADMIN, chooseOption, DESKTOP, MOBILE, shot, url, useBrowserPages } from './browser';
import { donePanel, newTestProduct, openTillOnline, readyOffline, type TestProduct } from './offline-till';

/**
 * Returns from clients, at 1280 px (notes at 80 mm) and 390 px (58 mm): a shop's expired yogurts
 * come back from VENTAS DIA as merma with saldo a favor, and the saldo then pays the shop's next sale
 * at the till as 'Saldo a favor'; a counter return in cash is seen in CIERRE DE CAJA.
 */
const newPage = useBrowserPages([], 'allow');
const TAG = Date.now().toString(36).slice(-5);
let token = '';
let cash = 0;

interface Shop {
  id: number;
  business_name: string;
  ci_nit: string;
}

/** A paid sale of `quantity` yogurts at Bs. 10,00 in cash (to `shop`, or at the counter); its id. */
async function sell(p: TestProduct, quantity: number, shop: Shop | null): Promise<number> {
  const total = quantity * 10;
  const sale = await api<{ id: number }>(token, 'POST', 'sale/record-sale', {
    register_client: 0,
    without_client: shop ? 0 : 1,
    client: shop && { id: shop.id, business_name: shop.business_name, ci_nit: shop.ci_nit },
    sale: { discount: 0, money_paid: total, total_sale: total, change_box: 0, cancelled: 1, id_type_payment: cash },
    detail: [{ product_id: p.id, quantity, unit_price: 10, unit_price_system: 10, discount: 0, promotion: '' }],
  });
  return sale.id;
}

/** VENTAS DIA → 'Devolver' on sale `id`: `quantity` of `p` to `destino`, refunded as `reembolso`; the note printed. */
async function giveBack(page: Page, id: number, p: TestProduct, quantity: number, destino: 'Stock' | 'Merma', reembolso: 'Efectivo' | 'Saldo a favor', amount: string, mm: number) {
  await page.goto(url('/sales-day'));
  await page.getByRole('button', { name: `Devolver productos de la venta ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Devolver · Venta N° ${id}` });
  await dialog.getByLabel(`Cantidad a devolver de ${p.name}`).fill(String(quantity));
  // One line: its select is the dialog's one 'Destino'.
  if (destino === 'Merma') await chooseOption(page, dialog.getByRole('combobox', { name: 'Destino' }), 'Merma');
  await dialog.getByLabel('Motivo').fill(destino === 'Merma' ? 'Yogures vencidos' : 'Cambio de opinión');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Reembolso' }), reembolso);
  await dialog.getByText(`A devolver: Bs. ${amount}`).waitFor();
  await dialog.getByRole('button', { name: 'Devolver', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
  await confirm.getByText(`¿Está seguro de devolver Bs. ${amount} de la venta N° ${id} (${reembolso})?`, { exact: true }).click();
  await confirm.getByRole('button', { name: 'SI', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Operación Exitosa', exact: true });
  await done.getByText('Se registró la devolución', { exact: true }).waitFor();
  await done.getByRole('button', { name: 'Aceptar', exact: true }).click();
  const receipt = page.getByTestId('receipt-print-area');
  await expect.poll(() => receipt.textContent()).toContain(`Venta N°:${id}`);
  expect(await receipt.locator('.lactea-receipt').getAttribute('data-width')).toBe(String(mm));
  return (await receipt.textContent()) ?? '';
}

/** The printed note as the printer gets it (print media: only the print area shows), for people to look at. */
async function noteShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

beforeAll(async () => {
  token = await signInApi();
  const types = await api<{ id: number; is_cash: number; enabled: number }[]>(token, 'GET', 'type-payment/list');
  cash = types.find((t) => t.is_cash === 1 && t.enabled === 1)!.id;
}, 60_000);

describe.each([
  [DESKTOP, 80],
  [MOBILE, 58],
] as const)('returns from clients', (viewport, mm) => {
  const phone = viewport === MOBILE;

  it(`a shop's expired yogurts as merma with saldo a favor, spent at the till; a counter return in cash in CIERRE DE CAJA (${viewport.width} px, ${mm} mm)`, async () => {
    const p = await newTestProduct(token, { code: `DV${TAG}${viewport.width}`, name: `Yogur Devuelto ${TAG} ${viewport.width}`, barcode: `95${TAG}${viewport.width}`.replace(/[^0-9a-z]/g, ''), price: 10, cost: 6, stock: 50 });
    const name = `Tienda Vencidos ${TAG} ${viewport.width}`;
    const shop = await api<Shop>(token, 'POST', 'client/add', { business_name: name, ci_nit: `88${viewport.width}${Date.now() % 100_000}` });
    const toShop = await sell(p, 3, shop);
    const atCounter = await sell(p, 2, null);

    const page = await newPage(viewport);
    await page.addInitScript((width) => localStorage.setItem('lactea-receipt-width', String(width)), mm);
    const till = phone ? '/sale-mobile' : '/sales';
    await openTillOnline(page, ADMIN, till);
    const note = await giveBack(page, toShop, p, 3, 'Merma', 'Saldo a favor', '30,00', mm);
    expect(note).toContain('Merma');
    expect(note).toContain('Saldo a favor Bs.30,00');
    await shot(page, `return-note-saldo-${viewport.width}`);
    await noteShot(page, `return-note-saldo-${mm}mm`);
    expect((await api<{ saldo: number }>(token, 'GET', `client/credit?id=${shop.id}`)).saldo).toBe(30);

    await giveBack(page, atCounter, p, 1, 'Stock', 'Efectivo', '10,00', mm);
    await noteShot(page, `return-note-cash-${mm}mm`);
    const today = await api<{ cash_returns: number }>(token, 'GET', 'sale/cash-desk-closing');
    await page.goto(url('/close-box'));
    const line = page.getByText('− Devoluciones').locator('xpath=ancestor::div[1]');
    await expect.poll(() => line.textContent()).toContain(formatMoney(today.cash_returns).replace('Bs. ', ''));
    await shot(page, `return-closing-${viewport.width}`);

    // The shop buys again: 2 yogurts (Bs. 20,00) paid with its saldo a favor.
    await page.goto(url(till));
    await readyOffline(page);
    if (phone) await page.getByRole('tab', { name: 'Buscar Producto' }).click();
    const field = phone ? page.getByLabel('Buscar producto') : page.getByLabel('Código de barra', { exact: true });
    for (let i = 0; i < 2; i++) {
      await field.fill(p.barcode);
      await field.press('Enter');
      await expect.poll(() => field.inputValue()).toBe('');
    }
    // On the phone the sale's client is chosen on the cart's tab.
    if (phone) await page.getByRole('tab', { name: /Carrito/ }).click();
    await page.getByRole('button', { name: /^Cliente/ }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(name);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${name}(\\s|$)`) }).click();
    await page.getByTestId('sale-client').getByText(`${name} · Precio de mostrador · Saldo a favor Bs. 30,00`).waitFor();
    await page.getByRole('button', { name: /^Venta Directa/ }).click();
    await page.getByRole('menuitem', { name: 'Saldo a favor (Bs. 30,00)' }).click();
    await donePanel(page).waitFor();
    const receipt = page.getByTestId('receipt-print-area');
    await expect.poll(() => receipt.textContent()).toContain('Saldo a favor');
    await shot(page, `till-saldo-${viewport.width}`);
    expect((await api<{ saldo: number }>(token, 'GET', `client/credit?id=${shop.id}`)).saldo).toBe(10);
  });
});
