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
});
