import { sql } from 'drizzle-orm';
import { invoiceSettings, siatCufd, siatCuis } from '../db/schema/index.js';
import type { Database } from '../db/types.js';
import type { Config } from '../config.js';
import { startSiatSimulator, type SiatSimulator } from '../siat-simulator/simulator.js';

/*
 * The demo with invoicing on (`LACTEA_DEMO_SIAT=1 npm run demo`): Lactea's own SIAT simulator in
 * this process, on its own port, and the demo shop's Configuraciones → Facturación pointed at it.
 * No machine here reaches the real SIAT. The simulator keeps what it issued in memory only: each
 * start forgets the CUIS and CUFD of the last run, so they are asked again (an invoice of a
 * previous run still waiting names a CUFD this simulator never gave, and SIAT refuses it).
 */

/** The demo shop as SIAT knows it: its NIT, name and activity (the simulator's catalogue has it). */
export const DEMO_SHOP = {
  nit: '1020304050',
  razonSocial: 'Distribuidora Láctea Demo S.R.L.',
  municipio: 'La Paz',
  telefono: '2222222',
  actividad: '463020',
  codigoSistema: 'LACTEA-DEMO',
  // The demo's products have no código de producto SIN of their own: they are invoiced as the
  // simulator's catalogue's milk (LECHE LÍQUIDA PROCESADA), shown in Configuraciones → Facturación.
  sinProductDefault: '22111',
};
const DEMO_TOKEN = 'token-del-simulador-demo';
/** The simulator's port (on 127.0.0.1: only the server talks to it) unless LACTEA_DEMO_SIAT_PORT says otherwise. */
const DEFAULT_PORT = 3099;

/** Whether this start wants the simulator: the demo, and LACTEA_DEMO_SIAT=1. */
export const wantsDemoSiat = (config: Pick<Config, 'demo'>, env: NodeJS.ProcessEnv = process.env) => config.demo && env.LACTEA_DEMO_SIAT === '1';

/**
 * Starts the simulator and hands the app its token (before buildApp: the outbox reads it), unless
 * LACTEA_SIAT_TOKEN already names one.
 */
export async function startDemoSiat(config: Config, env: NodeJS.ProcessEnv = process.env): Promise<SiatSimulator> {
  config.siat.token ??= DEMO_TOKEN;
  const port = env.LACTEA_DEMO_SIAT_PORT ? Number(env.LACTEA_DEMO_SIAT_PORT) : DEFAULT_PORT;
  return startSiatSimulator({ token: config.siat.token, port });
}

/** Invoicing switched on for the demo shop against `sim`; the codes of an earlier run forgotten. */
export async function pointDemoAtSimulator(database: Database, sim: SiatSimulator): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx
      .insert(invoiceSettings)
      .values({ id: 1 })
      .onConflictDoNothing();
    await tx
      .update(invoiceSettings)
      .set({ invoicing: 1, ...DEMO_SHOP, sucursal: 0, puntoVenta: 0, modalidad: 2, ambiente: 2, siatUrl: sim.url, version: sql`${invoiceSettings.version} + 1`, updatedAt: new Date() })
      .where(sql`${invoiceSettings.id} = 1`);
    await tx.delete(siatCufd);
    await tx.delete(siatCuis);
  });
}
