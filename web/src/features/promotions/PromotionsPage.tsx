import { promotionText, type ProductPromotion } from '@lactea/contracts';
import { refOf, useMasterDataFlow } from '../../components/flow/useMasterDataFlow';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, stateColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { usePagedList } from '../../components/list/usePagedList';
import { ProductStateFilters } from '../../components/pickers/ProductStateFilters';
import { PromotionForm, type PromotionValues } from './PromotionForm';
import { addPromotion, changePromotionState, editPromotion, listPromotions, type PromotionFilters } from './promotionsApi';

const columns = (rowNumber: (i: number) => number): Column<ProductPromotion>[] => [
  numberColumn<ProductPromotion>(rowNumber),
  { id: 'product', header: 'Producto', cell: (row) => row.product.product },
  { id: 'promo', header: 'Promo.', cell: (row) => promotionText(row) },
  { id: 'quantity_promotion', header: 'Cantidad Promo', align: 'right', cell: (row) => row.quantity_promotion },
  { id: 'quantity_sale', header: 'X Cantidad', align: 'right', cell: (row) => row.quantity_sale },
  stateColumn<ProductPromotion>(),
];

/**
 * PROMOCIONES: promotions by product (filter), register, edit, enable/disable; one enabled per
 * product. Paging goes to the page asked for (the spec's "next/previous reload page 1" is fixed).
 */
export default function PromotionsPage() {
  const list = usePagedList<ProductPromotion, PromotionFilters>({
    key: 'product-promotions',
    fetchPage: listPromotions,
    initialFilters: { fk_product: 0, product: 'Todos', enabled: 2 },
  });
  const flow = useMasterDataFlow<ProductPromotion, PromotionValues>({
    entity: 'promoción',
    article: 'la',
    list,
    nameOf: (item) => ('product' in item ? `${item.product.product} ${promotionText(item)}` : ''),
    changeState: changePromotionState,
  });

  if (flow.pane.mode !== 'list') {
    const editing = flow.editing;
    const save = (values: PromotionValues, productName: string) => {
      const name = `${productName} ${promotionText(values)}`;
      return editing
        ? flow.edit(name, () => editPromotion({ quantity_promotion: values.quantity_promotion, quantity_sale: values.quantity_sale, ...refOf(editing) }))
        : flow.register(name, () => addPromotion({ fk_product: values.fk_product ?? 0, quantity_promotion: values.quantity_promotion, quantity_sale: values.quantity_sale }));
    };
    return <PromotionForm editing={editing} onBack={flow.backToList} onSave={save} />;
  }
  const { filters } = list;
  return (
    <PagedListView
      title="PROMOCIONES"
      label="Promociones"
      list={list}
      columns={columns(list.rowNumber)}
      headerActions={<RegisterButton onClick={flow.openRegister} />}
      filters={<ProductStateFilters filters={filters} onChange={list.setFilters} />}
      actions={(row) => flow.rowActions(row)}
    />
  );
}
