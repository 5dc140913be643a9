import { formatQuantity, RETURN_DISPOSITIONS, RETURN_NOTE_TITLE, RETURN_REFUNDS, type ReceiptWidth, type SaleReturn } from '@lactea/contracts';
import { formatAmount, formatDate } from '../../lib/format';
import { ReceiptLayout, ReceiptRow, ReceiptRule, type ReceiptHeader } from './Receipt';

/**
 * The NOTA DE DEVOLUCIÓN: its number and the sale's, each line with its quantity, where it went
 * (inventory or merma) and its money, the total and how it was refunded; 80 or 58 mm like the sale note.
 */
export function ReturnReceipt({ note, header, width }: { note: SaleReturn; header: ReceiptHeader; width: ReceiptWidth }) {
  return (
    <ReceiptLayout width={width} title={`${RETURN_NOTE_TITLE} N° ${note.id}`} header={header}>
      <ReceiptRow label="Venta N°:" value={note.sale_id} />
      <ReceiptRow label="Fecha:" value={`${formatDate(note.date)} ${note.hour}`} />
      <ReceiptRow label="Usuario:" value={note.user.name} />
      {note.client && <ReceiptRow label="Cliente:" value={note.client.business_name} />}
      {note.client && <ReceiptRow label="CI/NIT:" value={note.client.ci_nit} />}
      <ReceiptRow label="Motivo:" value={note.reason} />
      <ReceiptRule />
      {note.lines.map((l) => (
        <div key={l.id} style={{ marginBottom: '1mm' }}>
          <div>{l.product}</div>
          {/* The destination on its own line: beside the quantity it pushed the amount to wrap at 58 mm. */}
          <ReceiptRow label={formatQuantity(l.quantity, l.unit)} value={formatAmount(l.amount)} />
          <div>{RETURN_DISPOSITIONS[l.disposition]}</div>
        </div>
      ))}
      <ReceiptRule />
      <ReceiptRow label="TOTAL DEVUELTO Bs." value={formatAmount(note.amount)} bold />
      <ReceiptRow label="Reembolso:" value={RETURN_REFUNDS[note.refund]} />
      {note.client_saldo !== null && note.refund === 'saldo' && <ReceiptRow label="Saldo a favor Bs." value={formatAmount(note.client_saldo)} />}
      {note.debt_balance !== null && note.refund === 'deuda' && <ReceiptRow label="Deuda pendiente Bs." value={formatAmount(note.debt_balance)} />}
    </ReceiptLayout>
  );
}
