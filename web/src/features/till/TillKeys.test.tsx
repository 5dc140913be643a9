import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotClient, TillProduct } from '@lactea/contracts';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { fakeApi } from '../../../test/fakeApi';
import { TillSearch } from './TillSearch';
import { ClientSaleDialog } from './ClientSaleDialog';
import { QuickCash } from './TillParts';
import type { Till } from './useTill';

/** The till worked with the keys only: the general search's results, the client form, the quick amounts. */

const product = (id: number, name: string, stock = 20): TillProduct => ({
  id,
  code: `P-${id}`,
  product: name,
  barcode: null,
  price: 12,
  cost: 9,
  mark: 'PIL Andina',
  unit: 'unidad',
  scale_code: null,
  stock,
  discount: null,
  promotion: null,
});
const PRODUCTS = [product(1, 'Yogur Frutilla 1 L'), product(2, 'Yogur Durazno 1 L'), product(3, 'Yogur Mora 1 L', 0), product(4, 'Yogur Natural 1 L')];
const CLIENTS: SnapshotClient[] = [
  { id: 7, business_name: 'Tienda Doña Rosa', ci_nit: '4455667' },
  { id: 8, business_name: 'Tienda El Sol', ci_nit: '1234567' },
];

vi.mock('./offline/lookups', () => ({
  tillLookups: { search: vi.fn(async () => PRODUCTS) },
  searchTillClients: vi.fn(async (search: string) => {
    const data = CLIENTS.filter((c) => c.business_name.toLowerCase().includes(search.toLowerCase()));
    return { data, current_page: 1, last_page: 1, total: data.length };
  }),
}));

/** The few parts of the till these pieces use. */
function fakeTill(more: Partial<Till> = {}): Till {
  return { scanner: createRef<HTMLInputElement>(), add: vi.fn(), scan: vi.fn(), focusScanner: vi.fn(), ...more } as unknown as Till;
}

afterEach(() => vi.clearAllMocks());

describe("'Búsqueda general' results are a menu", () => {
  it('ArrowDown goes from the field into the results, the arrows move (past a product without stock), Enter adds, ArrowUp on the first goes back', async () => {
    const till = fakeTill();
    const { user } = renderWithApp(<TillSearch {...till} />);
    await user.click(screen.getByRole('button', { name: 'Búsqueda general' }));
    const field = screen.getByLabelText('Buscar producto');
    await user.click(field);
    const items = await within(await screen.findByRole('menu', { name: 'Productos encontrados' })).findAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // 'Yogur Mora' has no stock: it is shown but skipped.
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Enter}');
    expect(till.add).toHaveBeenCalledWith(expect.objectContaining({ product: 'Yogur Natural 1 L' }), 1, false);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(field);
  });
});

describe('the client form of Venta/Deuda + Cliente', () => {
  const open = (onAccept = vi.fn()) =>
    renderWithApp(<ClientSaleDialog open title="Deuda + Cliente" total={20} credit onAccept={onAccept} onClose={() => {}} onExited={() => {}} />);

  it("opens on 'Buscar Cliente', not on the new client's Razón Social", async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Deuda + Cliente' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Buscar Cliente' })));
    expect(document.activeElement).not.toBe(within(dialog).getByLabelText('Razón Social'));
  });

  it("keys only: Enter opens 'Elegir Cliente', Enter there takes the only match, and Enter on 'Registrar Venta' sells to it", async () => {
    signIn();
    fakeApi({ 'GET client/credit': () => ({ status: 404, body: { messages: ['no'] } }) });
    const onAccept = vi.fn();
    const { user } = open(onAccept);
    const dialog = await screen.findByRole('dialog', { name: 'Deuda + Cliente' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Buscar Cliente' })));
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Elegir Cliente' });
    // Two matches: Enter keeps the list, for the arrows or more letters.
    await user.keyboard('Tienda{Enter}');
    await within(picker).findByText('CI/NIT 1234567');
    expect(screen.getByRole('dialog', { name: 'Elegir Cliente' })).toBe(picker);
    await user.keyboard(' Do{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elegir Cliente' })).toBeNull());
    expect(within(dialog).getByText('Tienda Doña Rosa')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Registrar Venta' })));
    await user.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledWith({ id: 7, business_name: 'Tienda Doña Rosa', ci_nit: '4455667', register: false });
  });
});

describe('the quick amounts', () => {
  it("fill 'Cancelado' and put the cursor there; they sell nothing", async () => {
    const setPaid = vi.fn();
    const payCash = vi.fn();
    const pay = vi.fn();
    const paidRef = createRef<HTMLInputElement>();
    const till = fakeTill({
      cashPayment: { id: 1, type_pay: 'Efectivo', code: 'EF' },
      lines: [{}] as Till['lines'],
      totals: { subtotalCents: 4750, discountCents: 0, totalCents: 4750, paidCents: 0, changeCents: 0 },
      setPaid,
      payCash,
      pay,
    } as unknown as Partial<Till>);
    const { user } = renderWithApp(
      <>
        <input aria-label="Cancelado" ref={paidRef} />
        <QuickCash till={till} paidRef={paidRef} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancelado Bs. 50,00' }));
    expect(setPaid).toHaveBeenLastCalledWith('50,00');
    expect(document.activeElement).toBe(paidRef.current);
    await user.click(screen.getByRole('button', { name: 'Exacto' }));
    expect(setPaid).toHaveBeenLastCalledWith('47,50');
    expect(payCash).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
  });
});
