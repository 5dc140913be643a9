import { INVOICE_MSG, NIT_MSG, type VerifyNitAnswer } from '@lactea/contracts';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';
import { SiatUnavailable, siatClient } from '../siat/client.js';
import { identityOf, refreshSiatCodes } from '../siat/codes.js';
import { readInvoiceSettingsRow } from '../siat/invoice-settings.service.js';
import { verifyNit } from '../siat/operations.js';
import { siatToken } from '../siat/token.js';

/** The till waits for this answer, not the sale: a short timeout, and no answer is said as such. */
export const VERIFY_NIT_TIMEOUT_MS = 4000;

/** SIAT's verificarNit for the till's Factura step. Refused (400) while invoicing is off. */
export async function verifyBuyerNit(database: Database, config: Pick<Config, 'siat'>, nit: string, timeoutMs = VERIFY_NIT_TIMEOUT_MS): Promise<VerifyNitAnswer> {
  const settings = await readInvoiceSettingsRow(database.db);
  const token = siatToken(config, settings.tokenCipher);
  if (settings.invoicing !== 1 || !token) throw badRequest(INVOICE_MSG.invoicingOff);
  try {
    const codes = await refreshSiatCodes(database, config, undefined, timeoutMs);
    if (!codes) throw badRequest(INVOICE_MSG.invoicingOff);
    const found = await verifyNit(siatClient({ baseUrl: settings.siatUrl, token, timeoutMs }), identityOf(settings), codes.cuis, nit);
    return { nit, state: found.active ? 'activo' : 'inexistente', message: found.active ? NIT_MSG.activo : NIT_MSG.inexistente };
  } catch (err) {
    if (err instanceof SiatUnavailable) return { nit, state: 'sin_respuesta', message: NIT_MSG.sin_respuesta };
    throw err;
  }
}
