import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { balanceSchema, CLOSING_LABELS, type PeriodQuery, type Sale } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { useQueryErrorDialog } from '../../components/list/rowUpdates';
import { api } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { countOf } from '../../lib/plural';
import { BackBar, ExpensesDrill, MoneyLine, PaymentTypeRow, PeriodFilterBar, PeriodTabs, periodText, SalesDrill, type SalesSelection } from '../../components/period/moneyParts';
import { businessToday } from '../../lib/shopTime';

const BalanceChart = lazy(() => import('./BalanceChart'));
const TAB_NAMES = ['Resumen', 'Ventas', 'Detalle de ventas', 'Gastos'];
type TabIndex = 0 | 1 | 2 | 3;

/**
 * /balance BALANCE Bs.: total sale and cost of the period (paid and credit sales on
 * their sale date), margin = sale − cost, expenses = cash-desk + admin, difference = sale − cost −
 * expenses; green when positive, else red. Tabs 0 summary, 1 sales, 2 sale detail, 3 expenses;
 * back 2 → 1, 1 or 3 → 0. A range of several days adds a chart per day.
 */
export default function BalancePage() {
  const today = businessToday();
  const [shown, setShown] = useState<Required<PeriodQuery>>({ date_from: today, date_to: today });
  const [applied, setApplied] = useState<Required<PeriodQuery>>(shown);
  const [tab, setTab] = useState<TabIndex>(0);
  const [selection, setSelection] = useState<(SalesSelection & { title: string }) | null>(null);
  const [sale, setSale] = useState<Sale | null>(null);
  const query = useQuery({ queryKey: ['balance', applied], queryFn: async ({ signal }) => balanceSchema.parse(await api.get<unknown>('sale/balance', { ...applied }, signal)) });
  useQueryErrorDialog(query);
  const b = query.data;
  const profitColor = (v: number) => (v > 0 ? 'success.main' : 'error.main');
  const back = () => {
    if (tab === 2 && sale) return setSale(null);
    setTab(tab === 2 ? 1 : 0);
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        BALANCE Bs.
      </Typography>
      <PeriodFilterBar
        today={today}
        shown={shown}
        onShown={setShown}
        onApply={(period) => {
          setApplied(period);
          setTab(0);
        }}
      />
      <PeriodTabs names={TAB_NAMES} tab={tab} onTab={setTab} label="Vistas del balance" detailOpen={selection !== null} />
      {!b ? (
        <ListStatus loading={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {tab === 0 && (
            <>
              <Paper variant="outlined" sx={{ p: 2, maxWidth: 560, mb: 2 }}>
                <Typography sx={{ mb: 1 }}>
                  Expresado en Bs. · {periodText(b.date_from, b.date_to)}
                </Typography>
                <MoneyLine label="Total venta" value={b.total_sale} />
                {b.returns !== 0 && <MoneyLine label={CLOSING_LABELS.returns} hint="ya descontadas de la venta" value={b.returns} />}
                <MoneyLine label="Total costo" value={b.total_cost} sign="−" />
                {b.merma !== 0 && <MoneyLine label={CLOSING_LABELS.merma} value={b.merma} sign="−" />}
                <MoneyLine label="Margen de utilidad" value={b.margin} bold color={profitColor(b.margin)} />
                <MoneyLine label="Total gastos" value={b.total_expense} sign="−" />
                {b.route_merma !== 0 && <MoneyLine label="Merma de rutas" hint="cierres de ruta del periodo" value={b.route_merma} sign="−" />}
                {b.route_difference !== 0 && <MoneyLine label="Diferencia de rutas" hint="entregado − esperado en los cierres de ruta" value={Math.abs(b.route_difference)} sign={b.route_difference > 0 ? '+' : '−'} />}
                <MoneyLine label="Diferencia" value={b.difference} bold color={profitColor(b.difference)} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Incluye ventas a crédito por {formatMoney(b.credit_sale)} · Gastos de caja {formatMoney(b.expense_desk)} · Gastos admin {formatMoney(b.expense_admin)}
                </Typography>
              </Paper>
              {b.days.length > 1 && (
                <Paper variant="outlined" sx={{ p: 1 }} aria-label="Ventas, costo y gastos por día">
                  <Suspense fallback={<ListStatus loading />}>
                    <BalanceChart days={b.days} />
                  </Suspense>
                </Paper>
              )}
            </>
          )}
          {tab === 1 && (
            <Box>
              <BackBar onBack={back} title="Ventas por tipo de pago" />
              {b.type_payments.map((t) => (
                <PaymentTypeRow
                  key={t.id}
                  name={t.type_pay}
                  figures={`${countOf(t.sales, 'venta')} · Venta ${formatMoney(t.sale)} · Costo ${formatMoney(t.cost)}`}
                  action="Ver ventas"
                  actionLabel={`Ver ventas ${t.type_pay}`}
                  onOpen={() => {
                    setSelection({ date_from: b.date_from, date_to: b.date_to, id_type_payment: t.id, debt: 0, title: `Ventas · ${t.type_pay}` });
                    setSale(null);
                    setTab(2);
                  }}
                />
              ))}
            </Box>
          )}
          {tab === 2 && selection && <SalesDrill selection={selection} sale={sale} onOpen={setSale} onBack={back} />}
          {tab === 3 && <ExpensesDrill total={b.total_expense} rows={b.expenses} onBack={back} />}
        </>
      )}
    </Box>
  );
}
