import { memo, useEffect } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { setInvoiceWanted, useInvoiceWanted, invoiceWanted } from './invoiceBuyer';

/** F1: free at a till (the browser's help is not wanted there) and beside the till's other F-keys. */
export const INVOICE_SHORTCUT = 'F1';
export const INVOICE_TOGGLE_LABEL = 'Factura';

/**
 * 'Factura': the next sales ask for a SIAT invoice (the buyer is asked when the sale is recorded).
 * Shown only while the shop invoices; remembered on this device. F1 switches it at the desktop till.
 * Memoized: the till renders again at every scan, and this switch does not depend on the cart.
 */
export const InvoiceToggle = memo(function InvoiceToggle({ invoicing, compact, onToggled }: { invoicing: boolean; compact?: boolean; onToggled?: () => void }) {
  const on = useInvoiceWanted();
  useEffect(() => {
    if (!invoicing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== INVOICE_SHORTCUT) return;
      e.preventDefault();
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      setInvoiceWanted(!invoiceWanted());
      onToggled?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [invoicing, onToggled]);
  if (!invoicing) return null;
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(e) => { setInvoiceWanted(e.target.checked); onToggled?.(); }} color="primary" slotProps={{ input: { 'aria-keyshortcuts': INVOICE_SHORTCUT } as React.InputHTMLAttributes<HTMLInputElement> }} />}
      label={compact ? INVOICE_TOGGLE_LABEL : `${INVOICE_TOGGLE_LABEL} (${INVOICE_SHORTCUT})`}
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: on ? 700 : 400 } }}
    />
  );
});
