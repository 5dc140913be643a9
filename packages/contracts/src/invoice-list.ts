import { z } from 'zod';
import { withRange } from './dates.js';
import { dateFilter } from './purchases.js';
import { pageParam, pagedOf, positiveId } from './fields.js';
import { emissionTypeSchema, invoiceStateSchema } from './invoices.js';

/* The FACTURAS screen (administrator): the invoices with their state and SIAT's answer. Apart from
 * invoices.ts, which sales.ts imports: the date filter's module imports sales.ts. */

/** GET invoice/list (administrator): by the invoice's day (business date) and state. */
export const invoiceListQuery = withRange(
  z.object({
    page: pageParam(),
    date_from: dateFilter(),
    date_to: dateFilter(),
    state: z.preprocess((v) => (v === '' || v === null ? undefined : v), invoiceStateSchema.optional()).meta({ description: 'pendiente, aceptada, contingencia, rechazada o anulada' }),
  }),
);
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** SIAT's documento sector of a row: 1 a compra-venta invoice, 24 the nota de crédito-débito of a return. */
export const documentSectorSchema = z.union([z.literal(1), z.literal(24)]);

export const invoiceRowSchema = z.object({
  id: z.number().int(),
  sale_id: z.number().int(),
  document_sector: documentSectorSchema,
  /** A note's return (its NOTA DE DEVOLUCIÓN), null for an invoice. */
  return_id: z.number().int().nullable(),
  number: z.number().int(),
  cuf: z.string(),
  state: invoiceStateSchema,
  emission_type: emissionTypeSchema,
  issued_at: z.string(),
  /** Bs., 2 decimals. */
  total: z.number(),
  buyer_name: z.string(),
  buyer_document: z.string(),
  /** SIAT's código de recepción, once it received it. */
  reception_code: z.string().nullable(),
  /** SIAT's messages (a rejection's reasons, an observation), as it wrote them. */
  siat_messages: z.array(z.string()),
  attempts: z.number().int(),
  /** SIAT's verification address of this document (its own NIT, CUF and number): the reprint's QR. */
  verification_url: z.string(),
  /**
   * 1: issued again in contingency with a new CUF after its paper was printed: the buyer holds a CUF
   * SIAT will not know until FACTURAS reprints it ('CUF cambió: reimprimir').
   */
  reprint_due: z.union([z.literal(0), z.literal(1)]),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export const invoicePage = pagedOf(invoiceRowSchema).extend({
  /** How many invoices of the filter are in each state (the day's summary). */
  by_state: z.record(z.string(), z.number().int()),
  /** How many of the range (whatever the state filter) wait for their reprint (reprint_due). */
  reprint_due: z.number().int(),
});
export type InvoicePage = z.infer<typeof invoicePage>;

/** GET invoice/xml?id=: the XML exactly as it was sent to SIAT (text/xml), for the accountant. */
export const invoiceXmlQuery = z.object({ id: positiveId() });
export type InvoiceXmlQuery = z.infer<typeof invoiceXmlQuery>;

/** GET invoice/print?id=: the invoice's sale with its invoice summary, what FACTURAS reprints. */
export const invoicePrintQuery = z.object({ id: positiveId() });
export type InvoicePrintQuery = z.infer<typeof invoicePrintQuery>;
