import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('singular only for exactly one', () => {
    expect(countOf(1, 'venta')).toBe('1 venta');
    expect(countOf(0, 'venta')).toBe('0 ventas');
    expect(countOf(2, 'cobro')).toBe('2 cobros');
    expect(countOf(1, 'unidad', 'unidades')).toBe('1 unidad');
    expect(countOf(5, 'unidad', 'unidades')).toBe('5 unidades');
  });
});
