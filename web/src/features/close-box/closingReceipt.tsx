import { CASH_COUNT_MSG, CLOSING_LABELS, differenceLabel, type CashClosing, type CashCount, type ReceiptWidth, toCents } from '@lactea/contracts';
import { ReceiptLayout, ReceiptRow, ReceiptRule, type ReceiptHeader } from '../../components/receipt';
import { formatAmount, formatDate } from '../../lib/format';
import { countOf } from '../../lib/plural';

/**
 * 'Imprimir cierre': the closing summary on the till's 80/58 mm receipt frame, with the period's
 * credit sales (information: not in the cash) and the cash count of each day, the paper that gets
 * signed. `counts` are the period's counts, newest first (GET sale/cash-count).
 */
export function ClosingReceipt({ closing, counts, header, width, user }: { closing: CashClosing; counts: CashCount[]; header: ReceiptHeader; width: ReceiptWidth; user: string }) {
  const oneDay = closing.date_from === closing.date_to;
  const period = oneDay ? formatDate(closing.date_from) : `${formatDate(closing.date_from)} al ${formatDate(closing.date_to)}`;
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
      {closing.cash_return_count > 0 && <ReceiptRow label={`− ${CLOSING_LABELS.cashReturns}`} value={formatAmount(closing.cash_returns)} />}
      <ReceiptRule />
      <ReceiptRow label={`${CLOSING_LABELS.cashDifference.toUpperCase()} Bs.`} value={formatAmount(closing.cash_difference)} bold />
      <div>({CLOSING_LABELS.cashDifferenceHint})</div>
      <ReceiptRule />
      {other.map((t) => (
        <ReceiptRow key={t.id} label={t.type_pay} value={formatAmount(t.sale + t.debt_collection)} />
      ))}
      <ReceiptRow label="Otros pagos Bs." value={formatAmount(closing.non_cash_total)} bold />
      <ReceiptRule />
      <ReceiptRow label={`${CLOSING_LABELS.creditSales} (${countOf(closing.credit_sales, 'venta')})`} value={formatAmount(closing.credit_sale)} />
      <div>(informativo: {CLOSING_LABELS.creditSalesHint})</div>
      <ReceiptRule />
      <div style={{ fontWeight: 700 }}>EFECTIVO CONTADO</div>
      {counts.length === 0 && <div>Sin conteo de efectivo</div>}
      {counts.map((c) => (
        <CountRows key={c.id} count={c} showDay={!oneDay} expectedNow={oneDay && c.day === closing.date_from ? closing.cash_difference : null} />
      ))}
      <div style={{ marginTop: '8mm', borderTop: '1px solid #000', textAlign: 'center' }}>Firma</div>
    </ReceiptLayout>
  );
}

/**
 * One day's count: counted, expected when counted, Faltante/Sobrante, who and when. When the
 * closing printed is that day's and its cash moved after the count, the difference against the
 * figure printed above too, so the paper never shows two figures that seem to disagree.
 */
function CountRows({ count: c, showDay, expectedNow }: { count: CashCount; showDay: boolean; expectedNow: number | null }) {
  const hour = c.hour.slice(0, 5);
  const against = expectedNow === null ? null : toCents(c.counted) - toCents(expectedNow);
  const moved = expectedNow !== null && toCents(expectedNow) !== toCents(c.expected);
  return (
    <div style={{ marginBottom: '1mm' }}>
      {showDay && <div style={{ fontWeight: 700 }}>{formatDate(c.day)}</div>}
      <ReceiptRow label="Efectivo contado" value={formatAmount(c.counted)} />
      <ReceiptRow label={CASH_COUNT_MSG.expectedAt(hour)} value={formatAmount(c.expected)} />
      <ReceiptRow label={differenceLabel(c.difference)} value={formatAmount(Math.abs(c.difference))} bold />
      {moved && against !== null && (
        <ReceiptRow label={`Contra ${CLOSING_LABELS.cashDifference} actual: ${differenceLabel(against)}`} value={formatAmount(Math.abs(against) / 100)} bold />
      )}
      <div>{`Contado por ${c.user} el ${formatDate(c.date)} a las ${hour}`}</div>
    </div>
  );
}
