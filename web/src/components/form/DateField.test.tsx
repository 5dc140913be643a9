import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/renderWithApp';
import { DateFilter } from '../list/DateFilter';
import { QuickRanges } from '../list/QuickRanges';

function Filter({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('2026-03-10');
  return (
    <>
      <DateFilter
        label="Desde"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <QuickRanges today="2026-03-04" onPick={(r) => setValue(r.date_from)} />
    </>
  );
}

describe('DateField: dd/mm/aaaa whatever the browser language', () => {
  it('shows dd/mm/aaaa, hands on the ISO day, and refuses what is not a day', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Filter onChange={onChange} />);
    const box = screen.getByLabelText('Desde');
    expect(box).toHaveValue('10/03/2026');
    await user.clear(box);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(box, '31/02/2026');
    expect(screen.getByText('La fecha 31/02/2026 no existe')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith('2026-03-03');
    await user.clear(box);
    await user.type(box, '27/11/12026');
    expect(screen.getByText('El año debe estar entre 2000 y 2100')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '27/11/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
    expect(screen.queryByText(/Fecha inválida|El año/)).toBeNull();
    expect(box).toHaveValue('27/11/2026');
  });

  it('a quick range replaces what is shown', async () => {
    const { user } = renderWithApp(<Filter onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(screen.getByLabelText('Desde')).toHaveValue('01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    expect(screen.getByLabelText('Desde')).toHaveValue('02/03/2026');
  });
});
