import { describe, expect, it } from 'vitest';
import { excelDay } from './xlsx.js';

describe('XLSX dates', () => {
  it("a business date is Excel's day serial of that very day, whatever zone the server runs in; other text stays text", () => {
    // 28/11/2026 is serial 46354 in Excel (1 = 01/01/1900, with its 29/02/1900); 01/03/1900 is 61.
    expect(excelDay('2026-11-28')).toBe(46354);
    expect(excelDay('1900-03-01')).toBe(61);
    expect(excelDay('sin fecha')).toBe('sin fecha');
  });
});
