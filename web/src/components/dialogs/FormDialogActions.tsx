import type { Ref } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/**
 * The foot of every form dialog: 'Cancelar' (closes, changes nothing) and the form's submit button
 * (Enter in a field submits too). `form` names the form when the actions sit outside it.
 */
export function FormDialogActions({
  onCancel,
  submit,
  form,
  danger = false,
  submitRef,
}: {
  onCancel: () => void;
  submit: string;
  form?: string;
  danger?: boolean;
  /** The submit button, for a form that gives it the focus (the till's client form after a pick). */
  submitRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <DialogActions>
      <Button color="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button ref={submitRef} type="submit" form={form} variant="contained" color={danger ? 'error' : 'primary'}>
        {submit}
      </Button>
    </DialogActions>
  );
}
