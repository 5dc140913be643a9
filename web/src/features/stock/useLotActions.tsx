import { useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LOT_TEXTS, type Lot, type ProductUnit } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { numberText } from '../../components/form/FormNumberField';
import { formatDate } from '../../lib/format';
import { LotFormDialog, type LotFormOutput, type LotFormValues } from './LotFormDialog';
import { WriteOffDialog } from './WriteOffDialog';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { useProviderReturn } from '../../components/returns/ProviderReturnDialog';
import { STOCK_KEY_PREFIX } from '../../lib/queryKeys';
import { addLot, NEAR_EXPIRY_KEY, updateLot, writeOffLot } from './stockApi';

/** The product a new lot is for; its unit reads the quantity in the confirmation ('0,750 kg'). */
type LotProduct = { id: number; product: string; unit?: ProductUnit };


export function invalidateStock(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(STOCK_KEY_PREFIX) });
  void queryClient.invalidateQueries({ queryKey: NEAR_EXPIRY_KEY });
}

export interface LotActionHandlers {
  onAdded?: (lot: Lot) => void;
  onEdited?: (lot: Lot, before: Lot) => void;
  /** Units left the lot (a write-off or a return to the provider); `emptied`: it has nothing left and leaves the lists. */
  onWrittenOff?: (lot: Lot, quantity: number, emptied: boolean) => void;
}

type Open =
  | { kind: 'add'; product: LotProduct; values: LotFormValues }
  | { kind: 'edit'; lot: Lot; values: LotFormValues }
  | { kind: 'writeOff'; lot: Lot; quantity: string };

/**
 * 'Nuevo Lote', 'Editar Lote' and 'Dar de baja' with the spec's flow: the form checks, its dialog
 * closes for CONFIRMACIÓN → 'Realizando Operación' → 'Operación Exitosa', and a refusal reopens it
 * with what was typed. `dialogs` must be rendered by the screen.
 */
export function useLotActions(handlers: LotActionHandlers) {
  const { runOperation } = useDialogs();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  // One Idempotency-Key per write-off of a lot until it succeeds: a write-off whose answer was lost
  // (a cut connection, a 503), sent again from the lot's form, is answered, not taken twice.
  const writeOffKey = useSubmissionKey();
  const keyedLot = useRef(0);
  const submitLot = (values: LotFormOutput) => {
    if (!open || open.kind === 'writeOff') return;
    const current = open;
    const typed = { quantity: String(values.quantity), expiration_date: values.expiration_date };
    setOpen(null);
    if (current.kind === 'add') {
      void runOperation({
        confirm: LOT_TEXTS.confirmAdd(current.product.product, values.quantity, formatDate(values.expiration_date), current.product.unit),
        action: () => addLot({ fk_product: current.product.id, quantity: values.quantity, expiration_date: values.expiration_date }),
        success: LOT_TEXTS.added,
        onDone: (lot) => {
          invalidateStock(queryClient);
          handlers.onAdded?.(lot);
        },
        reopenOnError: () => setOpen({ ...current, values: typed }),
      });
    } else {
      void runOperation({
        confirm: LOT_TEXTS.confirmEdit(current.lot.product.product, values.quantity, formatDate(values.expiration_date), current.lot.product.unit),
        // The lot as listed with what remains edited: the server moves what entered by
        // the same difference, keeping the units that already left.
        action: () =>
          updateLot({ id: current.lot.id, initial_quantity: current.lot.initial_quantity, quantity: values.quantity, expiration_date: values.expiration_date }),
        success: LOT_TEXTS.edited,
        onDone: (lot) => {
          invalidateStock(queryClient);
          handlers.onEdited?.(lot, current.lot);
        },
        reopenOnError: () => setOpen({ ...current, values: typed }),
      });
    }
  };

  const submitWriteOff = (quantity: number) => {
    if (open?.kind !== 'writeOff') return;
    const { lot } = open;
    setOpen(null);
    void runOperation({
      confirm: LOT_TEXTS.confirmWriteOff(lot.product.product, quantity, lot.product.unit),
      action: () => writeOffLot({ id: lot.id, quantity }, writeOffKey.get()),
      success: LOT_TEXTS.writtenOff,
      onError: writeOffKey.renewAfterConflict,
      onDone: (emptied) => {
        writeOffKey.renew();
        invalidateStock(queryClient);
        handlers.onWrittenOff?.(lot, quantity, emptied);
      },
      reopenOnError: () => setOpen({ kind: 'writeOff', lot, quantity: String(quantity) }),
    });
  };

  // 'Devolver al proveedor': the lot it was opened for, to update the list with what left it.
  const returning = useRef<Lot | null>(null);
  const providerReturn = useProviderReturn((_, answer) => {
    invalidateStock(queryClient);
    if (returning.current) handlers.onWrittenOff?.(returning.current, answer.quantity, answer.lot_quantity === 0);
  });

  const lotForm = open && open.kind !== 'writeOff' ? open : null;
  const dialogs = (
    <>
      <LotFormDialog
        open={lotForm !== null}
        mode={lotForm?.kind === 'edit' ? 'edit' : 'register'}
        product={lotForm?.kind === 'edit' ? lotForm.lot.product.product : (lotForm?.product.product ?? '')}
        unit={lotForm?.kind === 'edit' ? lotForm.lot.product.unit : (lotForm?.product.unit ?? 'unidad')}
        initial={lotForm?.values ?? { quantity: '', expiration_date: '' }}
        left={lotForm?.kind === 'edit' ? lotForm.lot.initial_quantity - lotForm.lot.quantity : 0}
        entered={lotForm?.kind === 'edit' ? lotForm.lot.initial_quantity : undefined}
        onClose={close}
        onSubmit={submitLot}
      />
      <WriteOffDialog
        open={open?.kind === 'writeOff'}
        product={open?.kind === 'writeOff' ? open.lot.product.product : ''}
        unit={open?.kind === 'writeOff' ? open.lot.product.unit : 'unidad'}
        available={open?.kind === 'writeOff' ? open.lot.quantity : 0}
        expiration={open?.kind === 'writeOff' ? open.lot.expiration_date : ''}
        initial={open?.kind === 'writeOff' ? open.quantity : ''}
        onClose={close}
        onSubmit={submitWriteOff}
      />
      {providerReturn.dialogs}
    </>
  );

  return {
    openAdd: (product: LotProduct) => setOpen({ kind: 'add', product, values: { quantity: '', expiration_date: '' } }),
    openEdit: (lot: Lot) => setOpen({ kind: 'edit', lot, values: { quantity: numberText(lot.quantity, 'quantity'), expiration_date: lot.expiration_date } }),
    openWriteOff: (lot: Lot) => {
      if (keyedLot.current !== lot.id) writeOffKey.renew();
      keyedLot.current = lot.id;
      setOpen({ kind: 'writeOff', lot, quantity: '' });
    },
    openReturn: (lot: Lot) => {
      returning.current = lot;
      providerReturn.openReturn({ lotId: lot.id, product: lot.product.product, unit: lot.product.unit, available: lot.quantity, expiration: lot.expiration_date });
    },
    dialogs,
  };
}
