import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DoneIcon from '@mui/icons-material/Done';
import { formatQuantity, RECONCILIATION_FILTER, RECONCILIATION_KIND_TEXT, RECONCILIATION_MSG, RECONCILIATION_STATE_TEXT, type ReconciliationItem } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { OptionFilter, type FilterOption } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { invalidateReconciliation, listReconciliation, resolveReconciliation, type ReconciliationFilters } from './offlineSalesApi';
import { ResolveDialog } from './ResolveDialog';

type ResolvedFilter = ReconciliationFilters['resolved'];
/** The filter and what the heading's count then counts (exactly that: cases, or sales, or both). */
const STATES: ReadonlyArray<FilterOption<ResolvedFilter> & { title: string }> = [
  { value: RECONCILIATION_FILTER.pending, label: 'Por revisar', title: 'VENTAS SIN CONEXIÓN: CASOS POR REVISAR' },
  { value: RECONCILIATION_FILTER.resolved, label: 'Resueltos', title: 'VENTAS SIN CONEXIÓN: CASOS RESUELTOS' },
  { value: RECONCILIATION_FILTER.clean, label: 'Sincronizadas sin observaciones', title: 'VENTAS SIN CONEXIÓN: SINCRONIZADAS SIN OBSERVACIONES' },
  { value: RECONCILIATION_FILTER.all, label: 'Todas', title: 'VENTAS SIN CONEXIÓN: TODAS (CASOS Y VENTAS SIN OBSERVACIONES)' },
];
const STATE_OPTIONS: ReadonlyArray<FilterOption<ResolvedFilter>> = STATES.map(({ value, label }) => ({ value, label }));

/** 'Resuelto' with who and when (the note is in Detalle); 'Pendiente'; 'Sincronizada' (nothing to review). */
function StateCell({ item }: { item: ReconciliationItem }) {
  const label = RECONCILIATION_STATE_TEXT[item.state];
  if (item.state === 'pendiente') return <Chip size="small" color="warning" label={label} />;
  if (item.state === 'sincronizada') return <Chip size="small" color="info" variant="outlined" label={label} />;
  return (
    <Box>
      <Chip size="small" color="success" label={label} />
      <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
        {`${item.resolved_by ?? ''} ${formatDateTime(item.resolved_at)}`}
      </Box>
    </Box>
  );
}

/**
 * The product and, for a shortfall, what the lots could not give ('Queso · faltó 0,250 kg'); for a
 * credit case or a sale without a case, the sale's client ('S/C' without one).
 */
const productText = (c: ReconciliationItem) => {
  if (c.product) return c.missing_quantity !== null ? `${c.product.product} · faltó ${formatQuantity(c.missing_quantity, c.product.unit)}` : c.product.product;
  return c.client ? `Cliente: ${c.client}` : 'S/C';
};

/** Two facts in one cell, one line each, the second in grey ('María Quispe' over 'Caja mostrador'). */
function TwoLines({ first, second, maxWidth }: { first: string; second: string; maxWidth?: number }) {
  const line = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth } as const;
  return (
    <>
      <Box component="span" title={first} sx={line}>
        {first}
      </Box>
      <Box component="span" title={second} sx={{ ...line, color: 'text.secondary' }}>
        {second}
      </Box>
    </>
  );
}

/** What happened, and once resolved what the administrator wrote. */
const detailText = (c: ReconciliationItem) => (c.note ? `${c.detail} · Nota: ${c.note}` : c.detail);

/**
 * Detalle is what the administrator reads to settle a case: shown whole, wrapping over as many
 * lines as it needs and never narrower than a phrase, not clamped to two lines like other text cells.
 */
const DetailCell = ({ item }: { item: ReconciliationItem }) => (
  <Box component="span" sx={{ display: 'block', minWidth: 180, overflowWrap: 'anywhere' }}>
    {detailText(item)}
  </Box>
);

/**
 * Provisional number and sale, who and where, sold and received share a cell each: the columns,
 * Detalle whole, and the action fit beside the open menu at 1280 px (a table wider than its box scrolls, and axe refuses a scroll box
 * without a focusable element on the resolved list).
 */
const columns: Column<ReconciliationItem>[] = [
  { id: 'kind', header: 'Tipo', cell: (c) => (c.kind ? RECONCILIATION_KIND_TEXT[c.kind] : 'Sin observaciones') },
  // No screen shows one sale by its id yet: the number is what the administrator looks up in the reports.
  { id: 'sale', header: 'N° provisional / Venta', cell: (c) => <TwoLines first={c.provisional_number} second={`N° ${c.sale_id}`} maxWidth={96} /> },
  { id: 'product', header: 'Producto / Cliente', cell: productText },
  { id: 'detail', header: 'Detalle', cell: (c) => <DetailCell item={c} /> },
  { id: 'who', header: 'Cajero / Dispositivo', cell: (c) => <TwoLines first={c.user} second={c.device_name} maxWidth={120} /> },
  { id: 'when', header: 'Vendida / Recibida', cell: (c) => <TwoLines first={formatDateTime(c.sold_at)} second={formatDateTime(c.received_at)} /> },
  { id: 'state', header: 'Estado', cell: (c) => <StateCell item={c} />, width: 104 },
];

type Resolving = { item: ReconciliationItem; note: string };

/** A case by its id; a sale without a case (id 0) by its sale. */
const rowId = (r: ReconciliationItem) => `${r.sale_id}-${r.id}`;

/** Resolved by a colleague, changed (409) or gone (404) since the list was read. */
const caseMovedOn = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409 || error.messages.includes(RECONCILIATION_MSG.alreadyResolved));

/**
 * VENTAS SIN CONEXIÓN (decision 0043): every offline sale received, the cases whose price, stock
 * or credit did not hold at sync first (the default filter). The money was taken as the device
 * charged it; the administrator settles each case and marks it 'Resuelto' with a note (audited),
 * which also drops the bell's count.
 */
export default function OfflineSalesPage() {
  const { runOperation } = useDialogs();
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const list = usePagedList<ReconciliationItem, ReconciliationFilters>({
    key: 'reconciliation',
    fetchPage: listReconciliation,
    initialFilters: { resolved: RECONCILIATION_FILTER.pending },
    getRowId: rowId,
  });
  const state = STATES.find((o) => o.value === list.filters.resolved) ?? STATES[0];

  const resolve = (note: string) => {
    if (!resolving) return;
    const { item } = resolving;
    setResolving(null);
    let refusal: unknown;
    void runOperation({
      confirm: [`¿Está seguro de marcar como resuelto el caso de la venta ${item.provisional_number || `N° ${item.sale_id}`}?`],
      action: () =>
        resolveReconciliation({ id: item.id, version: item.version, note }).catch((error: unknown) => {
          refusal = error;
          throw error;
        }),
      success: 'Se marcó el caso como resuelto',
      // The list and the bell's count share the key: both are read again.
      onDone: () => invalidateReconciliation(queryClient),
      // The note comes back to be corrected, unless the case itself moved on: then the list is read again.
      reopenOnError: () => !caseMovedOn(refusal) && setResolving({ item, note }),
      onError: () => caseMovedOn(refusal) && invalidateReconciliation(queryClient),
    });
  };

  return (
    <>
      <PagedListView
        // The heading names what its count counts: the cases of a state, the clean sales, or both.
        title={state.title}
        label={RECONCILIATION_MSG.menu}
        getRowId={rowId}
        list={list}
        columns={columns}
        filters={<OptionFilter label="Estado" value={list.filters.resolved} options={STATE_OPTIONS} onChange={(resolved) => list.setFilters({ resolved })} />}
        actions={(item) =>
          item.state === 'pendiente' && (
            <ActionButton label={RECONCILIATION_MSG.resolve} color="success" icon={<DoneIcon fontSize="small" />} onClick={() => setResolving({ item, note: '' })} />
          )
        }
      />
      <ResolveDialog item={resolving?.item ?? null} initialNote={resolving?.note} onClose={() => setResolving(null)} onSubmit={resolve} />
    </>
  );
}
