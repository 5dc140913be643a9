import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { dialogPaper } from './dialogSizes';
import { MessageList } from './MessageList';

export type MessageKind = 'success' | 'error' | 'info';

export interface MessageDialogProps {
  open: boolean;
  kind: MessageKind;
  title: string;
  messages: readonly string[];
  onAccept: () => void;
}

const icons = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon } as const;

/**
 * Success, error and notice dialogs: a title, a message list and 'Aceptar'. Persistent: a click
 * outside does nothing, so an error is never missed; Escape and Enter count as Aceptar.
 */
export function MessageDialog({ open, kind, title, messages, onAccept }: MessageDialogProps) {
  const Icon = icons[kind];
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onAccept();
      }}
      maxWidth={false}
      slotProps={{ paper: dialogPaper(400) }}
      aria-labelledby="message-dialog-title"
      role={kind === 'error' ? 'alertdialog' : 'dialog'}
      // Enter accepts wherever the focus is inside the box (on Aceptar the button itself answers).
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
          event.preventDefault();
          onAccept();
        }
      }}
    >
      <DialogTitle id="message-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
        <Icon color={kind} aria-hidden />
        <Box component="span">{title}</Box>
      </DialogTitle>
      <DialogContent>
        <MessageList messages={messages} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color={kind === 'error' ? 'error' : 'primary'} onClick={onAccept} autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
