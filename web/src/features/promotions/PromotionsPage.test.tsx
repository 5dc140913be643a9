import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProductPromotion } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import PromotionsPage from './PromotionsPage';
import { pickerRoute, pickProduct, priced } from '../../../test/pickerProducts';

const promotion = (id: number, fk: number, quantity_promotion: number, quantity_sale: number, enabled: 0 | 1 = 1): ProductPromotion => ({
  id,
  fk_product: fk,
  quantity_promotion,
  quantity_sale,
  enabled,
  version: 1,
  product: priced(fk),
});

function server(rows: ProductPromotion[]) {
  return fakeApi({
    'GET product-promotion/list': ({ query }) => pageOf(rows, query),
    'GET product/list-with-total-lot': pickerRoute,
    'POST product-promotion/add': ({ json }) => ({ body: promotion(50, Number(json.fk_product), Number(json.quantity_promotion), Number(json.quantity_sale)) }),
    'PUT product-promotion/edit': ({ json }) => ({ body: { ...promotion(Number(json.id), 1, Number(json.quantity_promotion), Number(json.quantity_sale)), version: 2 } }),
    'PATCH product-promotion/change-state': () => ({ body: { enabled: 0, version: 2 } }),
  });
}
const rows = () => tableRows('Promociones');

describe('PromotionsPage', { timeout: 20_000 }, () => {
  it('lists promotions as 2x3 and pages forward and back to the page asked for (the spec defect is fixed)', async () => {
    const many = Array.from({ length: 23 }, (_, i) => promotion(i + 1, (i % 3) + 1, 3, 2));
    const calls = server(many);
    const { user } = renderScreen(<PromotionsPage />, '/promotions');
    expect(await screen.findByRole('heading', { name: 'PROMOCIONES (23)' })).toBeInTheDocument();
    expect(columnHeaders('Promociones')).toEqual(['N°', 'Producto', 'Promo.', 'Cantidad Promo', 'X Cantidad', 'Estado', 'Acciones']);
    expect(cellTexts(rows()[0]).slice(0, 5)).toEqual(['1', 'Leche Entera 1L', '2x3', '3', '2']);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(screen.getByText('Pag. 2 de 3')).toBeInTheDocument());
    await waitFor(() => expect(cellTexts(rows()[0])[0]).toBe('11'));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(screen.getByText('Pag. 3 de 3')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(screen.getByText('Pag. 2 de 3')).toBeInTheDocument());
    expect(callsTo(calls, 'product-promotion/list').map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2', '3', '2']);
  });

  it('registers: product required, X Cantidad below Cantidad Promo', async () => {
    const calls = server([]);
    const { user } = renderScreen(<PromotionsPage />, '/promotions');
    await screen.findByRole('heading', { name: 'PROMOCIONES (0)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Cantidad Promo'), '3');
    await user.type(screen.getByLabelText('X Cantidad'), '3');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByText('Elija un producto')).toBeInTheDocument();
    expect(screen.getByText('Debe ser menor a Cantidad Promo')).toBeInTheDocument();
    await pickProduct(user, 'Yogur Frutilla');
    await user.clear(screen.getByLabelText('X Cantidad'));
    await user.type(screen.getByLabelText('X Cantidad'), '2');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar la promoción Yogur Frutilla 2x3?', 'Se registró la promoción');
    expect(callsTo(calls, 'product-promotion/add')[0].body).toEqual({ fk_product: 2, quantity_promotion: 3, quantity_sale: 2 });
    expect(cellTexts(rows()[0]).slice(1, 3)).toEqual(['Yogur Frutilla', '2x3']);
  });

  it('edits only the quantities (the product is shown, not chosen), then disables', async () => {
    const calls = server([promotion(4, 1, 3, 2)]);
    const { user } = renderScreen(<PromotionsPage />, '/promotions');
    await screen.findByRole('heading', { name: 'PROMOCIONES (1)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Producto')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Elegir Producto' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Cantidad Promo'));
    await user.type(screen.getByLabelText('Cantidad Promo'), '4');
    await user.clear(screen.getByLabelText('X Cantidad'));
    await user.type(screen.getByLabelText('X Cantidad'), '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar la promoción Leche Entera 1L 3x4?', 'Se editó la promoción');
    expect(callsTo(calls, 'product-promotion/edit')[0].body).toEqual({ id: 4, version: 1, quantity_promotion: 4, quantity_sale: 3 });
    expect(cellTexts(rows()[0])[2]).toBe('3x4');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Inhabilitar promoción' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar la promoción Leche Entera 1L 3x4?', 'Se inhabilitó la promoción');
    expect(callsTo(calls, 'product-promotion/change-state')[0].body).toEqual({ id: 4, version: 2 });
  });
});
