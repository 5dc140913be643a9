import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RECONCILIATION_KIND_TEXT, RECONCILIATION_MSG, reconciliationResolveBody, type ReconciliationItem } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';

/** The note's rules are the contract's (required, 300 characters, several lines). */
const noteSchema = reconciliationResolveBody.pick({ note: true });
const NOTE_MAX = 300;

export interface ResolveDialogProps {
  item: ReconciliationItem | null;
  /** What was typed before a refusal reopened the dialog. */
  initialNote?: string;
  onClose: () => void;
  onSubmit: (note: string) => void;
}

/** 'Resuelto': the administrator writes what was done about the case (audited with it). */
export function ResolveDialog({ item, initialNote = '', onClose, onSubmit }: ResolveDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(480) }} aria-labelledby="resolve-title">
      <DialogTitle id="resolve-title" sx={{ fontWeight: 700 }}>
        {RECONCILIATION_MSG.resolve}
      </DialogTitle>
      {item && <ResolveForm item={item} initialNote={initialNote} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function ResolveForm({ item, initialNote, onClose, onSubmit }: Omit<ResolveDialogProps, 'item'> & { item: ReconciliationItem }) {
  const form = useSchemaForm<{ note: string }, { note: string }>(noteSchema, { note: initialNote });
  return (
    <form noValidate onSubmit={form.submit((v) => onSubmit(v.note))} aria-label={RECONCILIATION_MSG.resolve}>
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{`${item.kind ? RECONCILIATION_KIND_TEXT[item.kind] : 'Sin observaciones'} · ${item.provisional_number || `Venta N° ${item.sale_id}`}`}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {item.detail}
        </Typography>
        <FormTextField control={form.control} name="note" label="Nota" max={NOTE_MAX} multiline minRows={3} autoFocus fullWidth required />
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit={RECONCILIATION_MSG.resolve} />
    </form>
  );
}
