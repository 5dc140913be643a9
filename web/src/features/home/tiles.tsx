import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { CLOSING_LABELS, formatQuantity, INVOICE_MSG, SLOW_MOVER_DAYS, STOCK_LOW_MAX, type Dashboard, type ProductUnit } from '@lactea/contracts';
import { formatMoney, formatPercent, formatWeekdayDate } from '../../lib/format';
import { countOf } from '../../lib/plural';
import type { InvoiceWatch } from './dashboardApi';
import { Figure, Tile, TileSection } from './Tile';

const profitColor = (v: number) => (v >= 0 ? 'success.main' : 'error.main');

/** Hoy: BALANCE of today (sales, margin, expenses, per payment type) and CIERRE DE CAJA's cash. */
export function TodayTile({ today }: { today: Dashboard['today'] }) {
  return (
    <Tile title="Hoy" to="/balance">
      <Figure label="Venta neta" value={formatMoney(today.total_sale)} to="/balance" strong />
      <Figure label="Ventas" value={today.sales} />
      <Figure label="Ticket promedio" value={formatMoney(today.average_ticket)} />
      <Figure
        label="Frente al mismo día de la semana pasada"
        note={`(${formatWeekdayDate(today.last_week_date)}: ${formatMoney(today.last_week_sale)})`}
        value={formatPercent(today.change_percent, true)}
        color={today.change_percent === null ? undefined : profitColor(today.change_percent)}
      />
      <TileSection>Por tipo de pago</TileSection>
      {today.type_payments.length === 0 && <Typography variant="body2">Sin ventas hoy</Typography>}
      {today.type_payments.map((t) => (
        <Figure key={t.id} label={t.type_pay} note={`(${countOf(t.sales, 'venta', 'ventas')})`} value={formatMoney(t.sale)} />
      ))}
      <TileSection>Resultado</TileSection>
      <Figure label="Margen bruto" note={`(${formatPercent(today.margin_percent)})`} value={formatMoney(today.margin)} color={profitColor(today.margin)} to="/balance" />
      <Figure label="Gastos" value={formatMoney(today.total_expense)} to="/balance" />
      <Figure label="Devoluciones" value={formatMoney(today.returns)} to="/returns-report" />
      <Figure label={CLOSING_LABELS.cashDifference} note={`(${CLOSING_LABELS.cashDifferenceHint})`} value={formatMoney(today.cash_expected)} to="/close-box" strong />
    </Tile>
  );
}

/** Por cobrar: COBRO DEUDAS' open debts by age and client; today's collections from CIERRE DE CAJA. */
export function ReceivablesTile({ receivables: r }: { receivables: Dashboard['receivables'] }) {
  return (
    <Tile title="Por cobrar" to="/cancelled-sales">
      <Figure label="Total por cobrar" note={`(${countOf(r.debts, 'deuda', 'deudas')})`} value={formatMoney(r.total)} to="/cancelled-sales" strong />
      <TileSection>Antigüedad</TileSection>
      {r.ages.map((a) => (
        <Figure key={a.key} label={a.label} note={`(${a.debts})`} value={formatMoney(a.total)} />
      ))}
      <Figure label="Cobrado hoy" note={`(${countOf(r.collections_today, 'cobro', 'cobros')})`} value={formatMoney(r.collected_today)} to="/close-box" />
      <TileSection>Mayores deudores</TileSection>
      {r.top_debtors.length === 0 && <Typography variant="body2">Sin deudas pendientes</Typography>}
      {r.top_debtors.map((d) => (
        <Figure key={d.id_client} label={d.client} note={`(${d.debts})`} value={formatMoney(d.total)} />
      ))}
    </Tile>
  );
}

/** Vencimientos: LOTES POR EXPIRAR at 3, 7 and 15 days and LOTES EXPIRADOS, valued at the lots' cost. */
export function ExpiryTile({ expiry }: { expiry: Dashboard['expiry'] }) {
  // Lots only: units and kilos of different products do not add up to one figure.
  const units = (lots: number) => countOf(lots, 'lote', 'lotes');
  return (
    <Tile title="Vencimientos" to="/lots-near-expired/0">
      <Typography variant="body2" color="text.secondary">
        Stock valorado al costo
      </Typography>
      {expiry.windows.map((w) => (
        <Figure key={w.days} label={`Vence en ${w.days} días`} note={`(${units(w.lots)})`} value={formatMoney(w.cost)} to={`/lots-near-expired/0?dias=${w.days}`} />
      ))}
      <Figure
        label="Vencido en estante"
        note={`(${units(expiry.expired.lots)})`}
        value={formatMoney(expiry.expired.cost)}
        to="/expired-lots"
        color={expiry.expired.lots > 0 ? 'error.main' : undefined}
        strong
      />
    </Tile>
  );
}

function ProductList({ rows, empty }: { rows: { id: number; product: string; unit: ProductUnit; quantity: number; sale?: number }[]; empty: string }) {
  if (rows.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {rows.map((p, i) => (
        <ListItem key={p.id} disableGutters sx={{ py: 0 }}>
          <Figure label={`${i + 1}. ${p.product}`} note={`(${formatQuantity(p.quantity, p.unit)})`} value={p.sale === undefined ? '' : formatMoney(p.sale)} />
        </ListItem>
      ))}
    </List>
  );
}

/** Productos: Productos Vendidos' best sellers; INVENTARIO's low stock; products that do not sell. */
export function ProductsTile({ products: p }: { products: Dashboard['products'] }) {
  return (
    <Tile title="Productos" to="/products-sales">
      <TileSection>Más vendidos hoy</TileSection>
      <ProductList rows={p.top_day} empty="Sin ventas hoy" />
      <TileSection>Más vendidos en 7 días</TileSection>
      <ProductList rows={p.top_week} empty="Sin ventas en 7 días" />
      <TileSection>Inventario</TileSection>
      <Figure label={`Stock bajo (hasta ${STOCK_LOW_MAX})`} value={p.low_stock} to="/inventory?nivel=b" />
      <Figure label={`Sin ventas en ${SLOW_MOVER_DAYS} días, con stock`} value={p.slow_movers} to="/inventory" />
      <ProductList rows={p.slow_mover_list} empty="Ninguno" />
    </Tile>
  );
}

/**
 * Facturas: shown only while invoices wait for SIAT (pendiente, en contingencia), SIAT rejected some,
 * or some issued again in contingency need their paper reprinted (the last INVOICE_WATCH_DAYS days):
 * each a link to FACTURAS.
 */
export function InvoicesTile({ watch }: { watch: InvoiceWatch | undefined }) {
  const states = watch?.states;
  const waiting = (states?.pendiente ?? 0) + (states?.contingencia ?? 0);
  const rejected = states?.rechazada ?? 0;
  const reprint = watch?.reprintDue ?? 0;
  if (!waiting && !rejected && !reprint) return null;
  return (
    <Tile title="Facturas" to="/invoices">
      {waiting > 0 && <Figure label="Esperando al SIAT" note="(pendientes y en contingencia)" value={waiting} to="/invoices" color="warning.dark" strong />}
      {rejected > 0 && <Figure label="Rechazadas por el SIAT" value={rejected} to="/invoices" color="error.main" strong />}
      {reprint > 0 && <Figure label={INVOICE_MSG.reprintDue} note="(emitidas de nuevo en contingencia)" value={reprint} to="/invoices" color="warning.dark" strong />}
    </Tile>
  );
}
