import { describe, expect, it } from 'vitest';
import { AUDIT_MSG, auditActionLabel, auditEntityLabel, isCalendarDate, listAuditQuery } from '../src/audit.js';

const messages = (input: unknown) => {
  const r = listAuditQuery.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('audit/list query', () => {
  it('takes empty filters as "all" and days as given', () => {
    expect(listAuditQuery.parse({})).toEqual({ page: 1, fk_user: 0 });
    expect(listAuditQuery.parse({ page: '2', fk_user: '3', action: ' change-state ', entity: 'low_lot', date_from: '2026-02-28', date_to: '2026-03-01' })).toEqual({
      page: 2,
      fk_user: 3,
      action: 'change-state',
      entity: 'low_lot',
      date_from: '2026-02-28',
      date_to: '2026-03-01',
    });
    expect(listAuditQuery.parse({ fk_user: '', action: '', entity: '', date_from: ' ', date_to: '' })).toEqual({ page: 1, fk_user: 0 });
  });

  it('refuses dates that do not exist, a range backwards, codes that are not codes', () => {
    expect(messages({ date_from: '2026-02-30' })).toEqual([AUDIT_MSG.invalidDate]);
    expect(messages({ date_to: '2026-13-01' })).toEqual([AUDIT_MSG.invalidDate]);
    expect(messages({ date_from: '2026-03-02', date_to: '2026-03-01' })).toEqual([AUDIT_MSG.dateRange]);
    expect(messages({ action: 'DROP TABLE' })).toEqual([AUDIT_MSG.invalidCode]);
    expect(messages({ entity: 'a\u0000b' })).toEqual([AUDIT_MSG.invalidCode]);
    expect(messages({ fk_user: '-1' })).toEqual([AUDIT_MSG.invalidCode]);
    expect(messages({ fk_user: '2147483648' }).length).toBe(1);
  });

  it('knows real calendar days, leap years included', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('names actions and entities in Spanish, and shows an unknown one as stored', () => {
    expect(auditActionLabel('change-credentials')).toBe('Cambio de credenciales');
    expect(auditEntityLabel('product_promotion')).toBe('Promoción');
    expect(auditActionLabel('nueva-accion')).toBe('nueva-accion');
  });
});
