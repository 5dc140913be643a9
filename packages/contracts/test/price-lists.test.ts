import { describe, expect, it } from 'vitest';
import { createPriceListBody, isAboveCounterPrice, listPriceFor, PRICE_LIST_MSG, setPriceBody, setPriceFormBody, type ListPriceRow, type PriceListPrice } from '../src/index.js';

const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('price list contracts', () => {
  it('a list is a name of up to 40 characters', () => {
    expect(createPriceListBody.parse({ name: '  Mayorista ' })).toEqual({ name: 'Mayorista' });
    expect(messages(createPriceListBody, { name: ' ' })).toEqual(['name: Es requerido']);
    expect(messages(createPriceListBody, { name: 'x'.repeat(41) })).toEqual(['name: No puede exceder los 40 dígitos']);
  });

  it('set-price: minimum ≥ 1 with 3 decimals at most, price above 0 with 2 decimals, presentation 0/null = the unit', () => {
    const ok = { price_list_id: 1, product_id: 2, min_quantity: '2,5', price: '7,90' };
    expect(setPriceBody.parse(ok)).toEqual({ price_list_id: 1, product_id: 2, presentation_id: null, min_quantity: 2.5, price: 7.9 });
    expect(setPriceBody.parse({ ...ok, presentation_id: 0 }).presentation_id).toBeNull();
    expect(setPriceBody.parse({ ...ok, presentation_id: 4 }).presentation_id).toBe(4);
    expect(messages(setPriceBody, { ...ok, min_quantity: 0.999 })).toEqual(['min_quantity: Debe ser 1 o mayor']);
    expect(messages(setPriceBody, { ...ok, min_quantity: 1.0001 })).toEqual(['min_quantity: Solo se permiten 3 decimales']);
    expect(messages(setPriceBody, { ...ok, price: 0 })).toEqual(['price: No debe ser cero']);
    expect(messages(setPriceBody, { ...ok, price: 1.001 })).toEqual(['price: Solo se permiten 2 decimales']);
    expect(messages(setPriceBody, { ...ok, product_id: 0 })).toEqual(['product_id: Elija un producto']);
  });

  it("the form refuses a decimal minimum for a unit product, and takes kilograms for a weighed one", () => {
    const form = { price_list_id: 1, product_id: 2, min_quantity: '2,5', price: '7' };
    expect(messages(setPriceFormBody, { ...form, unit: 'unidad' })).toEqual(['min_quantity: Debe ser un número entero']);
    expect(setPriceFormBody.parse({ ...form, unit: 'kg' })).toMatchObject({ min_quantity: 2.5 });
  });

  it('warns above the counter price only when dearer, to the cent', () => {
    expect(isAboveCounterPrice(851, 8.5)).toBe(true);
    expect(isAboveCounterPrice(850, 8.5)).toBe(false);
    expect(PRICE_LIST_MSG.aboveCounterPrice(1234.5)).toBe('Mayor que el precio del producto (Bs. 1.234,50)');
  });

  it("the rows price-list/prices answers are the rule's rows as they are", () => {
    const row: PriceListPrice = {
      id: 1, price_list_id: 1, product_id: 2, code: 'C', product: 'P', unit: 'unidad', presentation_id: null, presentation: null, min_quantity: 12, price: 7.2, product_price: 8,
    };
    const rows: ListPriceRow[] = [row];
    expect(listPriceFor({ id: 1, name: 'Mayorista', enabled: 1, rows }, 2, null, 12)).toEqual({ price_list_id: 1, label: 'Lista Mayorista', priceCents: 720 });
  });
});
