import { describe, expect, it } from 'vitest';
import { creditWarnings, debtPaymentBody } from '../src/index.js';

describe('credit control texts (decision 0035): one definition for the server and the till', () => {
  const none = { credit_limit: null, debt: 999, overdue_since: null };
  it('no limit and nothing overdue: no warning', () => {
    expect(creditWarnings(none, 1_000_000)).toEqual([]);
  });
  it('debt + sale above the limit; exactly at it passes; what is available never below 0', () => {
    expect(creditWarnings({ credit_limit: 100, debt: 60, overdue_since: null }, 4000)).toEqual([]);
    expect(creditWarnings({ credit_limit: 100, debt: 60, overdue_since: null }, 4001)).toEqual(['Límite de crédito excedido: disponible Bs. 40,00']);
    expect(creditWarnings({ credit_limit: 1500, debt: 1600.5, overdue_since: null }, 1)).toEqual(['Límite de crédito excedido: disponible Bs. 0,00']);
  });
  it('an overdue debt with its day dd/mm/aaaa, together with the limit', () => {
    expect(creditWarnings({ credit_limit: 10, debt: 10, overdue_since: '2026-12-01' }, 100)).toEqual([
      'Límite de crédito excedido: disponible Bs. 0,00',
      'El cliente tiene deudas vencidas (desde 01/12/2026)',
    ]);
  });
});

describe('a debt payment (decision 0036)', () => {
  const issues = (v: unknown) => {
    const r = debtPaymentBody.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('any amount above 0 with 2 decimals, a sale and a payment type', () => {
    expect(debtPaymentBody.parse({ id_sale: 5, amount: '12,50', id_type_payment: 1 })).toEqual({ id_sale: 5, amount: 12.5, id_type_payment: 1 });
    expect(issues({ id_sale: 5, amount: 0, id_type_payment: 1 })).toEqual(['amount: No debe ser cero']);
    expect(issues({ id_sale: 5, amount: -1, id_type_payment: 1 })).toEqual(['amount: No debe ser negativo']);
    expect(issues({ amount: 1 })).toEqual(['id_sale: Es requerido', 'id_type_payment: Elija un tipo de pago']);
  });
});
