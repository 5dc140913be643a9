import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NEAR_EXPIRY_DAYS_MAX, NEAR_EXPIRY_DAYS_MIN, type Lot } from '@lactea/contracts';
import { numberColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { PagedListView } from '../../components/list/PagedListView';
import { usePagedList } from '../../components/list/usePagedList';
import { ALL_PRODUCTS, ProductField } from '../../components/pickers/ProductField';
import { lotColumns } from './lotColumns';
import { businessToday } from '../../lib/shopTime';
import { listNearExpiry } from './stockApi';

const DAY_MS = 86_400_000;
/** Whole days from the shop's today to 'YYYY-MM-DD'. */
function daysLeft(date: string): number {
  const utcDay = (ymd: string) => {
    const [y, m, d] = ymd.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utcDay(date) - utcDay(businessToday())) / DAY_MS);
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
 * LOTES POR EXPIRAR: lots with stock expiring within the settings' days. The product
 * comes from the route (0 = all) and its name from `?product=`; choosing another product changes
 * the route, so the bell's 'Ver Todos' and a shared link land on the same list.
 */
export default function NearExpiryPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const id = Math.max(0, Number.parseInt(params.id ?? '0', 10) || 0);
  const name = id === 0 ? ALL_PRODUCTS.product : (query.get('product') ?? `Producto ${id}`);
  const days = daysOf(query.get('dias'));
  const withDays = (path: string) => (days ? `${path}${path.includes('?') ? '&' : '?'}dias=${days}` : path);
  // Keyed by the product and the days: a new route is a new list from page 1.
  return (
    <NearExpiryList
      key={`${id}:${days ?? ''}`}
      id={id}
      days={days}
      name={name}
      onProduct={(p) => navigate(withDays(p.id === 0 ? '/lots-near-expired/0' : `/lots-near-expired/${p.id}?product=${encodeURIComponent(p.product)}`))}
    />
  );
}

/** `?dias=3` (the home's expiry links): 1–365 days instead of the setting's; anything else is ignored. */
function daysOf(text: string | null): number | undefined {
  const n = Number(text);
  return Number.isInteger(n) && n >= NEAR_EXPIRY_DAYS_MIN && n <= NEAR_EXPIRY_DAYS_MAX ? n : undefined;
}

function NearExpiryList({ id, days, name, onProduct }: { id: number; days?: number; name: string; onProduct: (p: { id: number; product: string }) => void }) {
  const list = usePagedList<Lot, { id_product: number; days?: number }>({ key: 'stock-near-expiry', fetchPage: listNearExpiry, initialFilters: { id_product: id, days } });
  return (
    <PagedListView
      title={days ? `LOTES POR EXPIRAR EN ${days} DÍAS` : 'LOTES POR EXPIRAR'}
      label="Lotes por expirar"
      list={list}
      columns={[numberColumn(list.rowNumber), lotColumns.code, lotColumns.product, lotColumns.quantity, lotColumns.expiration, left, lotColumns.user]}
      filters={<ProductField includeAll value={{ id, product: name }} onChange={onProduct} sx={{ width: 260 }} />}
    />
  );
}
