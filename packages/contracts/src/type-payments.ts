import { z } from 'zod';
import { MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { enabledFlag, positiveId, requiredText, rowVersion, versionField, zeroOrOne, zeroOrOneText } from './fields.js';

export const TYPE_PAY_MAX = 30;

/**
 * The sale's `type_pay` code of a payment type (e cash, c card, otherwise QR).
 * Derived from Efectivo for cash; a non-cash type is Tarjeta or QR/otro, chosen in the form
 * (docs/decisions, till set-up). 's' is the one type 'Saldo a favor' the database writes itself
 * (decision 0072): a sale paid with it spends the client's saldo a favor; no form offers it.
 */
export const PAYMENT_CODES = { e: 'Efectivo', c: 'Tarjeta', q: 'QR / otro', s: 'Saldo a favor' } as const;
export type PaymentCode = keyof typeof PAYMENT_CODES;
export const NON_CASH_CODES = ['c', 'q'] as const;
/** The code of the payment type 'Saldo a favor' (decision 0072). */
export const SALDO_CODE = 's';
/** Whether a payment type spends the client's saldo a favor: no money comes in with it. */
export const isSaldoPayment = (t: { code: string | null } | null | undefined): boolean => t?.code === SALDO_CODE;

const YES_NO = { message: 'Debe ser SI (1) o NO (0)' };
/** 1 SI / 0 NO in a JSON body: the number, required, nothing else. */
export const yesNo = () => zeroOrOne(YES_NO);
/** The same from a form's select ('1', '0'; '' until chosen). */
export const yesNoText = () => zeroOrOneText(YES_NO);

export const typePaymentSchema = z.object({
  id: z.number().int(),
  type_pay: z.string(),
  is_cash: enabledFlag,
  code: z.enum(['e', 'c', 'q', SALDO_CODE]),
  enabled: enabledFlag,
  version: rowVersion,
});
export type TypePayment = z.infer<typeof typePaymentSchema>;
export const typePaymentList = z.array(typePaymentSchema);

/** A non-cash type's code; absent means QR/otro (a client that knows only the spec's fields). */
const nonCashCode = () =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.enum(NON_CASH_CODES, { error: 'Elija Tarjeta o QR / otro' }).optional());

export const createTypePaymentBody = z.object({
  type_pay: requiredText(TYPE_PAY_MAX),
  is_cash: yesNo(),
  code: nonCashCode(),
});
export type CreateTypePaymentBody = z.infer<typeof createTypePaymentBody>;
/** The Tipo Pago form: the same fields, Efectivo read from its select. */
export const typePaymentForm = createTypePaymentBody.extend({ is_cash: yesNoText() });
export type TypePaymentFormInput = z.input<typeof typePaymentForm>;

/**
 * The edit's code, added after the spec (contracts/edits.ts: left out it keeps the stored one).
 * null or '' = QR/otro; 'e' (how a cash type reads) only for a cash type, which ignores the code.
 */
const editedCode = () =>
  z.preprocess(
    (v) => (v === null || v === '' ? null : v),
    z.enum(['e', ...NON_CASH_CODES], { error: (issue) => (issue.input === undefined ? MSG.required : 'Elija Tarjeta o QR / otro') }).nullable(),
  );

/** Edit: the spec's fields with the row version; `code` may be left out (docs/decisions/0022). */
export const updateTypePaymentBody = editBody(
  EDITS['PUT /api/type-payment/edit'],
  { ...createTypePaymentBody.shape, code: editedCode(), id: positiveId(), version: versionField() },
  typePaymentSchema,
).superRefine((b, ctx) => {
  if (b.is_cash === 0 && b.code === 'e') ctx.addIssue({ code: 'custom', path: ['code'], message: 'Elija Tarjeta o QR / otro' });
});
export type UpdateTypePaymentBody = z.infer<typeof updateTypePaymentBody>;

/** The stored code: cash is always 'e'; otherwise the chosen one, QR/otro by default. */
export function paymentCodeOf(body: { is_cash: 0 | 1; code?: PaymentCode | null }): PaymentCode {
  return body.is_cash === 1 ? 'e' : body.code && body.code !== 'e' ? body.code : 'q';
}

export const TYPE_PAYMENT_MESSAGES = {
  duplicate: (name: string) => MSG.duplicate('el tipo de pago', name),
  notFound: 'No existe el tipo de pago',
  /** The type 'Saldo a favor' is the database's own: it may be disabled, never turned into another. */
  saldoFixed: 'El tipo de pago Saldo a favor no se edita: solo se puede inhabilitar',
} as const;
