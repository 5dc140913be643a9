import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, auditEntityLabel, type AuditRow } from '@lactea/contracts';
import { dateTimeColumn, numberColumn, userColumn } from '../../components/list/columns';
import { DateFilter } from '../../components/list/DateFilter';
import type { Column } from '../../components/list/DataTable';
import { OptionFilter } from '../../components/list/OptionFilter';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { formatDate } from '../../lib/format';
import { AuditDetailDialog } from './AuditDetailDialog';
import { ALL_CODES, listAudit, listAuditUsers, type AuditFilters } from './auditApi';
import { businessToday } from '../../lib/shopTime';

/** 'Todas' needs a value of its own: an empty select value would show no text at all. */
const ALL = { value: ALL_CODES, label: 'Todas' };
const actionOptions = [ALL, ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))];
const entityOptions = [ALL, ...Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }))];

/** AUDITORÍA: every recorded action, newest first; opens on today (the shop's date), administrator only. */
export default function AuditPage() {
  // Today in the shop's zone as the server gave it at sign-in (TZ_BUSINESS, decision 0057), as every
  // other screen takes it: neither a fixed America/La_Paz nor the zone the computer is set to.
  const today = businessToday();
  const list = usePagedList<AuditRow, AuditFilters>({
    key: 'audit',
    fetchPage: listAudit,
    initialFilters: { fk_user: 0, action: ALL_CODES, entity: ALL_CODES, date_from: today, date_to: today },
  });
  const users = useQuery({ queryKey: ['audit-users'], queryFn: ({ signal }) => listAuditUsers(signal) });
  const userOptions = [{ value: 0, label: 'Todos' }, ...(users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }))];
  const [shown, setShown] = useState<AuditRow | null>(null);
  const { filters } = list;

  const columns: Column<AuditRow>[] = [
    numberColumn(list.rowNumber),
    dateTimeColumn('when', 'Fecha y hora', (r) => `${formatDate(r.date)} ${r.hour}`),
    userColumn((r) => r.user ?? 'Sin usuario'),
    { id: 'action', header: 'Acción', cell: (r) => auditActionLabel(r.action) },
    { id: 'entity', header: 'Entidad', cell: (r) => auditEntityLabel(r.entity) },
    { id: 'document', header: 'Documento', align: 'right', cell: (r) => (r.entity_id === null ? '—' : String(r.entity_id)) },
    { id: 'address', header: 'Dirección', cell: (r) => r.address ?? '—' },
  ];
  const dateField = (key: 'date_from' | 'date_to', label: string) => (
    <DateFilter label={label} value={filters[key]} onChange={(value) => list.setFilters({ [key]: value })} />
  );

  return (
    <>
      <PagedListView
        title="AUDITORÍA"
        label="Auditoría"
        list={list}
        columns={columns}
        filters={
          <>
            <OptionFilter label="Usuario" value={filters.fk_user} options={userOptions} onChange={(fk_user) => list.setFilters({ fk_user })} />
            <OptionFilter label="Acción" value={filters.action} options={actionOptions} onChange={(action) => list.setFilters({ action })} />
            <OptionFilter label="Entidad" value={filters.entity} options={entityOptions} onChange={(entity) => list.setFilters({ entity })} />
            {dateField('date_from', 'Desde')}
            {dateField('date_to', 'Hasta')}
          </>
        }
        actions={(row) => <ActionButton label="Ver detalle" icon={<VisibilityIcon fontSize="small" />} onClick={() => setShown(row)} />}
      />
      <AuditDetailDialog row={shown} onClose={() => setShown(null)} />
    </>
  );
}
