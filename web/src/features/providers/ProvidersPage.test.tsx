import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Provider } from '@lactea/contracts';
import { callsTo, cellTexts, columnHeaders, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import ProvidersPage from './ProvidersPage';

function providersServer(count: number) {
  const providers: Provider[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    provider: `Proveedor ${i + 1}`,
    description: `Entrega ${i + 1}`,
    enabled: 1,
    version: 1,
  }));
  return fakeApi({
    'GET provider/list': ({ query }) => pageOf(providers, query),
    'POST provider/add': ({ json }) => ({ body: { id: 50, provider: json.provider, description: json.description, enabled: 1, version: 1 } }),
    'PATCH provider/update': ({ json }) => ({ body: { id: json.id, provider: json.provider, description: json.description, enabled: 1, version: 1 } }),
    'PATCH provider/change-state': () => ({ body: { enabled: 0, version: 1 } }),
  });
}

const renderProviders = () => renderScreen(<ProvidersPage />, '/providers');

const rows = () => tableRows('Proveedores');

describe('ProvidersPage', () => {
  it('lists a page of providers with their columns, total and paging', async () => {
    const calls = providersServer(12);
    const { user } = renderProviders();
    expect(await screen.findByRole('heading', { name: 'PROVEEDORES (12)' })).toBeInTheDocument();
    expect(columnHeaders('Proveedores')).toEqual(['N°', 'Proveedor', 'Descripcion', 'Estado', 'Acciones']);
    expect(cellTexts(rows()[0]).slice(0, 4)).toEqual(['1', 'Proveedor 1', 'Entrega 1', 'Habilitado']);
    expect(calls[0].url).toBe('/api/provider/list?search=&enabled=2&page=1');
    await user.type(screen.getByLabelText('Pag.'), '2{Enter}');
    await waitFor(() => expect(screen.getByText('Pag. 2 de 2')).toBeInTheDocument());
    await waitFor(() => expect(cellTexts(rows()[0])[0]).toBe('11'));
  });

  it('registers a provider: new row on top, total + 1', async () => {
    const calls = providersServer(2);
    const { user } = renderProviders();
    await screen.findByRole('heading', { name: 'PROVEEDORES (2)' });
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await user.type(screen.getByLabelText('Proveedor'), 'Distribuidora Sur');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Es requerido')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await user.type(screen.getByLabelText('Descripción'), 'Quesos del sur');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await confirmOperation(user, '¿Está seguro de registrar el proveedor Distribuidora Sur?', 'Se registró el proveedor');
    expect(callsTo(calls, 'provider/add')[0].body).toEqual({ provider: 'Distribuidora Sur', description: 'Quesos del sur' });
    expect(screen.getByRole('heading', { name: 'PROVEEDORES (3)' })).toBeInTheDocument();
    expect(cellTexts(rows()[0]).slice(1, 3)).toEqual(['Distribuidora Sur', 'Quesos del sur']);
  });

  it('edits a provider and merges the answer', async () => {
    const calls = providersServer(2);
    const { user } = renderProviders();
    await screen.findByRole('heading', { name: 'PROVEEDORES (2)' });
    await user.click(within(rows()[1]).getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { name: 'Formulario Edición' })).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toHaveValue('Entrega 2');
    await user.clear(screen.getByLabelText('Proveedor'));
    await user.type(screen.getByLabelText('Proveedor'), 'Lácteos Norte');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el proveedor Lácteos Norte?', 'Se editó el proveedor');
    expect(callsTo(calls, 'provider/update')[0].body).toEqual({ id: 2, version: 1, provider: 'Lácteos Norte', description: 'Entrega 2' });
    expect(cellTexts(rows()[1])[1]).toBe('Lácteos Norte');
  });

  it("disables a provider, sending the provider's id", async () => {
    const calls = providersServer(3);
    const { user } = renderProviders();
    await screen.findByRole('heading', { name: 'PROVEEDORES (3)' });
    await user.click(within(rows()[2]).getByRole('button', { name: 'Inhabilitar proveedor' }));
    await confirmOperation(user, '¿Está seguro(a) de inhabilitar el proveedor Proveedor 3?', 'Se inhabilitó el proveedor');
    expect(callsTo(calls, 'provider/change-state')[0].body).toEqual({ id: 3, version: 1 });
    expect(within(rows()[2]).getByText('Inhabilitado')).toBeInTheDocument();
  });
});
