import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { integer, money } from '@lactea/contracts';
import { renderWithApp } from '../../../test/renderWithApp';
import { FormPanel } from './FormPanel';
import { FormTextField } from './FormTextField';
import { useSchemaForm } from './useSchemaForm';

/** Every numeric builder of the contracts, as a form shows it. */
const schema = z.object({ price: money(), cost: money(), quantity: integer() });
type Values = { price: string; cost: string; quantity: string };

function NumbersForm() {
  const form = useSchemaForm<Values, z.output<typeof schema>>(schema, { price: '', cost: '', quantity: '' });
  return (
    <FormPanel mode="register" onBack={() => {}} onSubmit={form.submit(() => {})}>
      <FormTextField control={form.control} name="price" label="Precio" />
      <FormTextField control={form.control} name="cost" label="Costo" />
      <FormTextField control={form.control} name="quantity" label="Cantidad" />
    </FormPanel>
  );
}

/** The helper text under the field labelled `label`. */
const helperOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('numeric fields of the shared form pieces (issue 6 item 7)', () => {
  it("empty money and integer fields say 'Es requerido' (spec 01 §5), never zod's own text", async () => {
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
});
