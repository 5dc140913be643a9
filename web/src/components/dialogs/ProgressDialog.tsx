import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { Logo } from '../Logo';
import { dialogPaper } from './dialogSizes';
import { memoWhileClosed } from './memoWhileClosed';

/** Blocking 'Realizando Operación' while a change is sent: no onClose, so neither Escape nor a click closes it. */
export const ProgressDialog = memoWhileClosed(function ProgressDialog({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      maxWidth={false}
      slotProps={{ paper: dialogPaper(300) }}
      aria-labelledby="progress-dialog-title"
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 3 }} role="status">
        <Logo sx={{ fontSize: 48 }} />
        <Typography id="progress-dialog-title" variant="h6" component="h2">
          Realizando Operación
        </Typography>
        <CircularProgress size={32} aria-label="Realizando Operación" />
      </Box>
    </Dialog>
  );
});
