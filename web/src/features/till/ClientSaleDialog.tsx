import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { BUSINESS_NAME_MAX, CI_NIT_MAX, saleClientBody, SALE_MSG, type SnapshotClient, toCents } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { EntityPickerDialog, type PickerSource } from '../../components/pickers/EntityPickerDialog';
import { clientSource } from '../../components/pickers/pickerSources';
import { formatMoney } from '../../lib/format';
import type { ClientChoice } from './useTill';
import { ClientCreditInfo } from './ClientCreditInfo';
import { searchTillClients } from './offline/lookups';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';
import { memoWhileClosed } from '../../components/dialogs/memoWhileClosed';

/** The shared client picker, answered from the till's snapshot when the server cannot be reached. */
export const tillClientSource: PickerSource<SnapshotClient> = {
  ...clientSource,
  key: 'till-client-picker',
  fetch: searchTillClients,
  idOf: (c) => c.id,
  labelOf: (c) => c.business_name,
  detailOf: (c) => `CI/NIT ${c.ci_nit}`,
};

/**
 * The client form of 'Venta + Cliente' and 'Deuda + Cliente': search an existing
 * client ('Buscar Cliente', the shared picker dialog) or type a new one, registered with the sale.
 * Invalid: 'Operación Cancelada / Corrija el formulario'.
 */
export const ClientSaleDialog = memoWhileClosed(function ClientSaleDialog({ open, onExited, ...form }: ClientFormProps & {
  open: boolean;
  /** Once the dialog is gone (after its exit transition): the till gives the focus to the scanner. */
  onExited: () => void;
}) {
  // No focus restore: MUI restores it when the dialog unmounts, at the end of its exit transition;
  // on a busy PC that came after the cashier's F9 and moved the typed amount into the scanner.
  // The till focuses the scanner itself on close, and again in onExited only if the focus was lost.
  return (
    <Dialog
      open={open}
      onClose={form.onClose}
      maxWidth={false}
      disableRestoreFocus
      slotProps={{ paper: dialogPaper(400), transition: { onExited } }}
      aria-labelledby="client-sale-title"
    >
      {open && <ClientForm {...form} />}
    </Dialog>
  );
});

const choiceOf = (c: SnapshotClient): ClientChoice => ({ id: c.id, business_name: c.business_name, ci_nit: c.ci_nit, register: false });

interface ClientFormProps {
  title: string;
  total: number;
  credit: boolean;
  /** The client chosen before paying ('Cliente'): the form starts with it. */
  chosen?: ClientChoice | null;
  /** The picked client's prices: 'Lista Mayorista' or 'Precio de mostrador'. */
  listText?: string;
  /** A client picked (or let go): the till prices the cart with its list at once. */
  onPick?: (c: ClientChoice | null) => void;
  onAccept: (c: ClientChoice) => void;
  onClose: () => void;
}

function ClientForm({ title, total, credit, chosen, listText, onPick, onAccept, onClose }: ClientFormProps) {
  const dialogs = useDialogs();
  const [picked, setPicked] = useState<SnapshotClient | null>(chosen && !chosen.register && chosen.id ? chosen : null);
  const [name, setName] = useState('');
  const [nit, setNit] = useState('');
  const [errors, setErrors] = useState<{ business_name?: string; ci_nit?: string }>({});
  const [picking, setPicking] = useState(false);
  const searchRef = useRef<HTMLButtonElement | null>(null);
  const submitRef = useRef<HTMLButtonElement | null>(null);
  // A client chosen before paying: Enter sells to it at once.
  const startsPicked = useRef(picked !== null);
  useEffect(() => {
    if (startsPicked.current) window.setTimeout(() => submitRef.current?.focus(), 0);
  }, []);
  /** Once the picker is gone: on 'Registrar Venta' after a pick (Enter sells), back on 'Buscar Cliente' otherwise. */
  const closePicker = (client: SnapshotClient | null) => {
    if (client) {
      setPicked(client);
      onPick?.(choiceOf(client));
    }
    setPicking(false);
    window.setTimeout(() => (client ? submitRef : searchRef).current?.focus(), 0);
  };

  const submit = async () => {
    if (picked) return onAccept(choiceOf(picked));
    const parsed = saleClientBody.safeParse({ id: 0, business_name: name, ci_nit: nit });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'business_name' | 'ci_nit'] ??= issue.message;
      setErrors(next);
      await dialogs.alert(SALE_MSG.cancelledTitle, [SALE_MSG.fixClientForm]);
      return;
    }
    onAccept({ ...parsed.data, register: true });
  };

  return (
    <>
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogTitle id="client-sale-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Total: <strong>{formatMoney(total)}</strong>
        </Typography>
        {/* The focus starts here, not on 'Razón Social': an existing client is found first, so none is registered twice. */}
        <Button ref={searchRef} autoFocus={!picked} variant="outlined" startIcon={<PersonSearchIcon />} onClick={() => setPicking(true)} fullWidth sx={{ mb: 1.5 }}>
          Buscar Cliente
        </Button>
        {picked ? (
          <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{picked.business_name}</Typography>
            <Typography variant="body2">CI/NIT {picked.ci_nit}</Typography>
            <ClientCreditInfo clientId={picked.id} totalCents={toCents(total)} credit={credit} />
            {listText && (
              <Typography variant="body2" data-testid="client-prices">
                {listText}
              </Typography>
            )}
            <Button
              size="small"
              onClick={() => {
                setPicked(null);
                onPick?.(null);
              }}
              sx={{ mt: 0.5 }}
            >
              Registrar otro cliente
            </Button>
          </Box>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              O registre un cliente nuevo con la venta:
            </Typography>
            <TextField
              fullWidth
              margin="dense"
              label="Razón Social"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!errors.business_name}
              helperText={errors.business_name ?? `${name.length}/${BUSINESS_NAME_MAX}`}
            />
            <TextField
              fullWidth
              margin="dense"
              label="CI/NIT"
              value={nit}
              onChange={(e) => setNit(e.target.value)}
              error={!!errors.ci_nit}
              helperText={errors.ci_nit ?? `${nit.length}/${CI_NIT_MAX}`}
            />
          </>
        )}
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit="Registrar Venta" submitRef={submitRef} />
    </form>
      <EntityPickerDialog
        source={tillClientSource}
        open={picking}
        disableRestoreFocus
        onClose={() => closePicker(null)}
        onPick={closePicker}
      />
    </>
  );
}
