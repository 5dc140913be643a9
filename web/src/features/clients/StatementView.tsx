import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { saleSchema, statementHasFavor, statementSchema, statementShareLink, type Client } from '@lactea/contracts';
import { DateField } from '../../components/form/DateField';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ListStatus } from '../../components/list/ListStatus';
import { ActionButton } from '../../components/list/RowActions';
import { useSaleReturn } from '../../components/sale/useSaleReturn';
import { useQueryErrorDialog } from '../../components/list/rowUpdates';
import { useReceiptHeader, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { api } from '../../lib/api';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';
import { StatementReceipt, StatementSheet } from './StatementPrint';

/** An outlined button on the page's grey background: on white, its blue text passes 4.5:1. */
const onGrey = { bgcolor: 'background.paper' } as const;
const dateWidth = { width: { xs: '100%', sm: 170 } } as const;
/** A change of the saldo a favor: '+30,00' or '−20,00'. */
const signedAmount = (v: number) => `${v > 0 ? '+' : '−'}${formatAmount(Math.abs(v))}`;

/**
 * Estado de cuenta of one client: credit sales, payments, returns and the running balance of a
 * period (the month until today by default), with its saldo a favor beside it when it had one;
 * printed on the receipt roll or on A4, and sent as a WhatsApp text (wa.me: the owner picks the contact).
 */
export function StatementView({ client, onBack }: { client: Client; onBack: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useQuery({
    queryKey: ['account-statement', client.id, from, to],
    queryFn: async ({ signal }) => statementSchema.parse(await api.get<unknown>('client/account-statement', { id_client: client.id, date_from: from, date_to: to }, signal)),
  });
  useQueryErrorDialog(query);
  const header = useReceiptHeader();
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  const s = query.data;
  const favor = s ? statementHasFavor(s) : false;
  const dialogs = useDialogs();
  const { open: openReturn, dialog: returnDialog } = useSaleReturn({ print, onReturned: () => void query.refetch() });
  // 'Devolver' on a sale's row: the sale is read with its lines as they stand now.
  const returnSale = async (id: number) => {
    try {
      openReturn(saleSchema.parse(await api.get<unknown>('sale/show', { id })));
    } catch (error) {
      await dialogs.showError(error);
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Volver a la lista
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          ESTADO DE CUENTA · {client.business_name}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <DateField label="Desde" value={from || s?.date_from || ''} onChange={setFrom} size="small" sx={dateWidth} />
        <DateField label="Hasta" value={to || s?.date_to || ''} onChange={setTo} size="small" sx={dateWidth} />
        <Button variant="outlined" sx={onGrey} startIcon={<PrintIcon />} disabled={!s} onClick={() => s && void print(<StatementReceipt statement={s} header={header} width={width} />)}>
          Imprimir {width} mm
        </Button>
        <Button variant="outlined" sx={onGrey} startIcon={<PrintIcon />} disabled={!s} onClick={() => s && void print(<StatementSheet statement={s} header={header} />)}>
          Imprimir A4
        </Button>
        <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} disabled={!s} href={s ? statementShareLink(s) : '#'} target="_blank" rel="noopener noreferrer">
          Enviar por WhatsApp
        </Button>
      </Stack>
      {!s ? (
        <ListStatus loading={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }} aria-live="polite" data-testid="statement-totals">
            Saldo anterior: {formatMoney(s.opening_balance)} · Ventas a crédito: {formatMoney(s.total_sales)} · Pagos: {formatMoney(s.total_payments)}
            {s.total_returns ? ` · Devoluciones: ${formatMoney(s.total_returns)}` : ''} · Saldo: {formatMoney(s.closing_balance)}
            {favor ? ` · Saldo a favor: ${formatMoney(s.closing_favor)}` : ''}
          </Typography>
          {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
          <TableContainer tabIndex={0} role="region" aria-label="Movimientos (desplazable)">
            <Table size="small" aria-label="Movimientos del estado de cuenta">
              <TableHead>
                <TableRow>
                  <TableCell>Fecha</TableCell>
                  <TableCell>Detalle</TableCell>
                  <TableCell align="right">Venta</TableCell>
                  <TableCell align="right">Pago</TableCell>
                  <TableCell align="right">Saldo</TableCell>
                  {favor && <TableCell align="right">A favor</TableCell>}
                  {favor && <TableCell align="right">Saldo a favor</TableCell>}
                  <TableCell align="center">Acciones</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.movements.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={favor ? 8 : 6}>Sin movimientos en el periodo</TableCell>
                  </TableRow>
                )}
                {s.movements.map((m, i) => (
                  <TableRow key={i}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(m.date)} {m.hour}
                    </TableCell>
                    <TableCell>{m.detail}</TableCell>
                    <TableCell align="right">{m.charge ? formatAmount(m.charge) : ''}</TableCell>
                    <TableCell align="right">{m.payment ? formatAmount(m.payment) : ''}</TableCell>
                    <TableCell align="right">{formatAmount(m.balance)}</TableCell>
                    {favor && <TableCell align="right">{m.favor ? signedAmount(m.favor) : ''}</TableCell>}
                    {favor && <TableCell align="right">{formatAmount(m.favor_balance)}</TableCell>}
                    <TableCell align="center">
                      {m.kind === 'venta' && (
                        <ActionButton label={`Devolver productos de la venta ${m.id_sale}`} tooltip="Devolver" icon={<UndoIcon fontSize="small" />} onClick={() => void returnSale(m.id_sale)} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {returnDialog}
      {printArea}
    </Box>
  );
}
