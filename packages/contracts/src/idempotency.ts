/**
 * The `Idempotency-Key` header of the writes a retry could repeat: record-sale, record-purchase,
 * cash-desk and administrator expenses, debt collection and lot write-offs. The web makes one key
 * per form submission (a new one when the form opens or after a success, the same one on a
 * retry of that submission); the same key with the same body answers the first answer.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{8,100}$/;

export const IDEMPOTENCY_MSG = {
  invalid: 'Idempotency-Key inválida: use un identificador de 8 a 100 letras, números o guiones',
  /** A write that must not run twice (sale/return, purchase/return) came without one. */
  required: 'Falta la Idempotency-Key: envíe un identificador de 8 a 100 letras, números o guiones',
  /** The key came back with another body, route or user: a different operation under a used key. */
  reused: 'Esta operación ya se registró con otros datos (Idempotency-Key repetida); abra el formulario de nuevo',
} as const;
