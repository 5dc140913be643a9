import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { PriceListTerms, TillClientPrices, TillProduct } from '@lactea/contracts';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { fakeApi } from '../../../test/fakeApi';
import { tillLookups } from './offline/lookups';
import { useTill, type Till } from './useTill';

/**
 * With a client's list chosen, a product added from the search (no `list_rows` of its own) has its
 * rows read once: the next adds of it, and of a product the list was read with, ask nothing.
 */

const product = (id: number, name: string): TillProduct => ({
  id, code: `P-${id}`, product: name, barcode: null, price: 12, cost: 9, mark: 'PIL Andina', unit: 'unidad', scale_code: null, stock: 50, discount: null, promotion: null,
});
const yogurt = product(1, 'Yogur Frutilla 1 L');
const cheese = product(2, 'Queso Criollo 1 kg');
const milk = product(3, 'Leche Entera 1 L');
// 'Mayorista' prices the yogurt only.
const MAYORISTA: PriceListTerms = { id: 5, name: 'Mayorista', enabled: 1, rows: [{ product_id: yogurt.id, presentation_id: null, min_quantity: 1, price: 10 }] };

vi.mock('./offline/lookups', () => ({
  tillLookups: {
    clientPrices: vi.fn(async (_client: number, ids: number[]): Promise<TillClientPrices> => ({ price_list: { ...MAYORISTA, rows: MAYORISTA.rows.filter((r) => ids.includes(r.product_id)) } })),
  },
  tillClientCredit: vi.fn(),
  creditNotice: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

function renderTill(): { till: () => Till } {
  signIn();
  fakeApi({ 'GET sale/till-setup': () => ({ body: { payments: [], address: 'Av. 1', cellphone_number: '7', auto_offers: 0, today: '2026-03-10', scale: { prefix_from: 20, prefix_to: 29, code_digits: 5, value_kind: 'w' } } }) });
  let current: Till | undefined;
  function Probe() {
    current = useTill(null, 1);
    return null;
  }
  renderWithApp(<Probe />);
  return { till: () => current! };
}

describe("the till's rows of the chosen client's list", () => {
  it('are read once per product: adding it again, or a product read with the list, asks the server nothing', async () => {
    const { till } = renderTill();
    act(() => till().add(milk));
    await waitFor(() => expect(till().lines).toHaveLength(1));
    await act(() => till().chooseClient({ id: 7, business_name: 'Tienda Doña Rosa', ci_nit: '4455667', register: false }));
    // The list read with the cart's product (the milk: no rows).
    expect(vi.mocked(tillLookups.clientPrices).mock.calls).toEqual([[7, [milk.id]]]);

    act(() => till().add(cheese));
    await waitFor(() => expect(till().lines).toHaveLength(2));
    act(() => till().add(yogurt));
    await waitFor(() => expect(till().lines).toHaveLength(3));
    // The yogurt priced by the list ('Mayorista' at Bs. 10).
    expect(till().lines[2].list?.name).toBe('Mayorista');
    act(() => till().add(cheese));
    act(() => till().add(milk));
    act(() => till().add(yogurt));
    await waitFor(() => expect(till().lines.map((l) => l.quantity)).toEqual([2, 2, 2]));
    // One read per product new to the list (cheese, yogurt); none for the adds after them.
    expect(vi.mocked(tillLookups.clientPrices).mock.calls).toEqual([[7, [milk.id]], [7, [cheese.id]], [7, [yogurt.id]]]);
  });

  it('are read again for another client', async () => {
    const { till } = renderTill();
    await act(() => till().chooseClient({ id: 7, business_name: 'Tienda Doña Rosa', ci_nit: '4455667', register: false }));
    act(() => till().add(cheese));
    await waitFor(() => expect(till().lines).toHaveLength(1));
    await act(() => till().chooseClient({ id: 8, business_name: 'Tienda El Sol', ci_nit: '1234567', register: false }));
    act(() => till().add(milk));
    await waitFor(() => expect(till().lines).toHaveLength(2));
    expect(vi.mocked(tillLookups.clientPrices).mock.calls).toEqual([[7, []], [7, [cheese.id]], [8, [cheese.id]], [8, [milk.id]]]);
  });
});
