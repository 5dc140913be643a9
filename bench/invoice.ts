import { performance } from 'node:perf_hooks';
import { archiveOf, tarOf } from '../server/src/modules/siat/archive.js';
import { prepareInvoice, prepareNote, type InvoiceDraft, type NoteDraft } from '../server/src/modules/siat/prepare.js';
import { draftOf } from '../server/src/modules/siat/siat-test-kit.js';
import { cpuMsSince, pct, type Row } from './lib.js';

/*
 * Building SIAT invoices, in-process (no database, no HTTP): one invoice (CUF, compraVenta XML,
 * gzip, SHA-256) as the sale's transaction does it, and a contingency package of 500 (tar, gzip,
 * SHA-256) as the outbox does it, and a return's nota de crédito-débito as the return's transaction
 * does it. Targets: an invoice (and a note) p99 < 5 ms, a package of 500 < 1 s.
 * BENCH_ONLY=factura runs only these (no catalogue, no database).
 */

export const INVOICE_TARGET_MS = 5;
export const PACKAGE_TARGET_MS = 1000;
const INVOICES = Number(process.env.BENCH_INVOICES || 5000);
const PACKAGES = Number(process.env.BENCH_PACKAGES || 10);

export const invoiceWanted = (only: string) => only === '' || only.startsWith('factura');
/** Only the invoice rows: the database sides are skipped. */
export const invoiceOnly = (only: string) => only.startsWith('factura');

const code = { cufd: 'QUFBQUJCQkJDQ0NDRERERA==', codigoControl: 'A1B2C3D4E5F6071', direccion: 'AV. SIMULADA 123' };
const issuedAt = (i: number) => `2026-11-29T${String(8 + Math.floor(i / 3600) % 12).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000`;

function timedSync(n: number, once: (i: number) => void): number[] {
  const lat: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    once(i);
    lat.push(performance.now() - t);
  }
  return lat.sort((a, b) => a - b);
}

/** Latencies, and the CPU time spent per operation (what it costs whatever else loads the machine). */
function measured(n: number, once: (i: number) => void): { lat: number[]; cpu: number } {
  const cpu = process.cpuUsage();
  const lat = timedSync(n, once);
  return { lat, cpu: cpuMsSince(cpu) / n };
}

const row = (scenario: string, { lat, cpu }: { lat: number[]; cpu: number }): Row => ({
  db: 'node',
  scenario,
  connections: 1,
  rps: 1000 / (lat.reduce((a, b) => a + b, 0) / lat.length),
  p50: Number(pct(lat, 0.5).toFixed(3)),
  p99: Number(pct(lat, 0.99).toFixed(3)),
  sqlP50: NaN,
  sqlP99: NaN,
  cpuApi: cpu,
});

/** A return's note of the invoice `d` (its lines returned whole). */
const noteOf = ({ lines, codigoMetodoPago: _m, descuentoAdicionalCents: _d, ...parties }: InvoiceDraft): NoteDraft => ({
  ...parties,
  invoice: { numero: parties.numero, cuf: 'F'.repeat(56), issuedAt: parties.issuedAt, totalCents: lines.reduce((s, l) => s + l.subTotalCents, 0) },
  lines: lines.map(({ numeroSerie: _s, numeroImei: _i, ...l }) => ({ ...l, codigoDetalleTransaccion: 2 })),
});

export function invoiceRows(): Row[] {
  timedSync(200, (i) => prepareInvoice(draftOf(code, i + 1, issuedAt(i)))); // warm-up
  const one = measured(INVOICES, (i) => prepareInvoice(draftOf(code, i + 1, issuedAt(i))));
  const xmls = Array.from({ length: 500 }, (_, i) => prepareInvoice(draftOf(code, i + 1, issuedAt(i))).xml);
  const pkg = measured(PACKAGES, () => archiveOf(tarOf(xmls.map((content, i) => ({ name: `factura-${i + 1}.xml`, content })))));
  const note = measured(INVOICES, (i) => prepareNote(noteOf(draftOf(code, i + 1, issuedAt(i)))));
  return [row('factura: CUF + XML + gzip + hash', one), row('factura: nota de crédito-débito (CUF + XML + gzip + hash)', note), row('factura: paquete de 500 (tar + gzip + hash)', pkg)];
}

/** The targets missed, as the bench's last lines say them. */
export const invoiceMisses = (rows: Row[]) =>
  rows.filter((r) => r.db === 'node' && r.p99 > (r.scenario.includes('paquete') ? PACKAGE_TARGET_MS : INVOICE_TARGET_MS));
