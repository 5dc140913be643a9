import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RECEIPT_WIDTHS, type Sale } from '@lactea/contracts';
import { ReceiptRow, SaleReceipt } from './Receipt';

describe('ReceiptRow', () => {
  it('lets a long value wrap inside the paper (a client name), never past it', () => {
    const name = 'Tienda Doña Juana Mamani Condori y Familia SRL';
    render(<ReceiptRow label="Cliente:" value={name} />);
    const value = screen.getByText(name);
    expect(value.style.whiteSpace).not.toBe('nowrap');
    expect(value.style.overflowWrap).toBe('anywhere');
    expect(value.style.minWidth).toBe('0px');
    expect(screen.getByText('Cliente:').style.flexShrink).toBe('0');
  });
});

const line = (quantity: number, pivot: Partial<Sale['products'][number]['pivot']>): Sale['products'][number] => ({
  id: 1,
  product: 'Leche 2x3',
  code: 'L1',
  unit: 'unidad',
  pivot: { unit_price_system: 2.5, discount: 0, unit_price: 2.5, quantity, unit_cost: 1, promotion: null, total: quantity * 2.5, ...pivot },
});
const sale: Sale = {
  id: 7, date: '2026-11-28', hour: '10:00:00', subtotal: 7.5, discount: 0, total_sale: 7.5, money_paid: 10, change_box: 2.5, excess: 2.5,
  cancelled: 1, enabled: 1, id_type_payment: 1, type_pay: 'e', type_payment: { id: 1, type_pay: 'Efectivo', is_cash: 1 }, text_type_pay: 'Efectivo',
  date_debt: null, type_payment_debt: null, debt_paid: 0, client: null, user: { id: 1, name: 'Ana' },
  // A 2x3 at 4 units: the promoted multiple, then the rest at the list price.
  products: [line(3, { promotion: '2x3', unit_price: 1.6667, discount: 0.8333, total: 5 }), line(1, {})],
};

describe('SaleReceipt', () => {
  it.each(RECEIPT_WIDTHS)('prints a promotion line at the list price with its saving below, adding up to the subtotal (%i mm)', (width) => {
    const { container } = render(<SaleReceipt sale={sale} header={{ address: '', cellphone_number: '' }} width={width} />);
    const text = container.textContent ?? '';
    // 3 x 2,50 = 7,50, 'Promo 2x3: −2,50', then 1 x 2,50 = 2,50: 7,50 − 2,50 + 2,50 = Subtotal 7,50.
    expect(text).toContain('3 x 2,507,50Promo 2x3:−2,50');
    expect(text).toContain('1 x 2,502,50');
    expect(text).toContain('Subtotal Bs.7,50');
    expect(text).not.toContain('1,67');
    expect(screen.getByText('Promo 2x3:')).toBeTruthy();
  });

  it.each(RECEIPT_WIDTHS)("prints 'Lista Mayorista' on a line the client's list priced, with no saving below (%i mm)", (width) => {
    const listed: Sale = { ...sale, subtotal: 25.2, total_sale: 25.2, products: [line(6, { unit_price_system: 4.2, unit_price: 4.2, total: 25.2, price_list: 'Mayorista' })] };
    const { container } = render(<SaleReceipt sale={listed} header={{ address: '', cellphone_number: '' }} width={width} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Leche 2x3Lista Mayorista6 x 4,2025,20');
    expect(text).not.toContain('Promo');
  });

  it.each(RECEIPT_WIDTHS)("prints a crate's line whole: crates, the units they took, the crate's price and the line's total (%i mm)", (width) => {
    const crates: Sale = {
      ...sale,
      subtotal: 122.5,
      total_sale: 122.5,
      products: [
        { ...line(2, { unit_price_system: 60, unit_price: 60, total: 120, presentation: { id: 4, name: 'Caja x12', units: 12 } }), product: 'Yogur Frutado' },
        line(1, {}),
      ],
    };
    const { container } = render(<SaleReceipt sale={crates} header={{ address: '', cellphone_number: '' }} width={width} />);
    expect(screen.getByText('2 Caja x12 (24 u) × Bs. 60,00 = Bs. 120,00')).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('Yogur Frutado2 Caja x12 (24 u) × Bs. 60,00 = Bs. 120,00Leche 2x31 x 2,502,50');
    expect(text).toContain('Subtotal Bs.122,50');
  });
});
