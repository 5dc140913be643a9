import { useQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { providerBalanceText } from '@lactea/contracts';
import { formatMoney } from '../../lib/format';
import { providerAccount } from './purchasesApi';

/**
 * The chosen provider's account under a purchase report: what we owe it (purchases not yet paid),
 * what it owes us (returns to the provider, at the lots' cost) and the balance.
 */
export function ProviderAccountSummary({ providerId }: { providerId: number }) {
  const { data } = useQuery({ queryKey: ['provider-account', providerId], queryFn: ({ signal }) => providerAccount(providerId, signal) });
  if (!data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="Cuenta del proveedor">
      <Typography sx={{ fontWeight: 600 }}>Cuenta con {data.provider.provider}</Typography>
      <Typography variant="body2">
        {`Compras sin pagar: ${formatMoney(data.owed)} · Devoluciones (nos debe): ${formatMoney(data.credit)} · ${providerBalanceText(data.balance)}`}
      </Typography>
    </Paper>
  );
}
