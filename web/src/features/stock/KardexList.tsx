import Box from '@mui/material/Box';
import type { KardexRow } from '@lactea/contracts';
import { DataTable, type Column } from '../../components/list/DataTable';
import { PagingBar } from '../../components/list/PagingBar';
import { usePagedList } from '../../components/list/usePagedList';
import { formatDate } from '../../lib/format';
import { listKardex } from './stockApi';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const columns: Column<KardexRow>[] = [
  // Date and time whole ('07/11/2026 22:15:04'): the default 112 px cut the time to '22:…'.
  { id: 'date', header: 'Fecha', cell: (r) => `${formatDate(r.date)} ${r.hour}`, nowrap: true, maxWidth: 170 },
  { id: 'reason', header: 'Motivo', cell: (r) => r.reason },
  { id: 'document', header: 'Documento', cell: (r) => r.document, nowrap: true },
  {
    id: 'delta',
    header: 'Cantidad',
    align: 'right',
    cell: (r) => (
      <Box component="span" sx={{ fontWeight: 700, color: r.delta > 0 ? 'success.main' : r.delta < 0 ? 'error.main' : 'text.secondary' }}>
        {signed(r.delta)}
      </Box>
    ),
  },
  { id: 'balance', header: 'Saldo', align: 'right', cell: (r) => r.balance },
  { id: 'user', header: 'Usuario', cell: (r) => r.user },
];

/** Movimientos: the product's ledger (kardex/list), newest first, the stock after each movement. */
export function KardexList({ productId }: { productId: number }) {
  const list = usePagedList<KardexRow, { fk_product: number }>({ key: 'stock-kardex', fetchPage: listKardex, initialFilters: { fk_product: productId } });
  return (
    <>
      <DataTable label="Movimientos" columns={columns} rows={list.rows} getRowId={(r) => r.id} loading={list.loading} refreshing={list.refreshing} failed={list.failed} onRetry={list.refresh} />
      <PagingBar page={list.page} lastPage={list.lastPage} onPageChange={(p) => void list.goToPage(p)} />
    </>
  );
}
