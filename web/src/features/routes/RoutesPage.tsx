import { useState } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { visitDaysText, type CreateRouteBody, type Route } from '@lactea/contracts';
import { MasterDataListView } from '../../components/flow/MasterDataListView';
import { usePagedMasterData } from '../../components/flow/usePagedMasterData';
import { searchedColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { ActionButton } from '../../components/list/RowActions';
import { RouteClientsView } from './RouteClientsView';
import { RouteForm } from './RouteForm';
import { addRoute, changeRouteState, editRoute, listRoutes } from './routesApi';

/** RUTAS: paged list with search and state filter, register/edit, enable/disable, and each route's clients in visit order. */
export default function RoutesPage() {
  const { list, flow } = usePagedMasterData<Route, CreateRouteBody>({
    key: 'routes',
    fetchPage: listRoutes,
    entity: 'ruta',
    article: 'la',
    nameOf: (item) => item.name,
    changeState: changeRouteState,
    add: addRoute,
    update: editRoute,
  });
  const [clientsOf, setClientsOf] = useState<Route | null>(null);
  const columns: Column<Route>[] = [
    searchedColumn('name', 'Nombre', list.filters.search),
    { id: 'user', header: 'Preventista', cell: (row) => row.user_name },
    { id: 'visit_days', header: 'Días de visita', cell: (row) => visitDaysText(row.visit_days) },
    { id: 'clients', header: 'Clientes', align: 'right', cell: (row) => row.clients },
  ];

  if (clientsOf) {
    return (
      <RouteClientsView
        route={clientsOf}
        onBack={() => {
          setClientsOf(null);
          list.refresh();
        }}
        onSaved={setClientsOf}
      />
    );
  }
  if (flow.pane.mode !== 'list') return <RouteForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  return (
    <MasterDataListView
      title="RUTAS"
      label="Rutas"
      list={list}
      flow={flow}
      columns={columns}
      moreActions={(row) => (
        <ActionButton label={`Clientes de ${row.name}`} tooltip="Clientes" color="secondary" icon={<GroupsIcon fontSize="small" />} onClick={() => setClientsOf(row)} />
      )}
    />
  );
}
