import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import CodeIcon from '@mui/icons-material/Code';
import { INVOICE_MSG, INVOICE_STATE_VALUES, INVOICE_STATES, NOTE_SECTOR, readNoteXml, type InvoiceRow, type InvoiceState } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { dateTimeColumn } from '../../components/list/columns';
import { DateFilter } from '../../components/list/DateFilter';
import { OptionFilter, type FilterOption } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { CreditNoteReceipt, InvoiceReceipt, loadInvoiceQr, ReceiptWidthSelect, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { formatAmount, formatWallDateTime } from '../../lib/format';
import { businessToday } from '../../lib/shopTime';
import { invoiceForPrint, invoiceXml, listInvoices, type InvoiceFilters } from './invoicesApi';
import { InvoiceXmlDialog } from './InvoiceXmlDialog';

export const INVOICES_TITLE = 'FACTURAS';

/** Each state's colour: what waits (pendiente, en contingencia) amber, what failed red. */
const STATE_COLOR: Record<InvoiceState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pendiente: 'info',
  aceptada: 'success',
  contingencia: 'warning',
  rechazada: 'error',
  anulada: 'default',
};

export const StateChip = ({ state }: { state: InvoiceState }) => <Chip size="small" color={STATE_COLOR[state]} label={INVOICE_STATES[state]} />;

const STATE_OPTIONS: ReadonlyArray<FilterOption<InvoiceFilters['state']>> = [{ value: '', label: 'Todos' }, ...INVOICE_STATE_VALUES.map((s) => ({ value: s, label: INVOICE_STATES[s] }))];

/** SIAT's answer: its messages (a rejection's reasons), else its código de recepción, else that it has none yet. */
function SiatCell({ row }: { row: InvoiceRow }) {
  const text = row.siat_messages.length ? row.siat_messages.join(' · ') : row.reception_code ? `Recepción ${row.reception_code}` : 'Sin respuesta aún';
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 160, overflowWrap: 'anywhere', color: row.state === 'rechazada' ? 'error.main' : row.siat_messages.length ? 'text.primary' : 'text.secondary' }}>
      {text}
    </Box>
  );
}

/**
 * The document's kind: a sale's invoice, or the nota de crédito-débito of one of its returns, the
 * return under it (one clamped text was cut to 'Nota crédito-débito…' at 1280 px).
 */
function DocumentKind({ row }: { row: InvoiceRow }) {
  if (row.document_sector !== NOTE_SECTOR) return <>Factura</>;
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>Nota crédito-débito</Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }}>Devolución N° {row.return_id}</Box>
    </>
  );
}

const columns: Column<InvoiceRow>[] = [
  { id: 'kind', header: 'Documento', cell: (r) => <DocumentKind row={r} /> },
  { id: 'number', header: 'N°', cell: (r) => r.number, align: 'right', nowrap: true },
  dateTimeColumn('issued', 'Emitida', (r) => formatWallDateTime(r.issued_at)),
  { id: 'sale', header: 'Venta', cell: (r) => `N° ${r.sale_id}`, nowrap: true },
  {
    id: 'buyer',
    header: 'Comprador',
    cell: (r) => (
      <>
        <Box component="span" sx={{ display: 'block' }}>{r.buyer_name}</Box>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>{r.buyer_document}</Box>
      </>
    ),
  },
  { id: 'total', header: 'Total Bs.', cell: (r) => formatAmount(r.total), align: 'right', nowrap: true },
  {
    id: 'state',
    header: 'Estado',
    cell: (r) => (
      <>
        <StateChip state={r.state} />
        {r.emission_type === 2 && <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>Fuera de línea</Box>}
        {r.reprint_due === 1 && <Chip size="small" color="warning" variant="outlined" label={INVOICE_MSG.reprintDue} sx={{ mt: 0.5 }} />}
      </>
    ),
  },
  { id: 'siat', header: 'Respuesta SIAT', cell: (r) => <SiatCell row={r} /> },
];

/** The range's count by state: 'Aceptada 12 · Pendiente 1 · Rechazada 1'. */
function StateSummary({ counts }: { counts: Record<string, number> | undefined }) {
  const shown = INVOICE_STATE_VALUES.filter((s) => (counts?.[s] ?? 0) > 0);
  return (
    <Box role="group" aria-label="Resumen por estado" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: '100%' }}>
      <Typography variant="body2" color="text.secondary">Resumen:</Typography>
      {shown.length === 0 && <Typography variant="body2">Sin facturas</Typography>}
      {shown.map((s) => (
        <Chip key={s} size="small" variant="outlined" color={STATE_COLOR[s]} label={`${INVOICE_STATES[s]}: ${counts?.[s]}`} data-testid={`summary-${s}`} />
      ))}
    </Box>
  );
}

/**
 * FACTURAS (administrator): the invoices (and the returns' notas de crédito-débito) of a day range (today by default) newest first, by state,
 * with SIAT's answer, the range's summary by state, 'Reimprimir' (the printed invoice, 80 or 58 mm)
 * and 'Ver XML' (exactly as sent to SIAT, for the accountant).
 */
export default function InvoicesPage() {
  const { showError } = useDialogs();
  const today = businessToday();
  const list = usePagedList<InvoiceRow, InvoiceFilters, Awaited<ReturnType<typeof listInvoices>>>({
    key: 'invoices',
    fetchPage: listInvoices,
    initialFilters: { date_from: today, date_to: today, state: '' },
  });
  const [xmlOf, setXmlOf] = useState<InvoiceRow | null>(null);
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();
  const reprint = async (row: InvoiceRow) => {
    try {
      if (row.document_sector === NOTE_SECTOR) {
        // A note prints from its XML as sent to SIAT (it carries the invoice it adjusts and the returned lines).
        const [xml] = await Promise.all([invoiceXml(row.id), loadInvoiceQr()]);
        await print(<CreditNoteReceipt note={readNoteXml(xml)} verificationUrl={row.verification_url} width={width} />);
        return;
      }
      const [sale] = await Promise.all([invoiceForPrint(row.id), loadInvoiceQr()]);
      if (sale.invoice) await print(<InvoiceReceipt sale={sale} invoice={sale.invoice} width={width} />);
      // The reprint recorded its CUF as the one on paper: a 'CUF cambió: reimprimir' mark goes away.
      if (row.reprint_due) list.refresh();
    } catch (error) {
      await showError(error);
    }
  };
  const f = list.filters;
  return (
    <>
      <PagedListView
        title={INVOICES_TITLE}
        label="Facturas"
        list={list}
        columns={columns}
        headerActions={<ReceiptWidthSelect />}
        filters={
          <>
            <DateFilter label="Desde" value={f.date_from ?? ''} max={f.date_to || undefined} onChange={(date_from) => list.setFilters({ date_from })} />
            <DateFilter label="Hasta" value={f.date_to ?? ''} min={f.date_from || undefined} onChange={(date_to) => list.setFilters({ date_to })} />
            <OptionFilter label="Estado" value={f.state} options={STATE_OPTIONS} onChange={(state) => list.setFilters({ state })} />
            <StateSummary counts={list.answer?.by_state} />
          </>
        }
        actions={(row) => (
          <>
            <ActionButton label="Reimprimir" icon={<PrintIcon fontSize="small" />} onClick={() => void reprint(row)} />
            <ActionButton label="Ver XML" color="secondary" icon={<CodeIcon fontSize="small" />} onClick={() => setXmlOf(row)} />
          </>
        )}
      />
      <InvoiceXmlDialog invoice={xmlOf} onClose={() => setXmlOf(null)} />
      {printArea}
    </>
  );
}
