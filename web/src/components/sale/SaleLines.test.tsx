import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cellTexts, tableRows } from '../../../test/fakeApi';
import { OFFERED_ROWS, offeredSale } from '../../../test/offeredSale';
import { SaleLines } from './SaleLines';

const cents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);

describe('SaleLines: a recorded sale reads as the till showed it', () => {
  it('P.U. is the list price, Desc. the saving and Promo. the promotion’s, each line adding up to the cent', () => {
    render(<SaleLines sale={offeredSale()} label="Productos" />);
    const rows = tableRows('Productos').map(cellTexts);
    expect(rows).toEqual(OFFERED_ROWS);
    for (const [, , quantity, price, total, saving] of rows) {
      const units = Number(quantity!.replace(' kg', '').replace(',', '.'));
      expect(Math.round(units * cents(price!)) - cents(saving!)).toBe(cents(total!));
    }
  });

  it("a crate's line counts crates and the units they took, at the crate's price", () => {
    const sale = offeredSale();
    const [first] = sale.products;
    sale.products = [{ ...first, product: 'Yogur Frutado', unit: 'unidad', pivot: { ...first.pivot, quantity: 2, unit_price_system: 60, unit_price: 60, discount: 0, promotion: null, total: 120, presentation: { id: 4, name: 'Caja x12', units: 12 } } }];
    render(<SaleLines sale={sale} label="Productos" />);
    expect(tableRows('Productos').map(cellTexts)).toEqual([['1', 'Yogur Frutado', '2 Caja x12 (24 u)', '60,00', '120,00', '0,00', '']]);
  });
});
