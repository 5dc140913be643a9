import { useState } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { COUNTER_PRICE_LABEL, type Client, type CreateClientBody } from '@lactea/contracts';
import { ActionButton } from '../../components/list/RowActions';
import { MasterDataListView } from '../../components/flow/MasterDataListView';
import { usePagedMasterData } from '../../components/flow/usePagedMasterData';
import type { Column } from '../../components/list/DataTable';
import { searchedColumn } from '../../components/list/columns';
import { formatMoney } from '../../lib/format';
import { ClientForm } from './ClientForm';
import { StatementView } from './StatementView';
import { listClients } from '../../lib/sharedLists';
import { changeClientState, editClient } from './clientsApi';

/** CLIENTES: paged list with search and state filter, edit, enable/disable and Estado de cuenta (no register: the till does it). */
export default function ClientsPage() {
  const { list, flow } = usePagedMasterData<Client, CreateClientBody>({
    key: 'clients',
    fetchPage: listClients,
    entity: 'cliente',
    article: 'el',
    nameOf: (item) => item.business_name,
    changeState: changeClientState,
    update: editClient,
  });
  const search = list.filters.search;
  const [statementOf, setStatementOf] = useState<Client | null>(null);

  const columns: Column<Client>[] = [
    searchedColumn('business_name', 'Razón Social', search),
    searchedColumn('ci_nit', 'CI/NIT', search),
    { id: 'gloss', header: 'Glosa', cell: (row) => row.gloss ?? '' },
    { id: 'credit_limit', header: 'Límite crédito', align: 'right', cell: (row) => (row.credit_limit === null ? 'Sin límite' : formatMoney(row.credit_limit)) },
    { id: 'overdue_days', header: 'Días vence', align: 'right', cell: (row) => row.overdue_days ?? 'Config.' },
    { id: 'price_list', header: 'Lista de precios', cell: (row) => row.price_list ?? COUNTER_PRICE_LABEL },
  ];

  if (statementOf) return <StatementView client={statementOf} onBack={() => setStatementOf(null)} />;
  if (flow.editing) {
    return <ClientForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  }
  return (
    <MasterDataListView
      title="CLIENTES"
      label="Clientes"
      list={list}
      flow={flow}
      columns={columns}
      canRegister={false}
      moreActions={(row) => (
        <ActionButton label={`Estado de cuenta de ${row.business_name}`} tooltip="Estado de cuenta" color="secondary" icon={<ReceiptLongIcon fontSize="small" />} onClick={() => setStatementOf(row)} />
      )}
    />
  );
}
