import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TillProduct } from '@lactea/contracts';
import { renderWithApp } from '../../../test/renderWithApp';
import { ProductChoiceDialog } from './TillDialogs';

const product = (id: number, code: string, name: string): TillProduct => ({
  id,
  code,
  product: name,
  barcode: '7776820000010',
  price: 12,
  cost: 9,
  mark: 'PIL Andina',
  unit: 'unidad',
  scale_code: null,
  stock: 20,
  discount: null,
  promotion: null,
});

describe('Elegir Producto (several products for one barcode)', () => {
  it('is worked with the keys only: the first has the focus, the arrows move, Enter picks', async () => {
    const onPick = vi.fn();
    const { user } = renderWithApp(
      <ProductChoiceDialog products={[product(3, 'WAR-003', 'Yogur Durazno (etiqueta anterior)'), product(1, 'WAR-001', 'Yogur Durazno 1 L')]} onPick={onPick} onClose={() => {}} />,
    );
    const items = await screen.findAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ code: 'WAR-001' }));
  });
});
