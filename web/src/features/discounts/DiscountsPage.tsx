import { formatQuantity, type CreateDiscountBody, type ProductDiscount } from '@lactea/contracts';
import { refOf, useMasterDataFlow } from '../../components/flow/useMasterDataFlow';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, stateColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { usePagedList } from '../../components/list/usePagedList';
import { ProductStateFilters } from '../../components/pickers/ProductStateFilters';
import { formatMoney } from '../../lib/format';
import { DiscountForm } from './DiscountForm';
import { addDiscount, changeDiscountState, editDiscount, listDiscounts, type DiscountFilters } from './discountsApi';

const columns = (rowNumber: (i: number) => number): Column<ProductDiscount>[] => [
  numberColumn<ProductDiscount>(rowNumber),
  { id: 'product', header: 'Producto', cell: (row) => row.product.product },
  { id: 'price', header: 'Precio', align: 'right', nowrap: true, cell: (row) => formatMoney(row.product.price) },
  { id: 'unit_price', header: 'P.U.', align: 'right', nowrap: true, cell: (row) => formatMoney(row.unit_price) },
  { id: 'quantity', header: 'Por Cantidad', align: 'right', cell: (row) => formatQuantity(row.quantity, row.product.unit) },
  stateColumn<ProductDiscount>(),
];

/** DESCUENTO PRODUCTO: discounts by product (filter), register, edit, enable/disable; one enabled per product. */
export default function DiscountsPage() {
  const list = usePagedList<ProductDiscount, DiscountFilters>({
    key: 'product-discounts',
    fetchPage: listDiscounts,
    initialFilters: { fk_product: 0, product: 'Todos', enabled: 2 },
  });
  const flow = useMasterDataFlow<ProductDiscount, CreateDiscountBody>({
    entity: 'descuento',
    article: 'el',
    list,
    nameOf: (item) => ('product' in item ? item.product.product : ''),
    changeState: changeDiscountState,
  });

  if (flow.pane.mode !== 'list') {
    const editing = flow.editing;
    const save = (values: CreateDiscountBody, productName: string) =>
      editing
        ? flow.edit(productName, () => editDiscount({ ...values, ...refOf(editing) }))
        : flow.register(productName, () => addDiscount(values));
    return <DiscountForm editing={editing} onBack={flow.backToList} onSave={save} />;
  }
  const { filters } = list;
  return (
    <PagedListView
      title="DESCUENTO PRODUCTO"
      label="Descuentos"
      list={list}
      columns={columns(list.rowNumber)}
      headerActions={<RegisterButton onClick={flow.openRegister} />}
      filters={<ProductStateFilters filters={filters} onChange={list.setFilters} />}
      actions={(row) => flow.rowActions(row)}
    />
  );
}
