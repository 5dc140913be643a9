import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { cashClosingSchema, CLOSING_LABELS, toCents, type CashClosing, type ClosingPaymentLine, type PeriodQuery, type Sale } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { ReceiptWidthSelect, useReceiptHeader, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { useQueryErrorDialog } from '../../components/list/rowUpdates';
import { api } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { isAdmin, useSession } from '../../lib/session';
import { countOf } from '../../lib/plural';
import { CashCountPanel, useCashCounts } from './CashCountPanel';
import { DeviceWarnings } from './DeviceWarnings';
import { ClosingReceipt } from './closingReceipt';
import { BackBar, ExpensesDrill, MoneyLine, PaymentTypeRow, PeriodFilterBar, PeriodTabs, periodText, SalesDrill, type SalesSelection } from '../../components/period/moneyParts';
import { businessToday } from '../../lib/shopTime';

const TAB_NAMES = ['Resumen', 'Ventas por tipo de pago', 'Detalle de ventas', 'Gastos', 'Cobro deudas'];
type TabIndex = 0 | 1 | 2 | 3 | 4;

/**
 * /close-box CIERRE DE CAJA Bs.: initial cash + cash sales per cash type + debts
 * collected in cash − cash-desk expenses = cash difference; non-cash types apart. Tabs 0 summary,
 * 1 sales per payment type, 2 sale detail, 3 expenses, 4 debt collection. Back: 4 → 0; 2 → 1
 * (or → 4 when it shows debts); 1 or 3 → 0. Only the administrator sees the date filters; a
 * cashier's closing is today's (the server refuses another date). The administrator is also warned
 * of tills still holding today's offline sales (not yet in these figures).
 */
export default function CloseBoxPage() {
  const session = useSession();
  const admin = isAdmin(session);
  const today = businessToday();
  const [shown, setShown] = useState<Required<PeriodQuery>>({ date_from: today, date_to: today });
  const [applied, setApplied] = useState<PeriodQuery>(admin ? { date_from: today, date_to: today } : {});
  const [tab, setTab] = useState<TabIndex>(0);
  const [selection, setSelection] = useState<(SalesSelection & { title: string }) | null>(null);
  const [sale, setSale] = useState<Sale | null>(null);
  const query = useQuery({
    queryKey: ['cash-desk-closing', applied],
    queryFn: async ({ signal }) => cashClosingSchema.parse(await api.get<unknown>('sale/cash-desk-closing', { ...applied }, signal)),
  });
  useQueryErrorDialog(query);
  const header = useReceiptHeader();
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  const closing = query.data;

  const openSales = (line: ClosingPaymentLine, debt: 0 | 1, c: CashClosing) => {
    setSelection({ date_from: c.date_from, date_to: c.date_to, id_type_payment: line.id, debt, title: `${debt ? 'Deudas cobradas' : 'Ventas'} · ${line.type_pay}` });
    setSale(null);
    setTab(2);
  };
  const back = () => {
    if (tab === 2 && sale) return setSale(null);
    if (tab === 2) return setTab(selection?.debt === 1 ? 4 : 1);
    setTab(0);
  };
  // The count printed with the closing: the same query the 'Efectivo contado' panel shows.
  const counts = useCashCounts(applied);
  const printClosing = (c: CashClosing) =>
    void print(
      <ClosingReceipt
        closing={c}
        counts={counts.data ?? []}
        width={width}
        user={session?.user.name ?? ''}
        header={header}
      />,
    );

  const period = closing ? periodText(closing.date_from, closing.date_to) : '';
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          CIERRE DE CAJA Bs.
        </Typography>
        <ReceiptWidthSelect />
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!closing || counts.isLoading} onClick={() => closing && printClosing(closing)}>
          Imprimir cierre
        </Button>
      </Box>
      {admin && (
        <PeriodFilterBar
          today={today}
          shown={shown}
          onShown={setShown}
          onApply={(period) => {
            setApplied(period);
            setTab(0);
          }}
        />
      )}
      {/* A cashier's closing stays as it was: the devices' list is the administrator's. */}
      {admin && <DeviceWarnings />}
      <PeriodTabs names={TAB_NAMES} tab={tab} onTab={setTab} label="Vistas del cierre" detailOpen={selection !== null} />
      {!closing ? (
        <ListStatus loading={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {tab === 0 && (
            <>
              <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
                <Typography sx={{ mb: 1 }}>Expresado en Bs. · {period}</Typography>
                <MoneyLine label="Caja inicial" value={closing.initial_cash} />
                <MoneyLine label="Cobro deudas" value={closing.debt_collection} sign="+" />
                {closing.type_payments.filter((t) => t.is_cash === 1).map((t) => (
                  <MoneyLine key={t.id} label={t.type_pay} value={t.sale} sign="+" />
                ))}
                <MoneyLine label="Gastos" value={closing.total_expense} sign="−" />
                {closing.cash_return_count > 0 && <MoneyLine label={CLOSING_LABELS.cashReturns} value={closing.cash_returns} sign="−" />}
                {/* A route's deliveries are in the cash sales above; what its driver handed in short or over moves the drawer. */}
                {closing.routes.map((r) => (
                  <MoneyLine
                    key={r.load_id}
                    label={`Cierre de ruta ${r.route_name}`}
                    hint={`entregas en efectivo ${formatMoney(r.cash_expected)}, entregado ${formatMoney(r.cash_counted)}${r.reason ? ` · ${r.reason}` : ''}`}
                    value={Math.abs(toCents(r.cash_counted) - toCents(r.cash_expected)) / 100}
                    sign={r.cash_counted >= r.cash_expected ? '+' : '−'}
                  />
                ))}
                <MoneyLine label={CLOSING_LABELS.cashDifference} hint={CLOSING_LABELS.cashDifferenceHint} value={closing.cash_difference} bold />
                <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 700 }}>
                  Otros tipos de pago (no entran en caja)
                </Typography>
                {closing.type_payments.filter((t) => t.is_cash === 0).map((t) => (
                  <MoneyLine key={t.id} label={t.type_pay} value={t.sale + t.debt_collection} />
                ))}
                <MoneyLine label="Total otros pagos" value={closing.non_cash_total} bold />
                <MoneyLine
                  label={`${CLOSING_LABELS.creditSales} (${countOf(closing.credit_sales, 'venta')})`}
                  hint={`Informativo: ${CLOSING_LABELS.creditSalesHint}; se cobran en Cobro deudas`}
                  value={closing.credit_sale}
                />
              </Paper>
              <CashCountPanel period={applied} today={today} expected={closing.cash_difference} />
            </>
          )}
          {tab === 1 && (
            <Box>
              <BackBar onBack={back} title="Ventas por tipo de pago" />
              {closing.type_payments.map((t) => (
                <PaymentTypeRow
                  key={t.id}
                  name={
                    <>
                      {t.type_pay}
                      {/* Whether it counts in the till's cash, without repeating a name like 'Efectivo'. */}
                      {t.is_cash === 1 && <Chip size="small" variant="outlined" label="En caja" sx={{ ml: 1 }} />}
                    </>
                  }
                  figures={`${countOf(t.sales, 'venta')} · ${formatMoney(t.sale)}`}
                  action="Ver ventas"
                  actionLabel={`Ver ventas ${t.type_pay}`}
                  onOpen={() => openSales(t, 0, closing)}
                />
              ))}
            </Box>
          )}
          {tab === 2 && selection && <SalesDrill selection={selection} sale={sale} onOpen={setSale} onBack={back} />}
          {tab === 3 && <ExpensesDrill total={closing.total_expense} rows={closing.expenses} onBack={back} />}
          {tab === 4 && (
            <Box>
              <BackBar onBack={back} title="Cobro deudas" />
              {closing.type_payments.map((t) => (
                <PaymentTypeRow
                  key={t.id}
                  name={t.type_pay}
                  figures={`${countOf(t.debts, 'cobro')} · ${formatMoney(t.debt_collection)}`}
                  action="Ver cobros"
                  actionLabel={`Ver deudas cobradas ${t.type_pay}`}
                  onOpen={() => openSales(t, 1, closing)}
                />
              ))}
            </Box>
          )}
        </>
      )}
      {printArea}
    </Box>
  );
}
