import { useState, type ReactNode } from 'react';
import { formatCents, RETURN_MSG, RETURN_REFUNDS, saleReturnSchema, type Sale, type SaleReturn, type SaleReturnBody } from '@lactea/contracts';
import { useDialogs } from '../dialogs/dialogsContext';
import { ReturnReceipt, useReceiptHeader, useReceiptWidth } from '../receipt';
import { api } from '../../lib/api';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { isAdmin, useSession } from '../../lib/session';
import { ReturnDialog } from './ReturnDialog';

const giveBack = async (body: SaleReturnBody, key: string) => saleReturnSchema.parse(await api.post<unknown>('sale/return', body, { 'Idempotency-Key': key }));

/**
 * 'Devolver' wherever a sale is shown (VENTAS DÍA, REPORTE VENTAS, the client's estado de cuenta):
 * `open(sale)` shows the return dialog; on 'Devolver' the screen asks, sends `sale/return` with one
 * Idempotency-Key per form (a retry after a lost answer gets the same note), prints the NOTA DE
 * DEVOLUCIÓN with the screen's `print` and calls `onReturned`. Render `dialog` once in the screen.
 */
export function useSaleReturn({ print, onReturned }: { print: (content: ReactNode) => Promise<void>; onReturned: (note: SaleReturn) => void }): { open: (sale: Sale) => void; dialog: ReactNode } {
  const dialogs = useDialogs();
  const admin = isAdmin(useSession());
  const header = useReceiptHeader();
  const width = useReceiptWidth();
  const submission = useSubmissionKey();
  const [returning, setReturning] = useState<Sale | null>(null);
  const open = (sale: Sale) => {
    submission.renew();
    setReturning(sale);
  };
  const send = (body: SaleReturnBody, amountCents: number) => {
    const sale = returning;
    setReturning(null);
    void dialogs.runOperation({
      confirm: [`¿Está seguro de devolver ${formatCents(amountCents)} de la venta N° ${body.sale_id} (${RETURN_REFUNDS[body.refund]})?`],
      action: () => giveBack(body, submission.get()),
      success: RETURN_MSG.returned,
      onDone: (note) => {
        submission.renew();
        void print(<ReturnReceipt note={note} width={width} header={header} />);
        onReturned(note);
      },
      reopenOnError: () => setReturning(sale),
      onError: (error) => submission.renewAfterConflict(error),
    });
  };
  const dialog = <ReturnDialog key={returning?.id ?? 0} sale={returning} admin={admin} onClose={() => setReturning(null)} onReturn={send} />;
  return { open, dialog };
}
