import type { CreateProviderBody, Provider } from '@lactea/contracts';
import { MasterDataListView } from '../../components/flow/MasterDataListView';
import { usePagedMasterData } from '../../components/flow/usePagedMasterData';
import type { Column } from '../../components/list/DataTable';
import { searchedColumn } from '../../components/list/columns';
import { ProviderForm } from './ProviderForm';
import { addProvider, changeProviderState, listProviders, updateProvider } from './providersApi';

/** PROVEEDORES: paged list with search and state filter, register, edit, enable/disable. */
export default function ProvidersPage() {
  const { list, flow } = usePagedMasterData<Provider, CreateProviderBody>({
    key: 'providers',
    fetchPage: listProviders,
    entity: 'proveedor',
    article: 'el',
    nameOf: (item) => item.provider,
    changeState: changeProviderState,
    add: addProvider,
    update: updateProvider,
  });
  const search = list.filters.search;

  const columns: Column<Provider>[] = [
    searchedColumn('provider', 'Proveedor', search),
    searchedColumn('description', 'Descripcion', search),
  ];

  if (flow.pane.mode !== 'list') {
    return <ProviderForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  }
  return <MasterDataListView title="PROVEEDORES" label="Proveedores" list={list} flow={flow} columns={columns} />;
}
