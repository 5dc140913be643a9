import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DASHBOARD_CHART_DAYS } from '@lactea/contracts';
import { ListStatus } from '../../components/list/ListStatus';
import { formatWeekdayDate } from '../../lib/format';
import { fetchDashboard, fetchInvoiceWatch, HOME_REFRESH_MS } from './dashboardApi';
import { ExpiryTile, InvoicesTile, ProductsTile, ReceivablesTile, TodayTile } from './tiles';

const DashboardChart = lazy(() => import('./DashboardChart'));

/**
 * The administrator's home: the day at a glance, refreshed every minute. A failed
 * refresh keeps the last figures on screen and says so in place (no error dialog every minute on
 * a counter left open); a failed first load shows 'Reintentar'.
 */
export function OwnerHome() {
  const query = useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => fetchDashboard(signal), refetchInterval: HOME_REFRESH_MS });
  const d = query.data;
  // Only once the day is known; a failure leaves the tile out (the figures above matter more).
  const invoices = useQuery({ queryKey: ['home-invoices', d?.date], queryFn: ({ signal }) => fetchInvoiceWatch(d!.date, signal), enabled: Boolean(d), refetchInterval: HOME_REFRESH_MS });
  if (!d) return <ListStatus loading={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ mb: 2 }}>
        Resumen de hoy, {formatWeekdayDate(d.date)} · se actualiza cada minuto
        {query.isRefetchError && (
          <Typography component="span" color="error" sx={{ ml: 1 }}>
            (no se pudo actualizar: se muestran las cifras anteriores)
          </Typography>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <TodayTile today={d.today} />
        <ReceivablesTile receivables={d.receivables} />
        <ExpiryTile expiry={d.expiry} />
        <ProductsTile products={d.products} />
        <InvoicesTile watch={invoices.data} />
      </Box>
      <Paper variant="outlined" component="section" aria-label={`Ventas y margen de los últimos ${DASHBOARD_CHART_DAYS} días`} sx={{ p: 2, mt: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Ventas y margen, últimos {DASHBOARD_CHART_DAYS} días
        </Typography>
        <Suspense fallback={<Box sx={{ height: 260 }} />}>
          <DashboardChart days={d.days} />
        </Suspense>
      </Paper>
    </Box>
  );
}
