import { asc } from 'drizzle-orm';
import type { RecordSaleBody, SaleInvoiceBody } from '@lactea/contracts';
import { startSiatSimulator, type SiatSimulator } from '../../siat-simulator/simulator.js';
import { invoices } from '../../db/schema/index.js';
import { createSaleTestApp, type TestApp } from '../../../test/helpers.js';
import type { SaleWorld } from '../sales/sales.fixtures.js';
import { draft } from '../sales/sales.fixtures.js';
import { refreshSiatCodes } from '../siat/codes.js';
import { invoiceOutboxTurn, type OutboxTurn } from './outbox.js';
import { finishDrafts } from './issue.js';

/** A shop invoicing against the SIAT simulator, its outbox driven by the test (no timer, no wake). */
export interface InvoicingWorld {
  t: TestApp;
  w: SaleWorld;
  sim: SiatSimulator;
  cashier: string;
  admin: string;
  milk: number;
  cheese: number;
  /** One sale of `n` litres of milk with an invoice to `buyer` (S/N without). */
  sell(n?: number, buyer?: Partial<SaleInvoiceBody>, extra?: Partial<RecordSaleBody>): Promise<ReturnType<TestApp['recordSale']> extends Promise<infer R> ? R : never>;
  turn(): Promise<OutboxTurn>;
  /** Turns until nothing is left to do (at most `max`). */
  drain(max?: number): Promise<void>;
  /** The invoices by number as a reader reads them: the drafts' documents written first (as the outbox and every route do). */
  rows(): Promise<(typeof invoices.$inferSelect)[]>;
  close(): Promise<void>;
}

export const SIAT_TOKEN = 'token-de-facturas';
export const SHOP = {
  invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '2222222', sucursal: 0, punto_venta: 0,
  actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2,
};

/** The simulator's catalogue's milk (LECHE LÍQUIDA PROCESADA): the shop's producto SIN por omisión. */
export const DEFAULT_SIN = '22111';

/**
 * Chooses the producto SIN por omisión in Configuraciones → Facturación once the catalogue is synced
 * (the test kit's products have no code of their own: without it their invoices are refused).
 */
export async function chooseDefaultSin(t: TestApp, admin: string): Promise<void> {
  // The settings as read back (read-only keys left out), with the default.
  const { token_configured: _c, token_from_environment: _e, ...fields } = (await t.call(admin, 'GET', '/api/invoice-setting/list')).json() as Record<string, unknown>;
  const res = await t.call(admin, 'PUT', '/api/invoice-setting/update', { ...fields, sin_product_default: DEFAULT_SIN });
  if (res.statusCode !== 200) throw new Error(`invoice-setting/update (producto SIN por omisión): ${res.body}`);
}

export async function invoicingWorld(opts: { invoicing?: boolean } = {}): Promise<InvoicingWorld> {
  const sim = await startSiatSimulator({ token: SIAT_TOKEN, knownNits: ['4567890'] });
  const { t, w } = await createSaleTestApp({ siat: { token: SIAT_TOKEN, outbox: false } });
  const admin = await t.adminToken();
  const cashier = await t.cashierToken();
  if (opts.invoicing !== false) {
    const on = await t.call(admin, 'PUT', '/api/invoice-setting/update', { ...SHOP, siat_url: sim.url, version: 1 });
    if (on.statusCode !== 200) throw new Error(`invoice-setting/update: ${on.body}`);
    await refreshSiatCodes(t.database, t.config, undefined, 15_000);
    await chooseDefaultSin(t, admin);
  }
  const milk = await w.addProduct('Leche 1 L', '7.00');
  const cheese = await w.addProduct('Queso', '40.40', { unit: 'kg' });
  await w.addLot(milk, 100_000, '2099-12-31');
  await w.addLot(cheese, 10_000, '2099-12-31');
  const world: InvoicingWorld = {
    t, w, sim, cashier, admin, milk, cheese,
    sell: (n = 1, buyer = {}, extra = {}) => t.recordSale(cashier, draft([{ product_id: milk, quantity: n, price: 7 }], { id_type_payment: w.cash }, { invoice: buyer as RecordSaleBody['invoice'], ...extra })),
    turn: () => invoiceOutboxTurn(t.database, t.config, { timeoutMs: 15_000 }),
    async drain(max = 20) {
      for (let i = 0; i < max; i++) {
        const before = JSON.stringify((await world.rows()).map((r) => [r.state, r.fkPackage, r.cuf]));
        await world.turn();
        const after = JSON.stringify((await world.rows()).map((r) => [r.state, r.fkPackage, r.cuf]));
        if (before === after) return;
      }
    },
    rows: async () => {
      await finishDrafts(t.db);
      return t.db.select().from(invoices).orderBy(asc(invoices.number));
    },
    async close() {
      await t.close();
      await sim.close();
    },
  };
  return world;
}
