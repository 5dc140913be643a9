import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DoneIcon from '@mui/icons-material/Done';
import { formatQuantity, RECONCILIATION_KIND_TEXT, RECONCILIATION_MSG, type ReconciliationItem } from '@lactea/contracts';
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
const STATE_OPTIONS: ReadonlyArray<FilterOption<ResolvedFilter>> = [
  { value: 0, label: 'Pendientes' },
  { value: 1, label: 'Resueltos' },
  { value: 2, label: 'Todos' },
];

/** 'Resuelto' with who and when (the note is in Detalle). */
function StateCell({ item }: { item: ReconciliationItem }) {
  if (item.resolved === 0) return <Chip size="small" color="warning" label="Pendiente" />;
  return (
    <Box>
      <Chip size="small" color="success" label="Resuelto" />
      <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
        {`${item.resolved_by ?? ''} ${formatDateTime(item.resolved_at)}`}
      </Box>
    </Box>
  );
}

/** The product and, for a shortfall, what the lots could not give ('Queso · faltó 0,250 kg'). */
const productText = (c: ReconciliationItem) =>
  c.product ? (c.missing_quantity !== null ? `${c.product.product} · faltó ${formatQuantity(c.missing_quantity, c.product.unit)}` : c.product.product) : '—';

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

/** What happened, and once resolved what the administrator wrote (the whole text is the hover title). */
const detailText = (c: ReconciliationItem) => (c.note ? `${c.detail} · Nota: ${c.note}` : c.detail);

/**
 * Who and where, and sold and received, share a cell each: ten columns and the action fit beside
 * the open menu at 1280 px (a table wider than its box scrolls, and axe refuses a scroll box
 * without a focusable element on the resolved list).
 */
const columns: Column<ReconciliationItem>[] = [
  { id: 'kind', header: 'Tipo', cell: (c) => RECONCILIATION_KIND_TEXT[c.kind] },
  { id: 'provisional', header: 'N° provisional', cell: (c) => c.provisional_number, nowrap: true, maxWidth: 88 },
  // No screen shows one sale by its id yet: the number is what the administrator looks up in the reports.
  { id: 'sale', header: 'Venta', cell: (c) => c.sale_id, align: 'right', width: 56 },
  { id: 'product', header: 'Producto', cell: productText },
  { id: 'detail', header: 'Detalle', cell: detailText },
  { id: 'who', header: 'Cajero / Dispositivo', cell: (c) => <TwoLines first={c.user} second={c.device_name} maxWidth={120} /> },
  { id: 'when', header: 'Vendida / Recibida', cell: (c) => <TwoLines first={formatDateTime(c.sold_at)} second={formatDateTime(c.received_at)} /> },
  { id: 'state', header: 'Estado', cell: (c) => <StateCell item={c} />, width: 104 },
];

type Resolving = { item: ReconciliationItem; note: string };

/** Resolved by a colleague, changed (409) or gone (404) since the list was read. */
const caseMovedOn = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409 || error.messages.includes(RECONCILIATION_MSG.alreadyResolved));

/**
 * VENTAS SIN CONEXIÓN (issue 21, decision 0043): the offline sales whose price, stock or credit
 * did not hold at sync. The money was taken as the device charged it; the administrator settles
 * each case and marks it 'Resuelto' with a note (audited), which also drops the bell's count.
 */
export default function OfflineSalesPage() {
  const { runOperation } = useDialogs();
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const list = usePagedList<ReconciliationItem, ReconciliationFilters>({ key: 'reconciliation', fetchPage: listReconciliation, initialFilters: { resolved: 0 } });

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
        // The route's title: the list also shows the resolved cases, not only those 'por revisar'.
        title="VENTAS SIN CONEXIÓN"
        label={RECONCILIATION_MSG.title}
        list={list}
        columns={columns}
        filters={<OptionFilter label="Estado" value={list.filters.resolved} options={STATE_OPTIONS} onChange={(resolved) => list.setFilters({ resolved })} />}
        actions={(item) =>
          item.resolved === 0 && (
            <ActionButton label={RECONCILIATION_MSG.resolve} color="success" icon={<DoneIcon fontSize="small" />} onClick={() => setResolving({ item, note: '' })} />
          )
        }
      />
      <ResolveDialog item={resolving?.item ?? null} initialNote={resolving?.note} onClose={() => setResolving(null)} onSubmit={resolve} />
    </>
  );
}
