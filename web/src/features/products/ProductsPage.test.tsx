import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Mark, Product } from '@lactea/contracts';
import { answerDialog, callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import ProductsPage from './ProductsPage';

const brands: Mark[] = [
  { id: 1, mark: 'PIL Andina', enabled: 1, version: 1 },
  { id: 2, mark: 'Soalpro', enabled: 1, version: 1 },
];

const yogurt: Product = {
  id: 1,
  unit: 'unidad',
  scale_code: null,
  sin_product_code: null,
  sin_unit_code: null,
  code: 'PIL-001',
  product: 'Yogurt Frutilla 1 L',
  barcode: '7772106000011',
  description: 'Yogurt bebible',
  price: 12.5,
  cost: 9,
  fk_mark: 1,
  mark: 'PIL Andina',
  enabled: 1,
  version: 1,
};
const cheese: Product = { ...yogurt, id: 2, code: 'SOA-001', product: 'Queso Criollo', barcode: null, description: '', price: 40, cost: 32.25, fk_mark: 2, mark: 'Soalpro' };

const catalogue = {
  productos: [
    { code: '22111', description: 'LECHE LÍQUIDA PROCESADA', activity: '463020' },
    { code: '22230', description: 'YOGUR Y OTRAS LECHES FERMENTADAS', activity: '463020' },
  ],
  unidades: [
    { code: '57', description: 'UNIDAD (BIENES)', activity: null },
    { code: '22', description: 'KILOGRAMO', activity: null },
  ],
};

function productsServer() {
  const products = [yogurt, cheese];
  const withMark = (json: Record<string, unknown>) => ({ enabled: 1, version: 1, ...json, mark: brands.find((b) => b.id === json.fk_mark)?.mark });
  return fakeApi({
    'GET product/list': ({ query }) => {
      const brand = Number(query.get('fk_mark'));
      return pageOf(products.filter((p) => brand === 0 || p.fk_mark === brand), query);
    },
    'GET mark/list': ({ query }) => pageOf(brands, query),
    'GET siat-catalogue/list': ({ query }) => {
      const search = query.get('search') ?? '';
      return pageOf(catalogue[query.get('kind') as 'productos' | 'unidades'].filter((r) => r.code.startsWith(search) || r.description.includes(search.toUpperCase())), query);
    },
    'POST product/add': ({ json }) => ({ body: { id: 7, ...withMark(json) } }),
    // A price update carries only price, cost and brand: the answer is the stored row with them.
    'PUT product/update': ({ json }) => ({
      body: withMark({ ...products.find((p) => p.id === json.id), ...json, version: Number(json.version) + 1 }),
    }),
    'PATCH product/change-state': () => ({ body: { enabled: 0, version: 1 } }),
  });
}

const renderProducts = () => renderScreen(<ProductsPage />, '/products');

const rows = () => tableRows('Productos');
type User = ReturnType<typeof renderProducts>['user'];

/** Opens 'Elegir Marca' from the field and picks `brand`. */
async function pickBrand(user: User, brand: string) {
  await user.click(screen.getByRole('button', { name: 'Elegir Marca' }));
  const dialog = await screen.findByRole('dialog', { name: 'Elegir Marca' });
  await user.click(await within(dialog).findByRole('button', { name: brand }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

describe('ProductsPage', () => {
  it("lists products with 'S/C', 'S/D' and money with 2 decimals", async () => {
    const calls = productsServer();
    renderProducts();
    expect(await screen.findByRole('heading', { name: 'PRODUCTOS (2)' })).toBeInTheDocument();
    expect(columnHeaders('Productos')).toEqual(
      ['N°', 'Código', 'Producto', 'Código Barra', 'Descripción', 'Precio Bs.', 'Costo Bs.', 'Marca', 'Estado', 'Acciones'],
    );
    expect(cellTexts(rows()[0]).slice(0, 9)).toEqual([
      '1',
      'PIL-001',
      'Yogurt Frutilla 1 L',
      '7772106000011',
      'Yogurt bebible',
      '12,50',
      '9,00',
      'PIL Andina',
      'Habilitado',
    ]);
    expect(cellTexts(rows()[1]).slice(3, 7)).toEqual(['S/C', 'S/D', '40,00', '32,25']);
    expect(calls[0].url).toBe('/api/product/list?search=&enabled=2&fk_mark=0&page=1');
  });

  it("filters by the brand chosen in 'Elegir Marca', with 'Todos' for every brand", async () => {
    const calls = productsServer();
    const { user } = renderProducts();
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    expect(screen.getByLabelText('Marca')).toHaveValue('Todos');
    // the picker's own mark/list may answer after the list: look at the product list's calls only
    const listCalls = () => calls.filter((c) => c.url.startsWith('/api/product/list')).map((c) => c.url);
    expect(listCalls()[0]).toContain('fk_mark=0');
    await pickBrand(user, 'Soalpro');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'PRODUCTOS (1)' })).toBeInTheDocument());
    await waitFor(() => expect(listCalls().at(-1)).toContain('fk_mark=2'));
    expect(screen.getByLabelText('Marca')).toHaveValue('Soalpro');
    const beforeTodos = listCalls().length;
    await pickBrand(user, 'Todos');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'PRODUCTOS (2)' })).toBeInTheDocument());
    // 'Todos' shows the cached first page (fk_mark=0) at once; whether it is asked for again depends
    // on how long ago it was loaded (usePagedList's freshness): any call it makes is for fk_mark=0.
    expect(listCalls().slice(beforeTodos).filter((u) => !u.includes('fk_mark=0'))).toEqual([]);
  });

  it('registers a product: the brand is required, then every field is sent', async () => {
    const calls = productsServer();
    const { user } = renderProducts();
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Registro' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código'), 'PIL-002');
    await user.type(screen.getByLabelText('Producto'), 'Leche Entera 1 L');
    await user.type(screen.getByLabelText('Descripción'), 'Leche en bolsa');
    await user.type(screen.getByLabelText('Precio (Bs.)'), '6.5');
    await user.type(screen.getByLabelText('Costo (Bs.)'), '5.2');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const invalid = await screen.findByRole('alertdialog');
    expect(within(invalid).getByText('Corrija todos los errores marcados con rojo')).toBeInTheDocument();
    await answerDialog(user, invalid, 'Aceptar');
    expect(screen.getByText('Elija una marca')).toBeInTheDocument();
    expect(screen.getByLabelText('Marca')).toHaveAttribute('aria-invalid', 'true');

    await pickBrand(user, 'PIL Andina');
    expect(screen.getByLabelText('Marca')).toHaveValue('PIL Andina');
    expect(screen.queryByText('Elija una marca')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar el producto Leche Entera 1 L?', 'Se registró el producto');
    expect(callsTo(calls, 'product/add')[0].body).toEqual({
      code: 'PIL-002',
      product: 'Leche Entera 1 L',
      barcode: null,
      description: 'Leche en bolsa',
      price: 6.5,
      cost: 5.2,
      fk_mark: 1,
      unit: 'unidad',
      scale_code: null,
      sin_product_code: null,
      sin_unit_code: null,
    });
    expect(screen.getByRole('heading', { name: 'PRODUCTOS (3)' })).toBeInTheDocument();
    expect(cellTexts(rows()[0]).slice(1, 8)).toEqual(['PIL-002', 'Leche Entera 1 L', 'S/C', 'Leche en bolsa', '6,50', '5,20', 'PIL Andina']);
  });

  it('edits a product with every field', async () => {
    const calls = productsServer();
    const { user } = renderProducts();
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Edición' })).toBeInTheDocument();
    expect(screen.getByLabelText('Precio (Bs.)')).toHaveValue('12,50');
    expect(screen.getByLabelText('Marca')).toHaveValue('PIL Andina');
    await user.clear(screen.getByLabelText('Código Barra (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el producto Yogurt Frutilla 1 L?', 'Se editó el producto');
    expect(callsTo(calls, 'product/update')[0].body).toEqual({
      id: 1,
      version: 1,
      code: 'PIL-001',
      product: 'Yogurt Frutilla 1 L',
      barcode: null,
      description: 'Yogurt bebible',
      price: 12.5,
      cost: 9,
      fk_mark: 1,
      unit: 'unidad',
      scale_code: null,
      sin_product_code: null,
      sin_unit_code: null,
    });
    expect(cellTexts(rows()[0])[3]).toBe('S/C');
  });

  it("picks the SIN product and unit from SIAT's catalogue, shows a stored one with its description, and clears it with 'Ninguno'", async () => {
    const calls = productsServer();
    const { user } = renderProducts();
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    const product = screen.getByLabelText('Producto SIN (para facturar)');
    expect(product).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Elegir Producto SIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elegir Producto SIN' });
    await user.click(await within(dialog).findByRole('button', { name: /22230 · YOGUR/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(product).toHaveValue('22230 · YOGUR Y OTRAS LECHES FERMENTADAS');
    await user.click(screen.getByRole('button', { name: 'Elegir Unidad de Medida' }));
    const units = await screen.findByRole('dialog', { name: 'Elegir Unidad de Medida' });
    await user.click(await within(units).findByRole('button', { name: '57 · UNIDAD (BIENES)' }));
    await waitFor(() => expect(units).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el producto Yogurt Frutilla 1 L?', 'Se editó el producto');
    expect(callsTo(calls, 'product/update')[0].body).toMatchObject({ sin_product_code: '22230', sin_unit_code: '57' });

    // Opened again, the stored codes read with their descriptions; 'Ninguno' takes one off.
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(screen.getByLabelText('Producto SIN (para facturar)')).toHaveValue('22230 · YOGUR Y OTRAS LECHES FERMENTADAS'));
    expect(screen.getByLabelText('Unidad de medida SIN (para facturar)')).toHaveValue('57 · UNIDAD (BIENES)');
    await user.click(screen.getByRole('button', { name: 'Elegir Unidad de Medida' }));
    const again = await screen.findByRole('dialog', { name: 'Elegir Unidad de Medida' });
    await user.click(await within(again).findByRole('button', { name: 'Ninguno' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(screen.getByLabelText('Unidad de medida SIN (para facturar)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el producto Yogurt Frutilla 1 L?', 'Se editó el producto');
    expect(callsTo(calls, 'product/update')[1].body).toMatchObject({ sin_product_code: '22230', sin_unit_code: null });
  });

  it('updates price and cost: only price, cost and brand are editable and sent, with the version', async () => {
    const calls = productsServer();
    const { user } = renderProducts();
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Actualizar precio' }));
    const current = screen.getByLabelText('Producto actual');
    expect(current).toHaveTextContent('PIL-001 · Yogurt Frutilla 1 L');
    expect(current).toHaveTextContent('Precio actualBs. 12,50');
    expect(current).toHaveTextContent('Costo actualBs. 9,00');
    for (const hidden of ['Código', 'Producto', 'Código Barra (opcional)', 'Descripción']) {
      expect(screen.queryByLabelText(hidden)).not.toBeInTheDocument();
    }
    expect(within(screen.getByRole('form')).getAllByRole('textbox')).toHaveLength(3); // price, cost, brand
    await user.clear(screen.getByLabelText('Precio (Bs.)'));
    await user.type(screen.getByLabelText('Precio (Bs.)'), '42');
    await user.clear(screen.getByLabelText('Costo (Bs.)'));
    await user.type(screen.getByLabelText('Costo (Bs.)'), '33.5');
    await pickBrand(user, 'Soalpro');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await confirmOperation(
      user,
      '¿Está seguro de actualizar el precio y costo del producto Yogurt Frutilla 1 L?',
      'Se actualizó el precio y costo del producto',
    );
    expect(callsTo(calls, 'product/update')[0].body).toEqual({
      id: 1,
      version: 1,
      price: 42,
      cost: 33.5,
      fk_mark: 2,
    });
    expect(cellTexts(rows()[0]).slice(5, 8)).toEqual(['42,00', '33,50', 'Soalpro']);
  });

  it('disables a product', async () => {
    const calls = productsServer();
    const { user } = renderProducts();
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Inhabilitar producto' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar el producto Yogurt Frutilla 1 L?', 'Se inhabilitó el producto');
    expect(callsTo(calls, 'product/change-state')[0].body).toEqual({ id: 1, version: 1 });
    expect(within(rows()[0]).getByText('Inhabilitado')).toBeInTheDocument();
  });
});
