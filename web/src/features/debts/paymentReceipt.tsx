import type { DebtPayment, ReceiptWidth, Sale } from '@lactea/contracts';
import { ReceiptLayout, ReceiptRow, ReceiptRule, useReceiptHeader, useReceiptPrinter, useReceiptWidth, type ReceiptHeader } from '../../components/receipt';
import { formatAmount, formatDate } from '../../lib/format';

/**
 * COMPROBANTE DE PAGO: the customer's paper for one payment of a debt (whole or partial), on the
 * till's 80/58 mm receipt frame: the sale and client, when and how it was paid, by whom, and the
 * balance it left (the server's figure for that payment).
 */
export function PaymentReceipt({ sale, payment, header, width }: { sale: Sale; payment: DebtPayment; header: ReceiptHeader; width: ReceiptWidth }) {
  return (
    <ReceiptLayout width={width} title="COMPROBANTE DE PAGO" header={header}>
      <ReceiptRow label="Fecha:" value={`${formatDate(payment.date)} ${payment.hour}`} />
      <ReceiptRow label="Cajero:" value={payment.user ?? '—'} />
      {sale.client && <ReceiptRow label="Cliente:" value={sale.client.business_name} />}
      {sale.client && <ReceiptRow label="CI/NIT:" value={sale.client.ci_nit} />}
      <ReceiptRow label="Venta N°:" value={sale.id} />
      <ReceiptRow label="Fecha venta:" value={formatDate(sale.date)} />
      <ReceiptRule />
      <ReceiptRow label="Total venta Bs." value={formatAmount(sale.total_sale)} />
      <ReceiptRow label="Pago:" value={payment.type_payment.type_pay} />
      <ReceiptRow label="MONTO PAGADO Bs." value={formatAmount(payment.amount)} bold />
      <ReceiptRow label="SALDO Bs." value={formatAmount(payment.balance)} bold />
      {payment.balance === 0 && <div style={{ textAlign: 'center' }}>Deuda cancelada</div>}
      <ReceiptRule />
      <div style={{ textAlign: 'center' }}>¡Gracias por su pago!</div>
    </ReceiptLayout>
  );
}

/** Prints a payment's receipt with the settings' address and cellphone, on this device's paper width. */
export function usePaymentReceipt() {
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  const header = useReceiptHeader();
  const printPayment = (sale: Sale, payment: DebtPayment) =>
    void print(<PaymentReceipt sale={sale} payment={payment} width={width} header={header} />);
  return { printPayment, printArea };
}
