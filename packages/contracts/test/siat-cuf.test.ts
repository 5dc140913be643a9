import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuf, cufDigits, cufHex, mod11CheckDigit, type CufFields } from '../src/siat-cuf.js';

/** SIAT's published example (its CUF manual): check digit 1, then this hexadecimal. */
const SIAT_EXAMPLE: CufFields = {
  nit: '123456789',
  issuedAt: '2019-01-13T16:37:21.231',
  sucursal: 0,
  modalidad: 1,
  tipoEmision: 1,
  tipoFactura: 1,
  documentoSector: 1,
  numeroFactura: 1,
  puntoVenta: 0,
  codigoControl: 'A19E23EF34124CD',
};

describe('CUF', () => {
  it('reproduces SIAT’s published example: the 53 digits, check digit 1, the hexadecimal, then the código de control', () => {
    const digits = cufDigits(SIAT_EXAMPLE);
    expect(digits).toBe('0000123456789' + '20190113163721231' + '0000' + '1' + '1' + '1' + '01' + '0000000001' + '0000');
    expect(mod11CheckDigit(digits)).toBe('1');
    expect(cufHex(SIAT_EXAMPLE)).toBe('8727F63A15F8976591FDDE5B387C5D015A29E06A1');
    expect(cuf(SIAT_EXAMPLE)).toBe('8727F63A15F8976591FDDE5B387C5D015A29E06A1A19E23EF34124CD');
  });

  it('computes module 11 with weights 2…9 from the right, a remainder of 10 written as 1', () => {
    // 5·2 = 10 → '1'; 1·3 + 2·2 = 7; 9 digits of 1: weights 2..9 then 2 again → 46 % 11 = 2.
    expect(mod11CheckDigit('5')).toBe('1');
    expect(mod11CheckDigit('12')).toBe('7');
    expect(mod11CheckDigit('111111111')).toBe('2');
    expect(mod11CheckDigit('0')).toBe('0');
  });

  it('hand-checked: a computarizada invoice in contingency (emission 2), sucursal 1, point of sale 2, number 1234', () => {
    const f: CufFields = { ...SIAT_EXAMPLE, nit: '1020304050', issuedAt: '2026-11-29T09:05:07.008', sucursal: 1, modalidad: 2, tipoEmision: 2, numeroFactura: 1234, puntoVenta: 2, codigoControl: 'B1C2' };
    const digits = cufDigits(f);
    expect(digits).toBe('0001020304050' + '20261129090507008' + '0001' + '2' + '2' + '1' + '01' + '0000001234' + '0002');
    const check = mod11CheckDigit(digits);
    expect(cuf(f)).toBe(BigInt(digits + check).toString(16).toUpperCase() + 'B1C2');
  });

  it('always 53 digits before the check digit, upper-case hexadecimal, ending in the código de control', () => {
    const fields = fc.record({
      nit: fc.bigInt({ min: 1n, max: 9_999_999_999_999n }).map(String),
      issuedAt: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 23)),
      sucursal: fc.integer({ min: 0, max: 9999 }),
      modalidad: fc.constantFrom(1, 2),
      tipoEmision: fc.constantFrom(1, 2, 3),
      tipoFactura: fc.constantFrom(1, 2),
      documentoSector: fc.constantFrom(1, 24),
      numeroFactura: fc.integer({ min: 1, max: 2_147_483_647 }),
      puntoVenta: fc.integer({ min: 0, max: 9999 }),
      codigoControl: fc.stringMatching(/^[0-9A-F]{15}$/),
    });
    fc.assert(
      fc.property(fields, (f) => {
        expect(cufDigits(f)).toMatch(/^\d{53}$/);
        const code = cuf(f);
        expect(code).toMatch(/^[0-9A-F]+$/);
        expect(code.endsWith(f.codigoControl)).toBe(true);
        expect(BigInt('0x' + cufHex(f)).toString().padStart(54, '0')).toBe(cufDigits(f) + mod11CheckDigit(cufDigits(f)));
      }),
    );
  });

  it('the check digit catches any single changed digit', () => {
    const base = cufDigits(SIAT_EXAMPLE);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: base.length - 1 }), fc.integer({ min: 1, max: 9 }), (at, add) => {
        const changed = base.slice(0, at) + String((Number(base[at]) + add) % 10) + base.slice(at + 1);
        // A change of d at a position of weight w moves the sum by d·w, never a multiple of 11 (w ≤ 9, d ≤ 9)…
        // …except where 10 and 0 share a written digit ('1' for 10 and the digit 1 itself).
        const before = mod11CheckDigit(base);
        const after = mod11CheckDigit(changed);
        const ambiguous = new Set([before, after]).has('1');
        if (!ambiguous) expect(after).not.toBe(before);
      }),
    );
  });

  it('refuses a field wider than SIAT’s width or a malformed instant instead of writing a wrong code', () => {
    expect(() => cuf({ ...SIAT_EXAMPLE, nit: '12345678901234' })).toThrow(/nit/);
    expect(() => cuf({ ...SIAT_EXAMPLE, puntoVenta: 10_000 })).toThrow(/puntoVenta/);
    expect(() => cuf({ ...SIAT_EXAMPLE, issuedAt: '2019-01-13 16:37:21' })).toThrow(/issuedAt/);
  });
});
