import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOT_TEXTS,
  buildScaleLabel,
  ean13CheckDigit,
  fitsUnit,
  formatQuantity,
  gramsForPrice,
  lineCents,
  lineFigures,
  parseScaleLabel,
  quantityCell,
  readQuantityText,
  SCALE_DEFAULTS,
  SCALE_MSG,
  toMilli,
  saleLineBody,
  lotQuantity,
} from '../src/index.js';

describe('quantities (decision 0034)', () => {
  it('reads a weight typed with a comma or a point, refuses 0, negatives and a 4th decimal', () => {
    expect(readQuantityText('0,75')).toEqual({ ok: true, quantity: 0.75 });
    expect(readQuantityText('0.75')).toEqual({ ok: true, quantity: 0.75 });
    expect(readQuantityText('1.234,5')).toEqual({ ok: true, quantity: 1234.5 });
    expect(readQuantityText('0')).toEqual({ ok: false, message: 'La cantidad debe ser mayor a cero' });
    expect(readQuantityText('-1')).toEqual({ ok: false, message: 'No debe ser negativo' });
    expect(readQuantityText('0,7505')).toEqual({ ok: false, message: 'Solo se permiten 3 decimales' });
    expect(readQuantityText('kilo')).toEqual({ ok: false, message: 'Debe ser un número' });
  });

  it('reads a dot and three digits as thousands, except in a weight, where it asks for the comma', () => {
    expect(readQuantityText('1.000')).toEqual({ ok: true, quantity: 1000 });
    expect(readQuantityText('0.750', 'kg')).toEqual({ ok: true, quantity: 0.75 });
    expect(readQuantityText('1,250', 'kg')).toEqual({ ok: true, quantity: 1.25 });
    expect(readQuantityText('1.25', 'kg')).toEqual({ ok: true, quantity: 1.25 });
    expect(readQuantityText(' 1.250 ', 'kg')).toEqual({ ok: false, message: 'Escriba los gramos con coma (1,250): 1.250 se lee 1250 kg' });
  });

  it('formats a weight with 3 decimals and kg, a unit quantity as before, a CSV cell with a decimal comma', () => {
    expect(formatQuantity(0.75, 'kg')).toBe('0,750 kg');
    expect(formatQuantity(1234.5, 'kg')).toBe('1.234,500 kg');
    expect(formatQuantity(3)).toBe('3');
    expect(quantityCell(0.75)).toBe('0,75');
    expect(quantityCell(12)).toBe('12');
  });

  it('line money is price × quantity rounded half-up to the cent, exact for whole units', () => {
    expect(lineCents(4800, 0.75)).toBe(3600);
    expect(lineCents(4850, 0.333)).toBe(1615); // 1615.05
    expect(lineCents(1, 0.5)).toBe(1); // half a cent rounds up
    expect(lineCents(1, 0.499)).toBe(0);
    expect(lineCents(9_999_999_999, 1_000_000)).toBe(9_999_999_999_000_000);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (cents, q) => lineCents(cents, q) === cents * q));
    expect(lineFigures(4800, 0.75, 'plain')!.totalCents).toBe(3600);
  });

  it('thousandths are exact for every 3-decimal quantity', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (milli) => toMilli(milli / 1000) === milli));
    expect(fitsUnit(0.75, 'kg')).toBe(true);
    expect(fitsUnit(0.75, 'unidad')).toBe(false);
    expect(fitsUnit(2, 'unidad')).toBe(true);
  });

  it('the quantity fields take up to 3 decimals (the server checks the unit) and refuse a 4th', () => {
    expect(lotQuantity().safeParse('0,750').data).toBe(0.75);
    expect(lotQuantity().safeParse(0.7505).error?.issues.map((i) => i.message)).toEqual(['Solo se permiten 3 decimales']);
    expect(lotQuantity().safeParse(0).error?.issues.map((i) => i.message)).toEqual(['No debe ser cero']);
    const line = { product_id: 1, quantity: 0.75, unit_price: 48, unit_price_system: 48, promotion: '' };
    expect(saleLineBody.safeParse(line).success).toBe(true);
    expect(saleLineBody.safeParse({ ...line, quantity: 0 }).error?.issues[0].message).toBe('La cantidad debe ser 1 o mayor (por peso: mayor a 0)');
    expect(saleLineBody.safeParse({ ...line, scale_label: '12345' }).error?.issues[0].message).toBe(SCALE_MSG.invalid);
  });
});

describe('scale labels', () => {
  it('computes the EAN-13 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931, a known EAN-13
    expect(ean13CheckDigit('590123412345')).toBe(7); // 5901234123457
  });

  it('reads a weight label: prefix, 5-digit scale code, grams, check digit', () => {
    const code = buildScaleLabel(21, 123, 750, SCALE_DEFAULTS);
    expect(code).toMatch(/^2100123007\d{3}$/);
    expect(parseScaleLabel(code, SCALE_DEFAULTS)).toEqual({ ok: true, scaleCode: 123, kind: 'w', grams: 750 });
  });

  it('refuses a wrong check digit, and leaves ordinary barcodes alone', () => {
    const code = buildScaleLabel(20, 42, 1250, SCALE_DEFAULTS);
    const wrong = `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`;
    expect(parseScaleLabel(wrong, SCALE_DEFAULTS)).toEqual({ ok: false, message: 'Código de balanza inválido' });
    expect(parseScaleLabel('7772106000015', SCALE_DEFAULTS)).toBeNull();
    expect(parseScaleLabel('2000042', SCALE_DEFAULTS)).toBeNull();
    expect(parseScaleLabel(buildScaleLabel(20, 42, 0, SCALE_DEFAULTS), SCALE_DEFAULTS)).toEqual({ ok: false, message: 'Código de balanza inválido' });
  });

  it('follows the shop format: prefixes, code digits, price labels', () => {
    const format = { prefix_from: 22, prefix_to: 23, code_digits: 4, value_kind: 'p' as const };
    const code = buildScaleLabel(23, 77, 3600, format);
    expect(parseScaleLabel(code, format)).toEqual({ ok: true, scaleCode: 77, kind: 'p', cents: 3600 });
    expect(parseScaleLabel(buildScaleLabel(21, 77, 3600, format), format)).toBeNull();
  });

  it("a price label's weight is price ÷ price per kg to the gram, rounded half-up", () => {
    expect(gramsForPrice(3600, 4800)).toBe(750);
    expect(gramsForPrice(1000, 3000)).toBe(333); // 333.33
    expect(gramsForPrice(1000, 1600)).toBe(625);
    expect(gramsForPrice(1, 2000)).toBe(1); // 0.5 g rounds up
  });
});

describe('lot confirmations in the product’s unit', () => {
  it('kilos as kilos, units as before', () => {
    expect(LOT_TEXTS.confirmWriteOff('Queso Chaqueño por kg', 0.75, 'kg')).toEqual(['¿Está seguro de dar de baja:', '0,750 kg de Queso Chaqueño por kg?']);
    expect(LOT_TEXTS.confirmWriteOff('Leche', 3)).toEqual(['¿Está seguro de dar de baja:', '3 unidades de Leche?']);
    expect(LOT_TEXTS.confirmAdd('Quesillo por kg', 2.5, '31/12/2026', 'kg')[2]).toBe('Cantidad: 2,500 kg');
    expect(LOT_TEXTS.confirmAdd('Leche', 40, '31/12/2026')[2]).toBe('Cantidad: 40');
  });
});
