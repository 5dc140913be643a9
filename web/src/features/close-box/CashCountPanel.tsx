import { useState } from 'react';
import { userColumn } from '../../components/list/columns';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CASH_COUNT_MSG, cashCountList, cashCountSchema, differenceLabel, type CashCount, type CashCountBody, type PeriodQuery, toCents } from '@lactea/contracts';
import { DataTable, type Column } from '../../components/list/DataTable';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { useQueryErrorDialog } from '../../components/list/rowUpdates';
import { api } from '../../lib/api';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';
import { CashCountDialog } from './CashCountDialog';
import { CountDifference } from './CountDifference';

const columns: Column<CashCount>[] = [
  { id: 'day', header: 'Fecha', nowrap: true, cell: (c) => formatDate(c.day) },
  { id: 'counted', header: 'Contado', align: 'right', nowrap: true, cell: (c) => formatAmount(c.counted) },
  { id: 'expected', header: 'Esperado', align: 'right', nowrap: true, cell: (c) => formatAmount(c.expected) },
  { id: 'difference', header: 'Diferencia', nowrap: true, cell: (c) => `${differenceLabel(c.difference)} ${formatAmount(Math.abs(c.difference))}` },
  userColumn((c) => c.user),
  { id: 'hour', header: 'Hora', nowrap: true, cell: (c) => c.hour.slice(0, 5) },
];

/** The period's counts, newest day first: the panel shows them and the printed closing carries them. */
export const useCashCounts = (period: PeriodQuery) =>
  useQuery({
    queryKey: ['cash-count', period],
    queryFn: async ({ signal }) => cashCountList.parse(await api.get<unknown>('sale/cash-count', { ...period }, signal)).data,
  });

/**
 * 'Efectivo contado' of CIERRE DE CAJA (arqueo). Today's closing: the day's count (who,
 * when, Sobrante/Faltante) and the button to count; the administrator's past period: each day's count.
 */
export function CashCountPanel({ period, today, expected }: { period: PeriodQuery; today: string; expected: number }) {
  const dialogs = useDialogs();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = useCashCounts(period);
  useQueryErrorDialog(query);
  const isToday = (period.date_from ?? today) === today && (period.date_to ?? today) === today;
  const counts = query.data ?? [];
  const todays = isToday ? counts[0] : undefined;
  const save = (body: CashCountBody) => {
    setOpen(false);
    void dialogs.runOperation({
      action: async () => cashCountSchema.parse(await api.post<unknown>('sale/cash-count', body)),
      success: CASH_COUNT_MSG.saved,
      onDone: () => void client.invalidateQueries({ queryKey: ['cash-count'] }),
      reopenOnError: () => setOpen(true),
    });
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, maxWidth: isToday ? 560 : undefined, mt: 2 }} aria-label="Efectivo contado">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Efectivo contado
        </Typography>
        {isToday && (
          <Button variant={todays ? 'outlined' : 'contained'} onClick={() => setOpen(true)}>
            {todays ? 'Contar de nuevo' : 'Registrar efectivo contado'}
          </Button>
        )}
      </Box>
      {isToday ? (
        todays ? (
          <>
            <CountDifference counted={todays.counted} expected={todays.expected} expectedLabel={CASH_COUNT_MSG.expectedAt(todays.hour.slice(0, 5))} />
            <ChangedSinceCount counted={todays.counted} expectedThen={todays.expected} expectedNow={expected} hour={todays.hour.slice(0, 5)} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {`Contado por ${todays.user} a las ${todays.hour.slice(0, 5)}`}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{query.isLoading ? 'Obteniendo Datos' : 'Todavía no se contó el efectivo de hoy.'}</Typography>
        )
      ) : (
        <DataTable label="Conteos de efectivo" columns={columns} rows={counts} getRowId={(c) => c.id} loading={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
      )}
      <CashCountDialog open={open} expected={expected} onClose={() => setOpen(false)} onSave={save} />
    </Paper>
  );
}

/**
 * A count is the cash expected when it was saved; a sale, collection or expense after it moves the
 * closing's figure above. Says so, with the difference against the figure of now, so that the two
 * figures on the screen never look like one that disagrees with itself.
 */
function ChangedSinceCount({ counted, expectedThen, expectedNow, hour }: { counted: number; expectedThen: number; expectedNow: number; hour: string }) {
  const now = toCents(expectedNow);
  if (now === toCents(expectedThen)) return null;
  const difference = toCents(counted) - now;
  const against = difference === 0 ? CASH_COUNT_MSG.even : `${differenceLabel(difference)} ${formatMoney(Math.abs(difference) / 100)}`;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {CASH_COUNT_MSG.changedSince(hour, formatMoney(expectedNow), against)}
    </Alert>
  );
}
