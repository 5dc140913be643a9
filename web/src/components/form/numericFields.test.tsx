import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { integer, money } from '@lactea/contracts';
import { renderWithApp } from '../../../test/renderWithApp';
import { FormPanel } from './FormPanel';
import { FormNumberField, numberText } from './FormNumberField';
import { useSchemaForm } from './useSchemaForm';

/** Every numeric builder of the contracts, as a form shows it. */
const schema = z.object({ price: money(), cost: money(), quantity: integer() });
type Values = { price: string; cost: string; quantity: string };

function NumbersForm({ onValid = () => {} }: { onValid?: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm<Values, z.output<typeof schema>>(schema, { price: '', cost: '', quantity: '' });
  return (
    <FormPanel mode="register" onBack={() => {}} onSubmit={form.submit(onValid)}>
      <FormNumberField control={form.control} name="price" label="Precio" />
      <FormNumberField control={form.control} name="cost" label="Costo" />
      <FormNumberField kind="quantity" control={form.control} name="quantity" label="Cantidad" />
    </FormPanel>
  );
}

/** The helper text under the field labelled `label`. */
const helperOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('numeric fields of the shared form pieces', () => {
  it("empty money and integer fields say 'Es requerido', never zod's own text", async () => {
    const { user } = renderWithApp(<NumbersForm />);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const invalid = await screen.findByRole('alertdialog');
    expect(within(invalid).getByText('Corrija todos los errores marcados con rojo')).toBeInTheDocument();
    expect([helperOf('Precio'), helperOf('Costo'), helperOf('Cantidad')]).toEqual(['Es requerido', 'Es requerido', 'Es requerido']);
    expect(screen.queryByText(/Entrada inválida/)).not.toBeInTheDocument();
  });

  it('wrong text says the spec messages too', async () => {
    const { user } = renderWithApp(<NumbersForm />);
    await user.type(screen.getByLabelText('Precio'), 'abc');
    await user.type(screen.getByLabelText('Cantidad'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await screen.findByRole('alertdialog');
    expect(helperOf('Precio')).toBe('Debe ser un número');
    expect(helperOf('Cantidad')).toBe('Debe ser un número entero');
  });

  it("reads Spanish numbers: '15,50', '1.234,50' and a keypad's '15.50'", async () => {
    const onValid = vi.fn();
    const { user } = renderWithApp(<NumbersForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Precio'), '1.234,50');
    await user.type(screen.getByLabelText('Costo'), '15.5');
    await user.type(screen.getByLabelText('Cantidad'), '12');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ price: 1234.5, cost: 15.5, quantity: 12 }));
    // The phone shows a keypad with the decimal key for money, digits only for quantities.
    expect(screen.getByLabelText('Precio')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Cantidad')).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['-5', 'No debe ser negativo'],
    ['1e9', 'Debe ser un número'],
    ['1,005', 'Solo se permiten 2 decimales'],
    ['12,3,4', 'Debe ser un número'],
  ])("refuses %j with '%s'", async (typed, message) => {
    const onValid = vi.fn();
    const { user } = renderWithApp(<NumbersForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Precio'), typed);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await screen.findByRole('alertdialog');
    expect(helperOf('Precio')).toBe(message);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('starts from a stored amount in the one money format, which reads back the same', () => {
    expect(numberText(4772.5)).toBe('4.772,50');
    expect(numberText(12)).toBe('12,00');
    expect(numberText(12, 'quantity')).toBe('12');
    // A weighed quantity with the Spanish comma, as typed; read back the same by the field.
    expect(numberText(2.505, 'quantity')).toBe('2,505');
    expect(numberText(36.5)).toBe('36,50');
    expect(numberText(undefined)).toBe('');
  });
});
