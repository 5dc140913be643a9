import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, signInApi } from './api';
import { ean13CheckDigit } from '@lactea/contracts';
import { writeBarcodeVideo } from './barcode-video';
import { MOBILE, shot, signIn, url, useBrowserPages } from './browser';

/**
 * Camera scanning at the phone till: Chromium's fake camera shows an EAN-13 of a product
 * made by this run; the cashier taps 'Escanear con la cámara' and the product is in the cart.
 */
const TAG = Date.now().toString().slice(-9);
const CODE = `77${TAG}0`.slice(0, 12) + ean13CheckDigit(`77${TAG}0`.slice(0, 12));
const VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-camera-')), 'barcode.y4m');
writeBarcodeVideo(VIDEO, CODE);

const freshPage = useBrowserPages(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`]);

async function productWithCode(): Promise<string> {
  const token = await signInApi();
  const marks = await api<{ data: { id: number }[] }>(token, 'GET', 'mark/list?enabled=1');
  const name = `Yogur Cámara ${TAG}`;
  const p = await api<{ id: number }>(token, 'POST', 'product/add', {
    code: `C${TAG}`,
    product: name,
    barcode: CODE,
    description: 'Producto de la prueba de cámara',
    price: 7.5,
    cost: 4,
    fk_mark: marks.data[0].id,
  });
  await api(token, 'POST', 'lot/add', { quantity: 10, expiration_date: '2099-12-31', fk_product: p.id });
  return name;
}

describe('camera scanning at the phone till', () => {
  it('reads the EAN-13 the camera sees and adds the product', async () => {
    const name = await productWithCode();
    const page = await freshPage(MOBILE);
    await page.context().grantPermissions(['camera']);
    await signIn(page);
    await page.goto(url('/sale-mobile'));
    await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escanear código de barra' });
    await dialog.waitFor();
    await shot(page, 'till-mobile-camera');
    // The code read closes the dialog and adds the product, as a scan with the reader does.
    await page.getByRole('alert').filter({ hasText: `Se agregó ${name}` }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: /Carrito/ }).click();
    await expect.poll(() => page.getByLabel(`Línea 1: ${name}`).textContent()).toContain('Cant. 1 · P.U. Bs. 7,50');
  });
});

describe('camera scanning without a camera', () => {
  it('says so in Spanish and the search field keeps working', async () => {
    // The suite's ordinary browser has no camera device (no fake-device flag).
    const { launchBrowser, openPage } = await import('./browser');
    const browser = await launchBrowser();
    try {
      const page = await openPage(browser, MOBILE);
      await page.context().grantPermissions(['camera']);
      await signIn(page);
      await page.goto(url('/sale-mobile'));
      await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
      const dialog = page.getByRole('dialog', { name: 'Escanear código de barra' });
      await dialog.getByRole('alert').waitFor();
      // getUserMedia's NotFoundError, in the shop's words.
      expect(await dialog.getByRole('alert').textContent()).toBe('No se encontró una cámara en este equipo');
      await shot(page, 'till-mobile-camera-missing');
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('Buscar producto').isEditable()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
