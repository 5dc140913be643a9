import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';

/** A brand and products made through the API, for the discount and promotion tests. */
export async function makeProducts(t: TestApp, admin: string, specs: { code: string; product: string; price: number; enabled?: 0 | 1; unit?: 'unidad' | 'kg' }[]) {
  const mark = await t.call(admin, 'POST', '/api/mark/add', { mark: `Marca ${specs[0].code}` });
  expect(mark.statusCode, mark.body).toBe(200);
  const ids: number[] = [];
  for (const spec of specs) {
    const res = await t.call(admin, 'POST', '/api/product/add', {
      code: spec.code,
      product: spec.product,
      barcode: '',
      description: 'Producto de prueba',
      price: spec.price,
      cost: 1,
      fk_mark: mark.json().id,
      ...(spec.unit ? { unit: spec.unit } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as { id: number; version: number };
    if (spec.enabled === 0) {
      const off = await t.call(admin, 'PATCH', '/api/product/change-state', { id: row.id, version: row.version });
      expect(off.statusCode, off.body).toBe(200);
    }
    ids.push(row.id);
  }
  return ids;
}

export const STALE = ['Otro usuario modificó este registro; recargue la lista e intente de nuevo'];
