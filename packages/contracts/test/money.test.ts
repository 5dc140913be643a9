import { describe, expect, it } from 'vitest';
import { centsText, formatCents, fromCents, toCents } from '../src/money.js';

describe('money in cents', () => {
  it('reads Bs. from a number, a numeric column’s text, and a missing sum (null → 0) exactly', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1234.50')).toBe(123_450);
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });

  it('writes cents back as Bs., as a person reads them and as a numeric column takes them', () => {
    expect(fromCents('123450')).toBe(1234.5);
    expect(formatCents(123_450)).toBe('Bs. 1.234,50');
    expect(centsText(1250)).toBe('12.50');
  });
});
