import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordSaleBody, strictInput, unknownFieldMessages, updateProductBody } from '../src/index.js';

/** Input refuses unknown keys, nested ones too, named by their path. */
const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('strictInput', () => {
  const line = z.object({ product_id: z.number(), note: z.string().optional() });
  const body = z
    .object({
      head: z.object({ total: z.number() }).nullish(),
      lines: z.array(line).min(1),
      pick: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]),
      parsed: z.preprocess((v) => v, z.object({ x: z.number() })),
    })
    .superRefine((v, ctx) => {
      if (v.lines.length > 2) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Demasiadas' });
    });
  const strict = strictInput(body);
  const valid = { head: { total: 1 }, lines: [{ product_id: 1 }], pick: { a: 1 }, parsed: { x: 1 } };

  it('accepts what the schema accepts, and answers the same value', () => {
    expect(strict.parse(valid)).toEqual(body.parse(valid));
    expect(strict.parse({ ...valid, head: null })).toEqual({ ...valid, head: null });
  });

  it('refuses an unknown key at every level with its path, keeping the other messages and the checks', () => {
    expect(issues(strict, { ...valid, extra: 1 })).toEqual([': Campo no permitido: extra']);
    expect(issues(strict, { ...valid, head: { total: 1, iva: 2 } })).toEqual(['head: Campo no permitido: head.iva']);
    expect(issues(strict, { ...valid, lines: [{ product_id: 1 }, { product_id: 2, lote: 1 }, { product_id: 3 }] })).toEqual([
      'lines.1: Campo no permitido: lines.1.lote',
      'lines: Demasiadas',
    ]);
    expect(issues(strict, { ...valid, parsed: { x: 1, y: 2 } })).toEqual(['parsed: Campo no permitido: parsed.y']);
    expect(strict.safeParse({ ...valid, pick: { a: 1, c: 2 } }).success).toBe(false);
    expect(issues(strict, { ...valid, lines: [{ product_id: 'x', a: 1, b: 2 }] })).toEqual([
      'lines.0.product_id: Entrada inválida: se esperaba número, recibido texto',
      'lines.0: Campo no permitido: lines.0.a; Campo no permitido: lines.0.b',
    ]);
  });

  it('leaves the original as it was, keeps an object that chose its other keys, and is idempotent', () => {
    expect(body.safeParse({ ...valid, extra: 1 }).success).toBe(true);
    const loose = z.object({ a: z.number() }).catchall(z.string());
    expect(strictInput(loose)).toBe(loose);
    expect(strictInput(strict)).toBe(strict);
    expect(strictInput(body)).toBe(strict);
    const leaf = z.string();
    expect(strictInput(leaf)).toBe(leaf);
  });

  it('keeps descriptions and examples, and documents additionalProperties: false', () => {
    const described = z.object({ a: z.number() }).meta({ description: 'Un cuerpo', examples: [{ a: 1 }] });
    const json = z.toJSONSchema(strictInput(described), { io: 'input' }) as Record<string, unknown>;
    expect(json).toMatchObject({ description: 'Un cuerpo', examples: [{ a: 1 }], additionalProperties: false, required: ['a'] });
  });

  it('names nested keys by their path and cuts a huge key', () => {
    expect(unknownFieldMessages(['detail', 0], ['unit_cst'])).toEqual(['Campo no permitido: detail.0.unit_cst']);
    expect(unknownFieldMessages([], ['a', 'b'])).toEqual(['Campo no permitido: a', 'Campo no permitido: b']);
    expect(unknownFieldMessages([], ['k'.repeat(5000)])[0]).toBe(`Campo no permitido: ${'k'.repeat(60)}…`);
  });
});

describe('schemas that parse by hand are strict themselves', () => {
  it('product/update refuses a misspelt barcode in both of its forms', () => {
    expect(issues(updateProductBody, { id: 1, version: 1, price: 1, cost: 1, fk_mark: 1, precio: 2 })).toEqual([': Campo no permitido: precio']);
  });
});

describe('record-sale: the informative fields are bounded and typed', () => {
  const sale = { discount: 0, money_paid: 10, total_sale: 10, change_box: 0, id_type_payment: 1 };
  const detail = { product_id: 1, quantity: 1, unit_price: 10, unit_price_system: 10, promotion: '' };
  const withLine = (extra: object) => ({ sale, detail: [{ ...detail, ...extra }] });
  it('accepts them as the till sends them, or left out', () => {
    expect(recordSaleBody.safeParse(withLine({ product: 'Leche', unit_cost: 6.5 })).success).toBe(true);
    expect(recordSaleBody.safeParse({ sale: { ...sale, text_type_pay: 'A crédito' }, detail: [detail] }).success).toBe(true);
    expect(recordSaleBody.safeParse(withLine({})).success).toBe(true);
  });
  it('refuses huge, hidden-character or wrongly typed values', () => {
    expect(issues(recordSaleBody, withLine({ unit_cost: 'x'.repeat(1_000_000) }))).toEqual(['detail.0.unit_cost: Debe ser un número']);
    expect(issues(recordSaleBody, withLine({ unit_cost: { a: 1 } }))).toEqual(['detail.0.unit_cost: Debe ser un número']);
    expect(issues(recordSaleBody, withLine({ unit_cost: -1 }))).toEqual(['detail.0.unit_cost: No debe ser negativo']);
    expect(issues(recordSaleBody, withLine({ product: 'x'.repeat(1_000_000) }))).toEqual(['detail.0.product: No puede exceder los 50 dígitos']);
    expect(issues(recordSaleBody, withLine({ product: 'a\u0000b' }))).toEqual(['detail.0.product: No debe contener caracteres de control ni invisibles']);
    expect(issues(recordSaleBody, withLine({ product: ['Leche'] }))).toEqual(['detail.0.product: Es requerido']);
    expect(issues(recordSaleBody, { sale: { ...sale, text_type_pay: 'x'.repeat(31) }, detail: [detail] })).toEqual([
      'sale.text_type_pay: No puede exceder los 30 dígitos',
    ]);
  });
});
