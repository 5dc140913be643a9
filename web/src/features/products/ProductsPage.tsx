import { useState } from 'react';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { PRESENTATION_MSG, type CreateProductBody, type Product, type ProductPriceForm } from '@lactea/contracts';
import { MasterDataListView } from '../../components/flow/MasterDataListView';
import { refOf } from '../../components/flow/useMasterDataFlow';
import { usePagedMasterData } from '../../components/flow/usePagedMasterData';
import type { Column } from '../../components/list/DataTable';
import { searchedColumn } from '../../components/list/columns';
import { ActionButton } from '../../components/list/RowActions';
import { BrandField } from '../../components/pickers/BrandField';
import { ALL_BRANDS, type BrandChoice } from '../../components/pickers/BrandPickerDialog';
import { formatAmount } from '../../lib/format';
import { ProductForm } from './ProductForm';
import { PresentationsPane } from './PresentationsPane';
import { addProduct, changeProductState, listProducts, updateProduct, updateProductPrice, type ProductFilters } from './productsApi';

export const PRICE_ACTION = 'Actualizar precio';
export const PRESENTATIONS_ACTION = 'Presentaciones';

/**
 * PRODUCTOS: paged list with search, state and brand ('Elegir Marca', Todos = 0); register, edit,
 * price update (sends only price, cost and brand, with the row's version), PRESENTACIONES (its
 * crates and packs; none for a weighed product) and enable/disable.
 */
export default function ProductsPage() {
  const [brand, setBrand] = useState<BrandChoice>(ALL_BRANDS);
  const { list, flow } = usePagedMasterData<Product, CreateProductBody, 'price' | 'presentations', ProductFilters>({
    key: 'products',
    fetchPage: listProducts,
    initialFilters: { search: '', enabled: 2, fk_mark: 0 },
    entity: 'producto',
    article: 'el',
    nameOf: (item) => item.product,
    changeState: changeProductState,
    add: addProduct,
    update: updateProduct,
  });
  const search = list.filters.search;
  const money = { align: 'right', nowrap: true } as const;

  const columns: Column<Product>[] = [
    // Codes are short ('PIL-001'); a long one is cut (whole on hover) so the columns and the row's
    // four actions fit beside the menu at 1280 px.
    searchedColumn('code', 'Código', search, { nowrap: true, maxWidth: 80 }),
    searchedColumn('product', 'Producto', search),
    searchedColumn('barcode', 'Código Barra', search, { empty: 'S/C', nowrap: true }),
    searchedColumn('description', 'Descripción', search, { empty: 'S/D' }),
    // A weighed product's price is per kilogram (docs/decisions/0034).
    { id: 'price', header: 'Precio Bs.', cell: (row) => (row.unit === 'kg' ? `${formatAmount(row.price)}/kg` : formatAmount(row.price)), ...money },
    { id: 'cost', header: 'Costo Bs.', cell: (row) => formatAmount(row.cost), ...money },
    { id: 'mark', header: 'Marca', cell: (row) => row.mark },
  ];

  const { pane } = flow;
  if (pane.mode === 'presentations') return <PresentationsPane product={pane.row} onBack={flow.backToList} />;
  if (pane.mode !== 'list') {
    const product = flow.editing;
    const savePrice = ({ price, cost, fk_mark }: ProductPriceForm) =>
      product &&
      flow.edit(product.product, () => updateProductPrice({ ...refOf(product), price, cost, fk_mark }), {
        confirm: `¿Está seguro de actualizar el precio y costo del producto ${product.product}?`,
        success: 'Se actualizó el precio y costo del producto',
      });
    return (
      <ProductForm
        mode={pane.mode}
        product={product}
        onBack={flow.backToList}
        onSave={flow.save}
        onSavePrice={async (values) => savePrice(values)}
      />
    );
  }

  return (
    <MasterDataListView
      title="PRODUCTOS"
      label="Productos"
      list={list}
      flow={flow}
      columns={columns}
      moreFilters={
        <BrandField
          includeAll
          value={brand}
          onChange={(chosen) => {
            setBrand(chosen);
            list.setFilters({ fk_mark: chosen.id });
          }}
          sx={{ flex: '0 1 190px' }}
        />
      }
      moreActions={(row) => (
        <>
          <ActionButton
            label={PRICE_ACTION}
            color="secondary"
            icon={<PriceChangeIcon fontSize="small" />}
            onClick={() => void flow.open('price', row)}
          />
          <ActionButton
            label={PRESENTATIONS_ACTION}
            color="secondary"
            icon={<Inventory2Icon fontSize="small" />}
            disabled={row.unit === 'kg'}
            tooltip={row.unit === 'kg' ? PRESENTATION_MSG.weighed : undefined}
            onClick={() => void flow.open('presentations', row)}
          />
        </>
      )}
    />
  );
}
