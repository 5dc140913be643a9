import { eq } from 'drizzle-orm';
import { EDITS, INVOICE_SETTING_MSG, labelled, type InvoiceSetting, type UpdateInvoiceSettingBody } from '@lactea/contracts';
import { invoiceSettings } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import type { Config } from '../../config.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';
import { encryptToken, tokenSource } from './token.js';
import { checkCatalogueCodes } from '../products/product-sin.js';

export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
const NOT_FOUND = 'No existe la configuración de facturación';

/** The one row (the migration creates it; recreated with invoicing off if someone removed it). */
export async function readInvoiceSettingsRow(db: Executor): Promise<InvoiceSettingsRow> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  if (row) return row;
  await db.insert(invoiceSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  return created!;
}

/** The answer: every setting but the token, of which only whether and where from. */
export function toInvoiceSetting(r: InvoiceSettingsRow, config: Pick<Config, 'siat'>): InvoiceSetting {
  const source = tokenSource(config, r.tokenCipher);
  return {
    invoicing: r.invoicing === 1 ? 1 : 0,
    nit: r.nit,
    razon_social: r.razonSocial,
    municipio: r.municipio,
    telefono: r.telefono,
    sucursal: r.sucursal,
    punto_venta: r.puntoVenta,
    actividad: r.actividad,
    codigo_sistema: r.codigoSistema,
    modalidad: r.modalidad === 1 ? 1 : 2,
    ambiente: r.ambiente === 1 ? 1 : 2,
    siat_url: r.siatUrl,
    sin_product_default: r.sinProductDefault,
    token_configured: source === 'ninguno' ? 0 : 1,
    token_from_environment: source === 'entorno' ? 1 : 0,
    version: r.version,
  };
}

export async function listInvoiceSettings(ctx: Ctx): Promise<InvoiceSetting> {
  return toInvoiceSetting(await readInvoiceSettingsRow(ctx.db), ctx.config);
}

/** The stored token's column after this edit: kept (absent), removed (null) or replaced (encrypted). */
function nextTokenCipher(ctx: Ctx, sent: UpdateInvoiceSettingBody, stored: string | null): string | null {
  if (sent.token === undefined) return stored;
  if (sent.token === null || sent.token === '') return null;
  if (ctx.config.siat.token) throw badRequest(labelled('token', INVOICE_SETTING_MSG.tokenFromEnvironment));
  if (!ctx.config.siat.key) throw badRequest(labelled('token', INVOICE_SETTING_MSG.tokenNoKey));
  return encryptToken(ctx.config.siat.key, sent.token);
}

export function updateInvoiceSettings(ctx: Ctx, sent: UpdateInvoiceSettingBody): Promise<InvoiceSetting> {
  return ctx.db.transaction(async (tx) => {
    await readInvoiceSettingsRow(tx);
    const [found] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1)).for('update');
    const before = toInvoiceSetting(checkVersion(found, { id: 1, version: sent.version }, NOT_FOUND), ctx.config);
    const body = completeEdit(EDITS['PUT /api/invoice-setting/update'], sent, before);
    const tokenCipher = nextTokenCipher(ctx, sent, found.tokenCipher);
    if (body.invoicing === 1 && tokenSource(ctx.config, tokenCipher) === 'ninguno') throw badRequest(labelled('token', INVOICE_SETTING_MSG.tokenMissing));
    // Chosen from the synced catalogue; a stored one SIAT dropped since stays until changed (as a product's).
    if (body.sin_product_default !== null && body.sin_product_default !== before.sin_product_default) {
      await checkCatalogueCodes(tx, [{ field: 'sin_product_default', kind: 'productos', code: body.sin_product_default }]);
    }
    const [row] = await tx
      .update(invoiceSettings)
      .set({
        invoicing: body.invoicing,
        nit: body.nit,
        razonSocial: body.razon_social,
        municipio: body.municipio,
        telefono: body.telefono,
        sucursal: body.sucursal,
        puntoVenta: body.punto_venta,
        actividad: body.actividad,
        codigoSistema: body.codigo_sistema,
        modalidad: body.modalidad,
        ambiente: body.ambiente,
        siatUrl: body.siat_url,
        sinProductDefault: body.sin_product_default,
        tokenCipher,
        updatedAt: new Date(),
        ...bumpVersion(invoiceSettings),
      })
      .where(eq(invoiceSettings.id, 1))
      .returning();
    const after = toInvoiceSetting(row, ctx.config);
    // The audit row holds the answers (never the token), so a token change shows only as token_configured.
    await audit(tx, ctx, { action: 'edit', entity: 'invoice_setting', entityId: 1, before, after });
    return after;
  });
}
