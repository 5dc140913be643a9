import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney, formatWallDateTime, inventoryText } from './format';
import { md5Hex } from './md5';

describe('format', () => {
  it('shows money in Bs. the Bolivian way: dot thousands, decimal comma, 2 decimals', () => {
    expect(formatMoney(12.5)).toBe('Bs. 12,50');
    expect(formatMoney('3')).toBe('Bs. 3,00');
    expect(formatMoney(1.005)).toBe('Bs. 1,01');
    expect(formatMoney(null)).toBe('Bs. 0,00');
    expect(formatMoney(4772.5)).toBe('Bs. 4.772,50');
    expect(formatMoney(999.99)).toBe('Bs. 999,99');
    expect(formatMoney(1234567.8)).toBe('Bs. 1.234.567,80');
    expect(formatMoney(-1500)).toBe('Bs. -1.500,00');
    expect(formatMoney(-0.004)).toBe('Bs. 0,00');
    expect(formatAmount('99999999.99')).toBe('99.999.999,99');
  });

  it('shows dates day/month/year', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-12-31T10:00:00Z')).toBe('31/12/2024');
    // An instant reads on the browser's clock (the shop's), whatever the zone the test runs in.
    expect(formatDateTime(new Date(2026, 2, 10, 9, 5).toISOString())).toBe('10/03/2026 09:05');
    expect(formatDateTime(new Date(2026, 2, 10, 23, 30).toISOString())).toBe('10/03/2026 23:30');
    expect(formatDateTime(null)).toBe('');
  });

  it("shows a shop wall-clock date-time day/month/year as written: an invoice's with seconds, a load's without", () => {
    expect(formatWallDateTime('2026-11-29T09:10:27.123')).toBe('29/11/2026 09:10:27');
    expect(formatWallDateTime('2026-11-30 03:43')).toBe('30/11/2026 03:43');
  });

  it("shows a product's stock with the decimal comma, and the unit of a weighed one", () => {
    expect(inventoryText(40, 'unidad')).toBe('Inventario 40');
    expect(inventoryText(4.22, 'kg')).toBe('Inventario 4,220 kg');
    expect(inventoryText(1234.5, 'kg')).toBe('Inventario 1.234,500 kg');
    expect(inventoryText(9.955)).toBe('Inventario 9,955');
  });

  it('hashes passwords as MD5 hex', () => {
    expect(md5Hex('admin123')).toBe('0192023a7bbd73250516f069df18b500');
  });
});
