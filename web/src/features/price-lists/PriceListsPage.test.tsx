import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PriceList, PriceListPrice } from '@lactea/contracts';
import { answerDialog, callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import { PICKER_PRODUCTS, pickerProduct, pickProduct } from '../../../test/pickerProducts';
import PriceListsPage from './PriceListsPage';

const PRODUCTS = [...PICKER_PRODUCTS, pickerProduct(4, 'Queso Chaqueño por kg', 50, 'kg')];
const price = (id: number, productId: number, min: number, value: number, presentation: string | null = null): PriceListPrice => {
  const p = PRODUCTS.find((r) => r.id === productId)!;
  return {
    id, price_list_id: 1, product_id: p.id, code: p.code, product: p.product, unit: p.unit,
    presentation_id: presentation ? 9 : null, presentation, min_quantity: min, price: value, product_price: presentation ? 110 : p.price,
  };
};

const crate = (id: number, name: string, units: number, value: number, enabled: 0 | 1 = 1) => ({ id, product_id: 1, name, units, barcode: `B-${id}`, price: value, enabled, version: 1 });
const CRATES = [crate(9, 'Caja x12', 12, 110), crate(10, 'Caja x24', 24, 200, 0)];

function server(refuse: Record<string, string[]> = {}) {
  const lists: PriceList[] = [
    { id: 2, name: 'Tiendas de barrio', enabled: 1, version: 1 },
    { id: 1, name: 'Mayorista', enabled: 1, version: 1 },
  ];
  const rows: PriceListPrice[] = [price(11, 1, 1, 9.5), price(12, 1, 24, 9), price(13, 1, 1, 100, 'Caja x12'), price(14, 4, 2.5, 48), price(15, 2, 1, 9)];
  return fakeApi({
    'GET price-list/list': ({ query }) => pageOf(lists, query),
    'POST price-list/add': ({ json }) =>
      refuse.add ? { status: 400, body: { messages: refuse.add } } : { body: { id: 3, name: String(json.name), enabled: 1, version: 1 } },
    'GET price-list/prices': ({ query }) => pageOf(rows, query),
    'GET product/list-with-total-lot': ({ query }) => pageOf(PRODUCTS, query),
    'GET presentation/list': ({ query }) => ({ body: Number(query.get('product_id')) === 1 ? CRATES : [] }),
    'PUT price-list/set-price': ({ json }) =>
      refuse.set ? { status: 400, body: { messages: refuse.set } } : { body: price(20, Number(json.product_id), Number(json.min_quantity), Number(json.price)) },
    'DELETE price-list/remove-price': ({ json }) => ({ body: { id: json.id, deleted: true } }),
  });
}

const openPrices = async (user: ReturnType<typeof renderScreen>['user']) => {
  await screen.findByRole('heading', { name: 'LISTAS DE PRECIOS (2)' });
  await user.click(within(tableRows('Listas de precios')[1]).getByRole('button', { name: 'Precios de Mayorista' }));
  await screen.findByRole('heading', { name: 'PRECIOS · MAYORISTA (5)' });
};

describe('PriceListsPage', { timeout: 20_000 }, () => {
  it('lists the price lists and refuses a duplicate name with the server\'s message, keeping the form', async () => {
    server({ add: ['La lista de precios ya existe'] });
    const { user } = renderScreen(<PriceListsPage />, '/price-lists');
    expect(await screen.findByRole('heading', { name: 'LISTAS DE PRECIOS (2)' })).toBeInTheDocument();
    expect(columnHeaders('Listas de precios')).toEqual(['N°', 'Nombre', 'Estado', 'Acciones']);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Nombre'), 'mayorista');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answerDialog(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
    const error = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(error).getByText('La lista de precios ya existe')).toBeInTheDocument();
    await answerDialog(user, error, 'Aceptar');
    expect(screen.getByLabelText('Nombre')).toHaveValue('mayorista');
  });

  it("shows a list's prices: Producto, Presentación ('Unidad'), Desde in the product's unit, Precio (Bs.)", async () => {
    const calls = server();
    const { user } = renderScreen(<PriceListsPage />, '/price-lists');
    await openPrices(user);
    expect(callsTo(calls, 'price-list/prices')[0].url).toBe('/api/price-list/prices?price_list_id=1&search=&page=1');
    expect(columnHeaders('Precios de la lista')).toEqual(['N°', 'Producto', 'Presentación', 'Desde', 'Precio (Bs.)', 'Acciones']);
    expect(tableRows('Precios de la lista').map((r) => cellTexts(r).slice(1, 5))).toEqual([
      ['C-1 · Leche Entera 1L', 'Unidad', '1', 'Bs. 9,50'],
      ['C-1 · Leche Entera 1L', 'Unidad', '24', 'Bs. 9,00'],
      ['C-1 · Leche Entera 1L', 'Caja x12', '1 Caja x12', 'Bs. 100,00'],
      ['C-4 · Queso Chaqueño por kg', 'Unidad', '2,500 kg', 'Bs. 48,00'],
      // Above the counter's Bs. 8,50: allowed, warned.
      ['C-2 · Yogur Frutilla', 'Unidad', '1', 'Bs. 9,00Mayor que el precio del producto (Bs. 8,50)'],
    ]);
  });

  it('adds a price: product picker, the above-price warning while typing, sent as the contract reads it', async () => {
    const calls = server();
    const { user } = renderScreen(<PriceListsPage />, '/price-lists');
    await openPrices(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await pickProduct(user, 'Yogur Frutilla');
    // A product without presentations prices its unit only.
    await waitFor(() => expect(callsTo(calls, 'presentation/list')).toHaveLength(1));
    expect(screen.queryByLabelText('Presentación')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Desde'), '12');
    await user.type(screen.getByLabelText('Precio (Bs.)'), '8,75');
    expect(screen.getByText('Mayor que el precio del producto (Bs. 8,50)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Precio (Bs.)'));
    await user.type(screen.getByLabelText('Precio (Bs.)'), '7,90');
    expect(screen.queryByText('Mayor que el precio del producto (Bs. 8,50)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de guardar el precio de Yogur Frutilla en la lista Mayorista?', 'Se guardó el precio con éxito');
    expect(callsTo(calls, 'price-list/set-price')[0].body).toEqual({ price_list_id: 1, product_id: 2, presentation_id: null, min_quantity: 12, price: 7.9 });
    await screen.findByRole('heading', { name: 'PRECIOS · MAYORISTA (5)' });
  });

  it("prices a product's presentation: its enabled ones offered beside 'Unidad', the minimum in crates, warned against the crate's price", async () => {
    const calls = server();
    const { user } = renderScreen(<PriceListsPage />, '/price-lists');
    await openPrices(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await pickProduct(user, 'Leche Entera 1L');
    await user.click(await screen.findByLabelText('Presentación'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Unidad', 'Caja x12']);
    await user.click(screen.getByRole('option', { name: 'Caja x12' }));
    await user.type(screen.getByLabelText('Desde (Caja x12)'), '2');
    await user.type(screen.getByLabelText('Precio (Bs.)'), '120');
    expect(screen.getByText('Mayor que el precio del producto (Bs. 110,00)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Precio (Bs.)'));
    await user.type(screen.getByLabelText('Precio (Bs.)'), '100');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de guardar el precio de Leche Entera 1L en la lista Mayorista?', 'Se guardó el precio con éxito');
    expect(callsTo(calls, 'price-list/set-price')[0].body).toEqual({ price_list_id: 1, product_id: 1, presentation_id: 9, min_quantity: 2, price: 100 });
  });

  it('refuses a bad minimum under the field (decimal for a unit product, below 1) without calling the server', async () => {
    const calls = server();
    const { user } = renderScreen(<PriceListsPage />, '/price-lists');
    await openPrices(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await pickProduct(user, 'Leche Entera 1L');
    await user.type(screen.getByLabelText('Desde'), '2,5');
    await user.type(screen.getByLabelText('Precio (Bs.)'), '9');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const invalid = await screen.findByRole('alertdialog');
    expect(within(invalid).getByText('Corrija todos los errores marcados con rojo')).toBeInTheDocument();
    await answerDialog(user, invalid, 'Aceptar');
    expect(screen.getByText('Debe ser un número entero')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Desde'));
    await user.type(screen.getByLabelText('Desde'), '0');
    await waitFor(() => expect(screen.getByText('Debe ser 1 o mayor')).toBeInTheDocument());
    expect(callsTo(calls, 'price-list/set-price')).toHaveLength(0);
  });

  it('removes a price after confirmation', async () => {
    const calls = server();
    const { user } = renderScreen(<PriceListsPage />, '/price-lists');
    await openPrices(user);
    await user.click(within(tableRows('Precios de la lista')[1]).getByRole('button', { name: 'Quitar precio de Leche Entera 1L (Unidad, desde 24)' }));
    await confirmOperation(user, '¿Está seguro de quitar el precio de Leche Entera 1L (Unidad, desde 24) de la lista Mayorista?', 'Se quitó el precio con éxito');
    expect(callsTo(calls, 'price-list/remove-price')[0]).toMatchObject({ method: 'DELETE', body: { id: 12 } });
    await waitFor(() => expect(tableRows('Precios de la lista')).toHaveLength(4));
  });
});
