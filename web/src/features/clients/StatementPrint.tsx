import { fromCents, statementHasFavor, toCents, type ReceiptWidth, type Statement, type StatementMovement } from '@lactea/contracts';
import { ReceiptLayout, ReceiptRow, ReceiptRule, type ReceiptHeader } from '../../components/receipt';
import { formatAmount, formatDate } from '../../lib/format';

/** What a movement did, signed: '+ 100,00' to the debt, '- 20,00' off it, 'A favor +30,00' to the saldo a favor. */
function movementText(m: StatementMovement): string {
  if (m.charge) return `  + ${formatAmount(m.charge)}`;
  if (m.payment) return `  - ${formatAmount(m.payment)}`;
  return m.favor ? `  A favor ${m.favor > 0 ? '+' : '-'}${formatAmount(Math.abs(m.favor))}` : '  0,00';
}

/** Estado de cuenta on the thermal roll (80/58 mm), in the receipts' frame. */
export function StatementReceipt({ statement: s, header, width }: { statement: Statement; header: ReceiptHeader; width: ReceiptWidth }) {
  return (
    <ReceiptLayout width={width} title="ESTADO DE CUENTA" header={header}>
      <ReceiptRow label="Cliente:" value={s.client.business_name} />
      <ReceiptRow label="CI/NIT:" value={s.client.ci_nit} />
      <ReceiptRow label="Periodo:" value={`${formatDate(s.date_from)} - ${formatDate(s.date_to)}`} />
      <ReceiptRule />
      <ReceiptRow label="Saldo anterior Bs." value={formatAmount(s.opening_balance)} />
      {s.movements.map((m, i) => (
        <div key={i} style={{ marginBottom: '1mm' }}>
          <div>
            {formatDate(m.date)} {m.detail}
          </div>
          <ReceiptRow label={movementText(m)} value={formatAmount(m.favor ? m.favor_balance : m.balance)} />
        </div>
      ))}
      <ReceiptRule />
      <ReceiptRow label="Ventas a crédito Bs." value={formatAmount(s.total_sales)} />
      <ReceiptRow label="Pagos Bs." value={formatAmount(s.total_payments)} />
      {s.total_returns !== 0 && <ReceiptRow label="Devoluciones Bs." value={formatAmount(s.total_returns)} />}
      <ReceiptRow label="SALDO Bs." value={formatAmount(s.closing_balance)} bold />
      {statementHasFavor(s) && <ReceiptRow label="SALDO A FAVOR Bs." value={formatAmount(s.closing_favor)} bold />}
    </ReceiptLayout>
  );
}

const cell = { border: '1px solid #000', padding: '1mm 2mm' } as const;
const money = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

/** Estado de cuenta on an A4 sheet: a table the client can file. */
export function StatementSheet({ statement: s, header }: { statement: Statement; header: ReceiptHeader }) {
  const favor = statementHasFavor(s);
  return (
    <div data-paper="A4" style={{ width: '190mm', padding: '10mm', fontFamily: 'Arial, sans-serif', fontSize: '10pt', color: '#000', background: '#fff' }}>
      <div style={{ fontSize: '14pt', fontWeight: 700 }}>LACTEA · ESTADO DE CUENTA</div>
      <div>
        {header.address}
        {header.cellphone_number && ` · Cel.: ${header.cellphone_number}`}
      </div>
      <p>
        Cliente: <strong>{s.client.business_name}</strong> · CI/NIT {s.client.ci_nit}
        <br />
        Periodo: {formatDate(s.date_from)} al {formatDate(s.date_to)}
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Fecha</th>
            <th style={cell}>Detalle</th>
            <th style={money}>Venta Bs.</th>
            <th style={money}>Pago Bs.</th>
            <th style={money}>Saldo Bs.</th>
            {favor && <th style={money}>Saldo a favor Bs.</th>}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td style={cell}>{formatDate(s.date_from)}</td>
            <td style={cell}>Saldo anterior</td>
            <td style={money} />
            <td style={money} />
            <td style={money}>{formatAmount(s.opening_balance)}</td>
            {favor && <td style={money}>{formatAmount(s.opening_favor)}</td>}
          </tr>
          {s.movements.map((m, i) => (
            <tr key={i}>
              <td style={cell}>
                {formatDate(m.date)} {m.hour}
              </td>
              <td style={cell}>{m.detail}</td>
              <td style={money}>{m.charge ? formatAmount(m.charge) : ''}</td>
              <td style={money}>{m.payment ? formatAmount(m.payment) : ''}</td>
              <td style={money}>{formatAmount(m.balance)}</td>
              {favor && <td style={money}>{formatAmount(m.favor_balance)}</td>}
            </tr>
          ))}
          <tr style={{ fontWeight: 700 }}>
            <td style={cell} colSpan={2}>
              TOTAL
            </td>
            <td style={money}>{formatAmount(s.total_sales)}</td>
            <td style={money}>{formatAmount(fromCents(toCents(s.total_payments) + toCents(s.total_returns)))}</td>
            <td style={money}>{formatAmount(s.closing_balance)}</td>
            {favor && <td style={money}>{formatAmount(s.closing_favor)}</td>}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
