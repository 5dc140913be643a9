import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { creditWarnings } from '@lactea/contracts';
import { formatMoney } from '../../lib/format';
import { tillApi } from './tillApi';

/**
 * The chosen client's debt and available credit (issue 23, decision 0035); on a credit sale, what
 * the credit control will say about this total, red for 'bloquear' (refused) and amber for
 * 'advertir' (asked).
 */
export function ClientCreditInfo({ clientId, totalCents, credit }: { clientId: number; totalCents: number; credit: boolean }) {
  const query = useQuery({ queryKey: ['client-credit', clientId], queryFn: ({ signal }) => tillApi.clientCredit(clientId, signal), staleTime: 0 });
  const c = query.data;
  if (!c) return query.isError ? <Typography variant="body2" color="text.secondary">No se pudo leer la deuda del cliente</Typography> : null;
  const warnings = credit ? creditWarnings(c, totalCents) : [];
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="client-credit">
        Deuda: <strong>{formatMoney(c.debt)}</strong> · Crédito disponible: <strong>{c.available === null ? 'sin límite' : formatMoney(c.available)}</strong>
      </Typography>
      {warnings.length > 0 && (
        <Alert severity={c.control === 'bloquear' ? 'error' : 'warning'} sx={{ mt: 1 }}>
          {warnings.join('. ')}
        </Alert>
      )}
    </>
  );
}
