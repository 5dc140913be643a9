import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Presentation, Product } from '@lactea/contracts';
import { answerDialog, callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import ProductsPage from './ProductsPage';

const yogurt: Product = {
  id: 1, unit: 'unidad', scale_code: null, sin_product_code: null, sin_unit_code: null, code: 'PIL-001', product: 'Yogurt Frutilla 1 L', barcode: '7772106000011', description: 'Botella',
  price: 12.5, cost: 9, fk_mark: 1, mark: 'PIL Andina', enabled: 1, version: 1,
};
const cheese: Product = { ...yogurt, id: 2, unit: 'kg', code: 'SOA-001', product: 'Queso Criollo', barcode: null };
const box: Presentation = { id: 5, product_id: 1, name: 'Caja x12', units: 12, barcode: '7772106000128', price: 140, enabled: 1, version: 1 };

function server(addReply?: () => { status: number; body: unknown }) {
  return fakeApi({
    'GET product/list': ({ query }) => pageOf([yogurt, cheese], query),
    'GET presentation/list': ({ query }) => ({ body: Number(query.get('product_id')) === 1 ? [box] : [] }),
    'POST presentation/add': ({ json }) => addReply?.() ?? { body: { id: 6, enabled: 1, version: 1, ...json } },
    'PUT presentation/edit': ({ json }) => ({ body: { ...box, ...json, version: Number(json.version) + 1 } }),
    'PATCH presentation/change-state': () => ({ body: { enabled: 0, version: 2 } }),
  });
}

const productRow = (name: string) => tableRows('Productos').find((row) => within(row).queryByText(name))!;
const rows = () => tableRows('Presentaciones');

async function openPresentations(name = 'Yogurt Frutilla 1 L') {
  const view = renderScreen(<ProductsPage />, '/products');
  await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
  await view.user.click(within(productRow(name)).getByRole('button', { name: 'Presentaciones' }));
  return view;
}

describe('PRESENTACIONES of a product', () => {
  it('lists the product\'s presentations with their units, barcode, price and state, and goes back to PRODUCTOS', async () => {
    const calls = server();
    const { user } = await openPresentations();
    expect(await screen.findByRole('heading', { name: 'PRESENTACIONES (1)' })).toBeInTheDocument();
    expect(screen.getByText('PIL-001 · Yogurt Frutilla 1 L')).toBeInTheDocument();
    expect(columnHeaders('Presentaciones')).toEqual(['N°', 'Nombre', 'Unidades', 'Código de barra', 'Precio Bs.', 'Estado', 'Acciones']);
    expect(cellTexts(rows()[0]).slice(0, 6)).toEqual(['1', 'Caja x12', '12', '7772106000128', '140,00', 'Habilitado']);
    expect(callsTo(calls, 'presentation/list')[0].url).toBe('/api/presentation/list?product_id=1');
    await user.click(screen.getByRole('button', { name: 'Volver a productos' }));
    expect(await screen.findByRole('heading', { name: 'PRODUCTOS (2)' })).toBeInTheDocument();
  });

  it('registers a pack for the product: units below 2 are refused before sending, then the row goes on the list', async () => {
    const calls = server();
    const { user } = await openPresentations();
    await screen.findByRole('heading', { name: 'PRESENTACIONES (1)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Nombre'), 'Pack x6');
    await user.type(screen.getByLabelText('Código de barra'), '7772106000066');
    await user.type(screen.getByLabelText('Unidades'), '1');
    await user.type(screen.getByLabelText('Precio (Bs.)'), '72,50');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answerDialog(user, await screen.findByRole('alertdialog'), 'Aceptar');
    expect(screen.getByText('No puede ser menor a 2')).toBeInTheDocument();
    expect(callsTo(calls, 'presentation/add')).toEqual([]);

    await user.clear(screen.getByLabelText('Unidades'));
    await user.type(screen.getByLabelText('Unidades'), '6');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar la presentación Pack x6?', 'Se registró la presentación');
    expect(callsTo(calls, 'presentation/add')[0].body).toEqual({ name: 'Pack x6', barcode: '7772106000066', units: 6, price: 72.5, product_id: 1 });
    expect(screen.getByRole('heading', { name: 'PRESENTACIONES (2)' })).toBeInTheDocument();
    expect(cellTexts(rows()[0]).slice(1, 5)).toEqual(['Pack x6', '6', '7772106000066', '72,50']);
  });

  it('shows the server\'s refusal of a barcode already in use and keeps the form', async () => {
    server(() => ({ status: 400, body: { messages: ['El código de barra ya existe'] } }));
    const { user } = await openPresentations();
    await screen.findByRole('heading', { name: 'PRESENTACIONES (1)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Nombre'), 'Caja x24');
    await user.type(screen.getByLabelText('Código de barra'), '7772106000011');
    await user.type(screen.getByLabelText('Unidades'), '24');
    await user.type(screen.getByLabelText('Precio (Bs.)'), '270');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answerDialog(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
    const error = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(error).getByText('El código de barra ya existe')).toBeInTheDocument();
    await answerDialog(user, error, 'Aceptar');
    expect(screen.getByLabelText('Código de barra')).toHaveValue('7772106000011');
  });

  it('edits a presentation with every field and its version, and disables it', async () => {
    const calls = server();
    const { user } = await openPresentations();
    await screen.findByRole('heading', { name: 'PRESENTACIONES (1)' });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Precio (Bs.)')).toHaveValue('140,00');
    await user.clear(screen.getByLabelText('Precio (Bs.)'));
    await user.type(screen.getByLabelText('Precio (Bs.)'), '138');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar la presentación Caja x12?', 'Se editó la presentación');
    expect(callsTo(calls, 'presentation/edit')[0].body).toEqual({ id: 5, version: 1, name: 'Caja x12', barcode: '7772106000128', units: 12, price: 138 });
    expect(cellTexts(rows()[0])[4]).toBe('138,00');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Inhabilitar presentación' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar la presentación Caja x12?', 'Se inhabilitó la presentación');
    expect(callsTo(calls, 'presentation/change-state')[0].body).toEqual({ id: 5, version: 2 });
    expect(within(rows()[0]).getByText('Inhabilitado')).toBeInTheDocument();
  });

  it('offers none for a weighed product: the action is off and says why', async () => {
    const calls = server();
    const { user } = renderScreen(<ProductsPage />, '/products');
    await screen.findByRole('heading', { name: 'PRODUCTOS (2)' });
    const action = within(productRow('Queso Criollo')).getByRole('button', { name: 'Presentaciones' });
    expect(action).toBeDisabled();
    await user.hover(action.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Los productos por peso no tienen presentaciones');
    await waitFor(() => expect(callsTo(calls, 'presentation/list')).toEqual([]));
    expect(within(productRow('Yogurt Frutilla 1 L')).getByRole('button', { name: 'Presentaciones' })).toBeEnabled();
  });
});
