import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { readNoteXml, RECEIPT_WIDTHS } from '@lactea/contracts';
import { noteXmlFixture } from '../../../test/noteFixture';
import { CREDIT_NOTE_TITLE, CreditNoteReceipt } from './CreditNoteReceipt';
import { loadInvoiceQr, QR_LABEL } from './invoiceQr';

const NOTE = readNoteXml(noteXmlFixture({ numero: 4, cuf: 'NOTECUF4', numeroFactura: 9, invoiceCuf: 'INVOICECUF9' }));
const URL = 'https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=NOTECUF4&numero=4&t=1';

describe('CreditNoteReceipt', () => {
  it.each(RECEIPT_WIDTHS)("prints the note's own QR of SIAT's verification address, sized for the roll (%i mm)", async (width) => {
    await loadInvoiceQr();
    const { container } = render(<CreditNoteReceipt note={NOTE} verificationUrl={URL} width={width} />);
    const text = container.textContent ?? '';
    for (const part of [CREDIT_NOTE_TITLE, 'NOTA N°:4', 'NOTECUF4', 'FACTURA N°:9', 'INVOICECUF9', 'MONTO TOTAL DEVUELTO Bs.21,00']) expect(text, part).toContain(part);
    const qr = screen.getByRole('img', { name: QR_LABEL });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-value')).toBe(URL);
    expect(qr.style.width).toBe(width === 58 ? '24mm' : '30mm');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
