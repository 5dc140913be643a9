import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { MarkSalesRow } from '@lactea/contracts';
import { axisAmount, formatMoney } from '../../lib/format';

/**
 * Beyond the spec: the page's brands as bars (Venta, Costo, Ganancia in Bs.). Lazy-loaded by
 * SalesMarksPage so the chart library is fetched only on this screen.
 */
export default function MarksChart({ rows }: { rows: MarkSalesRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 2, p: 1 }} role="figure" aria-label="Gráfico de ventas por marca">
      <Typography variant="subtitle2" component="h2" sx={{ px: 1, fontWeight: 700 }}>
        Ventas por marca (Bs.)
      </Typography>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: rows.map((r) => (r.mark.length > 12 ? `${r.mark.slice(0, 11)}…` : r.mark)) }]}
        yAxis={[{ valueFormatter: axisAmount }]}
        series={[
          { data: rows.map((r) => r.sale), label: 'Venta', color: '#1565C0', valueFormatter: (v) => formatMoney(v ?? 0) },
          { data: rows.map((r) => r.cost), label: 'Costo', color: '#6D4C41', valueFormatter: (v) => formatMoney(v ?? 0) },
          { data: rows.map((r) => r.gain), label: 'Ganancia', color: '#2E7D32', valueFormatter: (v) => formatMoney(v ?? 0) },
        ]}
      />
    </Paper>
  );
}
