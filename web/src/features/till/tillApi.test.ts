import { describe, expect, it } from 'vitest';
import type { TillProduct } from '@lactea/contracts';
import { fakeApi } from '../../../test/fakeApi';
import { tillApi } from './tillApi';

const yogurt: TillProduct = {
  id: 4, code: 'PIL-005', product: 'Yogurt Bebible Frutilla 1 L', barcode: '7772106000057', mark: 'PIL Andina', price: 13, cost: 10.5,
  unit: 'unidad', scale_code: null, stock: 40, discount: null, promotion: null,
};
const crate = { id: 2, name: 'Caja x12', units: 12, price: 144 };

describe("the till's barcode lookup", () => {
  it("takes a product's own barcode as the product, and a crate's as the product with its presentation", async () => {
    fakeApi({
      'GET sale/till-barcode': ({ query }) => ({
        body: query.get('barcode') === yogurt.barcode ? [{ ...yogurt, presentation: null }] : [{ ...yogurt, presentation: crate }],
      }),
    });
    expect(await tillApi.byBarcode('7772106000057')).toEqual([yogurt]);
    // The crate is sold as a crate (its price, 12 units of stock), never as one unit at the unit's price.
    expect(await tillApi.byBarcode('17772106000054')).toEqual([{ ...yogurt, presentation: crate }]);
  });

  it('reads an answer without the presentation field as the product itself', async () => {
    fakeApi({ 'GET sale/till-barcode': () => ({ body: [yogurt] }) });
    expect(await tillApi.byBarcode('7772106000057')).toEqual([yogurt]);
  });
});
