import { useMemo, useRef, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  lotQuantityFor,
  PROVIDER_RETURN_MSG,
  PROVIDER_RETURN_REASON_MAX,
  purchaseReturnBody,
  purchaseReturnSchema,
  quantityInWords,
  type ProductUnit,
  type PurchaseReturn,
  type PurchaseReturnInput,
} from '@lactea/contracts';
import { dialogPaper } from '../dialogs/dialogSizes';
import { FormDialogActions } from '../dialogs/FormDialogActions';
import { useDialogs } from '../dialogs/dialogsContext';
import { FormNumberField } from '../form/FormNumberField';
import { FormTextField } from '../form/FormTextField';
import { useSchemaForm } from '../form/useSchemaForm';
import { rowCall } from '../../lib/calls';
import { formatDate } from '../../lib/format';
import { useSubmissionKey } from '../../lib/idempotencyKey';

/** POST purchase/return with the submission's Idempotency-Key (required). */
export const returnToProvider = rowCall<PurchaseReturnInput, PurchaseReturn>('post', 'purchase/return', purchaseReturnSchema);

/** The lot a return to the provider takes from; `available`/`expiration` when the screen knows them (LOTES). */
export interface ProviderReturnTarget {
  lotId: number;
  product: string;
  unit: ProductUnit;
  available?: number;
  expiration?: string;
}

interface Typed {
  quantity: string;
  reason: string;
}

function ProviderReturnForm({ target, initial, onClose, onSubmit }: { target: ProviderReturnTarget; initial: Typed; onClose: () => void; onSubmit: (v: { quantity: number; reason: string }) => void }) {
  const { available, unit } = target;
  const schema = useMemo(
    () =>
      purchaseReturnBody
        .pick({ reason: true })
        .extend({ quantity: lotQuantityFor(unit) })
        .refine((v) => available === undefined || v.quantity <= available, { message: PROVIDER_RETURN_MSG.aboveLot(available ?? 0, target.product, unit), path: ['quantity'] }),
    [available, unit, target.product],
  );
  const form = useSchemaForm<Typed, { quantity: number; reason: string }>(schema, initial);
  return (
    <form noValidate onSubmit={form.submit(onSubmit)} aria-label="Devolver al proveedor">
      <DialogContent sx={{ pt: 1, display: 'grid', gap: 2 }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{target.product}</Typography>
          {available !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {`Lote con ${quantityInWords(available, unit)}${target.expiration ? `, vence el ${formatDate(target.expiration)}` : ''}`}
            </Typography>
          )}
        </div>
        <FormNumberField kind="quantity" control={form.control} name="quantity" label="Cantidad" autoFocus fullWidth />
        <FormTextField control={form.control} name="reason" label="Motivo" max={PROVIDER_RETURN_REASON_MAX} fullWidth />
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit="Devolver" danger />
    </form>
  );
}

/**
 * 'Devolver al proveedor' from a lot (LOTES) or a purchase's line (Compras): quantity and reason,
 * then CONFIRMACIÓN → 'Realizando Operación' → the credit the provider now owes. One
 * Idempotency-Key per return until it succeeds, so a retry after a lost answer is not a second credit.
 * `dialogs` must be rendered by the screen.
 */
export function useProviderReturn(onReturned?: (target: ProviderReturnTarget, answer: PurchaseReturn) => void) {
  const { runOperation } = useDialogs();
  const [open, setOpen] = useState<{ target: ProviderReturnTarget; typed: Typed } | null>(null);
  const key = useSubmissionKey();
  const keyedLot = useRef(0);

  const submit = ({ quantity, reason }: { quantity: number; reason: string }) => {
    if (!open) return;
    const { target } = open;
    setOpen(null);
    void runOperation({
      confirm: [PROVIDER_RETURN_MSG.confirm(target.product, quantity, target.unit)],
      action: () => returnToProvider({ lot_id: target.lotId, quantity, reason }, key.get()),
      success: (r) => `${PROVIDER_RETURN_MSG.returned}: ${r.provider.provider} nos debe ${formatMoney(r.amount)} más`,
      onError: key.renewAfterConflict,
      onDone: (r) => {
        key.renew();
        onReturned?.(target, r);
      },
      reopenOnError: () => setOpen({ target, typed: { quantity: String(quantity), reason } }),
    });
  };

  const dialogs = (
    <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth={false} slotProps={{ paper: dialogPaper(420) }} aria-labelledby="provider-return-title">
      <DialogTitle id="provider-return-title" sx={{ fontWeight: 700 }}>
        Devolver al proveedor
      </DialogTitle>
      {open && <ProviderReturnForm target={open.target} initial={open.typed} onClose={() => setOpen(null)} onSubmit={submit} />}
    </Dialog>
  );

  return {
    openReturn: (target: ProviderReturnTarget) => {
      if (keyedLot.current !== target.lotId) key.renew();
      keyedLot.current = target.lotId;
      setOpen({ target, typed: { quantity: '', reason: '' } });
    },
    dialogs,
  };
}
