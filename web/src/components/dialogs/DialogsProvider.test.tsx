import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/renderWithApp';
import { ApiError } from '../../lib/api';
import { useDialogs, type Operation } from './dialogsContext';

function Runner<T>({ operation }: { operation: Operation<T> }) {
  const dialogs = useDialogs();
  return (
    <>
      <button onClick={() => void dialogs.runOperation(operation)}>Ejecutar</button>
      <button onClick={() => dialogs.notify('Se agregó Leche PIL')}>Avisar</button>
    </>
  );
}

describe('runOperation', () => {
  it('confirms, shows progress, then success, calling onDone with the answer', async () => {
    let finish: (value: number) => void = () => {};
    const onDone = vi.fn();
    const { user } = renderWithApp(
      <Runner operation={{ confirm: ['¿Seguro?'], action: () => new Promise<number>((r) => (finish = r)), success: (n) => `Listo ${n}`, onDone }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    await user.click(within(screen.getByRole('dialog', { name: 'CONFIRMACIÓN' })).getByRole('button', { name: 'SI' }));
    expect(await screen.findByRole('dialog', { name: 'Realizando Operación' })).toBeInTheDocument();
    finish(7);
    const success = await screen.findByRole('dialog', { name: 'Operación Exitosa' });
    expect(within(success).getByText('Listo 7')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('dialog', { name: 'Realizando Operación' })).not.toBeInTheDocument();
  });

  it('on a 400 shows the messages and reopens the form 150 ms after Aceptar', async () => {
    const reopen = vi.fn();
    const { user } = renderWithApp(
      <Runner
        operation={{
          confirm: ['¿Seguro?'],
          action: () => Promise.reject(new ApiError(400, ['Es requerido'])),
          success: 'no',
          reopenOnError: reopen,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    await user.click(screen.getByRole('button', { name: 'SI' }));
    const error = await screen.findByRole('alertdialog', { name: 'ERROR' });
    expect(within(error).getByText('Es requerido')).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Aceptar' }));
    expect(reopen).not.toHaveBeenCalled();
    await waitFor(() => expect(reopen).toHaveBeenCalledTimes(1));
  });

  it('does not reopen after a 401, which goes to login instead', async () => {
    const reopen = vi.fn();
    const { user } = renderWithApp(
      <Runner operation={{ action: () => Promise.reject(new ApiError(401, [])), reopenOnError: reopen }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    await new Promise((r) => setTimeout(r, 200));
    expect(reopen).not.toHaveBeenCalled();
  });

  it('shows the snackbar until it is clicked', async () => {
    const { user } = renderWithApp(<Runner operation={{ action: async () => 1 }} />);
    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    const snack = await screen.findByText('Se agregó Leche PIL');
    await user.click(snack);
    await waitFor(() => expect(screen.queryByText('Se agregó Leche PIL')).not.toBeInTheDocument());
  });
});
