import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { Dashboard } from '@lactea/contracts';
import { axisAmount, formatDate, formatMoney } from '../../lib/format';

/** Sales and gross margin of the last 14 days, as BALANCE computes them (lazy chunk). */
export default function DashboardChart({ days }: { days: Dashboard['days'] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={260}
      margin={{ left: 0, right: 8 }}
      xAxis={[{ scaleType: 'band', data: days.map((d) => formatDate(d.day).slice(0, 5)) }]}
      yAxis={[{ valueFormatter: axisAmount, width: 56 }]}
      series={[
        { data: days.map((d) => d.sale), label: 'Venta', color: theme.palette.primary.main, valueFormatter: (v) => formatMoney(v ?? 0) },
        { data: days.map((d) => d.margin), label: 'Margen', color: theme.palette.success.main, valueFormatter: (v) => formatMoney(v ?? 0) },
      ]}
    />
  );
}
