import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SoldLine } from '@lactea/contracts';
import { fakeApi, pageOf } from '../../../test/fakeApi';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import ProductsSalesPage from './ProductsSalesPage';

const line = (id: number, product: string, unit: SoldLine['unit'], quantity: number, total: number, presentation: SoldLine['presentation'] = null): SoldLine => ({
  id,
  fk_sale: id,
  product_id: id,
  product,
  code: `C${id}`,
  unit,
  unit_price: total / quantity,
  quantity,
  units: presentation ? quantity * presentation.units : quantity,
  presentation,
  subtotal: total,
  discount: 0,
  total,
  cost: 0,
  gain: total,
  hour: '10:00:00',
  date: '2026-03-10',
  client: null,
});

describe('ProductsSalesPage', { timeout: 20_000 }, () => {
  it("writes a weighed line's quantity in kilos ('0,480 kg', '1,000 kg') and a unit line's as a count", async () => {
    const rows = [
      line(1, 'Quesillo por kg', 'kg', 0.48, 17.28),
      line(2, 'Queso Chaqueño por kg', 'kg', 1, 48),
      line(3, 'Leche Entera', 'unidad', 3, 24),
      line(4, 'Yogur Frutilla', 'unidad', 2, 120, { id: 9, name: 'Caja x12', units: 12 }),
    ];
    fakeApi({ 'GET sale/sales-by-product': ({ query }) => ({ body: { ...pageOf(rows, query).body, total_sale: 89.28, total_cost: 0, total_gain: 89.28, total_quantity: 4.48 } }) });
    signIn('a');
    renderWithApp(<ProductsSalesPage />, { route: '/products-sales' });
    const quantityOf = async (product: string) => {
      const row = (await screen.findAllByText(product))[0].closest('tr')!;
      return within(row).getAllByRole('cell').map((c) => c.textContent);
    };
    expect(await quantityOf('Quesillo por kg')).toContain('0,480 kg');
    expect(await quantityOf('Queso Chaqueño por kg')).toContain('1,000 kg');
    expect(await quantityOf('Leche Entera')).toContain('3');
    // Sold as crates: the units it took, and how.
    expect(await quantityOf('Yogur Frutilla')).toContain('24 u: 2 Caja x12');
  });

  it('a quick range searches at once: the totals never sit beside dates they are not for', async () => {
    const calls = fakeApi({ 'GET sale/sales-by-product': ({ query }) => ({ body: { ...pageOf([], query).body, total_sale: 0, total_cost: 0, total_gain: 0, total_quantity: 0 } }) });
    signIn('a');
    const { user } = renderWithApp(<ProductsSalesPage />, { route: '/products-sales' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Mes anterior' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const asked = new URL(calls[1].url, 'http://x').searchParams;
    expect(asked.get('date_from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked.get('date_from')).not.toBe(new URL(calls[0].url, 'http://x').searchParams.get('date_from'));
  });
});
