import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addLotBody, cancelLotBody, kardexListQuery, listLotsQuery, listLowLotsQuery, LOT_MSG, LOT_TEXTS, pastExpiryRefusal, updateLotBody } from '../src/index.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('lot contracts', () => {
  it('a lot: whole quantity from 1, a real date, a product', () => {
    expect(addLotBody.parse({ quantity: '12', expiration_date: ' 2027-02-28 ', fk_product: '3' })).toEqual({ quantity: 12, expiration_date: '2027-02-28', fk_product: 3 });
    expect(messages(addLotBody, { quantity: 0, expiration_date: '2027-02-29', fk_product: 0 })).toEqual([
      'quantity: No debe ser cero',
      'expiration_date: Fecha inválida',
      'fk_product: Es requerido',
    ]);
    expect(messages(addLotBody, { quantity: -1, expiration_date: '', fk_product: 1 })).toEqual(['quantity: No debe ser negativo', 'expiration_date: Es requerido']);
    // Kilos of a weighed product take 3 decimals; a unit product's whole number is the server's check (decision 0034).
    expect(messages(addLotBody, { quantity: 2.5005, expiration_date: '2027-01-01', fk_product: 1 })).toEqual(['quantity: Solo se permiten 3 decimales']);
    expect(messages(addLotBody, { quantity: '2,5', expiration_date: '2027-01-01', fk_product: 1 })).toEqual([]);
    expect(messages(addLotBody, { quantity: 1_000_001, expiration_date: '2027-01-01', fk_product: 1 })).toEqual(['quantity: No puede ser mayor a 1000000']);
  });

  it('a lot edit names what entered; a write-off is a quantity of a lot', () => {
    expect(updateLotBody.parse({ id: 4, initial_quantity: '9', quantity: '5', expiration_date: '2027-01-01' })).toEqual({ id: 4, initial_quantity: 9, quantity: 5, expiration_date: '2027-01-01' });
    expect(messages(cancelLotBody, { id: 4, quantity: 0 })).toEqual(['quantity: No debe ser cero']);
  });

  it('filters: 0 or blank = all, blank dates = no bound, a range in order', () => {
    expect(listLotsQuery.parse({ page: '', fk_product: '', date_expired: '', date_register_from: '2026-11-01' })).toEqual({
      page: 1,
      fk_product: 0,
      date_register_from: '2026-11-01',
    });
    expect(messages(listLowLotsQuery, { date_from: '2026-11-02', date_to: '2026-11-01' })).toEqual([`date_to: ${LOT_MSG.dateRange}`]);
    expect(messages(kardexListQuery, {})).toEqual(['fk_product: Es requerido']);
  });

  it("the spec's texts", () => {
    expect([LOT_TEXTS.added, LOT_TEXTS.edited, LOT_TEXTS.writtenOff, LOT_TEXTS.reverted, LOT_TEXTS.deleted]).toEqual([
      'Se agregó el lote',
      'Se editó el lote',
      'Se dio de baja el lote',
      'Se revirtió el lote de baja',
      'Se eliminó el lote de baja',
    ]);
    expect(LOT_MSG.aboveLot).toBe('No puede ser mayor al lote');
    expect(LOT_TEXTS.confirmRevert('Leche', 3, '31/01/2027')).toEqual(['¿Está seguro de revertir la baja de:', 'Leche', 'Cantidad: 3', 'Vencimiento: 31/01/2027']);
  });

  it("an edit below what left the lot, and a write-off, say the quantity in the product's unit", () => {
    expect(LOT_MSG.belowLeft(6, 'unidad')).toBe('No puede ser menor a 6: ya salieron 6 unidades del lote');
    expect(LOT_MSG.belowLeft(1.25, 'kg')).toBe('No puede ser menor a 1,250 kg: ya salieron 1,250 kg del lote');
    expect(LOT_MSG.quantitiesDisagree(6, 'unidad')).toBe('La cantidad inicial y la cantidad no concuerdan: ya salieron 6 unidades del lote (cantidad inicial = cantidad + 6)');
    expect(LOT_MSG.quantitiesDisagree(0.5, 'kg')).toBe('La cantidad inicial y la cantidad no concuerdan: ya salieron 0,500 kg del lote (cantidad inicial = cantidad + 0,500 kg)');
    expect(LOT_TEXTS.confirmWriteOff('Leche', 2)).toEqual(['¿Está seguro de dar de baja:', '2 unidades de Leche?']);
    expect(LOT_TEXTS.confirmWriteOff('Queso', 0.75, 'kg')).toEqual(['¿Está seguro de dar de baja:', '0,750 kg de Queso?']);
  });
});

describe('the one expiry rule for stock coming in (lot/add, lot/update, record-purchase lines)', () => {
  it('refuses a date before today, allows today and later, and names the purchase line', () => {
    expect(pastExpiryRefusal('2026-03-09', '2026-03-10')).toBe(LOT_MSG.pastExpiry);
    expect(pastExpiryRefusal('2026-03-10', '2026-03-10')).toBeUndefined();
    expect(pastExpiryRefusal('2027-01-01', '2026-03-10')).toBeUndefined();
    expect(pastExpiryRefusal('2025-12-31', '2026-03-10', 2)).toBe('Línea 2 · Fecha Vencimiento: La fecha de vencimiento no puede ser anterior a hoy');
  });
});
