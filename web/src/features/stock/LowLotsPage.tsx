import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import { formatQuantity, LOT_TEXTS, type LowLot } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { numberColumn, userColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { ALL_PRODUCTS, ProductField, type ProductChoice } from '../../components/pickers/ProductField';
import { formatDate } from '../../lib/format';
import { deleteLowLot, listLowLots, revertLowLot, type LowLotFilters } from './stockApi';
import { invalidateStock } from './useLotActions';

const columns = (rowNumber: (i: number) => number): Column<LowLot>[] => [
  numberColumn(rowNumber),
  { id: 'code', header: 'Código', cell: (l) => l.product.code, nowrap: true },
  { id: 'product', header: 'Producto', cell: (l) => l.product.product },
  { id: 'quantity', header: 'Cantidad', cell: (l) => formatQuantity(l.quantity, l.product.unit), align: 'right', width: 90 },
  { id: 'expiration_date', header: 'Vencimiento', cell: (l) => formatDate(l.expiration_date), nowrap: true },
  userColumn((l) => l.user),
  { id: 'date', header: 'Fecha', cell: (l) => formatDate(l.date), nowrap: true },
  { id: 'hour', header: 'Hora', cell: (l) => l.hour, nowrap: true },
];

/**
 * LOTES BAJA: write-offs by registration dates and product. Revert puts the units back
 * into their lot; delete removes the record (the units stay out). Both confirmed with product,
 * quantity and expiry date, and both leave the list.
 */
export default function LowLotsPage() {
  const { runOperation } = useDialogs();
  const queryClient = useQueryClient();
  const [product, setProduct] = useState<ProductChoice>({ id: ALL_PRODUCTS.id, product: ALL_PRODUCTS.product });
  const list = usePagedList<LowLot, LowLotFilters>({ key: 'stock-low-lots', fetchPage: listLowLots, initialFilters: { date_from: '', date_to: '', id_product: 0 } });
  const run = (low: LowLot, kind: 'revert' | 'delete') => {
    const expiry = formatDate(low.expiration_date);
    void runOperation({
      confirm: (kind === 'revert' ? LOT_TEXTS.confirmRevert : LOT_TEXTS.confirmDelete)(low.product.product, low.quantity, expiry, low.product.unit),
      action: () => (kind === 'revert' ? revertLowLot({ id: low.id }) : deleteLowLot({ id: low.id })),
      success: kind === 'revert' ? LOT_TEXTS.reverted : LOT_TEXTS.deleted,
      onDone: () => {
        list.removeRow(low.id);
        invalidateStock(queryClient);
      },
    });
  };
  return (
    <PagedListView
      title="LOTES BAJA"
      label="Lotes baja"
      list={list}
      columns={columns(list.rowNumber)}
      filters={
        <>
          <DateFilter label="Registro desde" value={list.filters.date_from} onChange={(v) => list.setFilters({ date_from: v })} />
          <DateFilter label="Registro hasta" value={list.filters.date_to} onChange={(v) => list.setFilters({ date_to: v })} />
          <ProductField
            includeAll
            value={product}
            onChange={(p) => {
              setProduct({ id: p.id, product: p.product });
              list.setFilters({ id_product: p.id });
            }}
            sx={{ width: 240 }}
          />
        </>
      }
      actions={(low) => (
        <>
          <ActionButton label="Revertir" icon={<UndoIcon fontSize="small" />} onClick={() => run(low, 'revert')} />
          <ActionButton label="Eliminar" color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => run(low, 'delete')} />
        </>
      )}
    />
  );
}
