import { describe, expect, it } from 'vitest';
import { amountInWords, numberWords } from '../src/amount-words.js';

describe('the total in words', () => {
  it.each([
    [50, 'Son: Cero 50/100 Bolivianos'],
    [100, 'Son: Uno 00/100 Bolivianos'],
    [1500, 'Son: Quince 00/100 Bolivianos'],
    [10_000, 'Son: Cien 00/100 Bolivianos'],
    [10_100, 'Son: Ciento uno 00/100 Bolivianos'],
    [12_050, 'Son: Ciento veinte 50/100 Bolivianos'],
    [100_000, 'Son: Mil 00/100 Bolivianos'],
    [2_100_000, 'Son: Veintiún mil 00/100 Bolivianos'],
    [100_100_099, 'Son: Un millón mil 99/100 Bolivianos'],
    [200_000_000, 'Son: Dos millones 00/100 Bolivianos'],
    [123_456_705, 'Son: Un millón doscientos treinta y cuatro mil quinientos sesenta y siete 05/100 Bolivianos'],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('writes the irregular numerals and the apocopated forms', () => {
    expect(numberWords(16)).toBe('dieciséis');
    expect(numberWords(22)).toBe('veintidós');
    expect(numberWords(31)).toBe('treinta y uno');
    expect(numberWords(500)).toBe('quinientos');
    expect(numberWords(715)).toBe('setecientos quince');
    expect(numberWords(31_000)).toBe('treinta y un mil');
    expect(numberWords(101_000)).toBe('ciento un mil');
    expect(numberWords(21_000_000)).toBe('veintiún millones');
    expect(numberWords(1_000_001)).toBe('un millón uno');
  });

  it('refuses what is not whole cents', () => {
    expect(() => amountInWords(12.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
