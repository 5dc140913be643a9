import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createPresentationBody, listPresentationsQuery, updatePresentationBody } from '../src/index.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const valid = { product_id: 4, name: 'Caja x12', units: 12, barcode: '7770000012', price: 60 };

describe('presentation contracts', () => {
  it('takes a crate as the form types it: trimmed text, numbers from text', () => {
    expect(createPresentationBody.parse({ ...valid, name: '  Caja   x12 ', units: '12', price: '60,50' })).toEqual({ ...valid, price: 60.5 });
  });

  it('gives every required message at once', () => {
    expect(messages(createPresentationBody, {})).toEqual([
      'name: Es requerido',
      'units: Es requerido',
      'barcode: Es requerido',
      'price: Es requerido',
      'product_id: Es requerido',
    ]);
  });

  it.each([
    [1, 'No puede ser menor a 2'],
    [0, 'No puede ser menor a 2'],
    [2.5, 'Debe ser un número entero'],
    [10000, 'No puede ser mayor a 9999'],
  ])('units %s: %s', (units, message) => {
    expect(messages(createPresentationBody, { ...valid, units })).toEqual([`units: ${message}`]);
  });

  it.each([
    [0, 'No debe ser cero'],
    [-1, 'No debe ser negativo'],
    [1.234, 'Solo se permiten 2 decimales'],
  ])('price %s: %s', (price, message) => {
    expect(messages(createPresentationBody, { ...valid, price })).toEqual([`price: ${message}`]);
  });

  it('limits the name to 40 characters and the barcode to 50', () => {
    expect(messages(createPresentationBody, { ...valid, name: 'x'.repeat(41), barcode: '1'.repeat(51) })).toEqual([
      'name: No puede exceder los 40 dígitos',
      'barcode: No puede exceder los 50 dígitos',
    ]);
  });

  it('edits every field with the version; the product and state may come back as read', () => {
    const { product_id: _p, ...fields } = valid;
    expect(updatePresentationBody.parse({ ...fields, id: 3, version: 2 })).toEqual({ ...fields, id: 3, version: 2 });
    expect(updatePresentationBody.parse({ ...fields, id: 3, version: 2, product_id: 4, enabled: 1 })).toMatchObject({ product_id: 4, enabled: 1 });
    expect(messages(updatePresentationBody, { id: 3, version: 2 })).toEqual(['name: Es requerido', 'units: Es requerido', 'barcode: Es requerido', 'price: Es requerido']);
  });

  it('lists one product\'s presentations: the product is required', () => {
    expect(messages(listPresentationsQuery, {})).toEqual(['product_id: Es requerido']);
    expect(listPresentationsQuery.parse({ product_id: '7' })).toEqual({ product_id: 7 });
  });
});
