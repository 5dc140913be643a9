import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import { CATEGORIES, createRouteBody, ROUTE_NAME_MAX, VISIT_DAY_VALUES, VISIT_DAYS, type CreateRouteBody, type Route } from '@lactea/contracts';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { listSellers } from './routesApi';

export interface RouteFormProps {
  /** The route being edited; null registers a new one. */
  editing: Route | null;
  onBack: () => void;
  onSave: (values: CreateRouteBody) => Promise<unknown>;
}

interface RouteFormValues {
  name: string;
  user_id: number | '';
  visit_days: number[];
}

/** 'Formulario Registro' / 'Formulario Edición' of a route: name, preventista and visit days (Lun…Sáb). */
export function RouteForm({ editing, onBack, onSave }: RouteFormProps) {
  const sellers = useQuery({ queryKey: ['route-sellers'], queryFn: ({ signal }) => listSellers(signal) });
  const form = useSchemaForm<RouteFormValues, CreateRouteBody>(createRouteBody, {
    name: editing?.name ?? '',
    user_id: editing?.user_id ?? '',
    visit_days: editing?.visit_days ?? [],
  });
  // The route's own preventista stays a choice even if no longer listed (disabled since).
  const choices = [...(sellers.data ?? [])];
  if (editing && !choices.some((u) => u.id === editing.user_id)) choices.unshift({ id: editing.user_id, name: editing.user_name, category: 'v', username: '', enabled: 0, version: 0 });
  return (
    <FormPanel mode={editing ? 'edit' : 'register'} onBack={onBack} onSubmit={form.submit(onSave)}>
      <FormTextField control={form.control} name="name" label="Nombre" max={ROUTE_NAME_MAX} autoFocus />
      <FormTextField control={form.control} name="user_id" label="Preventista" select>
        {choices.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.name} ({CATEGORIES[u.category]})
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={form.control}
        name="visit_days"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error} component="fieldset">
            <FormLabel component="legend">Días de visita</FormLabel>
            <FormGroup row>
              {VISIT_DAY_VALUES.map((day) => (
                <FormControlLabel
                  key={day}
                  label={VISIT_DAYS[day]}
                  control={
                    <Checkbox
                      checked={field.value.includes(day)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, day].sort((a, b) => a - b) : field.value.filter((d) => d !== day))}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </FormPanel>
  );
}
