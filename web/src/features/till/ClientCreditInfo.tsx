import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/format';
import { creditNotice, tillClientCredit } from './offline/lookups';

/**
 * The chosen client's debt and available credit (decision 0035); on a credit sale, what
 * the credit control will say about this total, red for 'bloquear' (refused) and amber for
 * 'advertir' (asked).
 */
export function ClientCreditInfo({ clientId, totalCents, credit }: { clientId: number; totalCents: number; credit: boolean }) {
  // Offline: the snapshot's figures with this device's queued credit sales (networkMode: no pause).
  const query = useQuery({ queryKey: ['client-credit', clientId], queryFn: ({ signal }) => tillClientCredit(clientId, signal), staleTime: 0, networkMode: 'always' });
  const c = query.data;
  if (!c) return query.isError ? <Typography variant="body2" color="text.secondary">No se pudo leer la deuda del cliente</Typography> : null;
  const warnings = credit ? creditNotice(c, totalCents) : [];
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="client-credit">
        Deuda: <strong>{formatMoney(c.debt)}</strong> · Crédito disponible: <strong>{c.available === null ? 'sin límite' : formatMoney(c.available)}</strong>
      </Typography>
      {warnings.length > 0 && (
        // Offline nothing is refused (the till asks, the server files it for review): amber either way.
        <Alert severity={c.control === 'bloquear' && !c.offline_as_of ? 'error' : 'warning'} sx={{ mt: 1 }}>
          {warnings.join('. ')}
        </Alert>
      )}
    </>
  );
}
