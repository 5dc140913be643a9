import { useState } from 'react';
import Button from '@mui/material/Button';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { addQuantities, LOT_TEXTS, type Lot } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { numberColumn } from '../../components/list/columns';
import { DateFilter } from '../../components/list/DateFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { usePagedList } from '../../components/list/usePagedList';
import { ALL_PRODUCTS, ProductField, type ProductChoice } from '../../components/pickers/ProductField';
import { LotRowActions, lotColumns } from './lotColumns';
import { listLots, type LotFilters } from './stockApi';
import { useLotActions } from './useLotActions';

interface Draft {
  date_expired: string;
  product: ProductChoice;
  date_register_from: string;
  date_register_to: string;
}
const EMPTY: Draft = { date_expired: '', product: { id: ALL_PRODUCTS.id, product: ALL_PRODUCTS.product }, date_register_from: '', date_register_to: '' };
const toFilters = (d: Draft): LotFilters => ({
  fk_product: d.product.id,
  date_expired: d.date_expired,
  date_register_from: d.date_register_from,
  date_register_to: d.date_register_to,
});

/**
 * LOTES: every lot with stock. The filters (expiry date, product — its name cut to 16
 * characters plus '..' — and registration dates) apply with 'Buscar'; 'Limpiar filtros' resets
 * them. Edit (not an expired lot), 'Dar de baja' and 'Devolver al proveedor' (a purchased lot).
 */
export default function LotsPage() {
  const { alert } = useDialogs();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const list = usePagedList<Lot, LotFilters>({ key: 'stock-lots', fetchPage: listLots, initialFilters: toFilters(EMPTY) });
  const actions = useLotActions({
    onEdited: (lot) => (lot.quantity === 0 ? list.removeRow(lot.id) : list.mergeRow(lot)),
    onWrittenOff: (lot, quantity, emptied) => (emptied ? list.removeRow(lot.id) : list.patchRow(lot.id, { quantity: addQuantities(lot.quantity, -quantity) })),
  });
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <>
      <PagedListView
        title="LOTES"
        label="Lotes"
        list={list}
        columns={[
          numberColumn(list.rowNumber),
          lotColumns.code,
          lotColumns.product,
          lotColumns.quantity,
          lotColumns.expiration,
          lotColumns.state,
          lotColumns.user,
          lotColumns.registered,
        ]}
        filters={
          <>
            <DateFilter label="Fecha Vencimiento" value={draft.date_expired} onChange={(v) => change({ date_expired: v })} />
            <ProductField includeAll maxChars={16} value={draft.product} onChange={(p) => change({ product: { id: p.id, product: p.product } })} sx={{ width: 220 }} />
            <DateFilter label="Registro desde" value={draft.date_register_from} onChange={(v) => change({ date_register_from: v })} />
            <DateFilter label="Registro hasta" value={draft.date_register_to} onChange={(v) => change({ date_register_to: v })} />
            <Button variant="contained" startIcon={<SearchIcon />} onClick={() => list.setFilters(toFilters(draft))}>
              Buscar
            </Button>
            <Button
              color="secondary"
              startIcon={<FilterAltOffIcon />}
              onClick={() => {
                setDraft(EMPTY);
                list.setFilters(toFilters(EMPTY));
                void alert(LOT_TEXTS.filtersClearedTitle, [LOT_TEXTS.filtersCleared]);
              }}
            >
              Limpiar filtros
            </Button>
          </>
        }
        actions={(lot) => <LotRowActions lot={lot} onEdit={actions.openEdit} onWriteOff={actions.openWriteOff} onReturn={actions.openReturn} />}
      />
      {actions.dialogs}
    </>
  );
}
