import type { KeyboardEvent, Ref } from 'react';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { TillProduct } from '@lactea/contracts';
import { formatMoney, inventoryText } from '../../lib/format';

/**
 * The till's list of products to pick from ('Elegir Producto', the 'Búsqueda general' results) as a
 * menu, not a plain list: the arrows move between the products and Enter picks, as in the payment
 * menus (a cashier works the till with the keys only). A product without stock is shown but cannot
 * be reached or picked.
 */
export function ProductMenu({
  products,
  label,
  onPick,
  autoFocusItem = false,
  listRef,
  onLeaveTop,
}: {
  products: TillProduct[];
  label: string;
  onPick: (p: TillProduct) => void;
  /** The first product takes the focus when shown (a dialog); otherwise the field above gives it (ArrowDown). */
  autoFocusItem?: boolean;
  listRef?: Ref<HTMLUListElement>;
  /** ArrowUp on the first product: back to the field the results belong to. */
  onLeaveTop?: () => void;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowUp' || !onLeaveTop) return;
    const first = e.currentTarget.querySelector('[role="menuitem"]:not([aria-disabled="true"])');
    if (e.target === first) onLeaveTop();
  };
  return (
    <MenuList
      autoFocusItem={autoFocusItem}
      aria-label={label}
      ref={listRef}
      onKeyDown={onKeyDown}
      disableListWrap={Boolean(onLeaveTop)}
      // A menu on the page, not a popup: the till's F-keys keep working from it (PaymentButtons).
      data-inline-menu={onLeaveTop ? 'true' : undefined}
    >
      {products.map((p) => (
        <MenuItem key={p.id} onClick={() => onPick(p)} disabled={p.stock <= 0} sx={{ whiteSpace: 'normal' }}>
          <ListItemText primary={p.product} secondary={`${p.code} · ${p.mark} · ${formatMoney(p.price)} · ${inventoryText(p.stock, p.unit)}`} />
        </MenuItem>
      ))}
    </MenuList>
  );
}

/** Moves the focus into a product menu, on its first product that can be picked (ArrowDown from the search field). */
export function focusFirstProduct(list: HTMLUListElement | null): boolean {
  const first = list?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])');
  first?.focus();
  return Boolean(first);
}
