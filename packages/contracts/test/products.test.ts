import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createProductBody,
  firstProductsBody,
  listProductsQuery,
  listProductsWithStockQuery,
  productStockSchema,
  searchByBarcodeQuery,
  stockLevel,
  updateProductBody,
} from '../src/index.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const valid = { code: 'LEC-01', product: 'Leche Entera 1L', barcode: '7772106000015', description: 'Bolsa', price: 7.5, cost: 6.2, fk_mark: 3 };

describe('product contracts', () => {
  it('trims text, turns money text into numbers, and an empty barcode into null', () => {
    expect(createProductBody.parse({ ...valid, code: ' LEC-01 ', barcode: '  ', price: '12.50', cost: ' 10 ', fk_mark: '3' })).toEqual({
      ...valid,
      barcode: null,
      unit: 'unidad',
      scale_code: null,
      sin_product_code: null,
      sin_unit_code: null,
      price: 12.5,
      cost: 10,
    });
    expect(createProductBody.parse({ ...valid, barcode: undefined }).barcode).toBeNull();
  });

  it('gives every required message, and "Elija una marca" when no brand is chosen', () => {
    expect(messages(createProductBody, {})).toEqual([
      'code: Es requerido',
      'product: Es requerido',
      'description: Es requerido',
      'price: Es requerido',
      'cost: Es requerido',
      'fk_mark: Elija una marca',
    ]);
    for (const fk_mark of [0, '0', '', null, undefined]) expect(messages(createProductBody, { ...valid, fk_mark })).toEqual(['fk_mark: Elija una marca']);
    expect(messages(createProductBody, { ...valid, fk_mark: 'PIL' })).toEqual(['fk_mark: Debe ser un número entero']);
  });

  it('limits code 50, product 50, barcode 50, description 100 characters', () => {
    expect(messages(createProductBody, { ...valid, code: 'ñ'.repeat(50), product: 'ñ'.repeat(50), barcode: '9'.repeat(50), description: 'é'.repeat(100) })).toEqual([]);
    expect(messages(createProductBody, { ...valid, code: 'c'.repeat(51), product: 'p'.repeat(51), barcode: '9'.repeat(51), description: 'd'.repeat(101) })).toEqual([
      'code: No puede exceder los 50 dígitos',
      'product: No puede exceder los 50 dígitos',
      'barcode: No puede exceder los 50 dígitos',
      'description: No puede exceder los 100 dígitos',
    ]);
  });

  it('wants price and cost as numbers, not negative, at most 2 decimals', () => {
    expect(messages(createProductBody, { ...valid, price: 'abc', cost: '1e9' })).toEqual(['price: Debe ser un número', 'cost: Debe ser un número']);
    // Spanish numbers (docs/decisions/0027-spanish-numbers.md): '1,5' is 1.50.
    expect(messages(createProductBody, { ...valid, price: '1,5', cost: '1.234,50' })).toEqual([]);
    expect(messages(createProductBody, { ...valid, price: -0.5, cost: 1.234 })).toEqual(['price: No debe ser negativo', 'cost: Solo se permiten 2 decimales']);
    expect(messages(createProductBody, { ...valid, price: 0, cost: '0.10' })).toEqual([]);
  });

  it('needs an id and a version to update', () => {
    expect(messages(updateProductBody, { ...valid, unit: 'unidad', scale_code: null, version: 1 })).toEqual(['id: Es requerido']);
    // The unit and the scale code came after the spec: an edit may leave them out (decision 0022).
    expect(updateProductBody.parse({ ...valid, id: 4, version: 1 })).toMatchObject({ kind: 'full', id: 4 });
    expect(updateProductBody.parse({ ...valid, id: 4, version: 1 })).not.toHaveProperty('unit');
    expect(updateProductBody.parse({ ...valid, unit: 'kg', scale_code: 12, id: 4, version: 1, price: '8' })).toMatchObject({ kind: 'full', id: 4, price: 8 });
  });

  it('reads the list filters: brand 0 or absent is all', () => {
    expect(listProductsQuery.parse({})).toEqual({ page: 1, search: '', enabled: 2, fk_mark: 0 });
    expect(listProductsQuery.parse({ fk_mark: '5', enabled: '1' })).toMatchObject({ fk_mark: 5, enabled: 1 });
    expect(messages(listProductsQuery, { fk_mark: '-1' })).toEqual(['fk_mark: Valor inválido']);
  });

  it('reads the inventory level: empty, b, m or a', () => {
    expect(listProductsWithStockQuery.parse({}).inventory_level).toBe('');
    for (const level of ['b', 'm', 'a']) expect(listProductsWithStockQuery.parse({ inventory_level: level }).inventory_level).toBe(level);
    expect(messages(listProductsWithStockQuery, { inventory_level: 'x' })).toEqual(['inventory_level: Valor inválido']);
  });

  it('maps a quantity to its stock level at the spec thresholds (16 / 30)', () => {
    expect([0, 16, 17, 30, 31].map(stockLevel)).toEqual(['b', 'b', 'm', 'm', 'a']);
  });

  it('reads the till search: enabled products only, brand 0 = all', () => {
    expect(firstProductsBody.parse({})).toEqual({ search: '', enabled: 1, id_mark: 0 });
    expect(firstProductsBody.parse({ search: ' yogur ', enabled: 1, id_mark: 2 })).toEqual({ search: 'yogur', enabled: 1, id_mark: 2 });
    // The number the document states: text or a boolean is refused, not read as 1.
    for (const enabled of ['1', true]) expect(messages(firstProductsBody, { enabled })).toEqual(['enabled: Solo se buscan productos habilitados']);
    expect(messages(firstProductsBody, { search: [] })).toEqual(['search: Debe ser un texto']);
    expect(messages(firstProductsBody, { enabled: 0 })).toEqual(['enabled: Solo se buscan productos habilitados']);
  });

  it('requires a barcode to look up, trimmed', () => {
    expect(searchByBarcodeQuery.parse({ barcode: ' 7771234 ' })).toEqual({ barcode: '7771234' });
    expect(messages(searchByBarcodeQuery, { barcode: ' ' })).toEqual(['barcode: Es requerido']);
    expect(messages(searchByBarcodeQuery, {})).toEqual(['barcode: Es requerido']);
  });

  it('describes a row with stock: null barcode, numeric money, integer quantity', () => {
    const row = { ...valid, id: 1, barcode: null, mark: 'PIL Andina', unit: 'unidad', scale_code: null, sin_product_code: '22111', sin_unit_code: null, enabled: 1, version: 1, total_quantity: 0 };
    expect(productStockSchema.parse(row)).toEqual(row);
    // A weighed product's stock is kilos with 3 decimals (decision 0034).
    expect(productStockSchema.safeParse({ ...row, unit: 'kg', total_quantity: 1.5 }).success).toBe(true);
    expect(productStockSchema.safeParse({ ...row, unit: 'litro' }).success).toBe(false);
  });

  it("takes a product's SIN codes as digits: empty or absent is none when registering; absent keeps them in an edit", () => {
    expect(createProductBody.parse({ ...valid, sin_product_code: ' 22111 ', sin_unit_code: '' })).toMatchObject({ sin_product_code: '22111', sin_unit_code: null });
    expect(messages(createProductBody, { ...valid, sin_product_code: '22-111', sin_unit_code: '1'.repeat(16) })).toEqual([
      'sin_product_code: Solo dígitos, hasta 15',
      'sin_unit_code: Solo dígitos, hasta 15',
    ]);
    const edit = updateProductBody.parse({ ...valid, id: 4, version: 1 });
    expect(edit).not.toHaveProperty('sin_product_code');
    // A body with a SIN code is a full edit, not a price update.
    expect(messages(updateProductBody, { id: 4, version: 1, price: 1, cost: 1, fk_mark: 3, sin_unit_code: '57' })).toContain('code: Es requerido');
  });
});
