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
    // A lone dot and three digits after a thousands group is thousands, the Bolivian way.
    ['1.000', '1000'],
    ['1.234', '1234'],
    ['12.500', '12500'],
    ['999.999', '999999'],
    ['1.000.000', '1000000'],
    ['-1.000', '-1000'],
    ['Bs. 1.000', '1000'],
    // Anything else with a lone dot is the keypad's decimal point.
    ['1.5', '1.5'],
    ['15.5', '15.5'],
    ['0.750', '0.750'],
    ['012.500', '012.500'],
    ['1234.567', '1234.567'],
    ['1.2345', '1.2345'],
    // A lone comma is always decimal.
    ['2,500', '2.500'],
    ['1,5', '1.5'],
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
    ['1.000', 100000],
    ['1.650', 165000],
    ['12.500', 1250000],
    ['1.000.000', 100000000],
    ['1.000.000,50', 100000050],
    ['99999999,99', 9999999999],
  ])('%j is %j cents', (typed, cents) => {
    expect(readMoneyText(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ['abc', 'Debe ser un número'],
    ['1e9', 'Debe ser un número'],
    ['-5', 'No debe ser negativo'],
    ['1,005', 'Solo se permiten 2 decimales'],
    // Never silently 1,65: a comma and three digits is refused even when the last is 0.
    ['1,650', 'Solo se permiten 2 decimales'],
    ['2,500', 'Solo se permiten 2 decimales'],
    ['0.500', 'Solo se permiten 2 decimales'],
    ['1234.567', 'Solo se permiten 2 decimales'],
    ['100000000', 'No puede exceder los 8 dígitos'],
  ])('%j is refused: %s', (typed, message) => {
    expect(readMoneyText(typed)).toEqual({ ok: false, message });
  });
});
