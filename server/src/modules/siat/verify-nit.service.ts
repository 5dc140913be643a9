import { and, eq, gt } from 'drizzle-orm';
import type { VerifyNitAnswer } from '@lactea/contracts';
import { siatCuis } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { siatClient, SiatRefusal, SiatUnavailable } from './client.js';
import { identityOf } from './codes.js';
import { readInvoiceSettingsRow } from './invoice-settings.service.js';
import { verifyNit } from './operations.js';
import { siatToken } from './token.js';

/** A cashier waits for this answer with a customer in front: shorter than the background calls'. */
export const VERIFY_NIT_TIMEOUT_MS = 5_000;

/**
 * The till's NIT check (SIAT's verificarNit) with the point of sale's kept CUIS. Never an error for
 * SIAT's absence: the till then asks the cashier, as for an unknown NIT.
 */
export async function verifyBuyerNit(ctx: Ctx, nit: string, timeoutMs = VERIFY_NIT_TIMEOUT_MS): Promise<VerifyNitAnswer> {
  const none: VerifyNitAnswer = { result: 'sin_respuesta', message: '' };
  const settings = await readInvoiceSettingsRow(ctx.db);
  const token = siatToken(ctx.config, settings.tokenCipher);
  if (settings.invoicing !== 1 || !token) return none;
  const id = identityOf(settings);
  const [cuis] = await ctx.db
    .select({ codigo: siatCuis.codigo })
    .from(siatCuis)
    .where(and(eq(siatCuis.nit, id.nit), eq(siatCuis.sucursal, id.codigoSucursal), eq(siatCuis.puntoVenta, id.codigoPuntoVenta), gt(siatCuis.validUntil, new Date())));
  if (!cuis) return none;
  try {
    const answer = await verifyNit(siatClient({ baseUrl: settings.siatUrl, token, timeoutMs }), id, cuis.codigo, nit);
    return { result: answer.active ? 'activo' : 'inexistente', message: answer.message };
  } catch (error) {
    if (error instanceof SiatUnavailable || error instanceof SiatRefusal) return none;
    throw error;
  }
}
