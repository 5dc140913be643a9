import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/renderWithApp';
import { PagingBar, pageJumpError } from './PagingBar';

function setup(page: number, lastPage: number) {
  const onPageChange = vi.fn<(page: number) => void>();
  const utils = renderWithApp(<PagingBar page={page} lastPage={lastPage} onPageChange={onPageChange} />);
  return { onPageChange, ...utils };
}

async function expectPageError(text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Página Erronea' });
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  return dialog;
}

describe('PagingBar', () => {
  it("reads 'Pag. X de Y'", () => {
    setup(2, 5);
    expect(screen.getByText('Pag. 2 de 5')).toBeInTheDocument();
  });

  it('goes to the previous and next page', async () => {
    const { user, onPageChange } = setup(2, 5);
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables previous on the first page and next on the last', () => {
    setup(1, 1);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('jumps to a valid typed page and clears the box', async () => {
    const { user, onPageChange } = setup(1, 5);
    const input = screen.getByLabelText('Pag.');
    await user.type(input, '4');
    await user.click(screen.getByRole('button', { name: 'Buscar página' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('jumps on Enter too', async () => {
    const { user, onPageChange } = setup(1, 5);
    await user.type(screen.getByLabelText('Pag.'), '5{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(5);
  });

  it.each(['abc', '2.5', '', '1e2'])('refuses %j: not an integer', async (typed) => {
    const { user, onPageChange } = setup(1, 5);
    if (typed) await user.type(screen.getByLabelText('Pag.'), typed);
    await user.click(screen.getByRole('button', { name: 'Buscar página' }));
    await expectPageError('El N° debe ser un número entero');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it.each(['0', '6', '-1'])('refuses %s: out of 1-5', async (typed) => {
    const { user, onPageChange } = setup(1, 5);
    await user.type(screen.getByLabelText('Pag.'), typed);
    await user.click(screen.getByRole('button', { name: 'Buscar página' }));
    const dialog = await expectPageError('El N° debe estar entre 1-5');
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog', { name: 'Página Erronea' })).not.toBeInTheDocument();
  });

  it("says 'Solo tiene la página 1' when there is one page", async () => {
    const { user, onPageChange } = setup(1, 1);
    await user.type(screen.getByLabelText('Pag.'), '2');
    await user.click(screen.getByRole('button', { name: 'Buscar página' }));
    await expectPageError('Solo tiene la página 1');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('validates like the spec', () => {
    expect(pageJumpError(' 3 ', 3)).toBeNull();
    expect(pageJumpError('3', 2)).toBe('El N° debe estar entre 1-2');
    expect(pageJumpError('x', 1)).toBe('El N° debe ser un número entero');
  });

  it("Enter on a wrong page keeps 'Página Erronea' open until Aceptar", async () => {
    const { user, onPageChange } = setup(1, 3);
    await user.type(screen.getByLabelText('Pag.'), '9{Enter}');
    const dialog = await expectPageError('El N° debe estar entre 1-3');
    // The same keystroke must not also press the dialog's Aceptar.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Página Erronea' })).toBeVisible();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('the Enter that jumps is not passed on (no form submit, no button press)', async () => {
    const { user } = setup(1, 3);
    const input = screen.getByLabelText('Pag.');
    await user.type(input, '2');
    const seen: boolean[] = [];
    // On the document: it hears the key after React's own handler (on the root) has run.
    const listen = (event: KeyboardEvent) => seen.push(event.defaultPrevented);
    document.addEventListener('keydown', listen);
    await user.keyboard('{Enter}');
    document.removeEventListener('keydown', listen);
    expect(seen).toEqual([true]);
  });
});
