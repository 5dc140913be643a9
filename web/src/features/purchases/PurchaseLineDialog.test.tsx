import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/renderWithApp';
import { PurchaseLineDialog } from './PurchaseLineDialog';

const initial = { product_id: 7, presentation_id: '0', unit_price: '', quantity: '', discount: '0', expiration_date: '2099-12-31', unit_cost: '' };

describe('purchase line form', () => {
  it('refuses a quantity past a lot, or a line past a money figure, under Cantidad, before the line is added', async () => {
    const onSave = vi.fn();
    const { user } = renderWithApp(<PurchaseLineDialog productName="Queso Chaqueño" unit="kg" presentations={[]} unitCost={30} initial={initial} editing={false} onClose={() => {}} onSave={onSave} />);
    const form = await screen.findByRole('dialog', { name: 'Queso Chaqueño' });
    await user.type(within(form).getByLabelText('Precio Unitario'), '36,50');
    await user.type(within(form).getByLabelText('Costo Unitario'), '36,50');
    await user.type(within(form).getByLabelText('Cantidad (kg)'), '99999999');
    await user.click(within(form).getByRole('button', { name: 'Añadir' }));
    expect(await within(form).findByText('No puede ser mayor a 1000000')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));

    await user.clear(within(form).getByLabelText('Precio Unitario'));
    await user.type(within(form).getByLabelText('Precio Unitario'), '150');
    await user.clear(within(form).getByLabelText('Cantidad (kg)'));
    await user.type(within(form).getByLabelText('Cantidad (kg)'), '1000000');
    await user.click(within(form).getByRole('button', { name: 'Añadir' }));
    expect(await within(form).findByText(/El subtotal de la línea no puede pasar de Bs\. 99\.999\.999,99/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
