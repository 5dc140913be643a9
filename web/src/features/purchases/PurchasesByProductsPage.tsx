import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { type Purchase, type PurchaseByProductPage, type PurchaseByProductRow } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { numberColumn } from '../../components/list/columns';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { formatAmount, formatDate } from '../../lib/format';
import { PurchaseInfo } from './PurchaseInfo';
import { lineQuantityText } from './purchaseColumns';
import { useReportDraft } from '../../components/report/useReportDraft';
import { PurchaseReportView, thisMonth, useClearedNotice } from './PurchaseReportView';
import { DateFilter, ProductFilter, ProviderFilter, type ReportDraft } from './ReportFilters';
import { listPurchasesByProduct, PURCHASE_PATHS, showPurchase, type ByProductFilters } from './purchasesApi';

type Draft = Pick<ReportDraft, 'date_from' | 'date_to' | 'provider' | 'product'>;
const fresh = (): Draft => ({ ...thisMonth(), provider: { id: 0, name: 'Todos' }, product: { id: 0, name: 'Todos' } });
const applied = (d: Draft): ByProductFilters => ({ date_from: d.date_from, date_to: d.date_to, provider_id: d.provider.id, product_id: d.product.id });

/** COMPRAS PRODUCTO: purchase lines by provider, product and purchase dates; 'Ver compra' opens the purchase. */
export default function PurchasesByProductsPage() {
  const dialogs = useDialogs();
  const [shown, setShown] = useState<Purchase | null>(null);
  const cleared = useClearedNotice();
  const list = usePagedList<PurchaseByProductRow, ByProductFilters, PurchaseByProductPage>({
    key: 'purchases-by-product',
    fetchPage: listPurchasesByProduct as never,
    initialFilters: applied(fresh()),
  });
  const { draft, change, search, quickRange, clear } = useReportDraft(fresh, applied, list.setFilters);
  const columns: Column<PurchaseByProductRow>[] = [
    numberColumn(list.rowNumber),
    { id: 'product', header: 'Producto', cell: (r) => r.product },
    { id: 'price', header: 'P.U.', align: 'right', nowrap: true, cell: (r) => formatAmount(r.unit_price) },
    { id: 'quantity', header: 'Cant.', align: 'right', nowrap: true, cell: (r) => lineQuantityText(r.quantity, r.unit, r.presentation) },
    { id: 'subtotal', header: 'Sub Total', align: 'right', nowrap: true, cell: (r) => formatAmount(r.subtotal) },
    { id: 'discount', header: 'Desc.', align: 'right', nowrap: true, cell: (r) => formatAmount(r.discount) },
    { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (r) => formatAmount(r.total) },
    { id: 'date', header: 'Fecha Compra', nowrap: true, cell: (r) => formatDate(r.date_purchase) },
  ];
  const open = async (row: PurchaseByProductRow) => {
    try {
      setShown(await showPurchase(row.fk_purchase));
    } catch (error) {
      await dialogs.showError(error);
    }
  };
  return (
    <PurchaseReportView
      onQuickRange={quickRange}
      title="COMPRAS PRODUCTO"
      label="Compras por producto"
      list={list}
      columns={columns}
      quantity={list.answer?.total_quantity}
      // Its rows are lines: their totals come before each purchase's own discount, which REPORTE
      // COMPRAS subtracts. Under one label the two screens disagreed by exactly those discounts.
      totalLabel="Total líneas"
      actions={(r) => <ActionButton label="Ver compra" icon={<VisibilityIcon fontSize="small" />} onClick={() => void open(r)} />}
      detail={shown && <PurchaseInfo purchase={shown} onBack={() => setShown(null)} />}
      onSearch={search}
      onClear={() => {
        clear();
        cleared();
      }}
      exportPath={`${PURCHASE_PATHS.byProduct}/export`}
      exportQuery={{ ...list.filters }}
      exportName="compras-producto"
      filters={
        <>
          <ProviderFilter value={draft.provider} onChange={(provider) => change({ provider })} />
          <ProductFilter value={draft.product} onChange={(product) => change({ product })} />
          <DateFilter label="Compra Inicio" value={draft.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Compra Final" value={draft.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      }
    />
  );
}
