import { describe, expect, it } from 'vitest';
import { normalizeDecimalText, readMoneyText } from '../src/index.js';

describe('normalizeDecimalText: numbers typed the Bolivian way', () => {
  it.each([
    ['15,50', '15.50'],
    ['15.50', '15.50'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ['1.234.567', '1234567'],
    ['1.234.567,8', '1234567.8'],
    ['  7 ', '7'],
    ['Bs. 4.772,50', '4772.50'],
    ['bs 3', '3'],
    ['-5', '-5'],
    ['-1.234,50', '-1234.50'],
    ['1.234', '1.234'],
  ])('%j reads %j', (typed, plain) => {
    expect(normalizeDecimalText(typed)).toBe(plain);
  });

  it.each(['', 'abc', '1e9', '1E9', '.5', ',5', '5,', '5.', '1,2,3', '1.2.3', '12.34,5', '1,234,5.0', '1 234', '+5', '--5', '0x10', 'Infinity', '1.23.456', '15,50 Bs'])(
    '%j is not a number',
    (typed) => {
      expect(normalizeDecimalText(typed)).toBeNull();
    },
  );
});

describe('readMoneyText: money outside a contract form', () => {
  it.each([
    ['15,50', 1550],
    ['15.5', 1550],
    ['100,50', 10050],
    ['1.234,50', 123450],
    ['0', 0],
    ['2,50', 250],
    ['1.650,00', 165000],
    ['99999999,99', 9999999999],
  ])('%j is %j cents', (typed, cents) => {
    expect(readMoneyText(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ['abc', 'Debe ser un número'],
    ['1e9', 'Debe ser un número'],
    ['-5', 'No debe ser negativo'],
    ['1,005', 'Solo se permiten 2 decimales'],
    ['1.234', 'Solo se permiten 2 decimales'],
    // Never silently 1,65 (nor 1650): a dot and three digits is refused even when the last is 0.
    ['1.650', 'Solo se permiten 2 decimales'],
    ['2,500', 'Solo se permiten 2 decimales'],
    ['100000000', 'No puede exceder los 8 dígitos'],
  ])('%j is refused: %s', (typed, message) => {
    expect(readMoneyText(typed)).toEqual({ ok: false, message });
  });
});
