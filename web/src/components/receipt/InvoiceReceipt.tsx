import {
  amountInWords,
  DOCUMENT_TYPES,
  formatQuantity,
  INVOICE_MSG,
  invoiceRepresentation,
  presentationQuantityText,
  savingParts,
  shownLine,
  toCents,
  type ReceiptWidth,
  type Sale,
  type SaleInvoiceSummary,
} from '@lactea/contracts';
import { formatAmount, formatWallDateTime } from '../../lib/format';
import { ReceiptPaper, ReceiptRow, ReceiptRule } from './Receipt';
import { InvoiceQr, qrSizeMm } from './invoiceQr';

/** The line every Bolivian invoice carries above its leyenda. */
export const INVOICE_LAW_TEXT = 'ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS, EL USO ILÍCITO SERÁ SANCIONADO PENALMENTE DE ACUERDO A LEY';
/** On the note of a sale kept on the device that asked for an invoice: the server issues it at sync. */
export const INVOICE_PENDING_NOTICE = 'FACTURA: SE EMITIRÁ AL SINCRONIZAR';
/** Printed across an annulled invoice's reprint. */
export const ANNULLED_MARK = 'ANULADA';

/** 'CASA MATRIZ' for sucursal 0, 'SUCURSAL N° 2' otherwise (SIAT's wording). */
export const branchText = (sucursal: number) => (sucursal === 0 ? 'CASA MATRIZ' : `SUCURSAL N° ${sucursal}`);

/** 'NIT', 'CI', … from SIAT's document type ('CI - Cédula de identidad' → 'CI'). */
const documentAbbrev = (type: number) => (DOCUMENT_TYPES[type as keyof typeof DOCUMENT_TYPES] ?? '').split(' - ')[0] || 'Doc.';

/** The buyer's document as printed: '1234567-1A' (a CI's complemento after a dash). */
export const buyerDocument = (b: SaleInvoiceSummary['buyer']) => (b.complemento ? `${b.document_number}-${b.complemento}` : b.document_number);

const center = { textAlign: 'center' } as const;

/**
 * The printed invoice (representación gráfica) of a sale on an 80 or 58 mm roll: FACTURA, CON DERECHO
 * A CRÉDITO FISCAL, the emitter, its NIT, number and CUF, the date and buyer, each line with its
 * discount, the totals in figures and in words, the law's line, the leyenda, the modality's
 * representation text and the QR of SIAT's verification address.
 */
export function InvoiceReceipt({ sale, invoice, width }: { sale: Sale; invoice: SaleInvoiceSummary; width: ReceiptWidth }) {
  const e = invoice.emitter;
  const totalCents = toCents(sale.total_sale);
  return (
    <ReceiptPaper width={width}>
      <div style={center}>
        <div style={{ fontWeight: 700, fontSize: '1.2em' }}>{INVOICE_MSG.title}</div>
        <div style={{ fontWeight: 700 }}>{INVOICE_MSG.taxCredit}</div>
        <div style={{ fontWeight: 700 }}>{e.razon_social}</div>
        <div>{branchText(e.sucursal)}</div>
        <div>No. Punto de Venta {e.punto_venta}</div>
        {e.direccion && <div>{e.direccion}</div>}
        {e.telefono && <div>Teléfono: {e.telefono}</div>}
        <div>{e.municipio}</div>
      </div>
      {invoice.state === 'anulada' && <div style={{ ...center, fontWeight: 700, border: '1px solid #000', margin: '1.5mm 0' }}>{ANNULLED_MARK}</div>}
      <ReceiptRule />
      <ReceiptRow figure label="NIT:" value={e.nit} />
      <ReceiptRow figure label="FACTURA N°:" value={invoice.number} />
      <div>CÓD. AUTORIZACIÓN:</div>
      {/* The CUF is one word of ~60 characters: it breaks anywhere rather than run off the roll. */}
      <div style={{ overflowWrap: 'anywhere' }}>{invoice.cuf}</div>
      <ReceiptRule />
      <ReceiptRow label="NOMBRE/RAZÓN SOCIAL:" value={invoice.buyer.business_name} />
      <ReceiptRow label={`${documentAbbrev(invoice.buyer.document_type)}:`} value={buyerDocument(invoice.buyer)} />
      <ReceiptRow label="FECHA DE EMISIÓN:" value={formatWallDateTime(invoice.issued_at)} />
      <ReceiptRule />
      <div style={{ ...center, fontWeight: 700 }}>DETALLE</div>
      {sale.products.map(({ product, code, unit, pivot: l }, i) => {
        const shown = shownLine(l);
        // SIAT's montoDescuento of the line: a promotion's or a discount's saving, as the sale note prints it.
        const saving = shown.savingCents > 0 ? savingParts(l.promotion, shown.savingCents) : null;
        const quantity = l.presentation ? presentationQuantityText(l.quantity, l.presentation) : formatQuantity(l.quantity, unit);
        return (
          <div key={i} style={{ marginBottom: '1mm' }}>
            <div>{`${code} - ${product}`}</div>
            <ReceiptRow figure label={`${quantity} x ${formatAmount(l.unit_price_system)}${unit === 'kg' ? '/kg' : ''}`} value={formatAmount(shown.grossCents / 100)} />
            {saving && <ReceiptRow label={`${saving.label}:`} value={saving.amount} />}
          </div>
        );
      })}
      <ReceiptRule />
      <ReceiptRow figure label="SUBTOTAL Bs." value={formatAmount(sale.subtotal)} />
      <ReceiptRow figure label="DESCUENTO Bs." value={formatAmount(sale.discount)} />
      <ReceiptRow figure label="TOTAL Bs." value={formatAmount(sale.total_sale)} bold />
      <ReceiptRow figure label="MONTO GIFT CARD Bs." value={formatAmount(0)} />
      <ReceiptRow figure label="MONTO A PAGAR Bs." value={formatAmount(sale.total_sale)} bold />
      <ReceiptRow figure label="IMPORTE BASE CRÉDITO FISCAL Bs." value={formatAmount(sale.total_sale)} />
      <div style={{ marginTop: '1mm' }}>{amountInWords(totalCents)}</div>
      <ReceiptRule />
      <div style={{ ...center, fontWeight: 700 }}>{INVOICE_LAW_TEXT}</div>
      <div style={{ ...center, marginTop: '1mm' }}>{invoice.leyenda}</div>
      <div style={{ ...center, marginTop: '1mm' }}>{`"${invoiceRepresentation(invoice.emission_type)}"`}</div>
      <div style={{ marginTop: '2mm' }}>
        <InvoiceQr value={invoice.verification_url} sizeMm={qrSizeMm(width)} />
      </div>
    </ReceiptPaper>
  );
}
