import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildScaleLabel, SCALE_DEFAULTS } from '@lactea/contracts';
import { apiAs } from './api';
import { ADMIN, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Products sold by weight at the till in a real browser: a scale label scanned adds its
 * weight and price as its own line, a weighed product found by its barcode asks for the weight
 * ('0,5' typed with a comma), and the receipt prints '0,750 kg × Bs. 48,00/kg = Bs. 36,00'. The
 * product is made through the API with this run's tag and its own scale code.
 */
const freshPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);
/** Scale codes of this run (5 digits, the default format), unlikely to meet another run's. */
const SCALE_CODE = 10_000 + (Date.now() % 80_000);

async function weighedCheese(n = 1): Promise<{ name: string; barcode: string; scaleCode: number }> {
  const api = await apiAs(ADMIN);
  const scaleCode = SCALE_CODE + n;
  const marks = await api<{ data: { id: number }[] }>('GET', 'mark/list?enabled=1');
  const name = `Queso Peso ${TAG}${n}`;
  const barcode = `88${TAG}${n}`.replace(/[^0-9a-z]/g, '');
  const p = await api<{ id: number }>('POST', 'product/add', {
    code: `KG${TAG}${n}`,
    product: name,
    barcode,
    description: 'Queso al corte de la prueba de balanza',
    price: 48,
    cost: 36,
    fk_mark: marks.data[0].id,
    unit: 'kg',
    scale_code: scaleCode,
  });
  await api('POST', 'lot/add', { quantity: 5.25, expiration_date: '2099-12-31', fk_product: p.id });
  return { name, barcode, scaleCode };
}

const scanner = (page: Page) => page.getByLabel('Código de barra', { exact: true });
async function scan(page: Page, code: string) {
  await scanner(page).fill(code);
  await scanner(page).press('Enter');
}
const detailRows = (page: Page) => page.getByRole('table', { name: 'Detalle de la venta' }).locator('tbody tr');
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);

describe('weighed products at the till (1280 px)', () => {
  it('a scale label adds 0,750 kg at Bs. 36,00, a barcode asks the weight, each weighing its own line; the receipt shows the weight', async () => {
    const cheese = await weighedCheese();
    const page = await freshPage();
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, ADMIN);
    await page.goto(url('/sales'));
    await scanner(page).waitFor();

    await scan(page, buildScaleLabel(21, cheese.scaleCode, 750, SCALE_DEFAULTS));
    await expect.poll(() => detailRows(page).count()).toBe(1);
    const first = detailRows(page).first();
    await expect.poll(() => first.textContent()).toContain('0,750 kg');
    expect(await first.textContent()).toContain('36,00');
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 36,00');

    // A wrong check digit: refused with its message, nothing added.
    const label = buildScaleLabel(21, cheese.scaleCode, 500, SCALE_DEFAULTS);
    await scan(page, `${label.slice(0, 12)}${(Number(label[12]) + 1) % 10}`);
    const refused = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Código de balanza inválido' });
    await refused.waitFor();
    await page.keyboard.press('Enter');
    await refused.waitFor({ state: 'hidden' });
    expect(await detailRows(page).count()).toBe(1);

    // The plain barcode of a weighed product: the weight is asked, '0,5' with a comma.
    await scan(page, cheese.barcode);
    const weight = page.getByRole('dialog', { name: `Peso: ${cheese.name}` });
    await weight.getByLabel('Peso (kg)').fill('0,5');
    await shot(page, 'till-weight-dialog');
    await weight.getByLabel('Peso (kg)').press('Enter');
    await weight.waitFor({ state: 'hidden' });
    await expect.poll(() => detailRows(page).count()).toBe(2);
    expect(await detailRows(page).nth(1).textContent()).toContain('0,500 kg');
    expect(await figure(page, 'Total').textContent()).toBe('Bs. 60,00');
    await shot(page, 'till-weighed-lines');

    // F9, Enter on the empty Cancelado: a cash sale of the exact total; the receipt shows the weights.
    await page.keyboard.press('F9');
    await page.getByLabel('Cancelado', { exact: true }).press('Enter');
    const area = page.getByTestId('receipt-print-area');
    await expect.poll(() => area.textContent()).toContain('NOTA DE VENTA N°');
    const receipt = (await area.textContent()) ?? '';
    expect(receipt).toContain('0,750 kg × Bs. 48,00/kg = Bs. 36,00');
    expect(receipt).toContain('0,500 kg × Bs. 48,00/kg = Bs. 24,00');
    expect(receipt).toContain('TOTAL Bs.60,00');
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'till-weighed-receipt');
    await page.emulateMedia({ media: 'screen' });
  });

  it('the phone till: a scale label typed or read in Buscar producto adds its weight; Agregar 1 of a weighed product asks the weight', async () => {
    const cheese = await weighedCheese(2);
    const page = await freshPage(MOBILE);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, ADMIN);
    await page.goto(url('/sale-mobile'));
    const search = page.getByLabel('Buscar producto');
    await search.fill(buildScaleLabel(21, cheese.scaleCode, 1250, SCALE_DEFAULTS));
    await search.press('Enter');
    await page.getByRole('alert').filter({ hasText: `Se agregó ${cheese.name}` }).waitFor();
    await search.fill(cheese.name);
    await search.press('Enter');
    // The card's stock reads the Spanish way with its unit, not '5.25'.
    await page.getByText('Bs. 48,00 · Inventario 5,250 kg').waitFor();
    await shot(page, 'till-mobile-weighed-card');
    await page.getByRole('button', { name: `Agregar 1: ${cheese.name}` }).click();
    const weight = page.getByRole('dialog', { name: `Peso: ${cheese.name}` });
    await weight.getByLabel('Peso (kg)').fill('0.25');
    await weight.getByLabel('Peso (kg)').press('Enter');
    await weight.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: /Carrito/ }).click();
    // 1,250 kg + 0,250 kg at Bs. 48,00/kg = Bs. 60,00 + Bs. 12,00.
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('Bs. 72,00');
    await page.getByText('Cant. 1,250 kg', { exact: false }).waitFor();
    await page.getByText('Cant. 0,250 kg', { exact: false }).waitFor();
    await shot(page, 'till-mobile-weighed');
  });
});
