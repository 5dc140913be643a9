import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildScaleLabel, CREDIT_TEXT, KARDEX_REASONS, lineCents, OFFLINE_MSG, SCALE_DEFAULTS, type DeviceStatus, type ReconciliationItem, type ReconciliationKind, type Sale } from '@lactea/contracts';
import { allPages, api, signInApi } from './api';
import { ADMIN, CASHIER, confirmThenAccept, shot, signIn, url, useBrowserPages } from './browser';
import { dayFigures, DayTally, expectDayGrewBy, paymentTypeId, type DayFigures } from './day-figures';
import {
  banner,
  choosePayment,
  creditToClient,
  detailRow,
  doneCents,
  ledgerOf,
  newTestProduct,
  paysAfterFocusBack,
  readyOffline,
  afterFocusBack,
  savedSale,
  saleToNewClient,
  scan,
  scanner,
  stockOf,
  type TestProduct,
} from './offline-till';

/**
 * A whole day sold with the network cut (decision 0043) in Chromium at
 * 1280 px: the cashier opens the till online (the snapshot), then the browser is offline from the
 * first sale to the closing — cash with change, card, QR, credit to a client over its limit, a new
 * client typed in, a 2x3 promotion, a quantity discount, a discount on the sale, two scale labels,
 * a reload in the middle. Meanwhile the administrator changes one product's price and sells most of
 * another's stock online. Back online, every sale arrives exactly once, the stock never goes below
 * zero, CIERRE and BALANCE grow by what the till showed to the cent, and the reconciliation list
 * holds exactly the three cases made to happen ('precio', 'faltante', 'credito'), which the
 * administrator then sees in VENTAS SIN CONEXIÓN, with no device warning left in CIERRE DE CAJA.
 */
const freshPage = useBrowserPages([], 'allow');
const TAG = Date.now().toString(36).slice(-5);
/** Scale codes of this run (5 digits, the default label format), unlikely to meet another run's. */
const SCALE_CODE = 10_000 + ((Date.now() + 40_000) % 80_000);

const bsCents = (bs: number) => Math.round(bs * 100);
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);
/** A line's quantity cell (after the code and the name). */
const quantityOf = (page: Page, p: TestProduct) => detailRow(page, p.name).locator('td').nth(2).textContent();

interface DayProducts {
  milk: TestProduct;
  yogurt: TestProduct;
  cheese: TestProduct;
  butter: TestProduct;
  dulce: TestProduct;
  weighed: TestProduct;
}
/** Each product's cost in cents (one lot each at that cost: a line's cost is lineCents(cost, qty)). */
const COST: Record<keyof DayProducts, number> = { milk: 250, yogurt: 500, cheese: 1200, butter: 400, dulce: 300, weighed: 3600 };

async function makeProducts(token: string): Promise<DayProducts> {
  const make = (n: number, name: string, price: number, cost: number, stock: number, weighed = false) =>
    newTestProduct(token, {
      code: `OD${TAG}${n}`,
      name: `${name} ${TAG}`,
      barcode: `97${TAG}${n}`.replace(/[^0-9a-z]/g, ''),
      price,
      cost,
      stock,
      ...(weighed ? { unit: 'kg' as const, scale_code: SCALE_CODE } : {}),
    });
  const day: DayProducts = {
    milk: await make(1, 'Leche Día', 5, 2.5, 100),
    yogurt: await make(2, 'Yogur Día 2x3', 10, 5, 40),
    cheese: await make(3, 'Queso Día Desc', 25.5, 12, 40),
    butter: await make(4, 'Mantequilla Día', 8.5, 4, 50),
    dulce: await make(5, 'Dulce Día', 6, 3, 10),
    weighed: await make(6, 'Queso Día kg', 48, 36, 5, true),
  };
  await api(token, 'POST', 'product-promotion/add', { fk_product: day.yogurt.id, quantity_promotion: 3, quantity_sale: 2 });
  await api(token, 'POST', 'product-discount/add', { fk_product: day.cheese.id, unit_price: 22, quantity: 2 });
  return day;
}

/**
 * The cashier's till on a device the administrator enabled from Configuraciones (a cashier cannot
 * sell elsewhere): the administrator signs in, enables it and signs out; the cashier signs in and
 * lands on VENDER; the snapshot is stored and the app shell installed.
 */
async function cashierTill(page: Page): Promise<Page> {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signIn(page, ADMIN);
  await page.goto(url('/settings'));
  await page.getByRole('button', { name: 'Habilitar dispositivo' }).click();
  await confirmThenAccept(page, '¿Está seguro(a) de habilitar este dispositivo para vender?', 'Se habilitó el dispositivo');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.waitForURL(url('/login'));
  await page.getByLabel('Usuario').fill(CASHIER.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(CASHIER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(url('/sales'));
  await readyOffline(page);
  return page;
}

/** Scans each product `times` times (a scale label once), waiting for each line's quantity. */
async function ring(page: Page, lines: [TestProduct, number | string][]): Promise<void> {
  await scanner(page).waitFor();
  for (const [p, what] of lines) {
    if (typeof what === 'string') {
      await scan(page, what);
      continue;
    }
    for (let i = 1; i <= what; i++) {
      await scan(page, p.barcode);
      await expect.poll(() => quantityOf(page, p)).toBe(String(i));
    }
  }
}

/** How a sale is paid at the till, and what the day's figures file it under. */
type Pay = { cash: number | 'exact' } | { key: 'F4'; typePay: string } | { credit: string; overLimit?: boolean } | { newClient: { typePay: string; name: string; ci: string } };

describe('a whole day sold offline', () => {
  it('opened online, sold offline all day (every payment, credit, new client, offers, scale labels, a reload) while the price and stock change; reconnected: every sale once, stock never negative, CIERRE and BALANCE to the cent, exactly the cases made to happen', async () => {
    const admin = await signInApi(ADMIN);
    const cashier = await signInApi(CASHIER);
    const day = await makeProducts(admin);
    const limited = await api<{ id: number; business_name: string }>(admin, 'POST', 'client/add', { business_name: `Cliente Límite ${TAG}`, ci_nit: `77${TAG}`.replace(/[^0-9a-z]/g, ''), credit_limit: 10 });
    const figuresBefore: DayFigures = await dayFigures(admin);
    const cashId = paymentTypeId(figuresBefore, 'Efectivo');
    const typeId = (typePay: string) => (typePay === CREDIT_TEXT ? 0 : paymentTypeId(figuresBefore, typePay));
    const cashierSalesBefore = new Set((await allPages<Sale>(cashier, 'sale/sales-day')).map((s) => s.id));

    // The cashier opens the till online: the snapshot is taken. Then the network is cut for the day.
    const page = await cashierTill(await freshPage());
    await page.context().setOffline(true);
    await banner(page).getByText(OFFLINE_MSG.banner(0)).waitFor();

    const tally = new DayTally();
    /** What the till showed for each sale, in order: total (cents) and payment as sales-day names it. */
    const shown: { cents: number; payment: string; client: string | null }[] = [];
    let n = 0;
    let prefix = '';

    /** Rings `lines` up, checks the till's Total, pays, and tallies the sale as the till showed it. */
    async function sell(lines: [TestProduct, number | string][], expectTotal: string, pay: Pay, costCents: number, discount?: string): Promise<void> {
      await ring(page, lines);
      if (discount) await page.getByLabel('Descuento', { exact: true }).fill(discount);
      await expect.poll(() => figure(page, 'Total').textContent()).toBe(expectTotal);
      n += 1;
      let payment: string;
      let client: string | null = null;
      if ('cash' in pay) {
        payment = 'Efectivo';
        if (pay.cash === 'exact') await paysAfterFocusBack(page);
        else {
          await afterFocusBack(page);
          await page.keyboard.press('F9');
          await expect.poll(() => page.getByLabel('Cancelado', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
          await page.keyboard.type(String(pay.cash));
          await page.keyboard.press('Enter');
        }
      } else if ('key' in pay) {
        payment = pay.typePay;
        await choosePayment(page, pay.key, pay.typePay);
      } else if ('credit' in pay) {
        payment = CREDIT_TEXT;
        client = pay.credit;
        await creditToClient(page, pay.credit, pay.overLimit);
      } else {
        payment = pay.newClient.typePay;
        client = pay.newClient.name;
        await saleToNewClient(page, pay.newClient.typePay, pay.newClient.name, pay.newClient.ci);
      }
      const saved = savedSale(page, n, payment);
      await saved.waitFor();
      if (n === 1) prefix = /N° ([0-9A-F]{4})-0001/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
      const total = await doneCents(page, 'Total');
      if ('cash' in pay) {
        const received = await doneCents(page, 'Recibido');
        expect(received).toBe(pay.cash === 'exact' ? total : bsCents(pay.cash));
        expect(await doneCents(page, 'Cambio')).toBe(received - total);
      }
      await banner(page).getByText(OFFLINE_MSG.banner(n)).waitFor();
      tally.add(typeId(payment), total, costCents);
      shown.push({ cents: total, payment, client });
    }
    const { milk, yogurt, cheese, butter, dulce, weighed } = day;
    const label = (grams: number) => buildScaleLabel(21, SCALE_CODE, grams, SCALE_DEFAULTS);
    const cost = (k: keyof DayProducts, qty: number) => lineCents(COST[k], qty);

    await sell([[milk, 2]], 'Bs. 10,00', { cash: 'exact' }, cost('milk', 2));
    // The 2x3 applies itself at the third yogurt: 5,00 + 20,00, paid with 50 → change 25,00.
    await sell([[milk, 1], [yogurt, 3]], 'Bs. 25,00', { cash: 50 }, cost('milk', 1) + cost('yogurt', 3));
    await sell([[dulce, 3]], 'Bs. 18,00', { key: 'F4', typePay: 'Tarjeta' }, cost('dulce', 3));
    // The quantity discount from 2: 2 × 22,00.
    await sell([[cheese, 2]], 'Bs. 44,00', { key: 'F4', typePay: 'QR' }, cost('cheese', 2));
    await sell([[butter, 1]], 'Bs. 8,50', { cash: 'exact' }, cost('butter', 1));

    // Meanwhile, online: the administrator raises the butter's price (the till still sells at 8,50)
    // and sells 9 of the 10 dulces from another session (the till sold 3 of them already).
    const marks = await api<{ data: { id: number }[] }>(admin, 'GET', 'mark/list?enabled=1');
    await api(admin, 'PUT', 'product/update', { id: butter.id, version: butter.version, price: 9, cost: 4, fk_mark: marks.data[0].id });
    const online = await api<Sale>(admin, 'POST', 'sale/record-sale', {
      register_client: 0,
      without_client: 1,
      client: null,
      sale: { discount: 0, money_paid: 54, total_sale: 54, change_box: 0, cancelled: 1, id_type_payment: cashId },
      detail: [{ product_id: dulce.id, quantity: 9, unit_price: 6, unit_price_system: 6, discount: 0, promotion: '' }],
    });
    tally.add(cashId, bsCents(online.total_sale), cost('dulce', 9));
    expect(await stockOf(admin, dulce)).toBe(1);

    // The butter at the snapshot's price after the change: the 'precio' case (17,00 charged, 18,00 then in force).
    await sell([[butter, 2]], 'Bs. 17,00', { key: 'F4', typePay: 'Tarjeta' }, cost('butter', 2));
    // A scale label of 750 g at 48,00/kg, paid with 100 → change 64,00.
    await sell([[weighed, label(750)]], 'Bs. 36,00', { cash: 100 }, cost('weighed', 0.75));

    // A reload in the middle of the day: the shell from the service worker, the snapshot and the queue from IndexedDB.
    await page.reload();
    await scanner(page).waitFor();
    await page.getByText(/^Datos de las \d\d:\d\d$/).waitFor();
    await banner(page).getByText(OFFLINE_MSG.banner(n)).waitFor();

    // On credit to a client whose limit (10,00) the sale passes: offline the till warns from the
    // snapshot's figures and asks; confirmed, the server files it as a 'credito' case at sync.
    await sell([[milk, 3]], 'Bs. 15,00', { credit: limited.business_name, overLimit: true }, cost('milk', 3));
    const newClient = { typePay: 'QR', name: `Cliente Nuevo Día ${TAG}`, ci: `88${TAG}`.replace(/[^0-9a-z]/g, '') };
    await sell([[milk, 1], [cheese, 1]], 'Bs. 30,50', { newClient }, cost('milk', 1) + cost('cheese', 1));
    // A discount on the whole sale: 4 × 5,00 − 1,00.
    await sell([[milk, 4]], 'Bs. 19,00', { cash: 'exact' }, cost('milk', 4), '1');
    await sell([[yogurt, 3], [milk, 1]], 'Bs. 25,00', { key: 'F4', typePay: 'Tarjeta' }, cost('yogurt', 3) + cost('milk', 1));
    await sell([[milk, 1]], 'Bs. 5,00', { cash: 20 }, cost('milk', 1));
    await sell([[weighed, label(1250)]], 'Bs. 60,00', { key: 'F4', typePay: 'QR' }, cost('weighed', 1.25));
    await sell([[milk, 2]], 'Bs. 10,00', { cash: 'exact' }, cost('milk', 2));
    expect(n).toBe(14);
    expect(prefix).toMatch(/^[0-9A-F]{4}$/);
    await shot(page, 'offline-day-till-1280');

    // Closing time: the network is back. The queue empties and the banner goes.
    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached', timeout: 60_000 });

    // Exactly the 14 sales, once each, in the order sold, with what the till showed.
    const arrived = (await allPages<Sale>(cashier, 'sale/sales-day')).filter((s) => !cashierSalesBefore.has(s.id)).sort((a, b) => a.id - b.id);
    expect(arrived.map((s) => ({ cents: bsCents(s.total_sale), payment: s.text_type_pay, client: s.client?.business_name ?? null }))).toEqual(shown);
    const found = await api<{ total: number }>(admin, 'GET', `client/list?page=1&enabled=1&search=${encodeURIComponent(newClient.name)}`);
    expect(found.total).toBe(1);

    // Stock: what was sold is gone; the dulce's shortfall leaves it at 0, never below.
    const stocks = await Promise.all([milk, yogurt, cheese, butter, dulce, weighed].map((p) => stockOf(admin, p)));
    expect(stocks).toEqual([100 - 15, 40 - 6, 40 - 3, 50 - 3, 0, 5 - 2]);
    const ledgers = await Promise.all([milk, yogurt, cheese, butter, dulce, weighed].map((p) => ledgerOf(admin, p)));
    // The ledgers agree with the stock, never below zero; the only shortfall row is the dulce's.
    expect(ledgers.map((rows) => Math.round(rows.reduce((a, r) => a + r.delta, 0) * 1000) / 1000)).toEqual(stocks);
    expect(Math.min(...ledgers.flat().map((r) => r.balance))).toBe(0);
    expect(ledgers.map((rows) => rows.filter((r) => r.reason === KARDEX_REASONS.shortfall).length)).toEqual([0, 0, 0, 0, 1, 0]);

    // CIERRE and BALANCE grew by the sums of what the till showed (and the administrator's online sale), to the cent.
    expectDayGrewBy(figuresBefore, await dayFigures(admin), tally);

    // The reconciliation list: exactly the three cases made to happen, for this device's sales; its
    // other sales are listed too, as synced without a case.
    const rows = (await allPages<ReconciliationItem>(admin, 'sale/reconciliation?resolved=2')).filter((c) => c.provisional_number.startsWith(`${prefix}-`));
    const cases = rows.filter((c): c is ReconciliationItem & { kind: ReconciliationKind } => c.kind !== null);
    const clean = rows.filter((c) => c.state === 'sincronizada');
    expect(clean.length).toBeGreaterThan(0);
    // A sale with a case is never also listed as clean.
    expect(clean.filter((c) => cases.some((k) => k.sale_id === c.sale_id))).toEqual([]);
    const summary = cases
      .map((c) => ({ kind: c.kind, sale: c.provisional_number, product: c.product?.id ?? null, missing: c.missing_quantity, charged: c.charged_total, expected: c.expected_total, resolved: c.resolved }))
      .sort((a, b) => a.kind.localeCompare(b.kind));
    expect(summary).toEqual([
      { kind: 'credito', sale: `${prefix}-0008`, product: null, missing: null, charged: null, expected: null, resolved: 0 },
      { kind: 'faltante', sale: `${prefix}-0003`, product: dulce.id, missing: 2, charged: null, expected: null, resolved: 0 },
      { kind: 'precio', sale: `${prefix}-0006`, product: butter.id, missing: null, charged: 17, expected: 18, resolved: 0 },
    ]);
    // Each case points at the sale that arrived for its provisional number (the 8th, 3rd and 6th).
    expect(cases.sort((a, b) => a.kind.localeCompare(b.kind)).map((c) => c.sale_id)).toEqual([arrived[7].id, arrived[2].id, arrived[5].id]);

    // The device told the server its queue is empty.
    const device = `Caja ${prefix}`;
    await expect.poll(async () => (await api<DeviceStatus[]>(admin, 'GET', 'sale/devices')).find((d) => d.device_name === device)?.pending, { timeout: 60_000 }).toBe(0);

    // The administrator sees those cases in VENTAS SIN CONEXIÓN, and no warning of this till in CIERRE DE CAJA.
    const office = await freshPage();
    await signIn(office, ADMIN);
    await office.goto(url('/offline-sales'));
    await office.getByRole('heading', { name: /^VENTAS SIN CONEXIÓN: CASOS POR REVISAR \(\d+\)$/ }).waitFor();
    for (const c of cases) await office.getByText(c.detail, { exact: true }).first().waitFor();
    await shot(office, 'offline-day-cases-1280');
    // The warnings come from sale/devices: read only once its answer reached the page.
    const devicesRead = office.waitForResponse((r) => r.url().includes('/api/sale/devices') && r.ok());
    await office.goto(url('/close-box'));
    await devicesRead;
    await office.getByText('Diferencia caja', { exact: true }).waitFor();
    expect(await office.getByText(device).count()).toBe(0);
    await shot(office, 'offline-day-close-box-1280');
  });
});
