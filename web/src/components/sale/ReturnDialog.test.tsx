import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RECEIPT_WIDTHS, RETURN_MSG, type Sale, type SaleReturn } from '@lactea/contracts';
import { ReturnReceipt } from '../receipt';
import { ReturnDialog } from './ReturnDialog';

const line = (id: number, product: string, quantity: number, total: number, returned = 0, refunded = 0): Sale['products'][number] => ({
  id,
  product,
  code: `C${id}`,
  unit: 'unidad',
  pivot: { unit_price_system: total / quantity, discount: 0, unit_price: total / quantity, quantity, unit_cost: 1, promotion: null, total, sale_line_id: 100 + id, returned_quantity: returned, returned_amount: refunded },
});
const sale: Sale = {
  id: 9, date: '2026-11-29', hour: '10:00:00', subtotal: 40, discount: 1, total_sale: 39, money_paid: 39, change_box: 0, excess: 0,
  cancelled: 1, enabled: 1, id_type_payment: 1, type_pay: 'e', type_payment: { id: 1, type_pay: 'Efectivo', is_cash: 1 }, text_type_pay: 'Efectivo',
  date_debt: null, type_payment_debt: null, debt_paid: 0, client: null, user: { id: 1, name: 'Ana' },
  products: [line(1, 'Leche', 4, 30, 1, 7.31), line(2, 'Queso', 1, 10)],
};

describe('ReturnDialog', () => {
  it("shows what is left of each line, refuses more, and sends the lines with the server's money", () => {
    const onReturn = vi.fn();
    render(<ReturnDialog sale={sale} admin={false} onClose={() => {}} onReturn={onReturn} />);
    expect(screen.getByText('Vendido 4 · Quedan 3 por devolver')).toBeTruthy();
    // No client, not on credit: a cashier's only refund here is cash.
    expect(screen.getByLabelText('Reembolso').textContent).toContain('Efectivo');
    fireEvent.change(screen.getByLabelText('Cantidad a devolver de Leche'), { target: { value: '4' } });
    expect(screen.getByText(RETURN_MSG.onlyLeft(3, 'Leche'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cantidad a devolver de Leche'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Vencido' } });
    // Net of Leche: 30,00 less its share of the 1,00 discount (0,75) = 29,25; 7,31 refunded, the rest 21,94.
    expect(screen.getByText('A devolver: Bs. 21,94')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    expect(onReturn).toHaveBeenCalledWith({ sale_id: 9, reason: 'Vencido', refund: 'efectivo', lines: [{ sale_line_id: 101, quantity: 3, disposition: 'stock' }] }, 2194);
  });
});

const note: SaleReturn = {
  id: 3, sale_id: 9, date: '2026-11-29', hour: '11:00:00', reason: 'Vencido', refund: 'saldo', amount: 21.94,
  client: { id: 2, business_name: 'Tienda Sol', ci_nit: '77' }, user: { id: 1, name: 'Ana' }, client_saldo: 30, debt_balance: null,
  lines: [{ id: 1, sale_line_id: 101, product_id: 1, product: 'Leche', unit: 'unidad', quantity: 3, disposition: 'merma', amount: 21.94 }],
};

describe('ReturnReceipt', () => {
  it.each(RECEIPT_WIDTHS)('prints the note with the sale, the lines, where they went and the refund (%i mm)', (width) => {
    const { container } = render(<ReturnReceipt note={note} width={width} header={{ address: '', cellphone_number: '' }} />);
    const text = container.textContent ?? '';
    expect(text).toContain('NOTA DE DEVOLUCIÓN N° 3');
    expect(text).toContain('Venta N°:9');
    expect(text).toContain('Leche321,94Merma');
    expect(text).toContain('TOTAL DEVUELTO Bs.21,94');
    expect(text).toContain('Reembolso:Saldo a favor');
    expect(text).toContain('Saldo a favor Bs.30,00');
    expect(container.querySelector('.lactea-receipt')?.getAttribute('data-width')).toBe(String(width));
  });
});
