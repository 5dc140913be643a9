import { useEffect, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
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
import { formatQuantity, isSaldoPayment, OFFLINE_MSG, quantityInWords, SALE_MSG, type TillPayment, type TillProduct, toCents, formatCents } from '@lactea/contracts';
import { formatAmount, formatMoney } from '../../lib/format';
import { offlineTill } from './offline/offlineTill';
import { useOfflineStatus } from './offline/status';
import { canEditQuantity, lineName, quickAmounts, typedAmountProblem, type CartLine, type SaleKind } from './cart';
import { useSaldoChoice, type SaldoChoice } from './SaldoPayment';
import type { Till } from './useTill';
import { memoWhileClosed } from '../../components/dialogs/memoWhileClosed';

/** The payment buttons' menus: closed, not drawn again at every scan. */
const PaymentMenu = memoWhileClosed(Menu);

/** Keyboard shortcuts of the till, shown on the buttons (F5, F6 and F3 belong to the browser). */
export const SHORTCUTS = { scanner: 'F2', direct: 'F4', client: 'F7', credit: 'F8', paid: 'F9', saleClient: 'F10' } as const;

export interface LineHandlers {
  onClear: (l: CartLine) => void;
  onEdit: (l: CartLine) => void;
  onInfo: (l: CartLine) => void;
  onDiscount: (l: CartLine) => void;
  onPromotion: (l: CartLine) => void;
  onDelete: (l: CartLine) => void;
}

/**
 * The product's enabled offers as chips ('2x3', 'Desc. x6: Bs. 9.00'), the one applied to the line
 * filled: the cashier sees that an offer exists before the quantity reaches it.
 */
export function OfferChips({ product, applied }: { product: TillProduct; applied?: CartLine['mode'] }) {
  const { discount, promotion } = product;
  if (!discount && !promotion) return null;
  const chip = (label: string, on: boolean, title: string) => (
    <Chip size="small" label={label} title={title} color="success" variant={on ? 'filled' : 'outlined'} aria-label={`${on ? 'Oferta aplicada' : 'Oferta'}: ${title}`} sx={{ height: 20, fontSize: '0.75rem' }} />
  );
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, ml: 1, verticalAlign: 'middle', flexWrap: 'wrap' }}>
      {promotion && chip(`${promotion.quantity_sale}x${promotion.quantity_promotion}`, applied === 'promotion', `lleve ${promotion.quantity_promotion}, pague ${promotion.quantity_sale}`)}
      {discount &&
        chip(
          `Desc. x${formatQuantity(discount.quantity, product.unit)}: ${formatMoney(discount.unit_price)}`,
          applied === 'discount',
          `desde ${quantityInWords(discount.quantity, product.unit)} a ${formatMoney(discount.unit_price)}${product.unit === 'kg' ? '/kg' : ' c/u'}`,
        )}
    </Box>
  );
}

/**
 * A line's offers as chips, or (priced by the client's list) 'Lista Mayorista': the list is that
 * client's price, no offer applies to it.
 */
export function LineOffers({ line }: { line: CartLine }) {
  if (line.list) return <Chip size="small" label={line.list.label} color="info" aria-label={`Precio: ${line.list.label}`} sx={{ height: 20, fontSize: '0.75rem', ml: 1, verticalAlign: 'middle' }} />;
  // A crate is sold at its own price: the product's offers are not its.
  if (line.presentation) return null;
  return <OfferChips product={line.product} applied={line.mode} />;
}

/** clear, edit, info, discount, promotion, delete; each disabled where the line's mode forbids it (a list's line and a crate's take no offer). */
function lineActions(line: CartLine, h: LineHandlers) {
  const listed = Boolean(line.list || line.presentation);
  return [
    { label: 'Limpiar descuento y promoción', icon: <CleaningServicesIcon fontSize="small" />, run: () => h.onClear(line), disabled: line.mode === 'plain', color: 'secondary' as const },
    { label: 'Editar cantidad', icon: <EditIcon fontSize="small" />, run: () => h.onEdit(line), disabled: !canEditQuantity(line), color: 'primary' as const },
    { label: 'Información', icon: <InfoIcon fontSize="small" />, run: () => h.onInfo(line), disabled: false, color: 'secondary' as const },
    { label: 'Aplicar descuento', icon: <PercentIcon fontSize="small" />, run: () => h.onDiscount(line), disabled: listed || line.mode !== 'plain', color: 'primary' as const },
    { label: 'Aplicar promoción', icon: <RedeemIcon fontSize="small" />, run: () => h.onPromotion(line), disabled: listed || line.mode === 'discount', color: 'primary' as const },
    { label: 'Quitar', icon: <DeleteIcon fontSize="small" />, run: () => h.onDelete(line), disabled: false, color: 'error' as const },
  ];
}

/** The desktop row's six icon buttons, each with its tooltip and an accessible name with the product. */
export function LineActions({ line, h }: { line: CartLine; h: LineHandlers }) {
  const name = lineName(line);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      {lineActions(line, h).map((a) => (
        <Tooltip title={a.label} key={a.label}>
          <span>
            <IconButton size="small" aria-label={`${a.label}: ${name}`} color={a.color} onClick={a.run} disabled={a.disabled} sx={{ width: 30, height: 30 }}>
              {a.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}

/** The phone card's actions: one 'Acciones' button opening the same actions as a labelled menu. */
export function LineActionsMenu({ line, h }: { line: CartLine; h: LineHandlers }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = lineName(line);
  return (
    <>
      <Button variant="outlined" size="small" endIcon={<ArrowDropDownIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-label={`Acciones: ${name}`}>
        Acciones
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {lineActions(line, h).map((a) => (
          <MenuItem
            key={a.label}
            disabled={a.disabled}
            onClick={() => {
              setAnchor(null);
              a.run();
            }}
            sx={{ gap: 1.5, minHeight: 44 }}
          >
            <Box component="span" sx={{ display: 'inline-flex', color: a.disabled ? undefined : `${a.color}.main` }}>
              {a.icon}
            </Box>
            {a.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * A payment button with its payment-type menu ('Venta Directa', 'Venta + Cliente'); `saldo`, the
 * client's 'Saldo a favor' when the sale has one (disabled with its reason when it cannot pay).
 */
function PaymentMenuButton({
  label,
  shortcut,
  payments,
  saldo,
  onChoose,
  open,
  setOpen,
  fullWidth,
}: {
  label: string;
  shortcut: string;
  payments: TillPayment[];
  saldo: SaldoChoice | null;
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
      <PaymentMenu id={id} anchorEl={anchor} open={open && anchor !== null} onClose={() => setOpen(false)}>
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
        {saldo && (
          <MenuItem
            disabled={saldo.refusal !== null}
            onClick={() => {
              setOpen(false);
              onChoose(saldo.payment);
            }}
          >
            <ListItemText primary={saldo.label} secondary={saldo.refusal} />
          </MenuItem>
        )}
        {payments.length === 0 && !saldo && <MenuItem disabled>Sin tipos de pago habilitados</MenuItem>}
      </PaymentMenu>
    </>
  );
}

/**
 * 'Venta Directa' and 'Venta + Cliente' menus and 'Deuda + Cliente', with their F-key shortcuts
 * (listened on the window while the till is open).
 */
export function PaymentButtons({ till, paidRef, vertical }: { till: Till; paidRef: RefObject<HTMLInputElement | null>; vertical?: boolean }) {
  const [menu, setMenu] = useState<'direct' | 'client' | null>(null);
  // 'Saldo a favor' is offered apart, only for a client with a saldo (SaldoPayment.ts).
  const payments = (till.setup.data?.payments ?? []).filter((p) => !isSaldoPayment(p));
  const saldo = useSaldoChoice(till, till.totals.totalCents);
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
      const inPopup = document.activeElement?.closest('[role="dialog"], [role="menu"]:not([data-inline-menu]), [role="alertdialog"]');
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
      <PaymentMenuButton label="Venta Directa" shortcut={SHORTCUTS.direct} payments={payments} saldo={saldo} onChoose={choose('direct')} open={menu === 'direct'} setOpen={(o) => setMenu(o ? 'direct' : null)} fullWidth={vertical} />
      <PaymentMenuButton label="Venta + Cliente" shortcut={SHORTCUTS.client} payments={payments} saldo={saldo} onChoose={choose('client')} open={menu === 'client'} setOpen={(o) => setMenu(o ? 'client' : null)} fullWidth={vertical} />
      <Button variant="contained" color="warning" onClick={() => pay({ kind: 'credit' })} fullWidth={vertical} aria-keyshortcuts={SHORTCUTS.credit}>
        {vertical ? 'Deuda + Cliente' : `Deuda + Cliente (${SHORTCUTS.credit})`}
      </Button>
      {till.lines.length > 0 && (
        <Button variant="outlined" color="error" onClick={() => void till.discard()} fullWidth={vertical}>
          Descartar venta
        </Button>
      )}
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
  const discountTooHigh = t.discountCents > t.subtotalCents;
  const amountField = (label: string, value: string, onChange: (v: string) => void, onEnter: () => void, ref?: RefObject<HTMLInputElement | null>, shortcut?: string, error?: string) => (
    <TextField
      label={shortcut && !compact ? `${label} (${shortcut})` : label}
      size="small"
      value={value}
      error={Boolean(error)}
      helperText={error}
      inputRef={ref}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onEnter();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
      sx={{ width: compact ? '100%' : 150 }}
    />
  );
  return (
    <Box sx={compact ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'center' } : { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Figure label="Subtotal" value={t.subtotalCents} />
      {amountField('Descuento', till.discount, till.setDiscount, till.focusScanner, undefined, undefined, typedAmountProblem(till.discount) ?? (discountTooHigh ? SALE_MSG.discountAboveSubtotal : undefined))}
      {/* Never a total below zero: the discount field says what is wrong instead. */}
      <Figure label="Total" value={Math.max(0, t.totalCents)} strong />
      {/* Enter here records a cash sale: the amount typed, or the exact total when empty. */}
      {amountField('Cancelado', till.paid, till.setPaid, () => (till.cashPayment ? till.payCash(till.paid) : till.focusScanner()), paidRef, SHORTCUTS.paid, typedAmountProblem(till.paid))}
      <Figure label="Cambio" value={t.changeCents} />
    </Box>
  );
}

const QUICK_AMOUNT_HINT = 'Llena Cancelado; Enter en Cancelado registra la venta en efectivo';

/**
 * 'Exacto' and the next round amounts (47.50 → 50, 100, 200): a tap fills 'Cancelado' and puts the
 * cursor there; Enter (or the payment menus) then records the sale. They only fill: a button that
 * looks like an amount must not sell at one tap with no chance to look. Shown while the cart has
 * lines and a cash payment type exists.
 */
export function QuickCash({ till, paidRef, fullWidth }: { till: Till; paidRef: RefObject<HTMLInputElement | null>; fullWidth?: boolean }) {
  const total = till.totals.totalCents;
  if (!till.cashPayment || till.lines.length === 0 || total <= 0) return null;
  const fill = (cents: number) => {
    till.setPaid(formatAmount(cents / 100));
    paidRef.current?.focus();
  };
  const button = (label: string, cents: number, name: string) => (
    <Button key={label} variant="outlined" color="success" onClick={() => fill(cents)} sx={{ flexGrow: fullWidth ? 1 : 0 }} aria-label={name} title={QUICK_AMOUNT_HINT}>
      {label}
    </Button>
  );
  return (
    <Box role="group" aria-label="Llenar Cancelado" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: fullWidth ? '100%' : undefined }}>
      {button('Exacto', total, 'Exacto')}
      {quickAmounts(total).map((c) => button(formatMoney(c / 100), c, `Cancelado ${formatMoney(c / 100)}`))}
    </Box>
  );
}

const Big = ({ label, cents, size }: { label: string; cents: number; size: string }) => (
  <Box sx={{ minWidth: 140 }}>
    <Typography color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 700, fontSize: size, lineHeight: 1.1 }} data-done={label}>
      {formatCents(cents)}
    </Typography>
  </Box>
);

/**
 * After a sale: Total, Recibido and Cambio in large type, for the cashier and the customer, until
 * the next product starts a new sale (the receipt prints meanwhile). Not a dialog: the scanner
 * keeps the focus and the next scan needs no key to close it.
 */
export function SaleDonePanel({ till }: { till: Till }) {
  const sale = till.lastSale;
  const { queuedKeys } = useOfflineStatus();
  if (!sale || till.lines.length > 0) return null;
  // A sale kept on this device is pending while its key is in the queue; once sent (by this tab's
  // sync or another's) it is recorded: the panel says so, with the server's number when known.
  const pending = Boolean(sale.provisional_number) && queuedKeys.includes(sale.sale_key);
  const heading = !sale.provisional_number
    ? `Se registró la venta N° ${sale.id} · ${sale.text_type_pay}`
    : pending
      ? `Se guardó la venta N° ${sale.provisional_number} en este equipo · ${sale.text_type_pay}`
      : OFFLINE_MSG.keptSaleSent(sale.provisional_number, offlineTill().sentSaleId(sale.sale_key) ?? null, sale.text_type_pay);
  return (
    <Paper role="status" aria-label="Venta registrada" variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'success.main', borderWidth: 2 }}>
      <Typography sx={{ fontWeight: 700, color: 'success.dark', mb: 1 }}>{heading}</Typography>
      {pending && <Typography sx={{ fontWeight: 700, color: 'warning.dark', mb: 1 }}>{OFFLINE_MSG.receiptMark}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
        <Big label="Total" cents={toCents(sale.total_sale)} size="1.75rem" />
        {sale.cancelled === 1 && <Big label="Recibido" cents={toCents(sale.money_paid)} size="1.75rem" />}
        {sale.cancelled === 1 && <Big label="Cambio" cents={toCents(sale.change_box)} size="3rem" />}
      </Box>
    </Paper>
  );
}
