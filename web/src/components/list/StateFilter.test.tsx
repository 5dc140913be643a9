import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StateFilter, type StateValue } from './StateFilter';

describe('StateFilter', () => {
  it("is labelled 'Estado' and shows the current option", () => {
    render(<StateFilter value={2} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos');
  });

  it('offers Todos, Habilitados, Inhabilitados and sends 2, 1, 0', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: StateValue) => void>();
    render(<StateFilter value={2} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Habilitados',
      'Inhabilitados',
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Inhabilitados' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('sends 1 for Habilitados', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: StateValue) => void>();
    render(<StateFilter value={0} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Inhabilitados');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Habilitados' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
