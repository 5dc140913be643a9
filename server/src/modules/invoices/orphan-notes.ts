import { and, eq, inArray, sql } from 'drizzle-orm';
import { INVOICE_MSG, NOTE_SECTOR } from '@lactea/contracts';
import { invoices } from '../../db/schema/index.js';
import { rowsOf, type Db } from '../../db/types.js';
import { pgArray } from '../../db/prepared.js';

/*
 * A nota de crédito-débito cannot exist at SIAT without the valid invoice it adjusts. When SIAT
 * rejects that invoice (or it is annulled) before the note was sent, the note is never sent: it is
 * marked rechazada with a reason naming the invoice, which FACTURAS shows. The return it belongs to
 * (stock, money) stays as it is.
 */

/** A note not sent yet. */
const WAITING = ['pendiente', 'contingencia'];

/** Marks the notes still waiting whose invoice SIAT rejected or that was annulled; answers how many. */
export async function refuseNotesOfRefusedInvoices(db: Db): Promise<number> {
  const found = rowsOf<{ id: number; number: number; invoice_state: string }>(
    await db.execute(sql`
      select n.id, f.number, f.state as invoice_state from invoices n join invoices f on f.id = n.fk_invoice
      where n.document_sector = ${NOTE_SECTOR} and n.state = any(${pgArray(WAITING)}::text[]) and f.state in ('rechazada', 'anulada')`),
  );
  for (const n of found) {
    const reason = n.invoice_state === 'rechazada' ? INVOICE_MSG.noteOfRejectedInvoice(Number(n.number)) : INVOICE_MSG.noteOfAnnulledInvoice(Number(n.number));
    await db
      .update(invoices)
      .set({ state: 'rechazada', siatMessages: [reason], nextAttemptAt: null })
      .where(and(eq(invoices.id, Number(n.id)), inArray(invoices.state, WAITING)));
  }
  return found.length;
}
