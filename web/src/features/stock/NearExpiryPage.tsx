import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Lot } from '@lactea/contracts';
import { numberColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { PagedListView } from '../../components/list/PagedListView';
import { usePagedList } from '../../components/list/usePagedList';
import { ALL_PRODUCTS, ProductField } from '../../components/pickers/ProductField';
import { lotColumns } from './lotColumns';
import { listNearExpiry } from './stockApi';

const DAY_MS = 86_400_000;
/** Whole days from today (local) to 'YYYY-MM-DD'. */
function daysLeft(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const now = new Date();
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) / DAY_MS);
}
const left: Column<Lot> = {
  id: 'left',
  header: 'Vence en',
  cell: (l) => {
    const n = daysLeft(l.expiration_date);
    return n <= 0 ? 'Hoy' : n === 1 ? '1 día' : `${n} días`;
  },
  nowrap: true,
};

/**
 * LOTES POR EXPIRAR (spec 02 §2): lots with stock expiring within the settings' days. The product
 * comes from the route (0 = all) and its name from `?product=`; choosing another product changes
 * the route, so the bell's 'Ver Todos' and a shared link land on the same list.
 */
export default function NearExpiryPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const id = Math.max(0, Number.parseInt(params.id ?? '0', 10) || 0);
  const name = id === 0 ? ALL_PRODUCTS.product : (query.get('product') ?? `Producto ${id}`);
  // Keyed by the product: a new route is a new list from page 1.
  return <NearExpiryList key={id} id={id} name={name} onProduct={(p) => navigate(p.id === 0 ? '/lots-near-expired/0' : `/lots-near-expired/${p.id}?product=${encodeURIComponent(p.product)}`)} />;
}

function NearExpiryList({ id, name, onProduct }: { id: number; name: string; onProduct: (p: { id: number; product: string }) => void }) {
  const list = usePagedList<Lot, { id_product: number }>({ key: 'stock-near-expiry', fetchPage: listNearExpiry, initialFilters: { id_product: id } });
  return (
    <PagedListView
      title="LOTES POR EXPIRAR"
      label="Lotes por expirar"
      list={list}
      columns={[numberColumn(list.rowNumber), lotColumns.code, lotColumns.product, lotColumns.quantity, lotColumns.expiration, left, lotColumns.user]}
      filters={<ProductField includeAll value={{ id, product: name }} onChange={onProduct} sx={{ width: 260 }} />}
    />
  );
}
