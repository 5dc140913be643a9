import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createDiscountBody,
  createPromotionBody,
  createTypePaymentBody,
  typePaymentForm,
  listDiscountsQuery,
  paymentCodeOf,
  promotionQuantities,
  promotionText,
  settingFields,
  updatePromotionBody,
  updateSettingBody,
  updateTypePaymentBody,
} from '../src/index.js';

function issues(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('payment types', () => {
  it('requires Tipo Pago (≤ 30) and Efectivo SI/NO', () => {
    expect(issues(createTypePaymentBody, {})).toEqual(['type_pay: Es requerido', 'is_cash: Es requerido']);
    expect(issues(createTypePaymentBody, { type_pay: 'x'.repeat(31), is_cash: '' })).toEqual([
      'type_pay: No puede exceder los 30 dígitos',
      'is_cash: Es requerido',
    ]);
    expect(issues(createTypePaymentBody, { type_pay: 'QR', is_cash: 5 })).toEqual(['is_cash: Debe ser SI (1) o NO (0)']);
    expect(createTypePaymentBody.parse({ type_pay: ' QR ', is_cash: 0, code: 'q' })).toEqual({ type_pay: 'QR', is_cash: 0, code: 'q' });
    // A body carries the number; the form reads its select's text.
    for (const is_cash of ['0', true, []]) expect(issues(createTypePaymentBody, { type_pay: 'QR', is_cash })).toEqual(['is_cash: Debe ser SI (1) o NO (0)']);
    expect(typePaymentForm.parse({ type_pay: ' QR ', is_cash: '0', code: 'q' })).toEqual({ type_pay: 'QR', is_cash: 0, code: 'q' });
    expect(issues(typePaymentForm, { type_pay: 'QR', is_cash: '' })).toEqual(['is_cash: Es requerido']);
    expect(issues(updateTypePaymentBody, { type_pay: 'QR', is_cash: 1, code: null })).toEqual(['id: Es requerido', 'version: Es requerido']);
  });

  it("edits with the spec's fields: the code came later and may be left out (null or blank = QR/otro; decision 0022)", () => {
    const row = { id: 1, version: 1, type_pay: 'Tarjeta', is_cash: 0 };
    expect(updateTypePaymentBody.parse(row)).toEqual(row);
    expect(issues(updateTypePaymentBody, { ...row, code: 'e' })).toEqual(['code: Elija Tarjeta o QR / otro']);
    expect(updateTypePaymentBody.parse({ ...row, is_cash: 1, code: 'e' }).code).toBe('e');
    expect(updateTypePaymentBody.parse({ ...row, code: 'c' }).code).toBe('c');
    expect(paymentCodeOf(updateTypePaymentBody.parse({ ...row, code: '' }))).toBe('q');
    expect(paymentCodeOf(updateTypePaymentBody.parse({ ...row, is_cash: 1, code: null }))).toBe('e');
  });

  it('derives the code: cash is e whatever is sent, otherwise the choice, QR/otro by default', () => {
    expect(paymentCodeOf({ is_cash: 1, code: 'c' })).toBe('e');
    expect(paymentCodeOf({ is_cash: 0, code: 'c' })).toBe('c');
    expect(paymentCodeOf({ is_cash: 0 })).toBe('q');
    expect(issues(createTypePaymentBody, { type_pay: 'QR', is_cash: 0, code: 'e' })).toEqual(['code: Elija Tarjeta o QR / otro']);
  });
});

describe('discounts', () => {
  it('needs a product, a P.U. above 0 with 2 decimals and a Por Cantidad above 0', () => {
    expect(issues(createDiscountBody, {})).toEqual(['fk_product: Elija un producto', 'unit_price: Es requerido', 'quantity: Es requerido']);
    expect(issues(createDiscountBody, { fk_product: 3, unit_price: '0', quantity: '0' })).toEqual(['unit_price: No debe ser cero', 'quantity: Debe ser mayor a cero']);
    // '1.999' would be 1999 (a thousands dot); a weighed product's threshold may be '2.5' kg: the
    // server refuses a decimal one for a product sold by the unit.
    expect(issues(createDiscountBody, { fk_product: 3, unit_price: '1,999', quantity: '2.5' })).toEqual(['unit_price: Solo se permiten 2 decimales']);
    expect(issues(createDiscountBody, { fk_product: 3, unit_price: '9.50', quantity: '0,5005' })).toHaveLength(1);
    expect(createDiscountBody.parse({ fk_product: '3', unit_price: '9.50', quantity: '6' })).toEqual({ fk_product: 3, unit_price: 9.5, quantity: 6 });
  });

  it('lists all products and states by default', () => {
    expect(listDiscountsQuery.parse({})).toEqual({ page: 1, fk_product: 0, enabled: 2 });
  });
});

describe('promotions', () => {
  it('pays fewer than it takes: X Cantidad from 1 and below Cantidad Promo', () => {
    expect(issues(createPromotionBody, { fk_product: 1, quantity_promotion: 3, quantity_sale: 3 })).toEqual(['quantity_sale: Debe ser menor a Cantidad Promo']);
    expect(issues(createPromotionBody, { fk_product: '', quantity_promotion: '', quantity_sale: '' })).toEqual([
      'fk_product: Elija un producto',
      'quantity_promotion: Es requerido',
      'quantity_sale: Es requerido',
    ]);
    expect(issues(promotionQuantities, { quantity_promotion: 3, quantity_sale: 0 })).toEqual(['quantity_sale: Debe ser mayor a cero']);
    expect(createPromotionBody.parse({ fk_product: 1, quantity_promotion: '3', quantity_sale: '2' })).toEqual({ fk_product: 1, quantity_promotion: 3, quantity_sale: 2 });
  });

  it('edits only the quantities and reads as pay x take', () => {
    // The product comes back as read (the server refuses another one); it is not the edit's to change.
    expect(updatePromotionBody.parse({ id: 4, version: 2, quantity_promotion: 4, quantity_sale: 3 })).toEqual({
      id: 4,
      version: 2,
      quantity_promotion: 4,
      quantity_sale: 3,
    });
    expect(promotionText({ quantity_sale: 2, quantity_promotion: 3 })).toBe('2x3');
  });
});

describe('settings', () => {
  it('Caja Inicial whole and not negative, Dirección ≤ 50, Número ≤ 20, near-expiry 1–365 days', () => {
    const credit = { credit_overdue_days: 30, credit_control: 'bloquear' };
    expect(issues(settingFields, { ...credit, initial_cash: '10.5', address: '', cellphone_number: '7'.repeat(21), near_expiry_days: '0' })).toEqual([
      'initial_cash: Debe ser un número entero',
      'address: Es requerido',
      'cellphone_number: No puede exceder los 20 dígitos',
      'near_expiry_days: No puede ser menor a 1',
    ]);
    expect(issues(settingFields, { ...credit, initial_cash: -1, address: 'a'.repeat(51), cellphone_number: '7', near_expiry_days: 366 })).toEqual([
      'initial_cash: No debe ser negativo',
      'address: No puede exceder los 50 dígitos',
      'near_expiry_days: No puede ser mayor a 365',
    ]);
  });

  it("update requires the spec's fields and the version; the later ones may be left out (decision 0022)", () => {
    const body = { initial_cash: '300', address: ' Calle Comercio 45 ', cellphone_number: '71234567', near_expiry_days: '10', credit_overdue_days: '45', credit_control: ' advertir ', enabled_options_user: 1, auto_offers: 0, version: 2 };
    expect(updateSettingBody.parse(body)).toEqual({
      initial_cash: 300,
      address: 'Calle Comercio 45',
      cellphone_number: '71234567',
      near_expiry_days: 10,
      credit_overdue_days: 45,
      credit_control: 'advertir',
      enabled_options_user: 1,
      auto_offers: 0,
      version: 2,
    });
    expect(issues(updateSettingBody, { ...body, near_expiry_days: undefined, credit_overdue_days: undefined, credit_control: undefined, enabled_options_user: undefined, auto_offers: undefined, version: undefined })).toEqual([
      'version: Es requerido',
      'enabled_options_user: Es requerido',
    ]);
  });
});
