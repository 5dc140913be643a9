import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Purchase, PurchasePage } from '@lactea/contracts';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { purchaseColumns } from './purchaseColumns';
import { PurchaseInfo } from './PurchaseInfo';
import { ProviderAccountSummary } from './ProviderAccountSummary';
import { useReportDraft } from '../../components/report/useReportDraft';
import { PurchaseReportView, thisMonth, useClearedNotice } from './PurchaseReportView';
import { CancelledFilter, DateFilter, ProviderFilter, UserFilter, type ReportDraft } from './ReportFilters';
import { listPurchases, PURCHASE_PATHS, type PurchaseFilters, type PurchaseReportKind } from './purchasesApi';

export interface PurchaseListReportProps {
  kind: PurchaseReportKind;
  title: string;
  label: string;
  /** Labels of the two dates: 'Registro Inicio'/'Registro Final' or 'Compra Inicio'/'Compra Final'. */
  dateLabels: [string, string];
  exportName: string;
}

const fresh = (): ReportDraft => ({ ...thisMonth(), cancelled: 2, provider: { id: 0, name: 'Todos' }, product: { id: 0, name: 'Todos' }, fk_user: 0 });
const applied = (d: ReportDraft, kind: PurchaseReportKind): Partial<PurchaseFilters> =>
  kind === 'canceled'
    ? { date_from: d.date_from, date_to: d.date_to, fk_provider: d.provider.id, fk_user: d.fk_user }
    : { date_from: d.date_from, date_to: d.date_to, fk_provider: d.provider.id, cancelled: d.cancelled };

/**
 * COMPRAS (by registration), the purchase report (by purchase date) and COMPRAS CANCELADAS: one
 * screen each over the shared report pane, differing in their call, dates and filters. With a
 * provider chosen, its account (what we owe, what it owes us) under the list.
 */
export function PurchaseListReport({ kind, title, label, dateLabels, exportName }: PurchaseListReportProps) {
  const [shown, setShown] = useState<Purchase | null>(null);
  const cleared = useClearedNotice();
  const list = usePagedList<Purchase, Partial<PurchaseFilters>, PurchasePage>({
    key: `purchase-report-${kind}`,
    fetchPage: listPurchases(kind) as never,
    initialFilters: applied(fresh(), kind),
  });
  const { draft, change, search, quickRange, clear } = useReportDraft(fresh, (d) => applied(d, kind), list.setFilters);
  const providerId = Number(list.filters.fk_provider ?? 0);
  return (
    <>
      <PurchaseReportView
        onQuickRange={quickRange}
        title={title}
        label={label}
        list={list}
        columns={purchaseColumns(list.rowNumber)}
        actions={(p) => <ActionButton label="Ver compra" icon={<VisibilityIcon fontSize="small" />} onClick={() => setShown(p)} />}
        detail={shown && <PurchaseInfo purchase={shown} onBack={() => setShown(null)} />}
        onSearch={search}
        onClear={() => {
          clear();
          cleared();
        }}
        exportPath={`${PURCHASE_PATHS[kind]}/export`}
        exportQuery={list.filters as Record<string, string | number>}
        exportName={exportName}
        filters={
          <>
            <ProviderFilter value={draft.provider} onChange={(provider) => change({ provider })} />
            {kind === 'canceled' ? (
              <UserFilter value={draft.fk_user} onChange={(fk_user) => change({ fk_user })} />
            ) : (
              <CancelledFilter value={draft.cancelled} onChange={(cancelled) => change({ cancelled })} />
            )}
            <DateFilter label={dateLabels[0]} value={draft.date_from} onChange={(date_from) => change({ date_from })} />
            <DateFilter label={dateLabels[1]} value={draft.date_to} onChange={(date_to) => change({ date_to })} />
          </>
        }
      />
      {!shown && providerId > 0 && <ProviderAccountSummary providerId={providerId} />}
    </>
  );
}
