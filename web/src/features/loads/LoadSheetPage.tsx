import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { formatQuantity, LOAD_STATES, LOAD_SHEET_TITLE, routePage, type LoadDetail } from '@lactea/contracts';
import { DateField } from '../../components/form/DateField';
import { ListStatus } from '../../components/list/ListStatus';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ReceiptWidthSelect, useReceiptHeader, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { businessToday } from '../../lib/shopTime';
import { createLoad, fetchLoad, fetchLoads } from './loadsApi';
import { LoadSheetA4, LoadSheetReceipt, presentationsText } from './LoadSheetPrint';
import { RouteClosingPanel } from './RouteClosingPanel';

/**
 * HOJA DE CARGA (administrator): a route's pending orders of a delivery date become one sheet;
 * the sheet per product (what to load, in which presentations, from which lots) and per client,
 * printable at A4 and on the roll; once every delivery is confirmed, the route's closing.
 */
export default function LoadSheetPage() {
  const [date, setDate] = useState(businessToday);
  const [routeId, setRouteId] = useState<number | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const routes = useQuery({ queryKey: ['routes-enabled'], queryFn: async ({ signal }) => routePage.parse(await api.get<unknown>('route/list', { enabled: 1 }, signal)).data });
  const sheets = useQuery({ queryKey: ['loads', date], queryFn: ({ signal }) => fetchLoads(date, signal) });
  const create = () => {
    if (routeId === '') return;
    void dialogs.runOperation({
      confirm: [`¿Crear la hoja de carga de la ruta para el ${formatDate(date)}? Sus pedidos pendientes pasan al camión.`],
      action: () => createLoad(routeId, date),
      success: (s) => `Se creó la hoja de carga N° ${s.id} con ${s.orders} pedidos`,
      onDone: (s) => {
        setOpenId(s.id);
        queryClient.setQueryData(['load', s.id], s);
        void queryClient.invalidateQueries({ queryKey: ['loads', date] });
      },
    });
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {LOAD_SHEET_TITLE}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* A day is always chosen: emptying the box keeps the last one. */}
        <DateField fullWidth={false} sx={{ width: 200 }} label="Fecha de entrega" size="small" value={date} onChange={(day) => day && setDate(day)} />
        <TextField select fullWidth={false} label="Ruta" size="small" sx={{ width: 260 }} value={routeId} onChange={(e) => setRouteId(Number(e.target.value))}>
          {(routes.data ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={routeId === ''} onClick={create}>
          Crear hoja de carga
        </Button>
      </Paper>
      {!sheets.data ? (
        <ListStatus loading={sheets.isPending} failed={sheets.isError} onRetry={() => void sheets.refetch()} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} aria-label="Hojas de carga del día">
          {sheets.data.data.length === 0 && <Typography color="text.secondary">Sin hojas de carga para el {formatDate(date)}</Typography>}
          {sheets.data.data.map((s) => (
            <Chip key={s.id} color={openId === s.id ? 'primary' : 'default'} label={`N° ${s.id} · ${s.route_name} · ${s.orders} pedidos · ${LOAD_STATES[s.state]}`} onClick={() => setOpenId(s.id)} />
          ))}
        </Box>
      )}
      {openId !== null && <SheetView id={openId} />}
    </Box>
  );
}

function SheetView({ id }: { id: number }) {
  const sheet = useQuery({ queryKey: ['load', id], queryFn: ({ signal }) => fetchLoad(id, signal) });
  const { print, printArea } = useReceiptPrinter();
  const header = useReceiptHeader();
  const width = useReceiptWidth();
  if (!sheet.data) return <ListStatus loading={sheet.isPending} failed={sheet.isError} onRetry={() => void sheet.refetch()} />;
  const s: LoadDetail = sheet.data;
  return (
    <Box component="section" aria-label={`Hoja de carga N° ${s.id}`}>
      {printArea}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          N° {s.id} · {s.route_name} · entrega {formatDate(s.delivery_date)} · {LOAD_STATES[s.state]}
        </Typography>
        <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => void print(<LoadSheetA4 sheet={s} />)}>
          Imprimir A4
        </Button>
        <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => void print(<LoadSheetReceipt sheet={s} header={header} width={width} />)}>
          Imprimir {width} mm
        </Button>
        <ReceiptWidthSelect />
      </Box>
      <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label="Productos a cargar">
          <TableHead>
            <TableRow>
              <TableCell>Código</TableCell>
              <TableCell>Producto</TableCell>
              <TableCell align="right">Unidades</TableCell>
              <TableCell>Presentaciones</TableCell>
              <TableCell>Lotes (vence)</TableCell>
              <TableCell align="right">En camión</TableCell>
              <TableCell align="right">Faltante</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.products.map((p) => (
              <TableRow key={p.product_id}>
                <TableCell>{p.code}</TableCell>
                <TableCell>{p.product}</TableCell>
                <TableCell align="right">{formatQuantity(p.quantity, p.unit)}</TableCell>
                <TableCell>{presentationsText(p)}</TableCell>
                <TableCell>{p.lots.map((l) => `${formatQuantity(l.quantity, p.unit)} (${formatDate(l.expiration_date)})`).join(', ')}</TableCell>
                <TableCell align="right">{formatQuantity(p.on_truck, p.unit)}</TableCell>
                <TableCell align="right">{p.short > 0 ? formatQuantity(p.short, p.unit) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label="Pedidos por cliente">
          <TableHead>
            <TableRow>
              <TableCell>N°</TableCell>
              <TableCell>Cliente</TableCell>
              <TableCell>Pedido</TableCell>
              <TableCell>Estado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.clients.map((c) => (
              <TableRow key={c.order_id}>
                <TableCell>{c.position}</TableCell>
                <TableCell>{c.business_name}</TableCell>
                <TableCell>{c.lines.map((l) => `${l.presentation ? `${l.quantity} ${l.presentation}` : formatQuantity(l.quantity, l.unit)} ${l.product}`).join('; ')}</TableCell>
                <TableCell>{c.state}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <RouteClosingPanel sheet={s} />
    </Box>
  );
}
