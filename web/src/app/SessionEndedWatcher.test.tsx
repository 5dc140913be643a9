import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { answerDialog } from '../../test/fakeApi';
import { renderWithApp, signIn } from '../../test/renderWithApp';
import { ApiError } from '../lib/api';
import { getSession } from '../lib/session';

/** Two reads of a screen (a search and the till's data), refused together with `status`. */
function TwoReads({ status }: { status: number }) {
  const refused = () => Promise.reject(new ApiError(status, ['Token anulado']));
  useQuery({ queryKey: ['busqueda'], queryFn: refused });
  useQuery({ queryKey: ['datos'], queryFn: refused });
  return <p>Caja</p>;
}

describe('a read refused because the session ended', () => {
  it.each([
    [401, 'OPERACIONES CANCELADAS'],
    [402, 'USUARIO INHABILITADO'],
  ])('%i: says so once, whatever asked, and Aceptar leads to the login', async (status, title) => {
    signIn();
    const { user } = renderWithApp(<TwoReads status={status} />);
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await answerDialog(user, dialog, 'Aceptar');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('a read that fails otherwise is left to its screen (no dialog from here)', async () => {
    signIn();
    renderWithApp(<TwoReads status={404} />);
    expect(await screen.findByText('Caja')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
