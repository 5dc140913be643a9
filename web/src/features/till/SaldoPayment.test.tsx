import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SALE_MSG, type TillPayment } from '@lactea/contracts';
import { renderWithApp } from '../../../test/renderWithApp';
import { PaymentButtons } from './TillParts';
import type { TillClientCredit } from './offline/lookups';
import type { Till } from './useTill';

const CASH: TillPayment = { id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e' };
const SALDO: TillPayment = { id: 4, type_pay: 'Saldo a favor', is_cash: 0, code: 's' };
const ROSA = { id: 7, business_name: 'Tienda Doña Rosa', ci_nit: '4455667', register: false };
const credit = (more: Partial<TillClientCredit>): TillClientCredit => ({ id: 7, credit_limit: null, overdue_days: 30, debt: 0, available: null, overdue_since: null, control: 'advertir', ...more });

const answer = vi.hoisted(() => ({ credit: null as unknown }));
vi.mock('./offline/lookups', () => ({ tillClientCredit: vi.fn(async () => answer.credit) }));

function till(client: Till['client'], totalCents: number) {
  return {
    setup: { data: { payments: [CASH, SALDO] } },
    client,
    totals: { subtotalCents: totalCents, discountCents: 0, totalCents, paidCents: 0, changeCents: 0 },
    lines: [],
    pay: vi.fn(),
    focusScanner: vi.fn(),
  } as unknown as Till;
}

async function menuOf(t: Till) {
  const { user } = renderWithApp(<PaymentButtons till={t} paidRef={createRef()} />);
  await user.click(screen.getByRole('button', { name: 'Venta + Cliente (F7)' }));
  return { user, menu: await screen.findByRole('menu') };
}

afterEach(() => vi.clearAllMocks());

describe("the till's 'Saldo a favor'", () => {
  it('is offered with the saldo when the sale has a client with one, and pays with that type', async () => {
    answer.credit = credit({ saldo: 30 });
    const t = till(ROSA, 2000);
    const { user, menu } = await menuOf(t);
    const item = await within(menu).findByRole('menuitem', { name: 'Saldo a favor (Bs. 30,00)' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Efectivo', 'Saldo a favor (Bs. 30,00)']);
    await user.click(item);
    expect(t.pay).toHaveBeenCalledWith({ kind: 'client', payment: SALDO });
  });

  it('says why it cannot pay a total above the saldo, in the server own words', async () => {
    answer.credit = credit({ saldo: 30 });
    const { menu } = await menuOf(till(ROSA, 4750));
    const item = await within(menu).findByRole('menuitem', { name: /Saldo a favor \(Bs\. 30,00\)/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain(SALE_MSG.saldoShort('Tienda Doña Rosa', 3000));
  });

  it('is not offered offline: the snapshot cannot know the saldo now', async () => {
    answer.credit = credit({ offline_as_of: '2026-11-29T08:00:00.000Z' });
    const { menu } = await menuOf(till(ROSA, 2000));
    const item = await within(menu).findByRole('menuitem', { name: /Saldo a favor/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Saldo a favor requiere conexión');
  });

  it('is not in the menus without a client, nor for a client with no saldo', async () => {
    answer.credit = credit({ saldo: 0 });
    const { menu } = await menuOf(till(null, 2000));
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Efectivo']);
  });
});
