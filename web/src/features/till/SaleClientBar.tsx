import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import { TILL_LIST_MSG } from '@lactea/contracts';
import { EntityPickerDialog } from '../../components/pickers/EntityPickerDialog';
import { tillClientSource } from './ClientSaleDialog';
import { SHORTCUTS } from './TillParts';
import { clientPricesText } from './tillList';
import { useClientSaldo } from './SaldoPayment';
import { formatMoney } from '../../lib/format';
import type { Till } from './useTill';

/**
 * 'Cliente' (F10): the sale's client chosen before (or while) scanning. The cart is priced with its
 * price list at once and every scan after it too; paying (Enter in 'Cancelado', 'Venta Directa',
 * 'Venta + Cliente') sells to that client. 'Quitar' goes back to the counter's prices. Memoized
 * with only what it shows and does: the till renders again at every scan, and the client stays.
 */
export const SaleClientBar = memo(function SaleClientBar({ client, priceList, chooseClient, focusScanner }: Pick<Till, 'client' | 'priceList' | 'chooseClient' | 'focusScanner'>) {
  const [picking, setPicking] = useState(false);
  const { saldo } = useClientSaldo({ client });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== SHORTCUTS.saleClient) return;
      // F10 would also focus the browser's menu bar.
      e.preventDefault();
      if (document.activeElement?.closest('[role="dialog"], [role="menu"]:not([data-inline-menu]), [role="alertdialog"]')) return;
      setPicking(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box sx={{ mb: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }} aria-label="Cliente de la venta" role="group">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<PersonIcon />} onClick={() => setPicking(true)} aria-keyshortcuts={SHORTCUTS.saleClient} sx={{ flexGrow: 1 }}>
          {`${TILL_LIST_MSG.chooseClient} (${SHORTCUTS.saleClient})`}
        </Button>
        {client && (
          <Button
            color="secondary"
            onClick={() => {
              void chooseClient(null);
              focusScanner();
            }}
          >
            Quitar
          </Button>
        )}
      </Box>
      <Typography variant="body2" data-testid="sale-client">
        {client ? `${client.business_name} · ${clientPricesText(priceList)}${saldo ? ` · Saldo a favor ${formatMoney(saldo)}` : ''}` : TILL_LIST_MSG.noClient}
      </Typography>
      <EntityPickerDialog
        source={tillClientSource}
        open={picking}
        disableRestoreFocus
        onClose={() => {
          setPicking(false);
          focusScanner();
        }}
        onPick={(c) => {
          setPicking(false);
          if (c) void chooseClient({ id: c.id, business_name: c.business_name, ci_nit: c.ci_nit, register: false });
          focusScanner();
        }}
      />
    </Box>
  );
});
