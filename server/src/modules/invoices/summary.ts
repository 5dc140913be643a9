import { and, eq, inArray } from 'drizzle-orm';
import { readLeaves, verificationUrl, type InvoiceState, type SaleInvoiceSummary } from '@lactea/contracts';
import { invoices, invoiceSettings } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { COMPRA_VENTA } from '../siat/prepare.js';
import { readFinished } from './issue.js';

/*
 * The invoice summary a sale answer carries, read back: the row's columns, and what the printed
 * invoice needs of the emitter and the buyer from the XML as it was sent (so a reprint shows what
 * SIAT received, even after the settings change).
 */

type Row = Pick<typeof invoices.$inferSelect, 'id' | 'fkSale' | 'number' | 'cuf' | 'state' | 'emissionType' | 'issuedAt' | 'leyenda' | 'xml' | 'nit'>;

export function summaryOf(r: Row, ambiente: number): SaleInvoiceSummary {
  const leaves = new Map(readLeaves(r.xml.slice(0, r.xml.indexOf('</cabecera>'))).map((l) => [l.name, l.value]));
  const text = (k: string) => leaves.get(k) ?? '';
  return {
    id: r.id,
    number: r.number,
    cuf: r.cuf,
    state: r.state as InvoiceState,
    emission_type: r.emissionType === 2 ? 2 : 1,
    issued_at: r.issuedAt,
    leyenda: r.leyenda,
    verification_url: verificationUrl({ ambiente: ambiente === 1 ? 1 : 2, nit: r.nit, cuf: r.cuf, numero: r.number }),
    emitter: {
      nit: r.nit,
      razon_social: text('razonSocialEmisor'),
      municipio: text('municipio'),
      telefono: leaves.get('telefono') ?? null,
      direccion: text('direccion'),
      sucursal: Number(text('codigoSucursal')),
      punto_venta: Number(leaves.get('codigoPuntoVenta') ?? 0),
    },
    buyer: {
      document_type: Number(text('codigoTipoDocumentoIdentidad')),
      document_number: text('numeroDocumento'),
      complemento: leaves.get('complemento') ?? null,
      business_name: text('nombreRazonSocial'),
    },
  };
}

/** The invoices of `saleIds`' sales by sale id (a sale without one is absent; its returns' notes are not its invoice). */
export async function invoiceSummaries(db: Executor, saleIds: number[]): Promise<Map<number, SaleInvoiceSummary>> {
  if (!saleIds.length) return new Map();
  const [rows, [settings]] = await Promise.all([
    // Read from the XML: the last sales' drafts have theirs written first.
    readFinished(db, () =>
      db
        .select({ id: invoices.id, fkSale: invoices.fkSale, number: invoices.number, cuf: invoices.cuf, state: invoices.state, emissionType: invoices.emissionType, issuedAt: invoices.issuedAt, leyenda: invoices.leyenda, xml: invoices.xml, nit: invoices.nit, draft: invoices.draft })
        .from(invoices)
        .where(and(inArray(invoices.fkSale, saleIds), eq(invoices.documentSector, COMPRA_VENTA))),
    ),
    db.select({ ambiente: invoiceSettings.ambiente }).from(invoiceSettings),
  ]);
  return new Map(rows.map((r) => [r.fkSale, summaryOf(r, settings?.ambiente ?? 2)]));
}
