import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { siatCatalogue, siatCufd, siatCuis } from '../../db/schema/index.js';
import { withLock } from '../../db/advisory.js';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import { siatClient, type SiatClient, type SiatIdentity } from './client.js';
import { CATALOGUES, requestCufd, requestCuis, syncCatalogue, type CatalogueKind } from './operations.js';
import { readInvoiceSettingsRow, type InvoiceSettingsRow } from './invoice-settings.service.js';
import { siatToken } from './token.js';

/*
 * SIAT's codes kept by Lactea: the point of sale's CUIS (asked once, kept until it expires), the
 * day's CUFD with its código de control (renewed RENEW_BEFORE_MS before it expires, every older one
 * kept for contingency), and the catalogues (replaced once a day). One process at a time does it
 * (the advisory lock `siatCodes`; in one process, one call at a time), so several processes renew once.
 */

export const RENEW_BEFORE_MS = 2 * 3_600_000;
export const CATALOGUE_EVERY_MS = 24 * 3_600_000;

export const identityOf = (r: InvoiceSettingsRow): SiatIdentity => ({
  nit: r.nit,
  codigoSistema: r.codigoSistema,
  codigoAmbiente: r.ambiente,
  codigoModalidad: r.modalidad,
  codigoSucursal: r.sucursal,
  codigoPuntoVenta: r.puntoVenta,
});

export interface SiatCodes {
  cuis: string;
  cufd: { codigo: string; codigoControl: string; direccion: string; validUntil: Date };
  renewed: boolean;
}

const point = (t: typeof siatCuis | typeof siatCufd, id: SiatIdentity) =>
  and(eq(t.nit, id.nit), eq(t.sucursal, id.codigoSucursal), eq(t.puntoVenta, id.codigoPuntoVenta));

async function ensureCuis(database: Database, client: SiatClient, id: SiatIdentity, now: Date): Promise<string> {
  const [kept] = await database.db.select().from(siatCuis).where(and(point(siatCuis, id), gt(siatCuis.validUntil, now)));
  if (kept) return kept.codigo;
  const got = await requestCuis(client, id);
  const row = { nit: id.nit, sucursal: id.codigoSucursal, puntoVenta: id.codigoPuntoVenta, codigo: got.codigo, validUntil: new Date(got.fechaVigencia), obtainedAt: now };
  await database.db.insert(siatCuis).values(row).onConflictDoUpdate({ target: [siatCuis.nit, siatCuis.sucursal, siatCuis.puntoVenta], set: { codigo: row.codigo, validUntil: row.validUntil, obtainedAt: now } });
  return got.codigo;
}

async function ensureCufd(database: Database, client: SiatClient, id: SiatIdentity, cuis: string, now: Date): Promise<SiatCodes['cufd'] & { renewed: boolean }> {
  const [newest] = await database.db.select().from(siatCufd).where(point(siatCufd, id)).orderBy(desc(siatCufd.validUntil)).limit(1);
  if (newest && newest.validUntil.getTime() - now.getTime() > RENEW_BEFORE_MS) return { ...newest, renewed: false };
  const got = await requestCufd(client, id, cuis);
  const row = { nit: id.nit, sucursal: id.codigoSucursal, puntoVenta: id.codigoPuntoVenta, codigo: got.codigo, codigoControl: got.codigoControl, direccion: got.direccion, validUntil: new Date(got.fechaVigencia), obtainedAt: now };
  await database.db.insert(siatCufd).values(row);
  return { ...row, renewed: true };
}

/** Each catalogue replaced whole, in one transaction per catalogue, when its last sync is older than a day. */
async function syncCatalogues(database: Database, client: SiatClient, id: SiatIdentity, cuis: string, now: Date): Promise<void> {
  for (const kind of Object.keys(CATALOGUES) as CatalogueKind[]) {
    const [last] = await database.db.select({ at: sql<Date>`max(${siatCatalogue.syncedAt})`.mapWith(siatCatalogue.syncedAt) }).from(siatCatalogue).where(eq(siatCatalogue.kind, kind));
    if (last?.at && now.getTime() - last.at.getTime() < CATALOGUE_EVERY_MS) continue;
    const rows = await syncCatalogue(client, id, cuis, kind);
    await database.db.transaction(async (tx) => {
      await tx.delete(siatCatalogue).where(eq(siatCatalogue.kind, kind));
      if (rows.length) await tx.insert(siatCatalogue).values(rows.map((r) => ({ kind, code: r.code, description: r.text, activity: r.activity, syncedAt: now })));
    });
  }
}

let inProcess: Promise<unknown> = Promise.resolve();

/**
 * The codes invoicing needs, obtained or renewed as due; null while invoicing is off or has no
 * token. Throws SiatUnavailable / SiatRefusal as the client does (the periodic job logs it).
 */
export function refreshSiatCodes(database: Database, config: Pick<Config, 'siat'>, now: () => Date = () => new Date(), timeoutMs?: number): Promise<SiatCodes | null> {
  const run = async (): Promise<SiatCodes | null> => {
    const settings = await readInvoiceSettingsRow(database.db);
    const token = siatToken(config, settings.tokenCipher);
    if (settings.invoicing !== 1 || !token) return null;
    const client = siatClient({ baseUrl: settings.siatUrl, token, timeoutMs });
    const id = identityOf(settings);
    return withLock(database, 'siatCodes', async () => {
      const at = now();
      const cuis = await ensureCuis(database, client, id, at);
      // The catalogues before the CUFD: an invoice needs both (its leyenda comes from them), and the
      // till may invoice as soon as a CUFD is stored — when invoicing is switched on, in the middle of this.
      await syncCatalogues(database, client, id, cuis, at);
      const { renewed, ...cufd } = await ensureCufd(database, client, id, cuis, at);
      return { cuis, cufd, renewed };
    });
  };
  const next = inProcess.then(run, run);
  inProcess = next.catch(() => undefined);
  return next;
}
