import type { ReactNode } from 'react';
import { formatMoney, formatQuantity, listLabel, OFFLINE_MSG, presentationQuantityText, savingParts, shownLine, type ReceiptWidth, type Sale, formatCents } from '@lactea/contracts';
import { formatAmount, formatDate } from '../../lib/format';

/**
 * The printed receipt layout: plain black text sized for a thermal roll, 80 or 58 mm.
 * `ReceiptLayout` is the frame every printout shares (the sale note here; the cash-desk closing
 * prints its own rows inside the same frame); `SaleReceipt` is the sale note.
 */
export const RECEIPT_LOGO = '/favicon.svg';

export interface ReceiptHeader {
  address: string;
  cellphone_number: string;
}

const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: '2mm' } as const;

export function ReceiptRow({ label, value, bold, figure }: { label: ReactNode; value: ReactNode; bold?: boolean; figure?: boolean }) {
  return (
    <div style={{ ...rowStyle, fontWeight: bold ? 700 : 400 }}>
      {/* `figure`: the value is an amount or a date, kept whole; a long label ('IMPORTE BASE CRÉDITO
          FISCAL Bs.' on 58 mm) wraps instead. */}
      <span style={{ flexShrink: figure ? 1 : 0 }}>{label}</span>
      {/* A long name (a client's Razón Social) wraps inside the paper's width instead of running past
          it, where a thermal printer cuts it off; a figure, one word, stays whole where it fits. */}
      <span style={{ minWidth: 0, textAlign: 'right', ...(figure ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }) }}>{value}</span>
    </div>
  );
}

export const ReceiptRule = () => <div style={{ borderTop: '1px dashed #000', margin: '1.5mm 0' }} />;

/** The roll itself: plain black monospaced text the paper's width (the invoice prints its own heading in it). */
export function ReceiptPaper({ width, children }: { width: ReceiptWidth; children: ReactNode }) {
  return (
    <div
      className="lactea-receipt"
      data-width={width}
      style={{
        width: `${width - 6}mm`,
        padding: '2mm 3mm',
        fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
        fontSize: width === 58 ? '7.5pt' : '9pt',
        lineHeight: 1.3,
        color: '#000',
        background: '#fff',
      }}
    >
      {children}
    </div>
  );
}

export function ReceiptLayout({ width, title, header, children }: { width: ReceiptWidth; title: string; header: ReceiptHeader; children: ReactNode }) {
  return (
    <ReceiptPaper width={width}>
      <div style={{ textAlign: 'center' }}>
        <img src={RECEIPT_LOGO} alt="Lactea" style={{ width: '12mm', height: '12mm' }} />
        <div style={{ fontWeight: 700, fontSize: '1.2em' }}>LACTEA</div>
        <div style={{ fontWeight: 700 }}>{title}</div>
        {header.address && <div>{header.address}</div>}
        {header.cellphone_number && <div>Cel.: {header.cellphone_number}</div>}
      </div>
      <ReceiptRule />
      {children}
    </ReceiptPaper>
  );
}

/**
 * The sale note: lines with promotion and discount, totals, paid, change, cashier, date and hour.
 * A sale kept on the device has no number yet: its provisional one, and the mark; `notice` one more
 * mark (its invoice, issued at sync).
 */
/** `title`: 'NOTA DE VENTA' at the till; a route's delivery prints the same sale as 'NOTA DE ENTREGA'. */
export function SaleReceipt({ sale, header, width, provisional, notice, title = 'NOTA DE VENTA' }: { sale: Sale; header: ReceiptHeader; width: ReceiptWidth; provisional?: string; notice?: string; title?: string }) {
  const mark = { textAlign: 'center', fontWeight: 700, border: '1px solid #000', margin: '0 0 1.5mm' } as const;
  return (
    <ReceiptLayout width={width} title={`${title} N° ${provisional ?? sale.id}`} header={header}>
      {provisional && <div style={mark}>{OFFLINE_MSG.receiptMark}</div>}
      {notice && <div style={mark}>{notice}</div>}
      <ReceiptRow label="Fecha:" value={`${formatDate(sale.date)} ${sale.hour}`} />
      <ReceiptRow label="Cajero:" value={sale.user.name} />
      {sale.client && <ReceiptRow label="Cliente:" value={sale.client.business_name} />}
      {sale.client && <ReceiptRow label="CI/NIT:" value={sale.client.ci_nit} />}
      <ReceiptRow label="Pago:" value={sale.text_type_pay} />
      <ReceiptRule />
      {sale.products.map(({ product, unit, pivot: l }, i) => {
        // Each line at the list price, then its saving below it: the right-hand figures add up to
        // the subtotal ('3 x 2,50  7,50' then 'Promo 2x3:  −2,50').
        const shown = shownLine(l);
        const saving = shown.savingCents > 0 ? savingParts(l.promotion, shown.savingCents) : null;
        return (
          <div key={i} style={{ marginBottom: '1mm' }}>
            <div>{product}</div>
            {/* A line the client's list priced: its price is the list's, with no offer below it. */}
            {l.price_list && <div>{listLabel(l.price_list)}</div>}
            {l.presentation ? (
              // A crate's line reads whole, crates and the units they took: '2 Caja x12 (24 u) × Bs. 60,00 = Bs. 120,00'.
              <div>{`${presentationQuantityText(l.quantity, l.presentation)} × ${formatMoney(l.unit_price_system)} = ${formatCents(shown.grossCents)}`}</div>
            ) : unit === 'kg' ? (
              // A weighed line reads whole: '0,750 kg × Bs. 48,00/kg = Bs. 36,00'.
              <div>{`${formatQuantity(l.quantity, 'kg')} × ${formatMoney(l.unit_price_system)}/kg = ${formatCents(shown.grossCents)}`}</div>
            ) : (
              <ReceiptRow label={`${l.quantity} x ${formatAmount(l.unit_price_system)}`} value={formatAmount(shown.grossCents / 100)} />
            )}
            {saving && <ReceiptRow label={`${saving.label}:`} value={saving.amount} />}
          </div>
        );
      })}
      <ReceiptRule />
      <ReceiptRow label="Subtotal Bs." value={formatAmount(sale.subtotal)} />
      <ReceiptRow label="Descuento Bs." value={formatAmount(sale.discount)} />
      <ReceiptRow label="TOTAL Bs." value={formatAmount(sale.total_sale)} bold />
      {sale.cancelled === 1 && <ReceiptRow label="Cancelado Bs." value={formatAmount(sale.money_paid)} />}
      {sale.cancelled === 1 && <ReceiptRow label="Cambio Bs." value={formatAmount(sale.change_box)} />}
      <ReceiptRule />
      <div style={{ textAlign: 'center' }}>¡Gracias por su compra!</div>
    </ReceiptLayout>
  );
}
