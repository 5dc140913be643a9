import { expect, it } from 'vitest';
import { CASHIER, DESKTOP, MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * The owner's home on the demo database: the administrator sees the four tiles and the
 * chart with the demo's figures, and below them the four reminders everyone sees, and a tile's link opens the screen that shows the same figure
 * (BALANCE's 'Total venta', CIERRE DE CAJA's 'Diferencia caja', LOTES POR EXPIRAR's count). The
 * cashier keeps the welcome and sees their own day. At 1280 and 390 px, with the axe check.
 */
const newPage = useBrowserPages();

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;

  it(`the owner's tiles agree with the screens they link to (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page);
    const today = page.getByRole('region', { name: 'Hoy' });
    await today.waitFor();
    for (const tile of ['Por cobrar', 'Vencimientos', 'Productos']) await page.getByRole('region', { name: tile }).waitFor();
    const chart = page.getByRole('region', { name: 'Ventas y margen de los últimos 14 días' });
    await chart.locator('svg').first().waitFor();
    const sale = await today.getByTestId('figure-Venta neta').textContent();
    const cash = await today.getByTestId('figure-Diferencia caja').textContent();
    expect(sale).toMatch(/^Bs\. \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(cash).toMatch(/^-?Bs\. /);
    await shot(page, `home-owner-${width}`);
    await page.getByRole('region', { name: 'Productos' }).scrollIntoViewIfNeeded();
    await shot(page, `home-owner-products-${width}`);
    await chart.scrollIntoViewIfNeeded();
    await shot(page, `home-owner-chart-${width}`);
    const reminders = page.getByRole('region', { name: 'Recuerde' });
    await reminders.scrollIntoViewIfNeeded();
    expect(await reminders.getByRole('listitem').count()).toBe(4);
    await shot(page, `home-owner-reminders-${width}`);
    await page.getByRole('region', { name: 'Hoy' }).getByRole('link', { name: 'Venta neta' }).click();
    await page.waitForURL(url('/balance'));
    await expect.poll(() => page.getByTestId('money-Total venta').textContent()).toBe(sale);

    await page.goto(url('/'));
    await page.getByRole('region', { name: 'Hoy' }).getByRole('link', { name: 'Diferencia caja' }).click();
    await page.waitForURL(url('/close-box'));
    await expect.poll(() => page.getByTestId('money-Diferencia caja').textContent()).toBe(cash);

    await page.goto(url('/'));
    const expiry = page.getByRole('region', { name: 'Vencimientos' });
    const note = await expiry.getByText(/^\(\d+ lotes?\)$/).nth(2).textContent();
    const lots = Number(/\((\d+) lote/.exec(note ?? '')?.[1]);
    await expiry.getByRole('link', { name: 'Vence en 15 días' }).click();
    await page.waitForURL(url('/lots-near-expired/0?dias=15'));
    await page.getByRole('heading', { name: `LOTES POR EXPIRAR EN 15 DÍAS (${lots})` }).waitFor();
  });

  it(`the cashier keeps the welcome and sees their own day (${width} px)`, async () => {
    const page = await newPage(viewport);
    await signIn(page, CASHIER);
    await page.getByRole('heading', { name: 'Bienvenido(a)' }).waitFor();
    await page.getByText('Recuerde:').waitFor();
    await page.getByRole('link', { name: 'Sus ventas de hoy' }).waitFor();
    expect(await page.getByRole('region', { name: 'Hoy' }).count()).toBe(0);
    await shot(page, `home-cashier-${width}`);
  });
}
