import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SaveIcon from '@mui/icons-material/Save';
import { visitDaysText, type Client, type Route, type RouteClient } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { DataTable, type Column } from '../../components/list/DataTable';
import { stateColumn } from '../../components/list/columns';
import { ActionButton } from '../../components/list/RowActions';
import { EntityPickerDialog } from '../../components/pickers/EntityPickerDialog';
import { clientSource } from '../../components/pickers/pickerSources';
import { listRouteClients, setRouteClients } from './routesApi';

/** A client of the draft: what the list shows (a new one comes from the picker). */
type Stop = Pick<RouteClient, 'client_id' | 'business_name' | 'ci_nit' | 'enabled'>;
const stopOf = (c: Client): Stop => ({ client_id: c.id, business_name: c.business_name, ci_nit: c.ci_nit, enabled: c.enabled });

/** Moves item `i` of `list` by `by` places (−1 up, +1 down), or leaves it where it cannot go. */
function moved<T>(list: T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/**
 * A route's clients in visit order: add from the client picker, move up or down, take out, and
 * 'Guardar orden' saves the whole list at once (the route's version guards it: a second editor is
 * told the route changed). A client on another route is refused by the server with its name.
 */
export function RouteClientsView({ route, onBack, onSaved }: { route: Route; onBack: () => void; onSaved: (route: Route) => void }) {
  const dialogs = useDialogs();
  const [version, setVersion] = useState(route.version);
  const [draft, setDraft] = useState<Stop[] | null>(null);
  const [picking, setPicking] = useState(false);
  const saved = useQuery({ queryKey: ['route-clients', route.id], queryFn: ({ signal }) => listRouteClients(route.id, signal) });
  const stops = draft ?? saved.data ?? [];
  const edit = (next: Stop[]) => setDraft(next);

  const columns: Column<Stop>[] = [
    { id: 'position', header: 'Orden', align: 'right', cell: (row) => stops.indexOf(row) + 1 },
    { id: 'client', header: 'Cliente', cell: (row) => row.business_name },
    { id: 'ci_nit', header: 'CI/NIT', cell: (row) => row.ci_nit },
    stateColumn<Stop>(),
  ];
  const save = () =>
    dialogs.runOperation({
      confirm: [`¿Está seguro de guardar los ${stops.length} clientes de la ruta ${route.name} en este orden?`],
      action: () => setRouteClients({ route_id: route.id, version, client_ids: stops.map((s) => s.client_id) }),
      success: 'Se guardaron los clientes de la ruta con éxito',
      onDone: (answer) => {
        setVersion(answer.route.version);
        setDraft(null);
        void saved.refetch();
        onSaved(answer.route);
      },
    });

  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        Volver a las rutas
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          CLIENTES · {route.name.toUpperCase()}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {route.user_name} · {visitDaysText(route.visit_days)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setPicking(true)}>
            Agregar cliente
          </Button>
          <Button variant="contained" startIcon={<SaveIcon />} disabled={draft === null} onClick={() => void save()}>
            Guardar orden
          </Button>
        </Stack>
        <DataTable
          label={`Clientes de la ruta ${route.name}`}
          columns={columns}
          rows={stops}
          getRowId={(row) => row.client_id}
          loading={saved.isPending}
          failed={saved.isError}
          onRetry={() => void saved.refetch()}
          actions={(row, i) => (
            <>
              <ActionButton label={`Subir ${row.business_name}`} tooltip="Subir" icon={<ArrowUpwardIcon fontSize="small" />} onClick={() => edit(moved(stops, i, -1))} />
              <ActionButton label={`Bajar ${row.business_name}`} tooltip="Bajar" icon={<ArrowDownwardIcon fontSize="small" />} onClick={() => edit(moved(stops, i, 1))} />
              <ActionButton label={`Quitar ${row.business_name}`} tooltip="Quitar" color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => edit(stops.filter((s) => s !== row))} />
            </>
          )}
        />
      </Paper>
      <EntityPickerDialog
        source={clientSource}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(client) => {
          setPicking(false);
          if (!stops.some((s) => s.client_id === client.id)) edit([...stops, stopOf(client)]);
        }}
      />
    </>
  );
}
