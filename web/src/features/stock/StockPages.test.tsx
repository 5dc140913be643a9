import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Lot, LowLot } from '@lactea/contracts';
import { answerDialog, callsTo, cellTexts, confirmOperation, fakeApi, pageOf, renderScreen, tableRows } from '../../../test/fakeApi';
import LotsPage from './LotsPage';
import LowLotsPage from './LowLotsPage';

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

describe('stock screens', () => {
  it("LOTES: 'Dar de baja' sends one Idempotency-Key per form: the same on a retry after a lost answer, a new one next time", async () => {
    const lots = [lot(1)];
    let failNext = true;
    const calls = fakeApi({
      'GET lot/list': ({ query }) => pageOf(lots, query),
      'POST lot/cancel-lot': () => {
        if (failNext) {
          failNext = false;
          return { status: 503, body: { messages: ['No se puede conectar con la base de datos. Intente de nuevo en unos momentos'] } };
        }
        return { body: false };
      },
    });
    const { user } = renderScreen(<LotsPage />, '/lots');
    const writeOff = async () => {
      await user.click((await screen.findAllByRole('button', { name: 'Dar de baja' }))[0]);
      const form = await screen.findByRole('dialog', { name: 'Dar de baja' });
      await user.clear(within(form).getByLabelText('Cantidad'));
      await user.type(within(form).getByLabelText('Cantidad'), '2');
      await user.click(within(form).getByRole('button', { name: 'Dar de baja' }));
    };
    await writeOff();
    await answerDialog(user, await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' }), 'SI');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    // Sending the same lot's write-off again is the same submission: the same key.
    await writeOff();
    await confirmOperation(user, '2 unidades de Leche Entera 1 L?', 'Se dio de baja el lote');
    await writeOff();
    await confirmOperation(user, '2 unidades de Leche Entera 1 L?', 'Se dio de baja el lote');
    const keys = callsTo(calls, 'lot/cancel-lot').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  }, 30_000);

  it("LOTES: 'Devolver al proveedor' only on a purchased lot, expired too; quantity within the lot and a reason, sent with a key", async () => {
    const lots = [lot(1, { from_purchase: true, expired: true, expiration_date: '2020-01-31', quantity: 4 }), lot(2)];
    const calls = fakeApi({
      'GET lot/list': ({ query }) => pageOf(lots, query),
      'POST purchase/return': ({ json }) => ({
        body: {
          id: 7,
          lot_id: 1,
          purchase_id: 3,
          provider: { id: 2, provider: 'PIL Andina' },
          product: { id: 1, product: 'Leche Entera 1 L', unit: 'unidad' },
          quantity: Number(json.quantity),
          unit_cost: 4.17,
          amount: 12.51,
          reason: String(json.reason),
          date: '2026-11-29',
          hour: '09:00:00',
          user: 'Ana',
          lot_quantity: 1,
        },
      }),
    });
    const { user } = renderScreen(<LotsPage />, '/lots');
    // The lot entered by hand has no provider to go back to.
    expect(await screen.findAllByRole('button', { name: 'Devolver al proveedor' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Devolver al proveedor' }));
    const form = await screen.findByRole('dialog', { name: 'Devolver al proveedor' });
    expect(within(form).getByText(/Lote con 4 unidades, vence el 31\/01\/2020/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Cantidad'), '5');
    await user.click(within(form).getByRole('button', { name: 'Devolver' }));
    expect(await within(form).findByText('El lote de Leche Entera 1 L solo tiene 4: no puede devolver más')).toBeInTheDocument();
    expect(within(form).getByText('Es requerido')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await user.clear(within(form).getByLabelText('Cantidad'));
    await user.type(within(form).getByLabelText('Cantidad'), '3');
    await user.type(within(form).getByLabelText('Motivo'), 'Vencido');
    await user.click(within(form).getByRole('button', { name: 'Devolver' }));
    await confirmOperation(user, '¿Está seguro(a) de devolver 3 de Leche Entera 1 L al proveedor?', 'Se registró la devolución al proveedor: PIL Andina nos debe Bs. 12,51 más');
    const [sent] = callsTo(calls, 'purchase/return');
    expect(sent.body).toEqual({ lot_id: 1, quantity: 3, reason: 'Vencido' });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it("LOTES: 'Editar Lote' edits what remains and sends the lot as listed", async () => {
    const lots = [lot(1, { initial_quantity: 10, quantity: 6 })];
    const calls = fakeApi({
      'GET lot/list': ({ query }) => pageOf(lots, query),
      'PUT lot/update': ({ json }) => ({ body: { ...lots[0], quantity: Number(json.quantity), initial_quantity: 13 } }),
    });
    const { user } = renderScreen(<LotsPage />, '/lots');
    await user.click((await screen.findAllByRole('button', { name: 'Editar lote' }))[0]);
    const form = await screen.findByRole('dialog', { name: 'Editar Lote' });
    expect(within(form).getByLabelText('Cantidad')).toHaveValue('6');
    expect(within(form).getByText('Entraron 10 al lote; salieron 4.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Cantidad'));
    await user.type(within(form).getByLabelText('Cantidad'), '9');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el lote de:', 'Se editó el lote');
    expect(callsTo(calls, 'lot/update')[0].body).toEqual({ id: 1, initial_quantity: 10, quantity: 9, expiration_date: lots[0].expiration_date });
  }, 20_000);

  it('LOTES: a lot of a product sold by the unit holds whole units, said under Cantidad before any confirmation; a weighed one takes kilos', async () => {
    const lots = [lot(1, { quantity: 6 }), lot(2, { fk_product: 2, quantity: 3.5, initial_quantity: 4, product: { code: 'Q-1', product: 'Queso Menonita', unit: 'kg' } })];
    const calls = fakeApi({
      'GET lot/list': ({ query }) => pageOf(lots, query),
      'PUT lot/update': ({ json }) => ({ body: { ...lots[1], quantity: Number(json.quantity) } }),
    });
    const { user } = renderScreen(<LotsPage />, '/lots');
    await user.click((await screen.findAllByRole('button', { name: 'Editar lote' }))[0]);
    let form = await screen.findByRole('dialog', { name: 'Editar Lote' });
    await user.clear(within(form).getByLabelText('Cantidad'));
    await user.type(within(form).getByLabelText('Cantidad'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Debe ser un número entero')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByText('¿Está seguro de editar el lote de:')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Lote' })).toBeNull());

    await user.click((await screen.findAllByRole('button', { name: 'Dar de baja' }))[1]);
    const writeOff = await screen.findByRole('dialog', { name: 'Dar de baja' });
    expect(within(writeOff).getByText(/Lote con 3,500 kg/)).toBeInTheDocument();
    await user.click(within(writeOff).getByRole('button', { name: 'Cancelar' }));

    await user.click((await screen.findAllByRole('button', { name: 'Editar lote' }))[1]);
    form = await screen.findByRole('dialog', { name: 'Editar Lote' });
    await user.clear(within(form).getByLabelText('Cantidad'));
    await user.type(within(form).getByLabelText('Cantidad'), '2,750');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await confirmOperation(user, '¿Está seguro de editar el lote de:', 'Se editó el lote');
    expect(callsTo(calls, 'lot/update')[0].body).toMatchObject({ id: 2, quantity: 2.75 });
  }, 20_000);

  it("LOTES: an expired lot cannot be edited; 'Dar de baja' above the lot is refused, then confirmed and the row lowered", async () => {
    const lots = [lot(1), lot(2, { expired: true, expiration_date: '2020-01-01' })];
    const calls = fakeApi({
      'GET lot/list': ({ query }) => pageOf(lots, query),
      'POST lot/cancel-lot': ({ json }) => {
        lots[0] = { ...lots[0], quantity: lots[0].quantity - Number(json.quantity) };
        return { body: false };
      },
    });
    const { user } = renderScreen(<LotsPage />, '/lots');
    expect(await screen.findByRole('heading', { name: 'LOTES (2)' })).toBeInTheDocument();
    const [fresh, old] = tableRows('Lotes');
    expect(within(old).getByText('Expirado')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Editar lote' })).toBeDisabled();
    await user.click(within(fresh).getByRole('button', { name: 'Dar de baja' }));
    const form = await screen.findByRole('dialog', { name: 'Dar de baja' });
    await user.type(within(form).getByLabelText('Cantidad'), '11');
    await user.click(within(form).getByRole('button', { name: 'Dar de baja' }));
    expect(await within(form).findByText('No puede ser mayor al lote')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await user.clear(within(form).getByLabelText('Cantidad'));
    await user.type(within(form).getByLabelText('Cantidad'), '4');
    await user.click(within(form).getByRole('button', { name: 'Dar de baja' }));
    await confirmOperation(user, '4 unidades de Leche Entera 1 L?', 'Se dio de baja el lote');
    expect(callsTo(calls, 'lot/cancel-lot')[0].body).toEqual({ id: 1, quantity: 4 });
    await waitFor(() => expect(cellTexts(tableRows('Lotes')[0])[3]).toBe('6'));
  }, 20_000);

  it("LOTES: 'Limpiar filtros' resets the filters and says 'Filtros limpiados'", async () => {
    const calls = fakeApi({ 'GET lot/list': ({ query }) => pageOf([lot(1)], query) });
    const { user } = renderScreen(<LotsPage />, '/lots');
    await screen.findByRole('heading', { name: 'LOTES (1)' });
    await user.type(screen.getByLabelText('Registro desde'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('date_register_from=2026-11-01'));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Filtros limpiados')).toBeInTheDocument();
    expect(screen.getByText('Operación Realizada')).toBeInTheDocument();
    expect(screen.getByLabelText('Registro desde')).toHaveValue('');
  }, 20_000);

  it('LOTES BAJA: revert asks with product, quantity and expiry, then the row leaves the list', async () => {
    const low: LowLot = { id: 5, fk_lot: 1, fk_product: 1, quantity: 3, expiration_date: '2099-01-31', user: 'Ana', date: '2026-11-21', hour: '10:00:00', product: { code: 'P-1', product: 'Leche Entera 1 L', unit: 'unidad' } };
    let lows = [low, { ...low, id: 6 }];
    const calls = fakeApi({
      'GET low-lot/list': ({ query }) => pageOf(lows, query),
      'PUT low-lot/revert-low-lot': ({ json }) => {
        lows = lows.filter((l) => l.id !== json.id);
        return { body: low };
      },
    });
    const { user } = renderScreen(<LowLotsPage />, '/low-lots');
    await screen.findByRole('heading', { name: 'LOTES BAJA (2)' });
    await user.click(within(tableRows('Lotes baja')[0]).getByRole('button', { name: 'Revertir' }));
    const confirm = await screen.findByRole('dialog', { name: 'CONFIRMACIÓN' });
    expect(within(confirm).getByText('Cantidad: 3')).toBeInTheDocument();
    expect(within(confirm).getByText('Vencimiento: 31/01/2099')).toBeInTheDocument();
    await confirmOperation(user, 'Leche Entera 1 L', 'Se revirtió el lote de baja');
    expect(callsTo(calls, 'low-lot/revert-low-lot')[0].body).toEqual({ id: 5 });
    await waitFor(() => expect(tableRows('Lotes baja')).toHaveLength(1));
  }, 20_000);
});
