import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createMarkBody,
  createProductBody,
  editClientBody,
  fold,
  normalizeText,
  optionalText,
  requiredText,
  updateMarkBody,
  updateProductBody,
  updateProviderBody,
  updateUserBody,
  changeCredentialsBody,
  versionedIdBody,
  versionedStateAnswer,
} from '../src/index.js';

function issues(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('text normalisation', () => {
  it('collapses runs of spaces inside names, so two spellings are one name and one key', () => {
    expect(normalizeText('  Yógur  Único ')).toBe('Yógur Único');
    expect(normalizeText('Leche\u00a0\u00a0PIL\u2003 1L')).toBe('Leche PIL 1L');
    expect(createMarkBody.parse({ mark: 'Yógur  Único' }).mark).toBe('Yógur Único');
    expect(fold(createMarkBody.parse({ mark: 'Yógur  Único' }).mark)).toBe(fold(createMarkBody.parse({ mark: 'Yógur Único' }).mark));
  });
  it('limits count the normalised text', () => {
    expect(requiredText(5).safeParse('a     b').success).toBe(true);
    expect(optionalText(3).parse(' a  b ')).toBe('a b');
  });
  it('keeps line breaks of a multi-line text', () => {
    expect(requiredText(30, { multiline: true }).parse('uno  dos\ntres')).toBe('uno dos\ntres');
  });
  it('applies to product names and codes', () => {
    const p = createProductBody.parse({ code: ' A  1 ', product: 'Yógur  Único', description: 'x', price: 1, cost: 1, fk_mark: 1 });
    expect([p.code, p.product]).toEqual(['A 1', 'Yógur Único']);
  });
});

describe('row versions', () => {
  it('every master-data edit and change-state needs the version it was loaded with', () => {
    expect(issues(updateMarkBody, { id: 1, mark: 'PIL' })).toEqual(['version: Es requerido']);
    expect(issues(updateProviderBody, { id: 1, provider: 'a', description: 'b' })).toEqual(['version: Es requerido']);
    expect(issues(editClientBody, { id: 1, business_name: 'a', ci_nit: '1', gloss: null, credit_limit: null, overdue_days: null })).toEqual(['version: Es requerido']);
    expect(issues(updateUserBody, { id: 1, name: 'a', category: 'a' })).toEqual(['version: Es requerido']);
    expect(issues(changeCredentialsBody, { id: 1, username: 'a', password: '0192023a7bbd73250516f069df18b500' })).toEqual([
      'version: Es requerido',
    ]);
    expect(issues(versionedIdBody, { id: 1 })).toEqual(['version: Es requerido']);
    expect(issues(versionedIdBody, { id: 1, version: 0 })).toEqual(['version: Es requerido']);
    expect(issues(versionedIdBody, { id: 1, version: 'x' })).toEqual(['version: Debe ser un número entero']);
    expect(versionedIdBody.parse({ id: '3', version: '2' })).toEqual({ id: 3, version: 2 });
    expect(versionedStateAnswer.parse({ enabled: 0, version: 4 })).toEqual({ enabled: 0, version: 4 });
  });

  it('product/update: a body without descriptive fields is a price update (price, cost, brand only)', () => {
    expect(updateProductBody.parse({ id: 1, version: 2, price: '3.50', cost: 2, fk_mark: 4 })).toEqual({
      kind: 'price',
      id: 1,
      version: 2,
      price: 3.5,
      cost: 2,
      fk_mark: 4,
    });
    expect(issues(updateProductBody, { id: 1, version: 2, price: '', cost: '', fk_mark: 0 })).toEqual([
      'price: Es requerido',
      'cost: Es requerido',
      'fk_mark: Elija una marca',
    ]);
  });

  it('product/update: any descriptive field makes it a full edit, validated whole', () => {
    const full = { id: 1, version: 2, code: 'C1', product: 'Leche', barcode: '', description: 'd', price: 1, cost: 1, fk_mark: 4, unit: 'unidad', scale_code: null };
    expect(updateProductBody.parse(full)).toEqual({ ...full, kind: 'full', barcode: null });
    expect(issues(updateProductBody, { id: 1, version: 2, code: 'C1', price: 1, cost: 1, fk_mark: 4 })).toEqual([
      'product: Es requerido',
      'barcode: Es requerido',
      'description: Es requerido',
    ]);
    // The barcode is cleared only by sending it empty; a misspelt key is refused (decision 0022).
    const { barcode: _barcode, ...withoutBarcode } = full;
    expect(issues(updateProductBody, { ...withoutBarcode, bar_code: '' })).toEqual(['barcode: Es requerido', ': Campo no permitido: bar_code']);
    expect(issues(updateProductBody, { ...full, version: undefined })).toEqual(['version: Es requerido']);
  });
});
