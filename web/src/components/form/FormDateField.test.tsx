import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { isoDate } from '@lactea/contracts';
import { renderWithApp } from '../../../test/renderWithApp';
import { FormDateField } from './FormDateField';
import { useSchemaForm } from './useSchemaForm';

function DateForm({ onSave }: { onSave: (v: { date: string }) => void }) {
  const form = useSchemaForm<{ date: string }, { date: string }>(z.object({ date: isoDate() }), { date: '2026-11-28' });
  return (
    <form noValidate onSubmit={form.submit(onSave)}>
      <FormDateField control={form.control} name="date" label="Fecha Compra" />
      <button type="submit">Registrar</button>
    </form>
  );
}

describe('FormDateField', () => {
  it('a day that does not exist, typed over the day it held, blocks the form: never sent as the day before', async () => {
    const onSave = vi.fn();
    const { user } = renderWithApp(<DateForm onSave={onSave} />);
    const box = screen.getByLabelText('Fecha Compra');
    expect(box).toHaveValue('28/11/2026');
    // Typed over the selected day, as a person does (a clear would hand on '' first, which blocks anyway).
    await user.tripleClick(box);
    await user.keyboard('30/02/2026');
    expect(screen.getByText('La fecha 30/02/2026 no existe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    // The message under the box stays the box's own, not the schema's.
    expect(screen.getByText('La fecha 30/02/2026 no existe')).toBeInTheDocument();
  });

  it('a readable day is sent', async () => {
    const onSave = vi.fn();
    const { user } = renderWithApp(<DateForm onSave={onSave} />);
    const box = screen.getByLabelText('Fecha Compra');
    await user.clear(box);
    await user.type(box, '15/11/2026');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ date: '2026-11-15' }));
  });
});
