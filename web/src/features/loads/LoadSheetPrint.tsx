import { formatQuantity, LOAD_SHEET_TITLE, type LoadDetail, type ReceiptWidth } from '@lactea/contracts';
import { ReceiptLayout, ReceiptRow, ReceiptRule, type ReceiptHeader } from '../../components/receipt';
import { formatDate, formatWallDateTime } from '../../lib/format';

/** What to load of a product, in its presentations: '2 Caja x12 + 30 u'. */
export const presentationsText = (p: LoadDetail['products'][number]): string =>
  p.presentations.map((x) => (x.units === 1 ? formatQuantity(x.quantity, p.unit) : `${x.quantity} ${x.presentation}`)).join(' + ');

/** The HOJA DE CARGA on a thermal roll (80 or 58 mm): per product what to load, then per client the orders. */
export function LoadSheetReceipt({ sheet, header, width }: { sheet: LoadDetail; header: ReceiptHeader; width: ReceiptWidth }) {
  return (
    <ReceiptLayout width={width} title={`${LOAD_SHEET_TITLE} N° ${sheet.id}`} header={header}>
      <ReceiptRow label="Ruta" value={sheet.route_name} />
      <ReceiptRow label="Entrega" value={formatDate(sheet.delivery_date)} />
      <ReceiptRule />
      {sheet.products.map((p) => (
        <div key={p.product_id}>
          <ReceiptRow label={p.product} value={formatQuantity(p.quantity, p.unit)} bold />
          <div>{presentationsText(p)}{p.short > 0 ? ` · Faltante: ${formatQuantity(p.short, p.unit)}` : ''}</div>
        </div>
      ))}
      <ReceiptRule />
      {sheet.clients.map((c) => (
        <div key={c.order_id}>
          <ReceiptRow label={`${c.position}. ${c.business_name}`} value="" bold />
          {c.lines.map((l) => (
            <ReceiptRow key={l.line_id} label={`  ${l.product}`} value={l.presentation ? `${l.quantity} ${l.presentation}` : formatQuantity(l.quantity, l.unit)} />
          ))}
        </div>
      ))}
    </ReceiptLayout>
  );
}

const cell = { border: '1px solid #000', padding: '1.5mm 2mm', textAlign: 'left' } as const;

/** The HOJA DE CARGA on A4: the products table to load the truck by, then each client's order. */
export function LoadSheetA4({ sheet }: { sheet: LoadDetail }) {
  return (
    <div style={{ width: '190mm', padding: '10mm', fontFamily: 'Arial, sans-serif', fontSize: '10pt', color: '#000', background: '#fff' }}>
      <h1 style={{ fontSize: '16pt', margin: 0 }}>
        {LOAD_SHEET_TITLE} N° {sheet.id}
      </h1>
      <p style={{ margin: '2mm 0 4mm' }}>
        Ruta {sheet.route_name} · Entrega {formatDate(sheet.delivery_date)} · {sheet.orders} pedidos · Cargada {formatWallDateTime(sheet.created_at)} por {sheet.user_name}
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['Código', 'Producto', 'Unidades', 'Presentaciones', 'Lotes (vence)', 'Faltante'].map((h) => (
              <th key={h} style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.products.map((p) => (
            <tr key={p.product_id}>
              <td style={cell}>{p.code}</td>
              <td style={cell}>{p.product}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{formatQuantity(p.quantity, p.unit)}</td>
              <td style={cell}>{presentationsText(p)}</td>
              <td style={cell}>{p.lots.map((l) => `${formatQuantity(l.quantity, p.unit)} (${formatDate(l.expiration_date)})`).join(', ')}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{p.short > 0 ? formatQuantity(p.short, p.unit) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ fontSize: '12pt', margin: '6mm 0 2mm' }}>Pedidos por cliente (orden de visita)</h2>
      {sheet.clients.map((c) => (
        <p key={c.order_id} style={{ margin: '0 0 2mm', breakInside: 'avoid' }}>
          <strong>
            {c.position}. {c.business_name}
          </strong>{' '}
          (CI/NIT {c.ci_nit}): {c.lines.map((l) => `${l.presentation ? `${l.quantity} ${l.presentation}` : formatQuantity(l.quantity, l.unit)} ${l.product}`).join('; ')}
        </p>
      ))}
    </div>
  );
}
