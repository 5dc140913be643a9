import { asc, eq } from 'drizzle-orm';
import {
  EDITS,
  fold,
  isSaldoPayment,
  paymentCodeOf,
  TYPE_PAYMENT_MESSAGES as M,
  type CreateTypePaymentBody,
  type TypePayment,
  type UpdateTypePaymentBody,
} from '@lactea/contracts';
import { typePayments } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { audit } from '../../lib/audit.js';
import { badRequest, refuseDuplicate } from '../../lib/errors.js';
import { bumpVersion, checkVersion } from '../../lib/version.js';
import { completeEdit } from '../../lib/edit-body.js';

const columns = {
  id: typePayments.id,
  type_pay: typePayments.typePay,
  is_cash: typePayments.isCash,
  code: typePayments.code,
  enabled: typePayments.enabled,
  version: typePayments.version,
};
type Row = { id: number; type_pay: string; is_cash: number; code: string; enabled: number; version: number };
const toTypePayment = (r: Row): TypePayment => ({ ...r, is_cash: r.is_cash as 0 | 1, code: r.code as TypePayment['code'], enabled: r.enabled as 0 | 1 });

/** Every payment type, oldest first (a handful: the till shows one button per type). */
export async function listTypePayments(ctx: Ctx): Promise<TypePayment[]> {
  const rows = await ctx.db.select(columns).from(typePayments).orderBy(asc(typePayments.id));
  return rows.map(toTypePayment);
}

const stored = (body: CreateTypePaymentBody | UpdateTypePaymentBody) => ({
  typePay: body.type_pay,
  typePayKey: fold(body.type_pay),
  isCash: body.is_cash,
  code: paymentCodeOf(body),
});

export function addTypePayment(ctx: Ctx, body: CreateTypePaymentBody): Promise<TypePayment> {
  return refuseDuplicate(M.duplicate(body.type_pay), () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(typePayments).values(stored(body)).returning(columns);
      await audit(tx, ctx, { action: 'add', entity: 'type_payment', entityId: row.id, after: row });
      return toTypePayment(row);
    }),
  );
}

export function editTypePayment(ctx: Ctx, sent: UpdateTypePaymentBody): Promise<TypePayment> {
  return refuseDuplicate(M.duplicate(sent.type_pay), () =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select(columns).from(typePayments).where(eq(typePayments.id, sent.id)).for('update');
      const before = checkVersion(found, sent, M.notFound);
      if (isSaldoPayment(before)) throw badRequest(M.saldoFixed);
      // A code left out keeps the stored one; a cash type's 'e' reads as none when it stops being cash.
      const body = completeEdit(EDITS['PUT /api/type-payment/edit'], sent, { ...toTypePayment(before), code: before.code === 'e' ? null : before.code });
      const [row] = await tx
        .update(typePayments)
        .set({ ...stored(body), ...bumpVersion(typePayments) })
        .where(eq(typePayments.id, body.id))
        .returning(columns);
      await audit(tx, ctx, { action: 'edit', entity: 'type_payment', entityId: body.id, before, after: row });
      return toTypePayment(row);
    }),
  );
}
