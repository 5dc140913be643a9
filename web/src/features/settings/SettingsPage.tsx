import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DevicesIcon from '@mui/icons-material/Devices';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { SETTING_MESSAGES as T, type Setting } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ListStatus } from '../../components/list/ListStatus';
import { useQueryErrorDialog } from '../../components/list/rowUpdates';
import { formatMoney } from '../../lib/format';
import { TILL_SETUP_KEY } from '../../lib/queryKeys';
import { setDeviceEnabled, useDeviceEnabled } from '../../lib/useDeviceEnabled';
import { SettingsForm, type SettingsValues } from './SettingsForm';
import { fetchSettings, SETTINGS_KEY, updateSettings } from './settingsApi';
import { ScaleLabelSettings, SCALE_SETTINGS_KEY } from './ScaleLabelSettings';
import { InvoicingSettings } from './InvoicingSettings';

const yesNo = (on: boolean) => <Chip size="small" variant="outlined" color={on ? 'success' : 'default'} label={on ? 'SI' : 'NO'} />;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * CONFIGURACIONES: the shop's settings (Caja Inicial, Dirección, Número, the near-expiry window),
 * this browser's till flag (docs/decisions 0009), Inventario + Compras for category 'u' and the
 * till's 'Aplicar ofertas automáticamente'.
 */
export default function SettingsPage() {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSettings(signal) });
  useQueryErrorDialog(query);
  const device = useDeviceEnabled();
  const [editing, setEditing] = useState(false);
  const current = query.data;

  /** setting/update with every field: the form's, or the current ones with the options flipped. */
  const save = (setting: Setting, patch: Partial<SettingsValues & { enabled_options_user: 0 | 1; auto_offers: 0 | 1 }>, confirm: string, success: (s: Setting) => string) =>
    dialogs.runOperation({
      confirm: [confirm],
      action: () => updateSettings({ ...setting, ...patch }),
      success,
      onDone: (saved) => {
        queryClient.setQueryData(SETTINGS_KEY, saved);
        // The till reads 'Aplicar ofertas automáticamente' from its set-up: not from a stale copy.
        void queryClient.invalidateQueries({ queryKey: TILL_SETUP_KEY });
        // The scale-label form edits the same row: its version moved.
        void queryClient.invalidateQueries({ queryKey: SCALE_SETTINGS_KEY });
        setEditing(false);
      },
      // A stale version (another administrator saved meanwhile): show theirs.
      onError: () => void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
    });

  const toggleDevice = async () => {
    const next = !device;
    if (!(await dialogs.confirm([`¿Está seguro(a) de ${next ? 'habilitar' : 'inhabilitar'} este dispositivo para vender?`]))) return;
    setDeviceEnabled(next);
    await dialogs.showSuccess(next ? T.deviceEnabled : T.deviceDisabled);
  };

  if (editing && current) {
    return (
      <SettingsForm
        current={current}
        onBack={() => setEditing(false)}
        onSave={(values) => save(current, values, '¿Está seguro de actualizar los valores de la configuración?', () => T.updated)}
      />
    );
  }
  const optionsOn = current?.enabled_options_user === 1;
  const offersOn = current?.auto_offers === 1;
  /** A SI/NO setting flipped with the current values of the rest: confirmation, then its message. */
  const flagButton = (flag: 'enabled_options_user' | 'auto_offers', icon: ReactNode, label: string, confirm: string, [onText, offText]: [string, string]) => {
    const on = current?.[flag] === 1;
    return (
      <Button
        variant="outlined"
        color={on ? 'warning' : 'success'}
        startIcon={icon}
        disabled={!current}
        onClick={() => current && void save(current, { [flag]: on ? 0 : 1 }, confirm, (s) => (s[flag] === 1 ? onText : offText))}
      >
        {label}
      </Button>
    );
  };
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        CONFIGURACIONES
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {!current ? (
          <ListStatus loading={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
        ) : (
          <Box component="dl" sx={{ m: 0 }}>
            <Field label="Caja Inicial">{formatMoney(current.initial_cash)}</Field>
            <Field label="Dirección">{current.address || 'S/D'}</Field>
            <Field label="Número">{current.cellphone_number || 'S/N'}</Field>
            <Field label="Días para 'por vencer'">{current.near_expiry_days}</Field>
            <Field label="Días para deuda vencida">{current.credit_overdue_days}</Field>
            <Field label="Control de crédito">{current.credit_control === 'advertir' ? 'Advertir' : 'Bloquear'}</Field>
            <Field label="Dispositivo Habilitado">{yesNo(device)}</Field>
            <Field label="Inventario + Compras para usuarios">{yesNo(optionsOn)}</Field>
            <Field label="Aplicar ofertas automáticamente">{yesNo(offersOn)}</Field>
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<EditIcon />} disabled={!current} onClick={() => setEditing(true)}>
            Editar configuración
          </Button>
          <Button variant="outlined" color={device ? 'warning' : 'success'} startIcon={<DevicesIcon />} onClick={() => void toggleDevice()}>
            {device ? 'Inhabilitar dispositivo' : 'Habilitar dispositivo'}
          </Button>
          {flagButton(
            'enabled_options_user',
            <WarehouseIcon />,
            optionsOn ? 'Inhabilitar Inventario + Compras' : 'Habilitar Inventario + Compras',
            `¿Está seguro(a) de ${optionsOn ? 'inhabilitar' : 'habilitar'} Inventario y Compras para los usuarios?`,
            [T.optionsEnabled, T.optionsDisabled],
          )}
          {flagButton(
            'auto_offers',
            <LocalOfferIcon />,
            offersOn ? 'Desactivar ofertas automáticas' : 'Activar ofertas automáticas',
            `¿Está seguro(a) de ${offersOn ? 'desactivar' : 'activar'} la aplicación automática de descuentos y promociones en la caja?`,
            [T.autoOffersEnabled, T.autoOffersDisabled],
          )}
        </Stack>
      </Paper>
      <ScaleLabelSettings />
      <InvoicingSettings />
    </>
  );
}
