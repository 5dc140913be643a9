import { amountInWords, invoiceRepresentation, toCents, type PrintedNote, type ReceiptWidth } from '@lactea/contracts';
import { formatAmount, formatWallDateTime } from '../../lib/format';
import { ReceiptPaper, ReceiptRow, ReceiptRule } from './Receipt';
import { branchText, INVOICE_LAW_TEXT } from './InvoiceReceipt';
import { InvoiceQr, qrSizeMm } from './invoiceQr';

/** The printed note's title (SIAT's representación gráfica of documento sector 24). */
export const CREDIT_NOTE_TITLE = 'NOTA CRÉDITO DÉBITO';

const center = { textAlign: 'center' } as const;

/**
 * The printed nota de crédito-débito of a return on an 80 or 58 mm roll, read from its XML as sent
 * to SIAT: the emitter, its NIT, number and CUF, the buyer, the invoice it adjusts (number, CUF,
 * date), the returned lines, what was returned in figures and words and its tax credit (13 %),
 * and the QR of SIAT's verification address of the note itself (its NIT, CUF and number).
 */
export function CreditNoteReceipt({ note, verificationUrl, width }: { note: PrintedNote; verificationUrl: string; width: ReceiptWidth }) {
  const h = note.head;
  const text = (k: string) => h[k] ?? '';
  const amount = (k: string) => formatAmount(Number(text(k)));
  return (
    <ReceiptPaper width={width}>
      <div style={center}>
        <div style={{ fontWeight: 700, fontSize: '1.2em' }}>{CREDIT_NOTE_TITLE}</div>
        <div style={{ fontWeight: 700 }}>{text('razonSocialEmisor')}</div>
        <div>{branchText(Number(text('codigoSucursal')))}</div>
        <div>No. Punto de Venta {h.codigoPuntoVenta ?? 0}</div>
        <div>{text('direccion')}</div>
        {h.telefono && <div>Teléfono: {h.telefono}</div>}
        <div>{text('municipio')}</div>
      </div>
      <ReceiptRule />
      <ReceiptRow figure label="NIT:" value={text('nitEmisor')} />
      <ReceiptRow figure label="NOTA N°:" value={text('numeroNotaCreditoDebito')} />
      <div>CÓD. AUTORIZACIÓN:</div>
      <div style={{ overflowWrap: 'anywhere' }}>{text('cuf')}</div>
      <ReceiptRule />
      <ReceiptRow label="NOMBRE/RAZÓN SOCIAL:" value={text('nombreRazonSocial')} />
      <ReceiptRow label="NIT/CI/CEX:" value={h.complemento ? `${text('numeroDocumento')}-${h.complemento}` : text('numeroDocumento')} />
      <ReceiptRow label="FECHA DE EMISIÓN:" value={formatWallDateTime(text('fechaEmision'))} />
      <ReceiptRow figure label="FACTURA N°:" value={text('numeroFactura')} />
      <div>CÓD. AUTORIZACIÓN DE LA FACTURA:</div>
      <div style={{ overflowWrap: 'anywhere' }}>{text('numeroAutorizacionCuf')}</div>
      <ReceiptRow label="FECHA DE LA FACTURA:" value={formatWallDateTime(text('fechaEmisionFactura'))} />
      <ReceiptRule />
      <div style={{ ...center, fontWeight: 700 }}>DETALLE DE LA DEVOLUCIÓN</div>
      {note.lines.map((l, i) => (
        <div key={i} style={{ marginBottom: '1mm' }}>
          <div>{`${l.codigoProducto ?? ''} - ${l.descripcion ?? ''}`}</div>
          <ReceiptRow figure label={`${Number(l.cantidad).toLocaleString('es-BO', { maximumFractionDigits: 3 })} x ${formatAmount(Number(l.precioUnitario))}`} value={formatAmount(Number(l.subTotal))} />
          {l.montoDescuento && <ReceiptRow label="Descuento:" value={formatAmount(Number(l.montoDescuento))} />}
        </div>
      ))}
      <ReceiptRule />
      <ReceiptRow figure label="MONTO TOTAL ORIGINAL Bs." value={amount('montoTotalOriginal')} />
      <ReceiptRow figure label="MONTO TOTAL DEVUELTO Bs." value={amount('montoTotalDevuelto')} bold />
      <ReceiptRow figure label="MONTO EFECTIVO DEL CRÉDITO O DÉBITO (13 %) Bs." value={amount('montoEfectivoCreditoDebito')} />
      <div style={{ marginTop: '1mm' }}>{amountInWords(toCents(text('montoTotalDevuelto')))}</div>
      <ReceiptRule />
      <div style={{ ...center, fontWeight: 700 }}>{INVOICE_LAW_TEXT}</div>
      <div style={{ ...center, marginTop: '1mm' }}>{text('leyenda')}</div>
      <div style={{ ...center, marginTop: '1mm' }}>{`"${invoiceRepresentation(1)}"`}</div>
      <div style={{ marginTop: '2mm' }}>
        <InvoiceQr value={verificationUrl} sizeMm={qrSizeMm(width)} />
      </div>
    </ReceiptPaper>
  );
}
