import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProductDiscount } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import DiscountsPage from './DiscountsPage';
import { PICKER_PRODUCTS, pickerProduct, pickProduct } from '../../../test/pickerProducts';

// A weighed product beside the picker's usual ones: its threshold is a weight.
const PRODUCTS = [...PICKER_PRODUCTS, pickerProduct(4, 'Queso Chaqueño por kg', 50, 'kg')];
const priced = (id: number) => {
  const { code, product, price, unit } = PRODUCTS.find((p) => p.id === id)!;
  return { id, code, product, price, unit };
};

const discount = (id: number, fk: number, unit_price: number, quantity: number, enabled: 0 | 1 = 1): ProductDiscount => ({
  id,
  fk_product: fk,
  unit_price,
  quantity,
  enabled,
  version: 1,
  product: priced(fk),
});

function server(rows: ProductDiscount[]) {
  return fakeApi({
    'GET product-discount/list': ({ query }) => {
      const fk = Number(query.get('fk_product'));
      return pageOf(fk ? rows.filter((r) => r.fk_product === fk) : rows, query);
    },
    'GET product/list-with-total-lot': ({ query }) => pageOf(PRODUCTS, query),
    'POST product-discount/add': ({ json }) => ({ body: discount(50, Number(json.fk_product), Number(json.unit_price), Number(json.quantity)) }),
    'PUT product-discount/edit': ({ json }) => ({ body: { ...discount(Number(json.id), Number(json.fk_product), Number(json.unit_price), Number(json.quantity)), version: 2 } }),
    'PATCH product-discount/change-state': () => ({ body: { enabled: 0, version: 2 } }),
  });
}
const rows = () => tableRows('Descuentos');

describe('DiscountsPage', { timeout: 20_000 }, () => {
  it('lists discounts with product, prices and quantity; filters by product', async () => {
    const calls = server([discount(1, 1, 9.5, 6), discount(2, 2, 8, 3, 0)]);
    const { user } = renderScreen(<DiscountsPage />, '/product-discounts');
    expect(await screen.findByRole('heading', { name: 'DESCUENTO PRODUCTO (2)' })).toBeInTheDocument();
    expect(columnHeaders('Descuentos')).toEqual(['N°', 'Producto', 'Precio', 'P.U.', 'Por Cantidad', 'Estado', 'Acciones']);
    expect(cellTexts(rows()[0]).slice(0, 6)).toEqual(['1', 'Leche Entera 1L', 'Bs. 10,00', 'Bs. 9,50', '6', 'Habilitado']);
    expect(callsTo(calls, 'product-discount/list')[0].url).toBe('/api/product-discount/list?fk_product=0&enabled=2&page=1');
    await pickProduct(user, 'Yogur Frutilla');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'DESCUENTO PRODUCTO (1)' })).toBeInTheDocument());
    expect(callsTo(calls, 'product-discount/list').at(-1)!.url).toBe('/api/product-discount/list?fk_product=2&enabled=2&page=1');
  });

  it('registers: product, P.U. and Por Cantidad are required; sends the numbers', async () => {
    const calls = server([]);
    const { user } = renderScreen(<DiscountsPage />, '/product-discounts');
    await screen.findByRole('heading', { name: 'DESCUENTO PRODUCTO (0)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByText('Elija un producto')).toBeInTheDocument();
    expect(screen.getAllByText('Es requerido')).toHaveLength(2);
    await pickProduct(user, 'Leche Entera 1L');
    await user.type(screen.getByLabelText('P.U.'), '0');
    await user.type(screen.getByLabelText('Por Cantidad'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByText('No debe ser cero')).toBeInTheDocument();
    expect(screen.getByText('Debe ser un número entero')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('P.U.'));
    await user.type(screen.getByLabelText('P.U.'), '9.50');
    await user.clear(screen.getByLabelText('Por Cantidad'));
    await user.type(screen.getByLabelText('Por Cantidad'), '6');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar el descuento Leche Entera 1L?', 'Se registró el descuento');
    expect(callsTo(calls, 'product-discount/add')[0].body).toEqual({ fk_product: 1, unit_price: 9.5, quantity: 6 });
    expect(cellTexts(rows()[0]).slice(1, 5)).toEqual(['Leche Entera 1L', 'Bs. 10,00', 'Bs. 9,50', '6']);
  });

  it('a weighed product takes its threshold in kg with 3 decimals: Desde 0,5 kg', async () => {
    const calls = server([]);
    const { user } = renderScreen(<DiscountsPage />, '/product-discounts');
    await screen.findByRole('heading', { name: 'DESCUENTO PRODUCTO (0)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await pickProduct(user, 'Queso Chaqueño por kg');
    const threshold = await screen.findByLabelText('Por Cantidad (kg)');
    expect(threshold).toHaveAttribute('placeholder', 'Desde 0,5 kg');
    await user.type(screen.getByLabelText('P.U.'), '45');
    await user.type(threshold, '0,5555');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByText('Solo se permiten 3 decimales')).toBeInTheDocument();
    await user.clear(threshold);
    await user.type(threshold, '0,5');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar el descuento Queso Chaqueño por kg?', 'Se registró el descuento');
    expect(callsTo(calls, 'product-discount/add')[0].body).toEqual({ fk_product: 4, unit_price: 45, quantity: 0.5 });
  });

  it('edits with the version it was loaded with, then disables answering the new state', async () => {
    const calls = server([discount(7, 3, 28, 2)]);
    const { user } = renderScreen(<DiscountsPage />, '/product-discounts');
    await screen.findByRole('heading', { name: 'DESCUENTO PRODUCTO (1)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('P.U.')).toHaveValue('28,00');
    await user.clear(screen.getByLabelText('P.U.'));
    await user.type(screen.getByLabelText('P.U.'), '27.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el descuento Queso Fresco?', 'Se editó el descuento');
    expect(callsTo(calls, 'product-discount/edit')[0].body).toEqual({ id: 7, version: 1, fk_product: 3, unit_price: 27.5, quantity: 2 });
    expect(cellTexts(rows()[0])[3]).toBe('Bs. 27,50');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Inhabilitar descuento' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar el descuento Queso Fresco?', 'Se inhabilitó el descuento');
    expect(callsTo(calls, 'product-discount/change-state')[0].body).toEqual({ id: 7, version: 2 });
    expect(within(rows()[0]).getByText('Inhabilitado')).toBeInTheDocument();
  });

  it("shows the server's refusal of a second enabled discount", async () => {
    fakeApi({
      'GET product-discount/list': ({ query }) => pageOf([discount(1, 1, 9.5, 6, 0)], query),
      'PATCH product-discount/change-state': () => ({ status: 400, body: { messages: ['Ya existe un descuento habilitado para el producto Leche Entera 1L'] } }),
    });
    const { user } = renderScreen(<DiscountsPage />, '/product-discounts');
    await screen.findByRole('heading', { name: 'DESCUENTO PRODUCTO (1)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Habilitar descuento' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' })).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Ya existe un descuento habilitado para el producto Leche Entera 1L')).toBeInTheDocument();
  });
});
