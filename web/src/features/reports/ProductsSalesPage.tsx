import { useReportDraft } from '../../components/report/useReportDraft';
import { formatQuantity, unitsSplitText, type Client, type ProductStock, type SoldLine, type SoldLinePage } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn } from '../../components/list/columns';
import { usePagedList } from '../../components/list/usePagedList';
import { PickerField } from '../../components/pickers/PickerField';
import { clientSource, productSource } from '../../components/pickers/pickerSources';
import { ReportPane, useClearedNotice } from '../../components/report/ReportPane';
import type { Query } from '../../lib/api';
import { formatAmount, formatDate } from '../../lib/format';
import { fetchSalesByProduct, REPORT_PATHS } from './reportsApi';
import { businessToday } from '../../lib/shopTime';
import { Gain } from './SaleParts';

interface Draft {
  client: { id: number; name: string };
  product: { id: number; name: string };
  date_from: string;
  date_to: string;
}
const ALL_CLIENTS = { id: 0, business_name: 'Todos', ci_nit: '' } as Client;
const ALL_PRODUCTS = { id: 0, product: 'Todos', code: '' } as ProductStock;
const fresh = (): Draft => ({ client: { id: 0, name: 'Todos' }, product: { id: 0, name: 'Todos' }, date_from: businessToday(), date_to: businessToday() });
/** What a line took: '24 u: 2 Caja x12' when sold as crates, else its units or kilos. */
const soldText = (r: SoldLine) => (r.presentation ? unitsSplitText(r.units, [{ ...r.presentation, quantity: r.quantity }]) : formatQuantity(r.quantity, r.unit));
const applied = (d: Draft): Query => ({ client_id: d.client.id, product_id: d.product.id, date_from: d.date_from, date_to: d.date_to });

/**
 * /products-sales — Productos Vendidos: N°, product (cut only when its column runs out of room), unit price, quantity
 * (the units, and the crates when sold as a presentation: '24 u: 2 Caja x12'),
 * total (net of the line's share of the sale discount, Desc.), cost, profit, sale time and date.
 */
export default function ProductsSalesPage() {
  const cleared = useClearedNotice();
  const list = usePagedList<SoldLine, Query, SoldLinePage>({ key: REPORT_PATHS.products, fetchPage: fetchSalesByProduct as never, initialFilters: applied(fresh()) });
  const { draft, change, search, quickRange, clear } = useReportDraft(fresh, applied, list.setFilters);
  const columns: Column<SoldLine>[] = [
    numberColumn(list.rowNumber),
    // The whole name, cut by the room the column has (two lines, ellipsis, whole name on hover).
    { id: 'product', header: 'Producto', cell: (r) => r.product },
    { id: 'price', header: 'P.U.', align: 'right', nowrap: true, cell: (r) => formatAmount(r.unit_price) },
    { id: 'quantity', header: 'Cant.', align: 'right', nowrap: true, cell: soldText },
    { id: 'discount', header: 'Desc.', align: 'right', nowrap: true, cell: (r) => formatAmount(r.discount) },
    { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (r) => formatAmount(r.total) },
    { id: 'cost', header: 'Costo', align: 'right', nowrap: true, cell: (r) => formatAmount(r.cost) },
    { id: 'gain', header: 'Ganancia', align: 'right', nowrap: true, cell: (r) => <Gain value={r.gain} /> },
    { id: 'hour', header: 'Hora', nowrap: true, cell: (r) => r.hour },
    { id: 'date', header: 'Fecha', nowrap: true, cell: (r) => formatDate(r.date) },
  ];
  const answer = list.answer;
  return (
    <ReportPane
      onQuickRange={quickRange}
      title="PRODUCTOS VENDIDOS"
      label="Productos vendidos"
      list={list}
      columns={columns}
      totals={[
        { label: 'Total Venta', value: answer?.total_sale },
        { label: 'Costo', value: answer?.total_cost },
        { label: 'Ganancia', value: answer?.total_gain },
      ]}
      onSearch={search}
      onClear={() => {
        clear();
        cleared();
      }}
      exportPath={`${REPORT_PATHS.products}/export`}
      exportQuery={list.filters}
      exportName="productos-vendidos"
      filters={
        <>
          <PickerField source={clientSource} label="Cliente" text={draft.client.name} selectedId={draft.client.id} allEntry={ALL_CLIENTS} onChange={(c: Client) => change({ client: { id: c.id, name: c.business_name } })} sx={{ width: { xs: '100%', sm: 220 } }} />
          <PickerField source={productSource} label="Producto" text={draft.product.name} selectedId={draft.product.id} allEntry={ALL_PRODUCTS} onChange={(p: ProductStock) => change({ product: { id: p.id, name: p.product } })} sx={{ width: { xs: '100%', sm: 220 } }} />
          <DateFilter label="Fecha Inicio" value={draft.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Fecha Final" value={draft.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      }
    />
  );
}
