import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { pageOf, type RouteCall } from './fakeApi';

/** Products as product/list-with-total-lot answers them (the product picker's source). */
export const pickerProduct = (id: number, product: string, price: number, unit: 'unidad' | 'kg' = 'unidad') => ({
  id,
  code: `C-${id}`,
  product,
  barcode: null,
  description: 'd',
  price,
  cost: 1,
  fk_mark: 1,
  mark: 'PIL Andina',
  unit,
  scale_code: null,
  sin_product_code: null,
  sin_unit_code: null,
  enabled: 1,
  version: 1,
  total_quantity: 40,
});
export const PICKER_PRODUCTS = [pickerProduct(1, 'Leche Entera 1L', 10), pickerProduct(2, 'Yogur Frutilla', 8.5), pickerProduct(3, 'Queso Fresco', 30)];
export const pickerRoute = ({ query }: RouteCall) => pageOf(PICKER_PRODUCTS, query);
export const priced = (id: number) => {
  const p = PICKER_PRODUCTS.find((row) => row.id === id)!;
  return { id: p.id, code: p.code, product: p.product, price: p.price, unit: p.unit };
};

/** Opens 'Elegir Producto' (the `index`-th one on screen) and picks `name`. */
export async function pickProduct(user: UserEvent, name: string, index = 0) {
  await user.click(screen.getAllByRole('button', { name: 'Elegir Producto' })[index]);
  const dialog = await screen.findByRole('dialog', { name: 'Elegir Producto' });
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}
