import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { fakeApi, pageOf } from '../../../test/fakeApi';
import { ProductField, ProductPickerDialog, cutName, type ProductChoice } from './ProductField';
import { PickerField } from './PickerField';
import { clientSource, providerSource } from './pickerSources';

const product = (id: number, name: string, total: number) => ({
  id,
  code: `C-${id}`,
  product: name,
  barcode: null,
  description: 'd',
  price: 10,
  cost: 8,
  fk_mark: 1,
  mark: 'PIL Andina',
  unit: 'unidad',
  scale_code: null,
  sin_product_code: null,
  sin_unit_code: null,
  enabled: 1,
  version: 1,
  total_quantity: total,
});
const products = [product(1, 'Leche Entera PIL 1 litro en bolsa', 40), product(2, 'Yogur Frutilla', 5), { ...product(3, 'Queso Criollo', 4.22), unit: 'kg' }];

function server() {
  return fakeApi({
    'GET product/list-with-total-lot': (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      return pageOf(products.filter((p) => p.product.toLowerCase().includes(search)), call.query);
    },
    'GET provider/list': (call) => pageOf([{ id: 4, provider: 'Distribuidora Sur', description: 'Lácteos', enabled: 1, version: 1 }], call.query),
    'GET client/list': (call) => pageOf([{ id: 9, business_name: 'Tienda Rosa', ci_nit: '123', gloss: null, credit_limit: null, overdue_days: null, fk_price_list: null, price_list: null, enabled: 1, version: 1 }], call.query),
  });
}

const options = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the shared picker dialog', () => {
  it("'Elegir Producto' lists products with code, brand and stock, 'Todos' first as a filter", async () => {
    const calls = server();
    signIn();
    const onPick = vi.fn();
    const { user } = renderWithApp(<ProductPickerDialog open onClose={() => {}} onPick={onPick} includeAll />);
    expect(screen.getByRole('dialog', { name: 'Elegir Producto' })).toBeInTheDocument();
    await waitFor(() => expect(options('Productos')).toHaveLength(4));
    expect(options('Productos')[0]).toBe('Todos');
    expect(options('Productos')[1]).toBe('Leche Entera PIL 1 litro en bolsaC-1 · PIL Andina · Inventario 40');
    // A weighed product's stock with the decimal comma and its unit, not '4.22'.
    expect(options('Productos')[3]).toBe('Queso CriolloC-3 · PIL Andina · Inventario 4,220 kg');
    expect(calls[0].url).toBe('/api/product/list-with-total-lot?page=1&search=');
    await user.type(screen.getByLabelText('Buscar producto'), 'yog');
    await waitFor(() => expect(options('Productos')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Yogur Frutilla/ }));
    expect(onPick).toHaveBeenCalledWith(products[1]);
  }, 15_000);

  it('the product field shows the chosen name cut to its limit and hands over the pick', async () => {
    server();
    signIn();
    const onChange = vi.fn<(p: ProductChoice) => void>();
    const { user } = renderWithApp(
      <ProductField value={{ id: 1, product: products[0].product }} maxChars={16} onChange={onChange} includeAll />,
    );
    expect(screen.getByLabelText('Producto')).toHaveValue('Leche Entera PIL..');
    await user.click(screen.getByRole('button', { name: 'Elegir Producto' }));
    await waitFor(() => expect(options('Productos')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(onChange.mock.calls[0][0]).toMatchObject({ id: 0, product: 'Todos' });
    expect(cutName('Yogur', 16)).toBe('Yogur');
  });

  it('provider and client pickers list enabled rows of page 1 by their names', async () => {
    const calls = server();
    signIn();
    const onProvider = vi.fn();
    const { user } = renderWithApp(
      <>
        <PickerField source={providerSource} text="" label="Proveedor" onChange={onProvider} />
        <PickerField source={clientSource} text="" label="Cliente" onChange={() => {}} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Elegir Proveedor' }));
    await waitFor(() => expect(options('Proveedores')).toEqual(['Distribuidora SurLácteos']));
    expect(calls.at(-1)?.url).toBe('/api/provider/list?page=1&search=&enabled=1');
    await user.click(screen.getByRole('button', { name: /Distribuidora Sur/ }));
    expect(onProvider.mock.calls[0][0]).toMatchObject({ id: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Elegir Cliente' }));
    await waitFor(() => expect(options('Clientes')).toEqual(['Tienda RosaCI/NIT 123']));
    expect(calls.at(-1)?.url).toBe('/api/client/list?page=1&search=&enabled=1');
    // The search box has the focus: the cashier types the name at once.
    expect(screen.getByLabelText('Buscar cliente')).toHaveFocus();
  }, 15_000);
});
