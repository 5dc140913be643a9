import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { KARDEX_REASONS, type Sale } from '@lactea/contracts';
import { allPages, api, signInApi } from './api';
import { ADMIN, DESKTOP, MOBILE, shot, useBrowserPages } from './browser';
import { banner, detailRow, donePanel, ledgerOf, newTestProduct, openTillOnline, paysAfterFocusBack, queuedInDb, savedSale, scan, type TestProduct } from './offline-till';

/**
 * A crate ('Caja x12', Bs. 60,00) scanned at the till, at 1280 px (scanner, F9, Enter; receipt at
 * 80 mm) and 390 px ('Buscar producto', Exacto, Enter; receipt at 58 mm): its line counts crates,
 * the sale takes 12 units across the product's two lots (8 expiring first, then 10: FEFO), and the
 * same sale made offline lands, once synced, at the same figures. Each sale: 1 crate + 1 unit
 * (Bs. 5,00) = Bs. 65,00, 13 units: the first lot emptied, 5 left in the second.
 */
const newPage = useBrowserPages([], 'allow');
const TAG = Date.now().toString(36).slice(-5);
let token = '';

interface Crated extends TestProduct {
  crateBarcode: string;
}

/** A yogurt at Bs. 5,00 with lots of 8 (expiring first) and 10 units, and its 'Caja x12' at Bs. 60,00. */
async function yogurtWithCrate(key: string): Promise<Crated> {
  const p = await newTestProduct(token, { code: `CJ${TAG}${key}`, name: `Yogur Caja ${TAG} ${key}`, barcode: `97${TAG}${key}`.replace(/[^0-9a-z]/g, ''), price: 5, cost: 4, stock: 10 });
  await api(token, 'POST', 'lot/add', { quantity: 8, expiration_date: '2099-06-30', fk_product: p.id });
  const crateBarcode = `96${TAG}${key}`.replace(/[^0-9a-z]/g, '');
  await api(token, 'POST', 'presentation/add', { product_id: p.id, name: 'Caja x12', units: 12, barcode: crateBarcode, price: 60 });
  return { ...p, crateBarcode };
}

/** What the sale took from each lot (by the lot's first quantity: 8 or 10), and the stock left. */
async function takenByLot(p: TestProduct): Promise<{ taken: Record<number, number>; stock: number }> {
  const ledger = await ledgerOf(token, p);
  const sizeOf = new Map(ledger.filter((r) => r.reason === KARDEX_REASONS.newLot).map((r) => [r.fk_lot, r.delta]));
  const taken: Record<number, number> = {};
  for (const r of ledger.filter((x) => x.reason === KARDEX_REASONS.sale)) taken[sizeOf.get(r.fk_lot)!] = (taken[sizeOf.get(r.fk_lot)!] ?? 0) + r.delta;
  return { taken, stock: ledger.reduce((a, r) => a + r.delta, 0) };
}

/** The recorded sale of `p` as the day's list answers it: its total and its lines' figures. */
async function recordedSale(p: TestProduct) {
  const sale = (await allPages<Sale>(token, 'sale/sales-day')).find((s) => s.products.some((l) => l.id === p.id))!;
  return {
    total: sale.total_sale,
    lines: sale.products.map((l) => ({ quantity: l.pivot.quantity, presentation: l.pivot.presentation ?? null, unit_price: l.pivot.unit_price, total: l.pivot.total })),
  };
}

const SOLD = {
  total: 65,
  lines: [
    { quantity: 1, presentation: { id: expect.any(Number) as number, name: 'Caja x12', units: 12 }, unit_price: 60, total: 60 },
    { quantity: 1, presentation: null, unit_price: 5, total: 5 },
  ],
};

/** Scans the crate then the unit, checks the crate's line, and pays the exact total in cash with keys. */
async function sellCrateAndUnit(page: Page, p: Crated, phone: boolean): Promise<void> {
  const crateLine = `${p.name} — Caja x12`;
  if (phone) {
    // After a sale the phone shows its cart: the search is on the other tab.
    await page.getByRole('tab', { name: 'Buscar Producto' }).click();
    const search = page.getByLabel('Buscar producto');
    for (const code of [p.crateBarcode, p.barcode]) {
      await search.fill(code);
      await search.press('Enter');
      await expect.poll(() => search.inputValue()).toBe('');
    }
    await page.getByRole('tab', { name: /Carrito/ }).click();
    const card = page.getByLabel(`Línea 1: ${crateLine}`);
    await expect.poll(() => card.textContent()).toContain('Cant. 1 Caja x12 (12 u) · P.U. Bs. 60,00 · Total Bs. 60,00');
    // A crate takes none of the product's offers: both actions off in its menu.
    await page.getByRole('button', { name: `Acciones: ${crateLine}` }).click();
    for (const action of ['Aplicar descuento', 'Aplicar promoción']) expect(await page.getByRole('menuitem', { name: action }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Exacto', exact: true }).click();
    await expect.poll(() => page.getByLabel('Cancelado', { exact: true }).inputValue()).toBe('65,00');
    await page.keyboard.press('Enter');
    return;
  }
  await scan(page, p.crateBarcode);
  await expect.poll(() => detailRow(page, crateLine).locator('td').allTextContents()).toEqual(expect.arrayContaining([crateLine, '1 Caja x12 (12 u)', '60,00']));
  // A crate takes none of the product's offers: both actions off on its row.
  for (const action of ['Aplicar descuento', 'Aplicar promoción']) expect(await page.getByRole('button', { name: `${action}: ${crateLine}` }).isDisabled()).toBe(true);
  await scan(page, p.barcode);
  await expect.poll(() => page.getByRole('table', { name: 'Detalle de la venta' }).locator('tbody tr').count()).toBe(2);
  await paysAfterFocusBack(page);
}

beforeAll(async () => {
  token = await signInApi();
}, 60_000);

describe.each([
  [DESKTOP, 80],
  [MOBILE, 58],
] as const)('a crate at the till', (viewport, mm) => {
  const phone = viewport === MOBILE;

  it(`takes 12 units across two lots, prints '1 Caja x12 (12 u)', and sold offline lands at the same figures (${viewport.width} px, ${mm} mm)`, async () => {
    const [online, offline] = [await yogurtWithCrate(`${viewport.width}a`), await yogurtWithCrate(`${viewport.width}b`)];
    const page = await newPage(viewport);
    await page.addInitScript((width) => localStorage.setItem('lactea-receipt-width', String(width)), mm);
    await openTillOnline(page, ADMIN, phone ? '/sale-mobile' : '/sales');

    await sellCrateAndUnit(page, online, phone);
    await donePanel(page).waitFor();
    const receipt = page.getByTestId('receipt-print-area');
    await expect.poll(() => receipt.textContent()).toContain('1 Caja x12 (12 u) × Bs. 60,00 = Bs. 60,00');
    expect(await receipt.locator('.lactea-receipt').getAttribute('data-width')).toBe(String(mm));
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain(`${online.name}1 Caja x12 (12 u) × Bs. 60,00 = Bs. 60,00${online.name}1 x 5,005,00`);
    expect(text).toContain('TOTAL Bs.65,00');
    await shot(page, `till-crate-${viewport.width}`);
    // FEFO: the lot of 8 first, then 4 + the loose unit from the lot of 10.
    expect(await takenByLot(online)).toEqual({ taken: { 8: -8, 10: -5 }, stock: 5 });
    expect(await recordedSale(online)).toEqual(SOLD);

    await page.context().setOffline(true);
    await sellCrateAndUnit(page, offline, phone);
    await savedSale(page, 1).waitFor();
    await expect.poll(() => receipt.textContent()).toContain('1 Caja x12 (12 u) × Bs. 60,00 = Bs. 60,00');
    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached', timeout: 60_000 });
    expect(await queuedInDb(page)).toBe(0);
    expect(await takenByLot(offline)).toEqual({ taken: { 8: -8, 10: -5 }, stock: 5 });
    expect(await recordedSale(offline)).toEqual(SOLD);
  });
});
