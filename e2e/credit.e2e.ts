import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signInApi } from './api';
import { ADMIN, CASHIER, DESKTOP, MOBILE, acceptSuccess, checkA11y, chooseOption, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Credit the shop controls in a real browser, at 1280 and 390 px: a credit sale over the
 * client's limit is refused at the till with the server's message (the till showed the debt and
 * the available credit first); in COBRO DEUDAS a debt is paid in part, shows its balance and its
 * payment, then the rest collects it. The client, product and debt are made through the API with
 * this run's tag, so no other browser file sees them.
 */
const newPage = useBrowserPages();
const TAG = Date.now().toString(36).slice(-5);

interface World {
  product: { id: number; barcode: string };
  client: { id: number; business_name: string; ci_nit: string };
}
/** A product of Bs. 5,00 with stock and a client with a limit of Bs. 20,00 who owes Bs. 15,00 (3 units on credit). */
async function world(width: number): Promise<World> {
  const token = await signInApi();
  const marks = await api<{ data: { id: number }[] }>(token, 'GET', 'mark/list?enabled=1');
  const barcode = `88${TAG}${width}`.replace(/[^0-9a-z]/g, '');
  const p = await api<{ id: number }>(token, 'POST', 'product/add', {
    code: `CR${TAG}${width}`,
    product: `Leche Crédito ${TAG}`,
    barcode,
    description: 'Producto de la prueba de crédito',
    price: 5,
    cost: 2.5,
    fk_mark: marks.data[0].id,
  });
  await api(token, 'POST', 'lot/add', { quantity: 40, expiration_date: '2099-12-31', fk_product: p.id });
  const c = await api<{ id: number; business_name: string; ci_nit: string }>(token, 'POST', 'client/add', {
    business_name: `Tienda Límite ${TAG} ${width}`,
    ci_nit: `77${width}`,
    credit_limit: 20,
  });
  const client = { id: c.id, business_name: c.business_name, ci_nit: c.ci_nit };
  const line = { product_id: p.id, quantity: 3, unit_price: 5, unit_price_system: 5, discount: 0, promotion: '' };
  await api(token, 'POST', 'sale/record-sale', {
    register_client: 0,
    without_client: 0,
    client,
    sale: { discount: 0, money_paid: 0, total_sale: 15, change_box: 0, cancelled: 0, id_type_payment: 0 },
    detail: [line],
  });
  return { product: { id: p.id, barcode }, client };
}

/** Adds the product twice (Bs. 10,00): on the desktop by the scanner, on the phone by 'Buscar producto'. */
async function addTwice(page: Page, barcode: string, phone: boolean) {
  const field = phone ? page.getByLabel('Buscar producto') : page.getByLabel('Código de barra', { exact: true });
  for (let i = 0; i < 2; i++) {
    await field.fill(barcode);
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe('');
  }
  if (phone) await page.getByRole('tab', { name: /Carrito/ }).click();
  await expect.poll(() => page.locator('[data-figure="Total"]').first().textContent()).toBe('Bs. 10,00');
}

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;
  const phone = width === MOBILE.width;

  it(`a credit sale over the client's limit is refused at the till with the message; the till shows debt and available credit (${width} px)`, async () => {
    const w = await world(width);
    const page = await newPage(viewport);
    // The administrator: a cashier sells only on a device enabled for the till (decision 0009).
    await signIn(page, ADMIN);
    await page.goto(url(phone ? '/sale-mobile' : '/sales'));
    await addTwice(page, w.product.barcode, phone);
    await page.getByRole('button', { name: /^Deuda \+ Cliente/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Deuda + Cliente' });
    await dialog.getByRole('button', { name: 'Buscar Cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(w.client.business_name);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${w.client.business_name}(\\s|$)`) }).click();
    await picker.waitFor({ state: 'hidden' });
    await dialog.getByTestId('client-credit').getByText('Deuda: Bs. 15,00 · Crédito disponible: Bs. 5,00').waitFor();
    await dialog.getByText('Límite de crédito excedido: disponible Bs. 5,00').waitFor();
    await shot(page, `till-credit-limit-${width}`);
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();
    const refused = page.getByRole('alertdialog');
    await refused.getByText('Límite de crédito excedido: disponible Bs. 5,00').waitFor();
    await shot(page, `till-credit-refused-${width}`);
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    // Nothing was sold: the client still owes 15,00.
    const token = await signInApi();
    expect(await api<{ debt: number }>(token, 'GET', `client/credit?id=${w.client.id}`)).toMatchObject({ debt: 15, available: 5 });
  });

  it(`COBRO DEUDAS: a partial payment leaves the balance and shows the payment; the rest collects the debt (${width} px)`, async () => {
    const w = await world(width + 1);
    const page = await newPage(viewport);
    // Each payment prints its COMPROBANTE DE PAGO: counted here instead of the browser's print,
    // which in headless Chromium can hold the page while a click on 'Aceptar' arrives.
    await page.addInitScript(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed += 1;
      };
    });
    await signIn(page, CASHIER);
    await page.goto(url('/cancelled-sales'));
    await page.getByRole('heading', { name: /^COBRO DEUDAS \(\d+\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Elegir Cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(w.client.business_name);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${w.client.business_name}(\\s|$)`) }).click();
    await page.getByText('Expresado en Bs. · Total Venta: Bs. 15,00 · Saldo: Bs. 15,00 · Cantidad: 1').waitFor();

    await page.getByRole('button', { name: /^Cobrar la venta/ }).click();
    const ask = page.getByRole('dialog', { name: 'Cobrar deuda' });
    await chooseOption(page, ask.getByLabel('Tipo Pago'), 'Efectivo');
    await ask.getByLabel('Monto').fill('5,50');
    await checkA11y(page, 'collect-partial-dialog');
    await shot(page, `debt-partial-dialog-${width}`);
    await ask.getByRole('button', { name: 'Cobrar' }).click();
    const confirm = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
    await confirm.getByText(/¿Está seguro de cobrar Bs\. 5,50 de la venta N° \d+ con Efectivo\?/).waitFor();
    await confirm.getByRole('button', { name: 'SI', exact: true }).click();
    await acceptSuccess(page, 'Se registró el cobro de Bs. 5,50; saldo Bs. 9,50');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.getByText('Expresado en Bs. · Total Venta: Bs. 15,00 · Saldo: Bs. 9,50 · Cantidad: 1').waitFor();

    await page.getByRole('button', { name: /^Ver detalle de la venta/ }).click();
    await page.getByTestId('debt-balance').getByText('Total: Bs. 15,00 · Cobrado: Bs. 5,50 · Saldo: Bs. 9,50').waitFor();
    await page.getByRole('table', { name: 'Cobros de la deuda' }).getByText('5,50').waitFor();
    await shot(page, `debt-partial-detail-${width}`);
    // The rest: the amount starts at the balance; the collection's success text, 'Se dio por cancelada la venta'.
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await chooseOption(page, ask.getByLabel('Tipo Pago'), 'Efectivo');
    expect(await ask.getByLabel('Monto').inputValue()).toBe('9,50');
    await ask.getByRole('button', { name: 'Cobrar' }).click();
    // The balance collected now, not the sale's total (Bs. 5,50 of it was paid).
    await confirm.getByText(/¿Está seguro de cobrar el saldo de Bs\. 9,50 de la venta N° \d+ \(total Bs\. 15,00\) con Efectivo\?/).waitFor();
    await confirm.getByRole('button', { name: 'SI', exact: true }).click();
    await acceptSuccess(page, 'Se dio por cancelada la venta');
    await page.getByText('Expresado en Bs. · Total Venta: Bs. 0,00 · Saldo: Bs. 0,00 · Cantidad: 0').waitFor();
    await shot(page, `debt-collected-${width}`);
  });

  it(`CLIENTES → Estado de cuenta: the client's credit sale and payment with the balance, print buttons and the WhatsApp link (${width} px)`, async () => {
    const w = await world(width + 2);
    const token = await signInApi();
    const [debt] = (await api<{ data: { id: number }[] }>(token, 'GET', `sale/debt-collection-client?id_client=${w.client.id}`)).data;
    const types = await api<{ id: number; type_pay: string }[]>(token, 'GET', 'type-payment/list');
    await api(token, 'POST', 'sale/debt-payment', { id_sale: debt.id, amount: 4, id_type_payment: types.find((t) => t.type_pay === 'Efectivo')!.id });
    const page = await newPage(viewport);
    await signIn(page);
    await page.goto(url('/clients'));
    await page.getByLabel('Buscar', { exact: true }).fill(w.client.business_name);
    await page.getByRole('button', { name: `Estado de cuenta de ${w.client.business_name}` }).click();
    await page.getByRole('heading', { name: `ESTADO DE CUENTA · ${w.client.business_name}` }).waitFor();
    await page.getByTestId('statement-totals').getByText('Saldo anterior: Bs. 0,00 · Ventas a crédito: Bs. 15,00 · Pagos: Bs. 4,00 · Saldo: Bs. 11,00').waitFor();
    await page.getByRole('table', { name: 'Movimientos del estado de cuenta' }).getByText(`Cobro Venta N° ${debt.id} (Efectivo)`).waitFor();
    expect(await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Estado%20de%20cuenta/);
    await shot(page, `client-statement-${width}`);
  });
}

it("'Advertir': the till shows the same text and asks; the confirmed credit sale is recorded (1280 px)", async () => {
  const w = await world(7);
  const token = await signInApi();
  const setting = await api<Record<string, unknown>>(token, 'GET', 'setting/list');
  await api(token, 'PUT', 'setting/update', { ...setting, credit_control: 'advertir' });
  try {
    const page = await newPage(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto(url('/sales'));
    await addTwice(page, w.product.barcode, false);
    await page.getByRole('button', { name: /^Deuda \+ Cliente/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Deuda + Cliente' });
    await dialog.getByRole('button', { name: 'Buscar Cliente' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
    await picker.getByLabel('Buscar cliente').fill(w.client.business_name);
    await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${w.client.business_name}(\\s|$)`) }).click();
    await dialog.getByText('Límite de crédito excedido: disponible Bs. 5,00').waitFor();
    await dialog.getByRole('button', { name: 'Registrar Venta' }).click();
    const ask = page.getByRole('dialog', { name: 'CONFIRMACIÓN', exact: true });
    await ask.getByText('Límite de crédito excedido: disponible Bs. 5,00').waitFor();
    await ask.getByText('¿Registrar la venta a crédito de todos modos?').waitFor();
    await shot(page, 'till-credit-advertir-1280');
    await ask.getByRole('button', { name: 'SI', exact: true }).click();
    await page.getByRole('status', { name: 'Venta registrada' }).waitFor();
    expect(await api<{ debt: number }>(token, 'GET', `client/credit?id=${w.client.id}`)).toMatchObject({ debt: 25, available: 0 });
  } finally {
    const now = await api<Record<string, unknown>>(token, 'GET', 'setting/list');
    await api(token, 'PUT', 'setting/update', { ...now, credit_control: 'bloquear' });
  }
});
