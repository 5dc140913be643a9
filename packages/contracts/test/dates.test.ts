import { describe, expect, it } from 'vitest';
import { createExpenseBody, dayText, kardexListQuery, listAuditQuery, quickRange, readDayText, salesReportQuery } from '../src/index.js';

describe('readDayText: dates typed day/month/year', () => {
  it.each([
    ['27/11/2026', '2026-11-27'],
    ['7/1/2026', '2026-01-07'],
    ['27-11-2026', '2026-11-27'],
    ['27.11.2026', '2026-11-27'],
    [' 29/02/2028 ', '2028-02-29'],
    ['2099-12-31', '2099-12-31'],
    ['01/01/2000', '2000-01-01'],
    ['31/12/2100', '2100-12-31'],
  ])('%j is %s', (text, iso) => {
    expect(readDayText(text)).toEqual({ ok: true, iso });
  });

  it.each(['abc', '27/11', '2026/11/27', ''])('%j is not a date', (text) => {
    expect(readDayText(text)).toEqual({ ok: false, message: 'Fecha inválida: use dd/mm/aaaa' });
  });

  it.each([
    ['31/02/2026', 'La fecha 31/02/2026 no existe'],
    ['29/02/2026', 'La fecha 29/02/2026 no existe'],
    ['00/01/2026', 'La fecha 00/01/2026 no existe'],
    ['1/13/2026', 'La fecha 01/13/2026 no existe'],
    ['11/27/2026', 'La fecha 11/27/2026 no existe'],
    ['2026-02-30', 'La fecha 30/02/2026 no existe'],
  ])('%j is written as a day but the calendar lacks it', (text, message) => {
    expect(readDayText(text)).toEqual({ ok: false, message });
  });

  it.each(['27/11/12026', '27/11/26', '31/12/1999', '01/01/2101', '12026-11-27'])('%j has a year outside 2000–2100', (text) => {
    expect(readDayText(text)).toEqual({ ok: false, message: 'El año debe estar entre 2000 y 2100' });
  });

  it('shows an ISO day as dd/mm/aaaa', () => {
    expect(dayText('2026-11-27')).toBe('27/11/2026');
    expect(dayText('')).toBe('');
  });
});

describe('quickRange: Hoy, Ayer, Esta semana, Este mes, Mes anterior', () => {
  // Wednesday 2026-03-04.
  it.each([
    ['Hoy', '2026-03-04', '2026-03-04'],
    ['Ayer', '2026-03-03', '2026-03-03'],
    ['Esta semana', '2026-03-02', '2026-03-04'],
    ['Este mes', '2026-03-01', '2026-03-04'],
    ['Mes anterior', '2026-02-01', '2026-02-28'],
  ] as const)('%s', (name, from, to) => {
    expect(quickRange(name, '2026-03-04')).toEqual({ date_from: from, date_to: to });
  });

  it('crosses a year and a Sunday', () => {
    expect(quickRange('Ayer', '2026-01-01')).toEqual({ date_from: '2025-12-31', date_to: '2025-12-31' });
    expect(quickRange('Mes anterior', '2026-01-15')).toEqual({ date_from: '2025-12-01', date_to: '2025-12-31' });
    expect(quickRange('Esta semana', '2026-03-08')).toEqual({ date_from: '2026-03-02', date_to: '2026-03-08' });
  });
});

describe('one message a mistake: a date range, an amount', () => {
  const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  it('an unreadable day gets its own message, not the reversed range too; a reversed range is said once', () => {
    for (const schema of [salesReportQuery, kardexListQuery, listAuditQuery]) {
      const bad = messages(schema.safeParse({ fk_product: 1, date_from: 'abc', date_to: '2026-11-28' }));
      expect(bad).toHaveLength(1);
      expect(bad?.[0]).toMatch(/^date_from: /);
      expect(messages(schema.safeParse({ fk_product: 1, date_from: '2026-11-29', date_to: '2026-11-28' }))).toEqual([expect.stringMatching(/^date_to: /)]);
    }
  });
  it('a negative expense is negative, not also zero', () => {
    expect(messages(createExpenseBody.safeParse({ expense: -1, description: 'a' }))).toEqual(['expense: No debe ser negativo']);
    expect(messages(createExpenseBody.safeParse({ expense: 0, description: 'a' }))).toEqual(['expense: No debe ser cero']);
  });
});
