import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createMarkBody, listMarksQuery, MARK_MAX, markPage, markSchema, updateMarkBody } from '../src/index.js';

function issues(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('createMarkBody', () => {
  it('limit is 30', () => expect(MARK_MAX).toBe(30));

  it.each([{}, { mark: undefined }, { mark: null }, { mark: '' }, { mark: '   ' }, { mark: 7 }])('%j → Es requerido', (v) => {
    expect(issues(createMarkBody, v)).toEqual(['mark: Es requerido']);
  });

  it('trims the name', () => {
    expect(createMarkBody.parse({ mark: '  PIL Andina  ' })).toEqual({ mark: 'PIL Andina' });
  });

  it('counts 30 characters, not bytes', () => {
    expect(createMarkBody.parse({ mark: 'á'.repeat(30) })).toEqual({ mark: 'á'.repeat(30) });
    expect(createMarkBody.parse({ mark: 'a\u0301'.repeat(30) })).toEqual({ mark: 'á'.repeat(30) });
    expect(createMarkBody.parse({ mark: ` ${'x'.repeat(30)} ` })).toEqual({ mark: 'x'.repeat(30) });
    expect(issues(createMarkBody, { mark: 'á'.repeat(31) })).toEqual(['mark: No puede exceder los 30 dígitos']);
    expect(issues(createMarkBody, { mark: 'x'.repeat(31) })).toEqual(['mark: No puede exceder los 30 dígitos']);
  });

  it('drops unknown fields', () => {
    expect(createMarkBody.parse({ mark: 'PIL', enabled: 0, id: 9 })).toEqual({ mark: 'PIL' });
  });
});

describe('updateMarkBody', () => {
  it('needs the id and the name', () => {
    expect(updateMarkBody.parse({ id: 4, version: 2, mark: ' Delizia ' })).toEqual({ id: 4, version: 2, mark: 'Delizia' });
    expect(issues(updateMarkBody, { version: 1, mark: 'x' })).toEqual(['id: Es requerido']);
    expect(issues(updateMarkBody, { id: 0, version: 1, mark: 'x' })).toEqual(['id: Es requerido']);
    expect(issues(updateMarkBody, { id: 'x', version: 1, mark: 'x' })).toEqual(['id: Debe ser un número entero']);
    expect(issues(updateMarkBody, { id: 1, version: 1, mark: '' })).toEqual(['mark: Es requerido']);
    expect(issues(updateMarkBody, {})).toEqual(['id: Es requerido', 'version: Es requerido', 'mark: Es requerido']);
  });
});

describe('listMarksQuery', () => {
  it('defaults page 1, empty search, all states', () => {
    expect(listMarksQuery.parse({})).toEqual({ page: 1, search: '', enabled: 2, order: 'recent' });
  });
  it('reads a query string', () => {
    expect(listMarksQuery.parse({ page: '3', search: ' leche ', enabled: '0', order: 'name' })).toEqual({ page: 3, search: 'leche', enabled: 0, order: 'name' });
  });
  it('refuses a bad page and state', () => {
    expect(issues(listMarksQuery, { page: '0', enabled: '5' })).toEqual([
      'page: La página debe ser 1 o mayor',
      'enabled: Estado inválido',
    ]);
    expect(issues(listMarksQuery, { page: 'abc' })).toEqual(['page: Debe ser un número entero']);
  });
});

describe('mark answers', () => {
  it('a mark row is id, mark, enabled 0/1 and its version', () => {
    expect(markSchema.safeParse({ id: 1, mark: 'PIL', enabled: 1, version: 1 }).success).toBe(true);
    expect(markSchema.safeParse({ id: 1, mark: 'PIL', enabled: 2, version: 1 }).success).toBe(false);
    expect(markSchema.safeParse({ id: 1, mark: 'PIL', enabled: 1 }).success).toBe(false);
    expect(markPage.safeParse({ data: [{ id: 1, mark: 'PIL', enabled: 0, version: 3 }], current_page: 1, last_page: 1, total: 1 }).success).toBe(true);
  });
});
