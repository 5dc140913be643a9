import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  AMBIENTES,
  INVOICE_SETTING_MSG as T,
  MODALIDADES,
  invoiceSettingForm,
  invoiceSettingSchema,
  type InvoiceSetting,
  type UpdateInvoiceSettingBody,
} from '@lactea/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { rowCall } from '../../lib/calls';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ListStatus } from '../../components/list/ListStatus';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { SinCodeField } from '../../components/pickers/SinCodeField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

export const INVOICE_SETTINGS_KEY = ['invoice-setting'];
const updateInvoiceSettings = rowCall<UpdateInvoiceSettingBody, InvoiceSetting>('put', 'invoice-setting/update', invoiceSettingSchema);

interface InvoicingValues {
  invoicing: string;
  nit: string;
  razon_social: string;
  municipio: string;
  telefono: string;
  sucursal: string;
  punto_venta: string;
  actividad: string;
  codigo_sistema: string;
  modalidad: string;
  ambiente: string;
  siat_url: string;
  sin_product_default: string;
  token: string;
}

/**
 * Configuraciones · Facturación (SIAT): who the shop is before the tax service and how to reach
 * it. The delegated token is write-only: the screen shows only whether one is configured.
 */
export function InvoicingSettings() {
  const query = useQuery({ queryKey: INVOICE_SETTINGS_KEY, queryFn: async ({ signal }) => invoiceSettingSchema.parse(await api.get<unknown>('invoice-setting/list', undefined, signal)) });
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mt: 2 }} aria-labelledby="invoicing-title">
      <Typography id="invoicing-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Facturación
      </Typography>
      {query.data ? <InvoicingForm current={query.data} /> : <ListStatus loading={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />}
    </Paper>
  );
}

/** The form holds text; the token field starts empty (it is never read back). */
const formValues = (s: InvoiceSetting): InvoicingValues => ({
  ...s,
  invoicing: String(s.invoicing),
  sucursal: String(s.sucursal),
  punto_venta: String(s.punto_venta),
  modalidad: String(s.modalidad),
  ambiente: String(s.ambiente),
  sin_product_default: s.sin_product_default ?? '',
  token: '',
});

const tokenState = (s: InvoiceSetting) => (s.token_from_environment ? `${T.configured} (en el entorno del servidor)` : s.token_configured ? T.configured : T.notConfigured);

function InvoicingForm({ current }: { current: InvoiceSetting }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const form = useSchemaForm<InvoicingValues, z.output<typeof invoiceSettingForm>>(invoiceSettingForm, formValues(current));
  const send = (body: UpdateInvoiceSettingBody, success: string) =>
    dialogs.runOperation({
      confirm: ['¿Está seguro de actualizar la configuración de facturación?'],
      action: () => updateInvoiceSettings(body),
      success,
      onDone: (saved) => {
        queryClient.setQueryData(INVOICE_SETTINGS_KEY, saved);
        form.reset(formValues(saved));
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: INVOICE_SETTINGS_KEY }),
    });
  // An empty token field keeps the stored one: the body leaves `token` out.
  const save = form.submit(({ token, ...values }) => send({ ...values, ...(token ? { token } : {}), version: current.version }, T.updated));
  // Removing the stored token sends the settings as stored (not the form's unsaved edits) with token null.
  const { token_configured: _c, token_from_environment: _e, ...stored } = current;
  const removeToken = () => send({ ...stored, token: null }, T.updated);
  return (
    <Box component="form" onSubmit={save} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormTextField control={form.control} name="invoicing" label="Facturación" select>
        <MenuItem value="0">Desactivada</MenuItem>
        <MenuItem value="1">Activada</MenuItem>
      </FormTextField>
      <FormTextField control={form.control} name="nit" label="NIT" max={13} />
      <FormTextField control={form.control} name="razon_social" label="Razón social" max={200} />
      <FormTextField control={form.control} name="municipio" label="Municipio" max={100} />
      <FormTextField control={form.control} name="telefono" label="Teléfono" max={20} />
      <FormTextField control={form.control} name="actividad" label="Actividad económica" max={10} />
      <FormNumberField kind="quantity" control={form.control} name="sucursal" label="Sucursal" />
      <FormNumberField kind="quantity" control={form.control} name="punto_venta" label="Punto de venta" />
      <FormTextField control={form.control} name="codigo_sistema" label="Código de sistema" max={50} />
      <FormTextField control={form.control} name="modalidad" label="Modalidad" select>
        {Object.entries(MODALIDADES).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="ambiente" label="Ambiente" select>
        {Object.entries(AMBIENTES).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="siat_url" label="Dirección del SIAT" max={200} />
      {/* The catalogue is SIAT's, synced once invoicing is on: a product without its own code is invoiced as this one. */}
      <SinCodeField kind="productos" control={form.control} name="sin_product_default" label="Producto SIN por omisión" />
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {T.sinProductDefaultHelp}
      </Typography>
      <FormTextField
        control={form.control}
        name="token"
        label="Token delegado"
        type="password"
        autoComplete="off"
        disabled={current.token_from_environment === 1}
      />
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Token: {tokenState(current)}. Vacío conserva el guardado.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'start', gridColumn: { sm: '1 / -1' } }}>
        <Button type="submit" variant="contained">
          Guardar facturación
        </Button>
        {current.token_configured === 1 && current.token_from_environment === 0 && (
          <Button variant="outlined" color="warning" onClick={() => void removeToken()}>
            Quitar token
          </Button>
        )}
      </Box>
    </Box>
  );
}
