import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Purchase } from '@lactea/contracts';
import { answerDialog, callsTo, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import PurchasesPage from './PurchasesPage';

const purchase = (id: number): Purchase => ({
  id,
  total_purchase: 100,
  discount: 0,
  cancelled: 1,
  gloss: null,
  date_purchase: '2026-11-20',
  fk_provider: 1,
  provider: { provider: 'PIL Andina' },
  fk_user: 1,
  user: 'Ana',
  date: '2026-11-20',
  hour: '10:00:00',
  enabled: 1,
  version: 1,
  products: [],
});

function server() {
  return fakeApi({
    'GET purchase/purchases-report-register': ({ query }) => ({ body: { ...pageOf([purchase(1)], query).body, total_purchases: 100, total_returned: 0 } }),
    'GET purchase/providers': () => ({ body: { data: [{ id: 7, provider: 'Delizia', description: 'Helados', enabled: 1 }], current_page: 1, last_page: 1, total: 1 } }),
    'GET purchase/products': () => ({
      body: {
        data: [
          { id: 3, code: 'L1', product: 'Leche Entera', unit: 'unidad', cost: 6.6, price: 8, total_quantity: 5.5, presentations: [] },
          { id: 4, code: 'Y1', product: 'Yogurt Frutilla', unit: 'unidad', cost: 4, price: 5, total_quantity: 0, presentations: [{ id: 9, name: 'Caja x12', units: 12 }] },
        ],
        current_page: 1,
        last_page: 1,
        total: 2,
      },
    }),
    'POST purchase/record-purchase': ({ json }) => ({ body: { ...purchase(2), total_purchase: (json.purchase as { total_purchase: number }).total_purchase } }),
  });
}

describe('PurchasesPage register tab', () => {
  it('asks for a provider and lines, refuses a product twice, sends the figures it shows', async () => {
    const calls = server();
    const { user } = renderScreen(<PurchasesPage />, '/purchases');
    expect(await screen.findByRole('heading', { name: 'COMPRAS (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Registrar' }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const missing = await screen.findByRole('dialog', { name: 'Falta Información' });
    expect(within(missing).getByText('Seleccione proveedor y añada productos al detalle')).toBeInTheDocument();
    await answerDialog(user, missing, 'Aceptar');

    await user.click(screen.getByRole('button', { name: 'Elegir Proveedor' }));
    await user.click(await screen.findByRole('button', { name: /Delizia/ }));
    await user.click(await screen.findByRole('button', { name: 'Añadir producto' }));
    // Cost and stock read the Spanish way: 'Bs. 6,60', '5,5' (not '6.60', '5.5').
    expect(await screen.findByRole('button', { name: /Leche Entera/ })).toHaveTextContent('L1 · Costo Bs. 6,60 · Inventario 5,5');
    await user.click(await screen.findByRole('button', { name: /Leche Entera/ }));
    const line = await screen.findByRole('dialog', { name: 'Leche Entera' });
    expect(within(line).getByLabelText('Precio Unitario')).toHaveValue('6.60');
    await user.type(within(line).getByLabelText('Cantidad'), '3');
    await user.clear(within(line).getByLabelText('Descuento'));
    await user.type(within(line).getByLabelText('Descuento'), '0.80');
    fireEvent.change(within(line).getByLabelText('Fecha Vencimiento'), { target: { value: '2099-12-31' } });
    expect(within(line).getByText('Total: Bs. 19,00')).toBeInTheDocument();
    await answerDialog(user, line, 'Añadir');
    expect(tableRows('Detalle de la compra')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Añadir producto' }));
    await user.click(await screen.findByRole('button', { name: /Leche Entera/ }));
    const twice = await screen.findByRole('dialog', { name: 'Operación Cancelada' });
    expect(within(twice).getByText('Ya se agregó el producto')).toBeInTheDocument();
    await answerDialog(user, twice, 'Aceptar');
    // the picker closes with a transition; until it has left, MUI hides the page from assistive tech
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elegir Producto' })).not.toBeInTheDocument());

    await user.clear(await screen.findByLabelText('Descuento'));
    await user.type(screen.getByLabelText('Descuento'), '1');
    expect(screen.getByText('Total: Bs. 18,00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const data = await screen.findByRole('dialog', { name: 'Datos de la Compra' });
    await user.type(within(data).getByLabelText('Glosa'), 'Factura 9');
    await answerDialog(user, data, 'Registrar');
    const confirm = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    expect(within(confirm).getByText('Proveedor: Delizia')).toBeInTheDocument();
    expect(within(confirm).getByText('Total: Bs. 18,00')).toBeInTheDocument();
    await confirmOperation(user, '¿Está seguro(a) de registrar la compra de:', 'Se registró la compra');
    const sent = callsTo(calls, 'purchase/record-purchase')[0].body as { purchase: Record<string, unknown>; detail: Record<string, unknown>[] };
    expect(sent.purchase).toMatchObject({ fk_provider: 7, cancelled: 1, gloss: 'Factura 9', discount: 1, total_purchase: 18 });
    expect(sent.detail).toEqual([{ product_id: 3, presentation_id: null, quantity: 3, unit_price: 6.6, unit_cost: 6.6, discount: 0.8, expiration_date: '2099-12-31', subtotal: 19.8, total: 19 }]);
    expect(await screen.findByRole('heading', { name: 'COMPRAS (2)' })).toBeInTheDocument();
  }, 60_000);

  it('buys a product by its presentation: price, quantity and cost per crate, the line reads the units and the cost per unit', async () => {
    const calls = server();
    const { user } = renderScreen(<PurchasesPage />, '/purchases');
    await user.click(await screen.findByRole('tab', { name: 'Registrar' }));
    await user.click(screen.getByRole('button', { name: 'Elegir Proveedor' }));
    await user.click(await screen.findByRole('button', { name: /Delizia/ }));
    // A product without presentations offers none.
    await user.click(await screen.findByRole('button', { name: 'Añadir producto' }));
    await user.click(await screen.findByRole('button', { name: /Leche Entera/ }));
    const plain = await screen.findByRole('dialog', { name: 'Leche Entera' });
    expect(within(plain).queryByLabelText('Presentación')).not.toBeInTheDocument();
    await answerDialog(user, plain, 'Cancelar');

    await user.click(await screen.findByRole('button', { name: 'Añadir producto' }));
    await user.click(await screen.findByRole('button', { name: /Yogurt Frutilla/ }));
    const line = await screen.findByRole('dialog', { name: 'Yogurt Frutilla' });
    await user.click(within(line).getByLabelText('Presentación'));
    await user.click(await screen.findByRole('option', { name: 'Caja x12' }));
    // A crate starts at 12 × the unit's cost.
    expect(within(line).getByLabelText('Precio por Caja x12')).toHaveValue('48.00');
    expect(within(line).getByLabelText('Costo por Caja x12')).toHaveValue('48.00');
    await user.type(within(line).getByLabelText('Cantidad (Caja x12)'), '3');
    expect(within(line).getByText('3 Caja x12 = 36 u, costo unitario Bs. 4,00')).toBeInTheDocument();
    await user.clear(within(line).getByLabelText('Costo por Caja x12'));
    await user.type(within(line).getByLabelText('Costo por Caja x12'), '50');
    expect(within(line).getByText('3 Caja x12 = 36 u, costo unitario 24 u a Bs. 4,17 y 12 u a Bs. 4,16')).toBeInTheDocument();
    await user.clear(within(line).getByLabelText('Costo por Caja x12'));
    await user.type(within(line).getByLabelText('Costo por Caja x12'), '48');
    fireEvent.change(within(line).getByLabelText('Fecha Vencimiento'), { target: { value: '2099-12-31' } });
    await answerDialog(user, line, 'Añadir');
    const [row] = tableRows('Detalle de la compra');
    expect(row).toHaveTextContent('3 Caja x12 (36 u)');
    expect(row).toHaveTextContent('3 Caja x12 = 36 u, costo unitario Bs. 4,00');

    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await answerDialog(user, await screen.findByRole('dialog', { name: 'Datos de la Compra' }), 'Registrar');
    await confirmOperation(user, '¿Está seguro(a) de registrar la compra de:', 'Se registró la compra');
    const sent = callsTo(calls, 'purchase/record-purchase')[0].body as { detail: Record<string, unknown>[] };
    expect(sent.detail).toEqual([{ product_id: 4, presentation_id: 9, quantity: 3, unit_price: 48, unit_cost: 48, discount: 0, expiration_date: '2099-12-31', subtotal: 144, total: 144 }]);
  }, 60_000);
});

describe('PurchasesPage detail tab', () => {
  it("'Devolver al proveedor' on a line sends its lot, the quantity and the reason with a key", async () => {
    const line = { id: 3, product: 'Leche Entera', code: 'L1', unit: 'unidad' as const, presentation: null, pivot: { unit_price: 5, unit_cost: 5, quantity: 4, discount: 0, subtotal: 20, total: 20, expiration_date: '2099-01-31', fk_lot: 12 } };
    const withLine = { ...purchase(1), products: [line] };
    const calls = fakeApi({
      'GET purchase/purchases-report-register': ({ query }) => ({ body: { ...pageOf([withLine], query).body, total_purchases: 20, total_returned: 0 } }),
      'POST purchase/return': ({ json }) => ({
        body: {
          id: 1,
          lot_id: 12,
          purchase_id: 1,
          provider: { id: 1, provider: 'PIL Andina' },
          product: { id: 3, product: 'Leche Entera', unit: 'unidad' },
          quantity: Number(json.quantity),
          unit_cost: 5,
          amount: 5 * Number(json.quantity),
          reason: String(json.reason),
          date: '2026-11-29',
          hour: '10:00:00',
          user: 'Ana',
          lot_quantity: 3,
        },
      }),
    });
    const { user } = renderScreen(<PurchasesPage />, '/purchases');
    await user.click(await screen.findByRole('button', { name: 'Ver compra' }));
    await user.click(await screen.findByRole('button', { name: 'Devolver al proveedor' }));
    const form = await screen.findByRole('dialog', { name: 'Devolver al proveedor' });
    await user.type(within(form).getByLabelText('Cantidad'), '1');
    await user.type(within(form).getByLabelText('Motivo'), 'Envase roto');
    await user.click(within(form).getByRole('button', { name: 'Devolver' }));
    await confirmOperation(user, '¿Está seguro(a) de devolver 1 de Leche Entera al proveedor?', 'Se registró la devolución al proveedor: PIL Andina nos debe Bs. 5,00 más');
    const [sent] = callsTo(calls, 'purchase/return');
    expect(sent.body).toEqual({ lot_id: 12, quantity: 1, reason: 'Envase roto' });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);
});
