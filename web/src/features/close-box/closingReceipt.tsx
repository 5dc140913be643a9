import type { CashClosing, ReceiptWidth } from '@lactea/contracts';
import { ReceiptLayout, ReceiptRow, ReceiptRule, type ReceiptHeader } from '../../components/receipt';
import { formatAmount, formatDate } from '../../lib/format';

/** 'Imprimir cierre': the closing summary on the till's 80/58 mm receipt frame. */
export function ClosingReceipt({ closing, header, width, user }: { closing: CashClosing; header: ReceiptHeader; width: ReceiptWidth; user: string }) {
  const period = closing.date_from === closing.date_to ? formatDate(closing.date_from) : `${formatDate(closing.date_from)} al ${formatDate(closing.date_to)}`;
  const cash = closing.type_payments.filter((t) => t.is_cash === 1);
  const other = closing.type_payments.filter((t) => t.is_cash === 0);
  return (
    <ReceiptLayout width={width} title="CIERRE DE CAJA" header={header}>
      <ReceiptRow label="Fecha" value={period} />
      <ReceiptRow label="Usuario" value={user} />
      <ReceiptRule />
      <ReceiptRow label="Caja inicial" value={formatAmount(closing.initial_cash)} />
      <ReceiptRow label="+ Cobro deudas" value={formatAmount(closing.debt_collection)} />
      {cash.map((t) => (
        <ReceiptRow key={t.id} label={`+ ${t.type_pay}`} value={formatAmount(t.sale)} />
      ))}
      <ReceiptRow label="− Gastos" value={formatAmount(closing.total_expense)} />
      <ReceiptRule />
      <ReceiptRow label="DIFERENCIA CAJA Bs." value={formatAmount(closing.cash_difference)} bold />
      <ReceiptRule />
      {other.map((t) => (
        <ReceiptRow key={t.id} label={t.type_pay} value={formatAmount(t.sale + t.debt_collection)} />
      ))}
      <ReceiptRow label="Otros pagos Bs." value={formatAmount(closing.non_cash_total)} bold />
    </ReceiptLayout>
  );
}
