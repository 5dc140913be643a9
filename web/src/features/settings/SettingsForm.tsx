import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { ADDRESS_MAX, CELLPHONE_MAX, SETTING_MESSAGES, settingFields, type Setting } from '@lactea/contracts';
import type { z } from 'zod';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { FormPanel } from '../../components/form/FormPanel';
import { FormTextField } from '../../components/form/FormTextField';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';

interface SettingsFormValues {
  initial_cash: string;
  address: string;
  cellphone_number: string;
  near_expiry_days: string;
  credit_overdue_days: string;
  credit_control: string;
}
export type SettingsValues = z.output<typeof settingFields>;

export interface SettingsFormProps {
  current: Setting;
  onBack: () => void;
  onSave: (values: SettingsValues) => Promise<unknown>;
}

/**
 * Caja Inicial (whole Bs.), Dirección (50), Número (20), the near-expiry window in days and the
 * credit control (default overdue days, bloquear/advertir; decision 0035), all required. Invalid: 'Operación Cancelada / Corrija los errores', fields in red.
 */
export function SettingsForm({ current, onBack, onSave }: SettingsFormProps) {
  const dialogs = useDialogs();
  const form = useSchemaForm<SettingsFormValues, SettingsValues>(settingFields, {
    initial_cash: String(current.initial_cash),
    address: current.address,
    cellphone_number: current.cellphone_number,
    near_expiry_days: String(current.near_expiry_days),
    credit_overdue_days: String(current.credit_overdue_days),
    credit_control: current.credit_control,
  });
  const submit = form.handleSubmit(
    async (values) => {
      await onSave(values);
    },
    () => void dialogs.alert(SETTING_MESSAGES.invalidTitle, [SETTING_MESSAGES.invalid]),
  );
  return (
    <FormPanel mode="edit" title="Editar Configuración" onBack={onBack} onSubmit={submit} submitLabel="Guardar">
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="initial_cash"
        label="Caja Inicial"
        autoFocus
        slotProps={{ input: { startAdornment: <InputAdornment position="start">Bs.</InputAdornment> } }}
      />
      <FormTextField control={form.control} name="address" label="Dirección" max={ADDRESS_MAX} />
      <FormTextField control={form.control} name="cellphone_number" label="Número" max={CELLPHONE_MAX} inputMode="tel" />
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="near_expiry_days"
        label="Días para 'por vencer'"
        helperText="Un lote con stock que vence dentro de estos días se avisa como por vencer"
      />
      <FormNumberField
        kind="quantity"
        control={form.control}
        name="credit_overdue_days"
        label="Días para deuda vencida"
      />
      <FormTextField select control={form.control} name="credit_control" label="Control de crédito">
        <MenuItem value="bloquear">Bloquear: rechaza la venta a crédito sobre el límite o con deudas vencidas</MenuItem>
        <MenuItem value="advertir">Advertir: avisa al cajero y le pide confirmar</MenuItem>
      </FormTextField>
    </FormPanel>
  );
}
