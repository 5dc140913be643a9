import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { Balance } from '@lactea/contracts';
import { axisAmount, formatDate, formatMoney } from '../../lib/format';

/** Sales, cost and expenses per day of the period (lazy chunk: only a range of several days loads it). */
export default function BalanceChart({ days }: { days: Balance['days'] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days.map((d) => formatDate(d.day).slice(0, 5)) }]}
      yAxis={[{ valueFormatter: axisAmount }]}
      series={[
        { data: days.map((d) => d.sale), label: 'Venta', color: theme.palette.primary.main, valueFormatter: (v) => formatMoney(v ?? 0) },
        { data: days.map((d) => d.cost), label: 'Costo', color: theme.palette.warning.dark, valueFormatter: (v) => formatMoney(v ?? 0) },
        { data: days.map((d) => d.expense), label: 'Gastos', color: theme.palette.error.main, valueFormatter: (v) => formatMoney(v ?? 0) },
      ]}
    />
  );
}
