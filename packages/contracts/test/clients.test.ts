import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { clientPage, createClientBody, editClientBody, listClientsQuery } from '../src/index.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** An edit sends every field (decision 0022): no limit, the setting's days. */
const noCredit = { credit_limit: null, overdue_days: null };

describe('client contracts', () => {
  it('trims, and an absent, empty or blank gloss is null', () => {
    expect(createClientBody.parse({ business_name: ' Juan Mamani ', ci_nit: ' 4567891 ' })).toEqual({ business_name: 'Juan Mamani', ci_nit: '4567891', gloss: null, credit_limit: null, overdue_days: null, fk_price_list: null });
    expect(createClientBody.parse({ business_name: 'A', ci_nit: '1', gloss: '  ' }).gloss).toBeNull();
    expect(createClientBody.parse({ business_name: 'A', ci_nit: '1', gloss: null }).gloss).toBeNull();
    expect(createClientBody.parse({ business_name: 'A', ci_nit: '1', gloss: ' Paga fin de mes ' }).gloss).toBe('Paga fin de mes');
  });

  it('requires business name and CI/NIT', () => {
    expect(messages(createClientBody, {})).toEqual(['business_name: Es requerido', 'ci_nit: Es requerido']);
    expect(messages(createClientBody, { business_name: ' ', ci_nit: '' })).toEqual(['business_name: Es requerido', 'ci_nit: Es requerido']);
  });

  it('limits business name 50, CI/NIT 30, gloss 100', () => {
    expect(messages(createClientBody, { business_name: 'ñ'.repeat(50), ci_nit: '9'.repeat(30), gloss: 'é'.repeat(100) })).toEqual([]);
    expect(messages(createClientBody, { business_name: 'x'.repeat(51), ci_nit: '9'.repeat(31), gloss: 'g'.repeat(101) })).toEqual([
      'business_name: No puede exceder los 50 dígitos',
      'ci_nit: No puede exceder los 30 dígitos',
      'gloss: No puede exceder los 100 dígitos',
    ]);
  });

  it('needs an id to edit', () => {
    expect(messages(editClientBody, { ...noCredit, version: 1, business_name: 'A', ci_nit: '1', gloss: null })).toEqual(['id: Es requerido']);
    expect(messages(editClientBody, { ...noCredit, id: 1.5, version: 1, business_name: 'A', ci_nit: '1', gloss: null })).toEqual(['id: Debe ser un número entero']);
  });

  it('edits the whole row: the gloss is sent, null or blank clears it, left out it is refused (decision 0022)', () => {
    const row = { ...noCredit, id: 1, version: 1, business_name: 'A', ci_nit: '1' };
    expect(messages(editClientBody, row)).toEqual(['gloss: Es requerido']);
    expect(editClientBody.parse({ ...row, gloss: null }).gloss).toBeNull();
    expect(editClientBody.parse({ ...row, gloss: '  ' }).gloss).toBeNull();
    expect(editClientBody.parse({ ...row, gloss: ' nota ' }).gloss).toBe('nota');
    // Registering keeps the gloss optional (the till's client form has none).
    expect(createClientBody.parse({ business_name: 'A', ci_nit: '1' }).gloss).toBeNull();
  });

  it('credit limit (Bs., Spanish text too) and overdue days: empty is null; negative, text, a third decimal, 0 days refused (decision 0035)', () => {
    const base = { business_name: 'A', ci_nit: '1' };
    expect(createClientBody.parse({ ...base, credit_limit: '1.500,50', overdue_days: '15' })).toMatchObject({ credit_limit: 1500.5, overdue_days: 15 });
    expect(createClientBody.parse({ ...base, credit_limit: '', overdue_days: ' ' })).toMatchObject({ credit_limit: null, overdue_days: null });
    expect(messages(createClientBody, { ...base, credit_limit: -1, overdue_days: 0 })).toEqual(['credit_limit: No debe ser negativo', 'overdue_days: No puede ser menor a 1']);
    expect(messages(createClientBody, { ...base, credit_limit: 'mil', overdue_days: 'x' })).toEqual(['credit_limit: Debe ser un número', 'overdue_days: Debe ser un número entero']);
    expect(messages(createClientBody, { ...base, credit_limit: 1.001 })).toEqual(['credit_limit: Solo se permiten 2 decimales']);
    // An edit may leave them out: they came after the spec, and absent keeps them (decision 0022); null clears.
    const row = { id: 1, version: 1, business_name: 'A', ci_nit: '1', gloss: null };
    expect(editClientBody.parse(row)).toEqual(row);
    expect(messages(editClientBody, { id: 1, version: 1, business_name: 'A', ci_nit: '1' })).toEqual(['gloss: Es requerido']);
    expect(editClientBody.parse({ ...row, ...noCredit })).toMatchObject(noCredit);
  });

  it('serves the till’s search with page 1 and a search text', () => {
    expect(listClientsQuery.parse({ page: '1', search: ' 4567 ' })).toEqual({ page: 1, search: '4567', enabled: 2 });
  });

  it("takes the client's price list: 0, '' or null is none (the counter's prices)", () => {
    const base = { business_name: 'A', ci_nit: '1' };
    for (const none of [undefined, null, 0, '', '0']) expect(createClientBody.parse({ ...base, fk_price_list: none }).fk_price_list).toBeNull();
    expect(createClientBody.parse({ ...base, fk_price_list: '3' }).fk_price_list).toBe(3);
    expect(messages(createClientBody, { ...base, fk_price_list: -1 })).toEqual(['fk_price_list: Es requerido']);
    expect(messages(createClientBody, { ...base, fk_price_list: 1.5 })).toEqual(['fk_price_list: Debe ser un número entero']);
  });

  it('answers null gloss in a row', () => {
    const page = { data: [{ id: 1, business_name: 'B', ci_nit: '0', gloss: null, credit_limit: null, overdue_days: null, fk_price_list: null, price_list: null, enabled: 1, version: 1 }], current_page: 1, last_page: 1, total: 1 };
    expect(clientPage.parse(page)).toEqual(page);
  });
});
