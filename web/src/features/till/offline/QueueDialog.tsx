import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, OFFLINE_MSG } from '@lactea/contracts';
import { dialogPaper } from '../../../components/dialogs/dialogSizes';
import { useDialogs } from '../../../components/dialogs/dialogsContext';
import { saveBlob } from '../../../components/export/download';
import { formatDateTime } from '../../../lib/format';
import { isAdmin, useSession } from '../../../lib/session';
import { businessToday } from '../../../lib/shopTime';
import { offlineDb, type QueuedSale } from './db';
import { loadDevice, renameDevice, type Device } from './device';
import { offlineTill } from './offlineTill';
import { mergeQueueFile, parseQueueFile, QUEUE_ENTRY, QUEUE_FILE_INVALID, queueFileText, retryQueued, totalCentsOf } from './queue';
import { useOfflineStatus } from './status';

/**
 * 'Ventas guardadas en este equipo' (decision 0043): the device's name, every queued sale (pending
 * and set aside 'con error' with the server's message, 'Reintentar'), 'Descargar cola' and, for the
 * administrator, 'Cargar cola de otro equipo' (a PC that died before it synced).
 */
export function QueueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(760) }} aria-labelledby="queue-title">
      {open && <QueueBody onClose={onClose} />}
    </Dialog>
  );
}

function QueueBody({ onClose }: { onClose: () => void }) {
  const dialogs = useDialogs();
  const admin = isAdmin(useSession());
  const status = useOfflineStatus();
  const [queue, setQueue] = useState<QueuedSale[]>([]);
  const [device, setDevice] = useState<Device | null>(null);
  const [name, setName] = useState('');
  const fileInput = useRef<HTMLInputElement | null>(null);

  // Read again whenever the counts move (a sale sent, set aside or queued by another tab).
  useEffect(() => {
    let live = true;
    void offlineTill().refreshQueueState().then((q) => live && setQueue(q));
    return () => {
      live = false;
    };
  }, [status.pending, status.failed]);
  useEffect(() => {
    void loadDevice(offlineDb()).then((d) => {
      setDevice(d);
      setName(d.name);
    });
  }, []);

  const saveName = async () => {
    const d = await renameDevice(offlineDb(), name);
    setDevice(d);
    setName(d.name);
    dialogs.notify('Se guardó el nombre del equipo');
  };
  const retry = async (key: string) => {
    await retryQueued(offlineDb(), key);
    await offlineTill().queueChanged();
  };
  const download = () => {
    if (!device) return;
    const day = businessToday();
    saveBlob(new Blob([queueFileText(device, queue)], { type: 'application/json' }), `cola-${device.name.replace(/[^\w-]+/g, '_')}-${day}.json`);
  };
  const load = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseQueueFile(await file.text());
    if (!parsed) return dialogs.alert('Operación Cancelada', [QUEUE_FILE_INVALID]);
    const added = await mergeQueueFile(offlineDb(), parsed);
    await offlineTill().queueChanged();
    dialogs.notify(`Se cargaron ${added} ${added === 1 ? 'venta' : 'ventas'} de ${parsed.device.name} (${parsed.sales.length - added} ya estaban)`);
  };

  return (
    <>
      <DialogTitle id="queue-title" sx={{ fontWeight: 700 }}>
        {QUEUE_ENTRY}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            void saveName();
          }}
        >
          <TextField size="small" label="Nombre del equipo" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
          <Button type="submit" variant="outlined" disabled={!device || name.trim() === device.name}>
            Guardar nombre
          </Button>
        </Box>
        {queue.length === 0 ? (
          <Typography>No hay ventas guardadas en este equipo: todas llegaron al servidor.</Typography>
        ) : (
          // A phone scrolls the table sideways rather than squeezing its columns.
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Cola de ventas">
              <TableHead>
                <TableRow>
                  {['N° provisional', 'Momento', 'Cajero', 'Total', 'Estado', ''].map((h) => (
                    <TableCell key={h} sx={{ fontWeight: 700 }} align={h === 'Total' ? 'right' : 'left'}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {queue.map((s) => (
                  <TableRow key={s.key}>
                    <TableCell>{s.body.offline.provisional_number}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.body.offline.sold_at)}</TableCell>
                    <TableCell>{s.user_name}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(totalCentsOf(s) / 100)}
                    </TableCell>
                    <TableCell>
                      {s.status === 'pendiente' ? 'Pendiente' : OFFLINE_MSG.setAside}
                      {s.message && (
                        <Typography variant="body2" color="error">
                          {s.message}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell padding="none">
                      {s.status === 'con error' && (
                        <Button size="small" onClick={() => void retry(s.key)}>
                          Reintentar
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={download} disabled={!device}>
          Descargar cola
        </Button>
        {admin && (
          <>
            <Button onClick={() => fileInput.current?.click()}>Cargar cola de otro equipo</Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label="Archivo de cola"
              onChange={(e) => {
                void load(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </>
  );
}
