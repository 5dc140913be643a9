import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatQuantity, isAboveCounterPrice, PRICE_LIST_MSG, toCents, type PriceList, type PriceListPrice, type SetPriceBody } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { numberColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton, EditButton } from '../../components/list/RowActions';
import { SearchField } from '../../components/list/SearchField';
import { usePagedList } from '../../components/list/usePagedList';
import { formatMoney } from '../../lib/format';
import { PriceForm } from './PriceForm';
import { listPrices, removePrice, setPrice, type PriceFilters } from './priceListsApi';

/** 'Caja x12' or 'Unidad': what one of the row's quantity is. */
const presentationText = (row: PriceListPrice) => row.presentation ?? 'Unidad';
const rowName = (row: PriceListPrice) => `${row.product} (${presentationText(row)}, desde ${formatQuantity(row.min_quantity, row.unit)})`;

/** The price, and under it the warning when it is above the counter's (allowed, but rarely meant). */
function PriceCell({ row }: { row: PriceListPrice }) {
  const above = isAboveCounterPrice(toCents(row.price), row.product_price);
  return (
    <>
      {formatMoney(row.price)}
      {above && (
        <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'warning.dark' }}>
          {PRICE_LIST_MSG.aboveCounterPrice(row.product_price)}
        </Box>
      )}
    </>
  );
}

const columns = (rowNumber: (i: number) => number): Column<PriceListPrice>[] => [
  numberColumn<PriceListPrice>(rowNumber),
  { id: 'product', header: 'Producto', cell: (row) => `${row.code} · ${row.product}` },
  { id: 'presentation', header: 'Presentación', cell: presentationText },
  // A presentation's minimum counts crates: '2 Caja x12'.
  { id: 'min_quantity', header: 'Desde', align: 'right', nowrap: true, cell: (row) => `${formatQuantity(row.min_quantity, row.unit)}${row.presentation ? ` ${row.presentation}` : ''}` },
  { id: 'price', header: 'Precio (Bs.)', align: 'right', cell: (row) => <PriceCell row={row} /> },
];

type Pane = { mode: 'list' } | { mode: 'form'; row: PriceListPrice | null };

/**
 * A list's prices: its rows by product (unit before presentations, breaks from the lowest), a
 * search by product, add or replace a price, change one, remove one with confirmation.
 */
export function PricesView({ priceList, onBack }: { priceList: PriceList; onBack: () => void }) {
  const dialogs = useDialogs();
  const list = usePagedList<PriceListPrice, PriceFilters>({
    key: 'price-list-prices',
    fetchPage: listPrices,
    initialFilters: { price_list_id: priceList.id, search: '' },
  });
  const [pane, setPane] = useState<Pane>({ mode: 'list' });
  const backToList = () => setPane({ mode: 'list' });

  const save = (values: SetPriceBody, productName: string) =>
    dialogs.runOperation({
      confirm: [`¿Está seguro de guardar el precio de ${productName} en la lista ${priceList.name}?`],
      action: () => setPrice(values),
      success: 'Se guardó el precio con éxito',
      onDone: () => {
        // A new row goes where its product sorts, a replaced one stays: the page is read again.
        list.refresh();
        backToList();
      },
    });
  const remove = (row: PriceListPrice) =>
    dialogs.runOperation({
      confirm: [`¿Está seguro de quitar el precio de ${rowName(row)} de la lista ${priceList.name}?`],
      action: () => removePrice(row.id),
      success: 'Se quitó el precio con éxito',
      onDone: () => list.removeRow(row.id),
    });

  if (pane.mode === 'form') return <PriceForm priceListId={priceList.id} editing={pane.row} onBack={backToList} onSave={save} />;
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        Volver a las listas
      </Button>
      <PagedListView
        title={`PRECIOS · ${priceList.name.toUpperCase()}`}
        label="Precios de la lista"
        list={list}
        columns={columns(list.rowNumber)}
        headerActions={<RegisterButton onClick={() => setPane({ mode: 'form', row: null })} />}
        filters={<SearchField label="Buscar producto" value={list.filters.search} onSearch={(search) => list.setFilters({ search })} />}
        actions={(row) => (
          <>
            <EditButton tooltip="Cambiar precio" onClick={() => setPane({ mode: 'form', row })} />
            <ActionButton label={`Quitar precio de ${rowName(row)}`} tooltip="Quitar" color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => void remove(row)} />
          </>
        )}
      />
    </>
  );
}
