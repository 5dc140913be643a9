import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { periodSalesPage, type PeriodExpense, type PeriodQuery, type Sale } from '@lactea/contracts';
import { DateFilter } from '../list/DateFilter';
import { QuickRanges } from '../list/QuickRanges';
import { numberColumn, userColumn } from '../list/columns';
import { PagedListView } from '../list/PagedListView';
import { usePagedList } from '../list/usePagedList';
import { api } from '../../lib/api';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';
import { ReportTotals } from '../report/ReportPane';
import { SaleLines } from '../sale/SaleLines';

/**
 * The period bar of CIERRE DE CAJA and BALANCE: Desde and Hasta (what is typed, `shown`), 'Buscar'
 * applies them (an empty date is today), 'Limpiar' goes back to today and a quick range (Hoy, Ayer,
 * Esta semana, Este mes, Mes anterior) fills and applies both.
 */
export function PeriodFilterBar({
  today,
  shown,
  onShown,
  onApply,
}: {
  today: string;
  shown: Required<PeriodQuery>;
  onShown: (next: Required<PeriodQuery>) => void;
  onApply: (period: Required<PeriodQuery>) => void;
}) {
  const todays = { date_from: today, date_to: today };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <DateFilter label="Desde" value={shown.date_from} onChange={(date_from) => onShown({ ...shown, date_from })} />
      <DateFilter label="Hasta" value={shown.date_to} onChange={(date_to) => onShown({ ...shown, date_to })} />
      <Button variant="contained" onClick={() => onApply({ date_from: shown.date_from || today, date_to: shown.date_to || today })}>
        Buscar
      </Button>
      <Button
        onClick={() => {
          onShown(todays);
          onApply(todays);
        }}
      >
        Limpiar
      </Button>
      <QuickRanges
        today={today}
        onPick={(range) => {
          onShown(range);
          onApply(range);
        }}
      />
    </Box>
  );
}

/** One line of a money summary: label and 'Bs. 0,00', bold for totals, coloured when asked; `hint` says under the label what it means. */
export function MoneyLine({ label, value, bold, color, sign, hint }: { label: ReactNode; value: number; bold?: boolean; color?: string; sign?: '+' | '−'; hint?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider', fontWeight: bold ? 700 : 400 }}>
      <span>
        {/* The label in its own element: a hint below it is not part of its name. */}
        <span>
          {sign ? `${sign} ` : ''}
          {label}
        </span>
        {hint && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {hint}
          </Typography>
        )}
      </span>
      <Box component="span" sx={{ whiteSpace: 'nowrap', color }} data-testid={typeof label === 'string' ? `money-${label}` : undefined}>
        {formatMoney(value)}
      </Box>
    </Box>
  );
}

export function BackBar({ onBack, title, children }: { onBack: () => void; title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        Volver
      </Button>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The expenses of a period (tab 3 of the closing and of the balance). */
export function ExpensesTable({ rows }: { rows: PeriodExpense[] }) {
  if (rows.length === 0) return <Typography>Sin gastos en el periodo</Typography>;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Gastos del periodo (desplazable)">
      <Table size="small" aria-label="Gastos del periodo">
        <TableHead>
          <TableRow>
            {['N°', 'Descripción', 'Tipo', 'Fecha', 'Usuario', 'Monto'].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }} align={h === 'Monto' ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e, i) => (
            <TableRow key={`${e.kind}-${e.id}`}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{e.description}</TableCell>
              <TableCell>{e.kind === 'desk' ? 'Caja' : `Admin · ${e.type_expense ?? ''}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.date)}</TableCell>
              <TableCell>{e.user}</TableCell>
              <TableCell align="right">{formatAmount(e.expense)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export interface SalesSelection {
  date_from: string;
  date_to: string;
  id_type_payment: number;
  debt: 0 | 1;
}
const fetchPeriodSales = async (params: SalesSelection & { page: number }, signal: AbortSignal) =>
  periodSalesPage.parse(await api.get<unknown>('sale/closing-sales', { ...params }, signal));

/** Tab 2 'sale detail': the sales behind one line (a payment type's sales, or its collected debts). */
export function PeriodSales({ selection, title, onOpen }: { selection: SalesSelection; title: string; onOpen?: (sale: Sale) => void }) {
  const list = usePagedList<Sale, SalesSelection, ReturnType<typeof periodSalesPage.parse>>({
    key: `period-sales-${JSON.stringify(selection)}`,
    fetchPage: fetchPeriodSales,
    // Only the call's own filters: the screen's selection also carries its title.
    initialFilters: { date_from: selection.date_from, date_to: selection.date_to, id_type_payment: selection.id_type_payment, debt: selection.debt },
  });
  return (
    <PagedListView
      title={title}
      label={title}
      list={list}
      filters={<ReportTotals loaded={Boolean(list.answer)} totals={[{ label: 'Total', value: list.answer?.total_sale }]} />}
      columns={[
        numberColumn(list.rowNumber),
        { id: 'sale', header: 'Venta N°', cell: (s) => s.id, nowrap: true },
        { id: 'date', header: 'Fecha', cell: (s) => `${formatDate(s.date)} ${s.hour}` },
        { id: 'client', header: 'Cliente', cell: (s) => s.client?.business_name ?? 'Sin cliente' },
        userColumn<Sale>((s) => s.user.name),
        { id: 'total', header: 'Total', cell: (s) => formatAmount(s.total_sale), align: 'right', nowrap: true },
      ]}
      actions={onOpen ? (s) => <Button size="small" onClick={() => onOpen(s)}>Productos</Button> : undefined}
    />
  );
}

/** Tab 2 of the balance and of the closing: the sales of one selection, or the one sale opened from them. */
export function SalesDrill({ selection, sale, onOpen, onBack }: { selection: SalesSelection & { title: string }; sale: Sale | null; onOpen: (sale: Sale) => void; onBack: () => void }) {
  return (
    <Box>
      <BackBar onBack={onBack} title={sale ? `Venta N° ${sale.id}` : selection.title} />
      {sale ? <SaleLines sale={sale} regionLabel="Productos de la venta (desplazable)" /> : <PeriodSales selection={selection} title={selection.title.toUpperCase()} onOpen={onOpen} />}
    </Box>
  );
}

/** Tab 3 of the balance and of the closing: the period's expenses under their total. */
export function ExpensesDrill({ total, rows, onBack }: { total: number; rows: PeriodExpense[]; onBack: () => void }) {
  return (
    <Box>
      <BackBar onBack={onBack} title={`Gastos · ${formatMoney(total)}`} />
      <ExpensesTable rows={rows} />
    </Box>
  );
}

/** 'dd/mm/yyyy', or 'dd/mm/yyyy al dd/mm/yyyy': the period a figure covers. */
export const periodText = (from: string, to: string): string => (from === to ? formatDate(from) : `${formatDate(from)} al ${formatDate(to)}`);

/** The tabs of CIERRE DE CAJA and BALANCE: the sale detail (tab 2) opens only from a chosen list. */
export function PeriodTabs<T extends number>({ names, tab, onTab, label, detailOpen }: { names: string[]; tab: T; onTab: (tab: T) => void; label: string; detailOpen: boolean }) {
  return (
    <Tabs value={tab} onChange={(_, v: T) => onTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={label} sx={{ mb: 2 }}>
      {names.map((name, i) => (
        <Tab key={name} label={name} value={i} disabled={i === 2 && !detailOpen} />
      ))}
    </Tabs>
  );
}

/** A payment type's line in a drill-down list: its name, its figures and the button that opens its sales. */
export function PaymentTypeRow({ name, figures, action, actionLabel, onOpen }: { name: ReactNode; figures: ReactNode; action: string; actionLabel: string; onOpen: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>{name}</Typography>
      <span>{figures}</span>
      <Button size="small" aria-label={actionLabel} onClick={onOpen}>
        {action}
      </Button>
    </Paper>
  );
}
