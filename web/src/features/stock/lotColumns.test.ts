import { describe, expect, it } from 'vitest';
import type { Lot } from '@lactea/contracts';
import { lotColumns } from './lotColumns';

const lot = (quantity: number, unit: 'unidad' | 'kg'): Lot => ({
  id: 1,
  fk_product: 1,
  quantity,
  initial_quantity: quantity,
  expiration_date: '2099-12-31',
  expired: false,
  from_purchase: false,
  user: 'Ana',
  date: '2026-11-25',
  hour: '10:00:00',
  product: { code: 'Q-1', product: 'Queso Chaqueño por kg', unit },
});

describe('lot lists: quantities in the product’s unit', () => {
  it('kilos to the gram with kg; units as a whole number', () => {
    expect(lotColumns.quantity.cell(lot(2.5, 'kg'), 0)).toBe('2,500 kg');
    expect(lotColumns.quantity.cell(lot(12, 'unidad'), 0)).toBe('12');
  });
});
