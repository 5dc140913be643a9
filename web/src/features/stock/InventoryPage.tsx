import { useState } from 'react';
import { useSearchParams } from 'react-router';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { addQuantities, INVENTORY_LEVELS, type InventoryLevel, type ProductStock } from '@lactea/contracts';
import { numberColumn, searchedColumn, stateColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { OptionFilter } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { SearchField } from '../../components/list/SearchField';
import { StockChip } from '../../components/list/StockChip';
import { usePagedList } from '../../components/list/usePagedList';
import { BrandField } from '../../components/pickers/BrandField';
import { ALL_BRANDS, type BrandChoice } from '../../components/pickers/BrandPickerDialog';
import { formatAmount } from '../../lib/format';
import { ProductStockDialog } from './ProductStockDialog';
import { listInventory, type InventoryFilters } from './stockApi';

/** 'Todos' is '' on the wire; a select shows an empty value as blank, so it is 'all' on screen. */
const LEVEL_OPTIONS: { value: InventoryLevel | 'all'; label: string }[] = [
  { value: 'all', label: 'Todos' },
  ...(Object.entries(INVENTORY_LEVELS) as [InventoryLevel, string][]).map(([value, label]) => ({ value, label })),
];

/** `?nivel=b` (the home's low-stock link) opens the list at that level; anything else, all levels. */
const levelOf = (text: string | null): InventoryLevel | '' => (text && Object.hasOwn(INVENTORY_LEVELS, text) ? (text as InventoryLevel) : '');

/**
 * INVENTARIO: every product with its stock in its level's colour; stock level,
 * search and brand filters; each product's detail, lots and movements in a dialog.
 */
export default function InventoryPage() {
  const [query] = useSearchParams();
  const [brand, setBrand] = useState<BrandChoice>(ALL_BRANDS);
  const [detail, setDetail] = useState<ProductStock | null>(null);
  const list = usePagedList<ProductStock, InventoryFilters>({
    key: 'stock-inventory',
    fetchPage: listInventory,
    initialFilters: { search: '', fk_mark: 0, inventory_level: levelOf(query.get('nivel')) },
  });
  const search = list.filters.search;
  const columns: Column<ProductStock>[] = [
    numberColumn(list.rowNumber),
    searchedColumn('code', 'Código', search, { nowrap: true }),
    searchedColumn('product', 'Producto', search),
    searchedColumn('barcode', 'Código Barra', search, { empty: 'S/C', nowrap: true }),
    { id: 'mark', header: 'Marca', cell: (p) => p.mark },
    { id: 'total_quantity', header: 'Inventario', cell: (p) => <StockChip quantity={p.total_quantity} unit={p.unit} />, align: 'center' },
    { id: 'price', header: 'Precio Bs.', cell: (p) => formatAmount(p.price), align: 'right', nowrap: true },
    stateColumn(),
  ];

  return (
    <>
      <PagedListView
        title="INVENTARIO"
        label="Inventario"
        list={list}
        columns={columns}
        filters={
          <>
            <SearchField value={search} onSearch={(text) => list.setFilters({ search: text })} />
            <OptionFilter
              label="Inventario"
              value={list.filters.inventory_level || 'all'}
              options={LEVEL_OPTIONS}
              onChange={(level) => list.setFilters({ inventory_level: level === 'all' ? '' : level })}
            />
            <BrandField
              includeAll
              value={brand}
              onChange={(chosen) => {
                setBrand(chosen);
                list.setFilters({ fk_mark: chosen.id });
              }}
              sx={{ flex: '0 1 190px' }}
            />
          </>
        }
        actions={(row) => <ActionButton label="Ver detalle" icon={<VisibilityIcon fontSize="small" />} onClick={() => setDetail(row)} />}
      />
      <ProductStockDialog
        product={detail}
        onClose={() => setDetail(null)}
        onStockChange={(id, delta) => {
          const row = list.rows.find((r) => r.id === id);
          if (row) list.patchRow(id, { total_quantity: addQuantities(row.total_quantity, delta) });
        }}
      />
    </>
  );
}
