import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SCALE_VALUES, scaleSettingFields, scaleSettingSchema, type ScaleSetting, type UpdateScaleSettingBody } from '@lactea/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { rowCall } from '../../lib/calls';
import { TILL_SETUP_KEY } from '../../lib/queryKeys';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ListStatus } from '../../components/list/ListStatus';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { SETTINGS_KEY } from './settingsApi';

export const SCALE_SETTINGS_KEY = ['setting-scale-label'];
const updateScaleSettings = rowCall<UpdateScaleSettingBody, ScaleSetting>('put', 'setting/update-scale-label', scaleSettingSchema);

interface ScaleValues {
  scale_prefix_from: string;
  scale_prefix_to: string;
  scale_code_digits: string;
  scale_value: string;
}

/**
 * Configuraciones · Etiquetas de balanza (docs/decisions/0034): the EAN-13 prefixes the
 * shop's scale prints, the digits of the product's scale code and whether the label carries the
 * weight (grams) or the price (cents). Its own call; the same settings row and version.
 */
export function ScaleLabelSettings() {
  const query = useQuery({ queryKey: SCALE_SETTINGS_KEY, queryFn: async ({ signal }) => scaleSettingSchema.parse(await api.get<unknown>('setting/scale-label', undefined, signal)) });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mt: 2 }} aria-labelledby="scale-title">
      <Typography id="scale-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Etiquetas de balanza
      </Typography>
      {query.data ? <ScaleForm current={query.data} /> : <ListStatus loading={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />}
    </Paper>
  );
}

function ScaleForm({ current }: { current: ScaleSetting }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const form = useSchemaForm<ScaleValues, z.output<typeof scaleSettingFields>>(scaleSettingFields, {
    scale_prefix_from: String(current.scale_prefix_from),
    scale_prefix_to: String(current.scale_prefix_to),
    scale_code_digits: String(current.scale_code_digits),
    scale_value: current.scale_value,
  });
  const save = form.submit((values) =>
    dialogs.runOperation({
      confirm: ['¿Está seguro de actualizar el formato de las etiquetas de balanza?'],
      action: () => updateScaleSettings({ ...values, version: current.version }),
      success: 'Se actualizó el formato de las etiquetas de balanza',
      onDone: (saved) => {
        queryClient.setQueryData(SCALE_SETTINGS_KEY, saved);
        // One settings row: the other form's version moved too, and the till reads the format.
        void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
        void queryClient.invalidateQueries({ queryKey: TILL_SETUP_KEY });
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: SCALE_SETTINGS_KEY }),
    }),
  );
  return (
    <Box component="form" onSubmit={save} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormNumberField kind="quantity" control={form.control} name="scale_prefix_from" label="Prefijo desde" />
      <FormNumberField kind="quantity" control={form.control} name="scale_prefix_to" label="Prefijo hasta" />
      <FormNumberField kind="quantity" control={form.control} name="scale_code_digits" label="Dígitos del código de balanza" />
      <FormTextField control={form.control} name="scale_value" label="La etiqueta lleva" select>
        {Object.entries(SCALE_VALUES).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </FormTextField>
      <Box>
        <Button type="submit" variant="contained">
          Guardar formato
        </Button>
      </Box>
    </Box>
  );
}
