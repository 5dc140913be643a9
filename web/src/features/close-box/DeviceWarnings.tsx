import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { deviceStatusList, RECONCILIATION_MSG, type DeviceStatus } from '@lactea/contracts';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { businessToday, shopDate } from '../../lib/shopTime';

/** A device whose queue still holds sales and that was at work today: its sales are not in the figures yet. */
export function holdsTodaysSales(device: DeviceStatus, today: string): boolean {
  if (device.pending <= 0) return false;
  return [device.reported_at, device.last_sync_at, device.oldest_pending_at].some((at) => at !== null && shopDate(new Date(at)) === today);
}

/** GET sale/devices (administrator): every till heard of in the last 30 days, those holding sales first. */
const fetchDevices = async (signal?: AbortSignal): Promise<DeviceStatus[]> => deviceStatusList.parse(await api.get<unknown>('sale/devices', undefined, signal));

/**
 * CIERRE DE CAJA, administrator only (GET sale/devices is the administrator's): one warning per
 * till that sold or reported today and still holds unsynced sales, with its last sync. A failed
 * read shows nothing: the closing itself must stay usable.
 */
export function DeviceWarnings() {
  const query = useQuery({ queryKey: ['close-box-devices'], queryFn: ({ signal }) => fetchDevices(signal), retry: false });
  const today = businessToday();
  const warned = (query.data ?? []).filter((d) => holdsTodaysSales(d, today));
  if (warned.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-label="Ventas sin sincronizar">
      {warned.map((d) => (
        <Alert key={d.device_id} severity="warning">
          {`${RECONCILIATION_MSG.closingWarning(d.device_name, d.pending)}. Última sincronización: ${d.last_sync_at ? formatDateTime(d.last_sync_at) : 'nunca'}.`}
        </Alert>
      ))}
    </Stack>
  );
}
