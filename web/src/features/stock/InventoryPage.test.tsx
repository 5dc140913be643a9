import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Lot, ProductStock } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import InventoryPage from './InventoryPage';

const product = (id: number, name: string, total: number, unit: ProductStock['unit'] = 'unidad'): ProductStock => ({
  id,
  unit,
  scale_code: null,
  sin_product_code: null,
  sin_unit_code: null,
  code: `P-${id}`,
  product: name,
  barcode: null,
  description: '',
  price: 8,
  cost: 6.6,
  fk_mark: 1,
  mark: 'PIL Andina',
  enabled: 1,
  version: 1,
  total_quantity: total,
});
const lot = (id: number, over: Partial<Lot> = {}): Lot => ({
  id,
  fk_product: 1,
  quantity: 10,
  initial_quantity: 10,
  expiration_date: '2099-01-31',
  expired: false,
  from_purchase: false,
  user: 'Ana',
  date: '2026-11-20',
  hour: '09:15:00',
  product: { code: 'P-1', product: 'Leche Entera 1 L', unit: 'unidad' },
  ...over,
});

describe('INVENTARIO', () => {
  it('INVENTARIO: stock level filter (Todos = empty), S/C, and the product dialog with lots and Movimientos', async () => {
    const calls = fakeApi({
      'GET product/list-with-total-lot': ({ query }) => pageOf([product(1, 'Leche Entera 1 L', 12), product(2, 'Yogur', 45), product(3, 'Queso Menonita', 3.5, 'kg')], query),
      'GET lot/search-lots': ({ query }) => pageOf([lot(7)], query),
      'GET kardex/list': ({ query }) =>
        pageOf([{ id: 3, date: '2026-11-20', hour: '09:15:00', reason: 'Lote nuevo', document: 'Lote 7', fk_lot: 7, delta: 10, balance: 12, user: 'Ana' }], query),
    });
    const { user } = renderScreen(<InventoryPage />, '/inventory');
    expect(await screen.findByRole('heading', { name: 'INVENTARIO (3)' })).toBeInTheDocument();
    expect(columnHeaders('Inventario')).toEqual(['N°', 'Código', 'Producto', 'Código Barra', 'Marca', 'Inventario', 'Precio Bs.', 'Estado', 'Acciones']);
    expect(cellTexts(tableRows('Inventario')[0]).slice(0, 7)).toEqual(['1', 'P-1', 'Leche Entera 1 L', 'S/C', 'PIL Andina', '12', '8,00']);
    // A weighed product's stock in kilos with its unit, as its lots show it ('3,5' read as pieces).
    expect(cellTexts(tableRows('Inventario')[2])[5]).toBe('3,500 kg');
    expect(calls[0].url).toBe('/api/product/list-with-total-lot?search=&fk_mark=0&inventory_level=&page=1');
    expect(screen.getByRole('combobox', { name: 'Inventario' })).toHaveTextContent('Todos');
    await user.click(screen.getByRole('combobox', { name: 'Inventario' }));
    await user.click(await screen.findByRole('option', { name: 'Bajo' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('inventory_level=b'));

    await user.click(within(tableRows('Inventario')[0]).getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leche Entera 1 L' });
    expect(within(dialog).getByText('S/D')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Lotes' }));
    await waitFor(() => expect(callsTo(calls, 'lot/search-lots')).toHaveLength(1));
    expect(await within(dialog).findByText('31/01/2099')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nuevo Lote' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Movimientos' }));
    expect(await within(dialog).findByText('Lote 7')).toBeInTheDocument();
    expect(within(dialog).getByText('+10')).toBeInTheDocument();
    expect(callsTo(calls, 'kardex/list')[0].url).toBe('/api/kardex/list?fk_product=1&page=1');
  }, 20_000);

});
