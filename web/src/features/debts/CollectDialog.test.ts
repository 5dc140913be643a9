import { describe, expect, it } from 'vitest';
import type { Sale } from '@lactea/contracts';
import { collectQuestion } from './CollectDialog';

const sale = (debtPaid: number) => ({ id: 1, total_sale: 103.5, debt_paid: debtPaid }) as Sale;

describe('collectQuestion', () => {
  it('names what is collected now: the total, the balance after a part was paid, or the part', () => {
    expect(collectQuestion(sale(0), 'Efectivo', 10_350)).toBe('¿Está seguro de cobrar la venta N° 1 de Bs. 103,50 con Efectivo?');
    expect(collectQuestion(sale(0), 'Efectivo', 4_025)).toBe('¿Está seguro de cobrar Bs. 40,25 de la venta N° 1 con Efectivo?');
    expect(collectQuestion(sale(40.25), 'QR', 6_325)).toBe('¿Está seguro de cobrar el saldo de Bs. 63,25 de la venta N° 1 (total Bs. 103,50) con QR?');
  });
});
