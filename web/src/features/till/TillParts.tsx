import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/Info';
import PercentIcon from '@mui/icons-material/Percent';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { TillPayment } from '@lactea/contracts';
import { formatMoney } from '../../lib/format';
import type { CartLine, SaleKind } from './cart';
import type { Till } from './useTill';

/** Keyboard shortcuts of the till, shown on the buttons (F5, F6 and F3 belong to the browser). */
export const SHORTCUTS = { scanner: 'F2', direct: 'F4', client: 'F7', credit: 'F8', paid: 'F9' } as const;

export interface LineHandlers {
  onClear: (l: CartLine) => void;
  onEdit: (l: CartLine) => void;
  onInfo: (l: CartLine) => void;
  onDiscount: (l: CartLine) => void;
  onPromotion: (l: CartLine) => void;
  onDelete: (l: CartLine) => void;
}

/** clear, edit, info, discount, promotion, delete (spec 02 §2); disabled per §4. */
export function LineActions({ line, h }: { line: CartLine; h: LineHandlers }) {
  const name = line.product.product;
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false, color: 'default' | 'primary' | 'error' | 'secondary' = 'primary') => (
    <Tooltip title={label} key={label}>
      <span>
        <IconButton size="small" aria-label={`${label}: ${name}`} color={color} onClick={onClick} disabled={disabled} sx={{ width: 30, height: 30 }}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      {action('Limpiar descuento y promoción', <CleaningServicesIcon fontSize="small" />, () => h.onClear(line), line.mode === 'plain', 'secondary')}
      {action('Editar cantidad', <EditIcon fontSize="small" />, () => h.onEdit(line), line.mode === 'discount')}
      {action('Información', <InfoIcon fontSize="small" />, () => h.onInfo(line), false, 'secondary')}
      {action('Aplicar descuento', <PercentIcon fontSize="small" />, () => h.onDiscount(line), line.mode !== 'plain')}
      {action('Aplicar promoción', <RedeemIcon fontSize="small" />, () => h.onPromotion(line), line.mode === 'discount')}
      {action('Quitar', <DeleteIcon fontSize="small" />, () => h.onDelete(line), false, 'error')}
    </Box>
  );
}

/** A payment button with its payment-type menu ('Venta Directa', 'Venta + Cliente'). */
function PaymentMenuButton({
  label,
  shortcut,
  payments,
  onChoose,
  open,
  setOpen,
  fullWidth,
}: {
  label: string;
  shortcut: string;
  payments: TillPayment[];
  onChoose: (p: TillPayment) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  fullWidth?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const id = `menu-${label.replace(/\W+/g, '-')}`;
  return (
    <>
      <Button ref={setAnchor} variant="contained" endIcon={<ArrowDropDownIcon />} onClick={() => setOpen(true)} aria-haspopup="menu" aria-controls={open ? id : undefined} fullWidth={fullWidth} aria-keyshortcuts={shortcut}>
        {fullWidth ? label : `${label} (${shortcut})`}
      </Button>
      <Menu id={id} anchorEl={anchor} open={open && anchor !== null} onClose={() => setOpen(false)}>
        {payments.map((p) => (
          <MenuItem
            key={p.id}
            onClick={() => {
              setOpen(false);
              onChoose(p);
            }}
          >
            {p.type_pay}
          </MenuItem>
        ))}
        {payments.length === 0 && <MenuItem disabled>Sin tipos de pago habilitados</MenuItem>}
      </Menu>
    </>
  );
}

/**
 * 'Venta Directa' and 'Venta + Cliente' menus and 'Deuda + Cliente', with their F-key shortcuts
 * (listened on the window while the till is open).
 */
export function PaymentButtons({ till, paidRef, vertical }: { till: Till; paidRef: RefObject<HTMLInputElement | null>; vertical?: boolean }) {
  const [menu, setMenu] = useState<'direct' | 'client' | null>(null);
  const payments = till.setup.data?.payments ?? [];
  const pay = till.pay;
  const focusScanner = till.focusScanner;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const map: Record<string, () => void> = {
        [SHORTCUTS.direct]: () => setMenu('direct'),
        [SHORTCUTS.client]: () => setMenu('client'),
        [SHORTCUTS.credit]: () => pay({ kind: 'credit' }),
        [SHORTCUTS.paid]: () => paidRef.current?.focus(),
        [SHORTCUTS.scanner]: focusScanner,
      };
      const run = map[e.key];
      // Not while a dialog or a menu holds the focus (a closing dialog still in the DOM does not count:
      // the scanner already has the focus back, and the cashier's next key must work).
      const inPopup = document.activeElement?.closest('[role="dialog"], [role="menu"], [role="alertdialog"]');
      if (run && !inPopup) {
        e.preventDefault();
        run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pay, focusScanner, paidRef]);
  const choose = (kind: 'direct' | 'client') => (payment: TillPayment) => pay({ kind, payment } as SaleKind);
  return (
    <Box sx={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', flexWrap: 'wrap', gap: 1 }}>
      <PaymentMenuButton label="Venta Directa" shortcut={SHORTCUTS.direct} payments={payments} onChoose={choose('direct')} open={menu === 'direct'} setOpen={(o) => setMenu(o ? 'direct' : null)} fullWidth={vertical} />
      <PaymentMenuButton label="Venta + Cliente" shortcut={SHORTCUTS.client} payments={payments} onChoose={choose('client')} open={menu === 'client'} setOpen={(o) => setMenu(o ? 'client' : null)} fullWidth={vertical} />
      <Button variant="contained" color="warning" onClick={() => pay({ kind: 'credit' })} fullWidth={vertical} aria-keyshortcuts={SHORTCUTS.credit}>
        {vertical ? 'Deuda + Cliente' : `Deuda + Cliente (${SHORTCUTS.credit})`}
      </Button>
    </Box>
  );
}

const Figure = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => (
  <Box sx={{ minWidth: 110 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.25rem' : '1rem' }} aria-label={label} data-figure={label}>
      {formatMoney(value / 100)}
    </Typography>
  </Box>
);

/** Subtotal, Descuento (input), Total, Cancelado (input), Cambio. */
export function SaleFigures({ till, paidRef, compact }: { till: Till; paidRef: RefObject<HTMLInputElement | null>; compact?: boolean }) {
  const t = till.totals;
  const amountField = (label: string, value: string, onChange: (v: string) => void, ref?: RefObject<HTMLInputElement | null>, shortcut?: string) => (
    <TextField
      label={shortcut && !compact ? `${label} (${shortcut})` : label}
      size="small"
      value={value}
      inputRef={ref}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') till.focusScanner();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
      sx={{ width: compact ? '100%' : 150 }}
    />
  );
  return (
    <Box sx={compact ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'center' } : { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Figure label="Subtotal" value={t.subtotalCents} />
      {amountField('Descuento', till.discount, till.setDiscount)}
      <Figure label="Total" value={t.totalCents} strong />
      {amountField('Cancelado', till.paid, till.setPaid, paidRef, SHORTCUTS.paid)}
      <Figure label="Cambio" value={t.changeCents} />
    </Box>
  );
}
