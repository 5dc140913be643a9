import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BUYER_NAME_MAX,
  COMPLEMENTO_MAX,
  DOCUMENT_CI,
  DOCUMENT_NIT,
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_TYPES,
  NIT_MSG,
  NO_NAME_BUYER,
  saleInvoiceBody,
  type SaleInvoiceBody,
} from '@lactea/contracts';
import { dialogPaper } from '../../../components/dialogs/dialogSizes';
import { useDialogs } from '../../../components/dialogs/dialogsContext';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { memoWhileClosed } from '../../../components/dialogs/memoWhileClosed';
import { formatMoney } from '../../../lib/format';
import { buyerFromClient, checkNit, formInput, type InvoiceBuyerForm } from './invoiceBuyer';
import type { ClientChoice } from '../useTill';

export const INVOICE_DIALOG_TITLE = 'Factura';
export const INVOICE_SUBMIT = 'Emitir factura';
export const NIT_QUESTION = '¿Emitir la factura con este NIT?';

type Errors = Partial<Record<keyof InvoiceBuyerForm, string>>;

/**
 * The 'Factura' step of a sale: the buyer SIAT's invoice names, from the sale's client when there is
 * one (Enter issues it), typed otherwise; empty is SIAT's 'S/N' with 99002. A NIT is checked with
 * SIAT first (invoice/verify-nit): one SIAT does not know is issued only if the cashier says so, with
 * código de excepción 1; with no answer (SIAT or the network away) it is issued as typed.
 */
export const InvoiceBuyerDialog = memoWhileClosed(function InvoiceBuyerDialog({ open, total, client, onAccept, onClose, onExited }: {
  open: boolean;
  total: number;
  client: ClientChoice | null;
  onAccept: (buyer: SaleInvoiceBody) => void;
  onClose: () => void;
  onExited: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} disableRestoreFocus slotProps={{ paper: dialogPaper(420), transition: { onExited } }} aria-labelledby="invoice-buyer-title">
      {open && <BuyerForm total={total} client={client} onAccept={onAccept} onClose={onClose} />}
    </Dialog>
  );
});

function BuyerForm({ total, client, onAccept, onClose }: { total: number; client: ClientChoice | null; onAccept: (buyer: SaleInvoiceBody) => void; onClose: () => void }) {
  const dialogs = useDialogs();
  const [form, setForm] = useState<InvoiceBuyerForm>(() => buyerFromClient(client));
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const submitRef = useRef<HTMLButtonElement | null>(null);
  const numberRef = useRef<HTMLInputElement | null>(null);
  // A buyer known from the client: Enter issues at once; none: the cashier types the number first.
  const prefilled = useRef(form.document_number !== '');
  useEffect(() => {
    window.setTimeout(() => (prefilled.current ? submitRef.current : numberRef.current)?.focus(), 0);
  }, []);
  const set = (key: keyof InvoiceBuyerForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'document_type' && value !== String(DOCUMENT_CI) ? { complemento: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async () => {
    if (checking) return;
    const parsed = saleInvoiceBody.safeParse(formInput(form));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof InvoiceBuyerForm] ??= issue.message;
      setErrors(next);
      return;
    }
    const buyer = parsed.data;
    if (buyer.document_type !== DOCUMENT_NIT || buyer.document_number === '') return onAccept(buyer);
    setChecking(true);
    let check;
    try {
      check = await checkNit(buyer.document_number);
    } catch (error) {
      // Our own server refused the question (a 4xx): say it, the cashier corrects the number.
      await dialogs.showError(error);
      return;
    } finally {
      setChecking(false);
    }
    if (check.state !== 'inexistente') return onAccept({ ...buyer, codigo_excepcion: 0 });
    if (await dialogs.confirm([NIT_MSG.inexistente, NIT_QUESTION])) onAccept({ ...buyer, codigo_excepcion: 1 });
    else window.setTimeout(() => numberRef.current?.focus(), 0);
  };

  const field = (key: keyof InvoiceBuyerForm, label: string, max: number, more: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={label}
      value={form[key]}
      onChange={(e) => set(key)(e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? `${form[key].length}/${max}`}
      {...more}
    />
  );
  const noName = form.document_number.trim() === '' && form.business_name.trim() === '';
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogTitle id="invoice-buyer-title" sx={{ fontWeight: 700 }}>
        {INVOICE_DIALOG_TITLE}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Total: <strong>{formatMoney(total)}</strong>
        </Typography>
        {field('document_number', 'Número de documento', DOCUMENT_NUMBER_MAX, { inputRef: numberRef, slotProps: { htmlInput: { inputMode: form.document_type === String(DOCUMENT_NIT) ? 'numeric' : 'text' } } })}
        {field('business_name', 'Razón social', BUYER_NAME_MAX)}
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {field('document_type', 'Tipo de documento', 0, {
            select: true,
            helperText: errors.document_type ?? ' ',
            children: Object.entries(DOCUMENT_TYPES).map(([value, text]) => (
              <MenuItem key={value} value={value}>
                {text}
              </MenuItem>
            )),
            sx: { flex: 1, minWidth: 0 },
          })}
          {field('complemento', 'Complemento', COMPLEMENTO_MAX, { disabled: form.document_type !== String(DOCUMENT_CI), sx: { flex: '0 0 132px' } })}
        </Box>
        <Typography variant="body2" color="text.secondary" role="status">
          {noName
            ? `Sin nombre: la factura dirá ${NO_NAME_BUYER.business_name}, NIT ${NO_NAME_BUYER.document_number}`
            : checking
              ? 'Verificando el NIT con SIAT…'
              : form.document_type === String(DOCUMENT_NIT)
                ? 'El NIT se verifica con SIAT al emitir'
                : ' '}
        </Typography>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit={INVOICE_SUBMIT} submitRef={submitRef} />
    </form>
  );
}
