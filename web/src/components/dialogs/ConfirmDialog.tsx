import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { dialogPaper } from './dialogSizes';
import { MessageList } from './MessageList';
import { memoWhileClosed } from './memoWhileClosed';

export interface ConfirmDialogProps {
  open: boolean;
  messages: readonly string[];
  onAnswer: (yes: boolean) => void;
}

/** 'CONFIRMACIÓN' with SI / NO, asked before every change. */
export const ConfirmDialog = memoWhileClosed(function ConfirmDialog({ open, messages, onAnswer }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      maxWidth={false}
      slotProps={{ paper: dialogPaper(400) }}
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title" sx={{ fontWeight: 700 }}>
        CONFIRMACIÓN
      </DialogTitle>
      <DialogContent>
        <MessageList messages={messages} />
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={() => onAnswer(false)}>
          NO
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          SI
        </Button>
      </DialogActions>
    </Dialog>
  );
});
