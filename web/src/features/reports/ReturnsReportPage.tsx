import {
  formatQuantity,
  RETURN_DISPOSITION_VALUES,
  RETURN_DISPOSITIONS,
  RETURN_KINDS,
  RETURN_REFUND_VALUES,
  RETURN_REFUNDS,
  returnDispositionText,
  returnRefundText,
  type Client,
  type Provider,
  type ReturnKind,
  type ReturnReportRow,
  type ReturnsReportPage as Page,
} from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { DateFilter } from '../../components/list/DateFilter';
import { numberColumn, userColumn } from '../../components/list/columns';
import { OptionFilter } from '../../components/list/OptionFilter';
import { usePagedList } from '../../components/list/usePagedList';
import { PickerField } from '../../components/pickers/PickerField';
import { clientSource, providerSource } from '../../components/pickers/pickerSources';
import { ReportPane, useClearedNotice } from '../../components/report/ReportPane';
import { useReportDraft } from '../../components/report/useReportDraft';
import type { Query } from '../../lib/api';
import { formatAmount, formatDate } from '../../lib/format';
import { businessToday } from '../../lib/shopTime';
import { fetchReturnsReport, RETURNS_REPORT_PATH } from './reportsApi';
import { UserFilter } from './SaleParts';

interface Draft {
  date_from: string;
  date_to: string;
  kind: ReturnKind | '';
  fk_user: number;
  client: { id: number; name: string };
  provider: { id: number; name: string };
  disposition: string;
  refund: string;
}
const ALL = { id: 0, name: 'Todos' };
const fresh = (): Draft => ({ date_from: businessToday(), date_to: businessToday(), kind: '', fk_user: 0, client: ALL, provider: ALL, disposition: '', refund: '' });
const applied = (d: Draft): Query => ({
  date_from: d.date_from,
  date_to: d.date_to,
  kind: d.kind,
  fk_user: d.fk_user,
  fk_client: d.client.id,
  fk_provider: d.provider.id,
  disposition: d.disposition,
  refund: d.refund,
});
const all = <V extends string>(labels: Record<V, string>, values: readonly V[]) => [{ value: '', label: 'Todos' }, ...values.map((v) => ({ value: v, label: labels[v] }))];

const columns = (rowNumber: (i: number) => number): Column<ReturnReportRow>[] => [
  numberColumn(rowNumber),
  { id: 'date', header: 'Fecha', nowrap: true, cell: (r) => `${formatDate(r.date)} ${r.hour}` },
  { id: 'kind', header: 'Tipo', nowrap: true, cell: (r) => RETURN_KINDS[r.kind] },
  { id: 'id', header: 'N°', align: 'right', cell: (r) => r.id },
  { id: 'sale', header: 'Venta N°', align: 'right', cell: (r) => r.sale_id ?? '—' },
  { id: 'party', header: 'Cliente / Proveedor', cell: (r) => r.party ?? 'S/N' },
  { id: 'product', header: 'Producto', cell: (r) => r.product },
  { id: 'quantity', header: 'Cantidad', align: 'right', nowrap: true, cell: (r) => formatQuantity(r.quantity, r.unit) },
  { id: 'disposition', header: 'Destino', nowrap: true, cell: (r) => returnDispositionText(r) },
  { id: 'refund', header: 'Reembolso', cell: (r) => returnRefundText(r) },
  { id: 'amount', header: 'Monto Bs.', align: 'right', nowrap: true, cell: (r) => formatAmount(r.amount) },
  userColumn((r) => r.user),
];

/**
 * /returns-report — Devoluciones: every returned line, from clients (NOTA DE DEVOLUCIÓN) and to
 * providers, with the report filters (dates, today by default; kind, user, client, provider,
 * disposition, refund), the totals of each side and the exports.
 */
export default function ReturnsReportPage() {
  const cleared = useClearedNotice();
  const list = usePagedList<ReturnReportRow, Query, Page>({ key: RETURNS_REPORT_PATH, fetchPage: fetchReturnsReport as never, initialFilters: applied(fresh()) });
  const { draft, change, search, quickRange, clear } = useReportDraft(fresh, applied, list.setFilters);
  return (
    <ReportPane
      title="DEVOLUCIONES"
      label="Devoluciones"
      list={list}
      columns={columns(list.rowNumber)}
      totals={[
        { label: 'Devuelto a clientes', value: list.answer?.total_clients },
        { label: 'Devuelto a proveedores', value: list.answer?.total_providers },
      ]}
      onQuickRange={quickRange}
      onSearch={search}
      onClear={() => {
        clear();
        cleared();
      }}
      exportPath={`${RETURNS_REPORT_PATH}/export`}
      exportQuery={list.filters}
      exportName="devoluciones"
      filters={
        <>
          <OptionFilter label="Tipo" value={draft.kind} options={all(RETURN_KINDS, Object.keys(RETURN_KINDS) as ReturnKind[])} onChange={(kind) => change({ kind: kind as ReturnKind | '' })} />
          <PickerField
            source={clientSource}
            label="Cliente"
            text={draft.client.name}
            selectedId={draft.client.id}
            allEntry={{ id: 0, business_name: 'Todos', ci_nit: '' } as Client}
            onChange={(c: Client) => change({ client: { id: c.id, name: c.business_name } })}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <PickerField
            source={providerSource}
            label="Proveedor"
            text={draft.provider.name}
            selectedId={draft.provider.id}
            allEntry={{ id: 0, provider: 'Todos' } as Provider}
            onChange={(p: Provider) => change({ provider: { id: p.id, name: p.provider } })}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <OptionFilter label="Destino" value={draft.disposition} options={all(RETURN_DISPOSITIONS, RETURN_DISPOSITION_VALUES)} onChange={(disposition) => change({ disposition })} />
          <OptionFilter label="Reembolso" value={draft.refund} options={all(RETURN_REFUNDS, RETURN_REFUND_VALUES)} onChange={(refund) => change({ refund })} />
          <UserFilter value={draft.fk_user} onChange={(fk_user) => change({ fk_user })} />
          <DateFilter label="Fecha Inicio" value={draft.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Fecha Final" value={draft.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      }
    />
  );
}
