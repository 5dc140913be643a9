import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createProviderBody, listProvidersQuery, providerPage, updateProviderBody } from '../src/index.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('provider contracts', () => {
  it('trims and accepts a valid provider', () => {
    expect(createProviderBody.parse({ provider: '  PIL Andina ', description: ' Leche ' })).toEqual({ provider: 'PIL Andina', description: 'Leche' });
  });

  it('requires provider and description (null, empty and blank count as empty)', () => {
    expect(messages(createProviderBody, {})).toEqual(['provider: Es requerido', 'description: Es requerido']);
    expect(messages(createProviderBody, { provider: null, description: '   ' })).toEqual(['provider: Es requerido', 'description: Es requerido']);
  });

  it('limits provider to 30 and description to 100 characters', () => {
    expect(messages(createProviderBody, { provider: 'ñ'.repeat(30), description: 'é'.repeat(100) })).toEqual([]);
    expect(messages(createProviderBody, { provider: 'x'.repeat(31), description: 'x'.repeat(101) })).toEqual([
      'provider: No puede exceder los 30 dígitos',
      'description: No puede exceder los 100 dígitos',
    ]);
  });

  it('needs an id to update', () => {
    expect(messages(updateProviderBody, { version: 1, provider: 'A', description: 'B' })).toEqual(['id: Es requerido']);
    expect(messages(updateProviderBody, { id: 0, version: 1, provider: 'A', description: 'B' })).toEqual(['id: Es requerido']);
    expect(updateProviderBody.parse({ id: '7', version: 1, provider: 'A', description: 'B' }).id).toBe(7);
  });

  it('defaults the list query to page 1, no search, all states', () => {
    expect(listProvidersQuery.parse({})).toEqual({ page: 1, search: '', enabled: 2 });
    expect(listProvidersQuery.parse({ page: '3', search: '  sol ', enabled: '0' })).toEqual({ page: 3, search: 'sol', enabled: 0 });
    expect(messages(listProvidersQuery, { page: '0' })).toEqual(['page: La página debe ser 1 o mayor']);
  });

  it('describes a paged answer', () => {
    const page = { data: [{ id: 1, provider: 'P', description: 'D', enabled: 1, version: 1 }], current_page: 1, last_page: 1, total: 1 };
    expect(providerPage.parse(page)).toEqual(page);
    expect(providerPage.safeParse({ ...page, data: [{ id: 1, provider: 'P', description: 'D', enabled: 3 }] }).success).toBe(false);
  });
});
