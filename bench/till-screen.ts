/**
 * Till responsiveness in Chromium: from the Enter of a scanned barcode to the line on
 * screen, network call included, over 200 scans on the bench's catalogue (enough for a p99: the
 * second slowest) (50,000 products). Measured
 * inside the page: the clock starts at the Enter keydown (capture phase, before the till sees it)
 * and stops at the first animation frame after the sale's detail table changed. Needs the built
 * web app (`npm run build`): the bench's server serves web/dist like the product does.
 * With `client`, that client is chosen first ('Cliente', F10) and the till waits until its list is
 * in force ('Lista …'): every scan then asks for the product with its rows of the list.
 * Tuning aids: TILL_PHASES=1 prints each scan's phases (Enter → call, the call, answer → line in the
 * page, line → frame); TILL_PROFILE=file writes the page's V8 CPU profile of the measured scans;
 * TILL_TRACE=file the browser's trace (tasks, layout, paint) of the first 40 measured scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/chromium.js';
import { listLabel } from '@lactea/contracts';
import { pct } from './lib.js';

const SCANS = 200;
const WARMUP_SCANS = 3;

/** Median, p95 and p99 in ms, or null (with the reason printed) when the web app is not built. */
export async function tillScreenLatency(
  address: string,
  username: string,
  password: string,
  barcodes: string[],
  client?: { name: string; ciNit: string; listName: string },
): Promise<{ p50: number; p95: number; p99: number; n: number } | null> {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../web/dist/index.html'))) {
    console.error('[till-screen] sin web/dist: ejecute `npm run build` para medir la caja en Chromium');
    return null;
  }
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`${address}/login`);
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${address}/`);
    await page.goto(`${address}/sales`);
    const scanner = page.getByLabel('Código de barra', { exact: true });
    await scanner.waitFor();
    await page.getByRole('table', { name: 'Detalle de la venta' }).waitFor();
    if (client) {
      await page.getByRole('button', { name: /^Cliente/ }).click();
      const picker = page.getByRole('dialog', { name: 'Elegir Cliente', exact: true });
      // By CI/NIT: one client answers ('Tienda bench 1' would find 111, the first page of them newest first).
      await picker.getByLabel('Buscar cliente').fill(client.ciNit);
      await picker.getByRole('list', { name: 'Clientes' }).getByRole('button', { name: new RegExp(`^${client.name}(\\s|$)`) }).click();
      await page.getByTestId('sale-client').getByText(`${client.name} · ${listLabel(client.listName)}`).waitFor();
    }
    const profiler = process.env.TILL_PROFILE ? await page.context().newCDPSession(page) : null;
    if (process.env.TILL_TRACE) await browser.startTracing(page, { path: `${process.env.TILL_TRACE}${client ? '-list' : ''}.json`, categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8'] });
    const times: number[] = [];
    for (let i = 0; i < WARMUP_SCANS + SCANS; i++) {
      if (profiler && i === WARMUP_SCANS) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.send('Profiler.start');
      }
      await scanner.fill(barcodes[i % barcodes.length]);
      await page.evaluate(() => {
        const table = document.querySelector('table[aria-label="Detalle de la venta"]')!;
        const before = table.textContent;
        let started = 0;
        window.addEventListener(
          'keydown',
          (e) => {
            if (e.key === 'Enter') started = performance.now();
          },
          { capture: true, once: true },
        );
        (window as unknown as { __scanned: Promise<number> }).__scanned = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!started || table.textContent === before) return;
            observer.disconnect();
            (window as unknown as { __t: number[] }).__t = [started, performance.now()];
            requestAnimationFrame(() => resolve(performance.now() - started));
          });
          observer.observe(table, { subtree: true, childList: true, characterData: true });
        });
      });
      await scanner.press('Enter');
      const ms = await page.evaluate(() => (window as unknown as { __scanned: Promise<number> }).__scanned);
      if (process.env.TILL_PHASES) {
        // Where this scan's time went: the till-barcode call as the page's resource timing saw it.
        const t = await page.evaluate(() => {
          const call = performance.getEntriesByType('resource').filter((r) => r.name.includes('till-barcode')).at(-1) as PerformanceResourceTiming;
          performance.clearResourceTimings();
          const [enter, mutated] = (window as unknown as { __t: number[] }).__t;
          return { toCall: call.startTime - enter, call: call.responseEnd - call.startTime, toLine: mutated - call.responseEnd, lineAt: mutated - enter };
        });
        console.error(`escaneo ${ms.toFixed(1)} ms: Enter → llamada ${t.toCall.toFixed(1)}, llamada ${t.call.toFixed(1)}, respuesta → línea ${t.toLine.toFixed(1)}, línea → cuadro ${(ms - t.lineAt).toFixed(1)}`);
      }
      if (i >= WARMUP_SCANS) times.push(ms);
      if (process.env.TILL_TRACE && i === WARMUP_SCANS + 40) await browser.stopTracing();
    }
    if (profiler) fs.writeFileSync(`${process.env.TILL_PROFILE}${client ? '-list' : ''}.cpuprofile`, JSON.stringify((await profiler.send('Profiler.stop')).profile));
    times.sort((a, b) => a - b);
    return { p50: pct(times, 0.5), p95: pct(times, 0.95), p99: pct(times, 0.99), n: times.length };
  } finally {
    await browser.close();
  }
}
