import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Mark } from '@lactea/contracts';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { fakeApi, pageOf } from '../../../test/fakeApi';
import { BrandPickerDialog, type BrandChoice } from './BrandPickerDialog';

const brands: Mark[] = [
  { id: 1, mark: 'PIL Andina', enabled: 1, version: 1 },
  { id: 2, mark: 'Lácteos Warnes', enabled: 1, version: 1 },
  { id: 3, mark: 'Lechería San Javier', enabled: 1, version: 1 },
  { id: 4, mark: 'Leche Retirada', enabled: 0, version: 2 },
];

function marksServer(reply?: () => { status: number; body: unknown }) {
  return fakeApi({
    'GET mark/list': (call) => {
      if (reply) return reply();
      const search = (call.query.get('search') ?? '').toLowerCase();
      const enabled = Number(call.query.get('enabled') ?? 2);
      const shown = brands.filter((b) => b.mark.toLowerCase().includes(search) && (enabled === 2 || b.enabled === enabled));
      return pageOf(shown, call.query);
    },
  });
}

function renderPicker(includeAll = false) {
  signIn();
  const onPick = vi.fn<(brand: BrandChoice) => void>();
  const onClose = vi.fn();
  const view = renderWithApp(<BrandPickerDialog open onClose={onClose} onPick={onPick} includeAll={includeAll} />);
  return { ...view, onPick, onClose };
}

const options = () =>
  within(screen.getByRole('list', { name: 'Marcas' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('BrandPickerDialog', () => {
  it("is 'Elegir Marca' listing the enabled brands of mark/list page 1", async () => {
    const calls = marksServer();
    const { user, onPick, onClose } = renderPicker();
    const dialog = screen.getByRole('dialog', { name: 'Elegir Marca' });
    await waitFor(() => expect(options()).toEqual(['PIL Andina', 'Lácteos Warnes', 'Lechería San Javier']));
    expect(calls[0].url).toBe('/api/mark/list?page=1&search=&enabled=1&order=name');
    await user.click(within(dialog).getByRole('button', { name: 'Lácteos Warnes' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, mark: 'Lácteos Warnes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('searches after a pause and highlights the match', async () => {
    const calls = marksServer();
    const { user } = renderPicker();
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.type(screen.getByLabelText('Buscar marca'), 'lech');
    await waitFor(() => expect(options()).toEqual(['Lechería San Javier']));
    expect(calls.at(-1)?.url).toBe('/api/mark/list?page=1&search=lech&enabled=1&order=name');
    expect(document.querySelector('mark')?.textContent).toBe('Lech');
  });

  it("offers 'Todos' (id 0) first as a list filter", async () => {
    marksServer();
    const { user, onPick } = renderPicker(true);
    await waitFor(() => expect(options()).toEqual(['Todos', 'PIL Andina', 'Lácteos Warnes', 'Lechería San Javier', 'Leche RetiradaInhabilitada']));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(onPick).toHaveBeenCalledWith({ id: 0, mark: 'Todos' });
  });

  it('as a list filter it can pick a disabled brand, marked; a form picker offers enabled ones only', async () => {
    const calls = marksServer();
    const { user, onPick, unmount } = renderPicker(true);
    const disabled = await screen.findByRole('button', { name: /Leche Retirada/ });
    expect(disabled).toHaveTextContent('Inhabilitada');
    expect(calls[0].url).toBe('/api/mark/list?page=1&search=&enabled=2&order=name');
    await user.click(disabled);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 4, mark: 'Leche Retirada' }));
    unmount();
    renderPicker(false);
    await waitFor(() => expect(options()).toEqual(['PIL Andina', 'Lácteos Warnes', 'Lechería San Javier']));
  });

  it("says 'Sin Opciones' when nothing matches", async () => {
    marksServer();
    const { user } = renderPicker();
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.type(screen.getByLabelText('Buscar marca'), 'zzz');
    expect(await screen.findByText('Sin Opciones')).toBeInTheDocument();
    expect(options()).toEqual([]);
  });

  it('explains a failed load inside the dialog', async () => {
    marksServer(() => ({ status: 500, body: { messages: ['caído'] } }));
    renderPicker(true);
    expect(
      await screen.findByText('Problema con el servidor, revise su internet e intente de nuevo porfavor'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
