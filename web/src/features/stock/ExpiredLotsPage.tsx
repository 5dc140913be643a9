import { useState } from 'react';
import { addQuantities, type Lot } from '@lactea/contracts';
import { numberColumn } from '../../components/list/columns';
import { PagedListView } from '../../components/list/PagedListView';
import { usePagedList } from '../../components/list/usePagedList';
import { BrandField } from '../../components/pickers/BrandField';
import { ALL_BRANDS, type BrandChoice } from '../../components/pickers/BrandPickerDialog';
import { ALL_PRODUCTS, ProductField, type ProductChoice } from '../../components/pickers/ProductField';
import { LotRowActions, lotColumns } from './lotColumns';
import { listExpiredLots, type ExpiredFilters } from './stockApi';
import { useLotActions } from './useLotActions';

/** LOTES EXPIRADOS: lots with stock past their expiry, by product and brand; each is written off. */
export default function ExpiredLotsPage() {
  const [product, setProduct] = useState<ProductChoice>({ id: ALL_PRODUCTS.id, product: ALL_PRODUCTS.product });
  const [brand, setBrand] = useState<BrandChoice>(ALL_BRANDS);
  const list = usePagedList<Lot, ExpiredFilters>({ key: 'stock-expired-lots', fetchPage: listExpiredLots, initialFilters: { id_product: 0, fk_mark: 0 } });
  const actions = useLotActions({
    onWrittenOff: (lot, quantity, emptied) => (emptied ? list.removeRow(lot.id) : list.patchRow(lot.id, { quantity: addQuantities(lot.quantity, -quantity) })),
  });
  return (
    <>
      <PagedListView
        title="LOTES EXPIRADOS"
        label="Lotes expirados"
        list={list}
        columns={[numberColumn(list.rowNumber), lotColumns.code, lotColumns.product, lotColumns.quantity, lotColumns.expiration, lotColumns.user, lotColumns.registered]}
        filters={
          <>
            <ProductField
              includeAll
              value={product}
              onChange={(p) => {
                setProduct({ id: p.id, product: p.product });
                list.setFilters({ id_product: p.id });
              }}
              sx={{ width: 240 }}
            />
            <BrandField
              includeAll
              value={brand}
              onChange={(b) => {
                setBrand(b);
                list.setFilters({ fk_mark: b.id });
              }}
              sx={{ width: 200 }}
            />
          </>
        }
        actions={(lot) => <LotRowActions lot={lot} onWriteOff={actions.openWriteOff} onReturn={actions.openReturn} />}
      />
      {actions.dialogs}
    </>
  );
}
