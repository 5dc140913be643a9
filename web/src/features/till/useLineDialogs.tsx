import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TillProduct } from '@lactea/contracts';
import { lineName, quantityError, type CartLine } from './cart';
import type { LineHandlers } from './TillParts';
import { ProductInfoDialog, QuantityDialog } from './TillDialogs';
import type { Till } from './useTill';

/**
 * The line actions of both till screens and the dialogs they open: edit quantity (which resets
 * discount and promotion), info, and the mobile card's 'Agregar N'.
 */
export function useLineDialogs(till: Till) {
  const [editing, setEditing] = useState<CartLine | null>(null);
  const [info, setInfo] = useState<TillProduct | null>(null);
  const [adding, setAdding] = useState<TillProduct | null>(null);
  const close = (set: (v: null) => void) => () => {
    set(null);
    till.focusScanner();
  };
  // Stable handlers (the till's rows are memoized on them), calling the till of the last render.
  const latest = useRef(till);
  useLayoutEffect(() => {
    latest.current = till;
  });
  const handlers = useMemo<LineHandlers>(
    () => ({
      onClear: (l) => latest.current.clearLine(l.key),
      onEdit: (l) => setEditing(l),
      onInfo: (l) => setInfo(l.product),
      onDiscount: (l) => latest.current.applyDiscount(l.key),
      onPromotion: (l) => latest.current.applyPromotion(l.key),
      onDelete: (l) => latest.current.removeLine(l.key),
    }),
    [],
  );
  /** 'Agregar N': checked as a new line of N against the product's stock and the cart. */
  const addCheck = (p: TillProduct) => (typed: string) =>
    quantityError(till.lines, { key: '', product: p, quantity: 0, mode: 'plain', auto: false }, typed);
  const dialogs = (
    <>
      <QuantityDialog
        open={editing !== null}
        title={editing ? `Editar cantidad: ${lineName(editing)}` : ''}
        initial={String(editing?.quantity ?? '')}
        check={(typed) => (editing ? quantityError(till.lines, editing, typed) : null)}
        onClose={close(setEditing)}
        // A crate's line counts crates: the field says so.
        label={editing?.product.unit === 'kg' ? 'Peso (kg)' : editing?.presentation ? `Cantidad (${editing.presentation.name})` : undefined}
        onAccept={(n) => {
          if (editing) till.setQuantity(editing.key, n);
          setEditing(null);
        }}
      />
      <QuantityDialog
        open={adding !== null}
        title={adding ? `Agregar: ${adding.product}` : ''}
        initial="1"
        check={(typed) => (adding ? addCheck(adding)(typed) : null)}
        onClose={close(setAdding)}
        onAccept={(n) => {
          if (adding) till.add(adding, n, false, true);
          setAdding(null);
        }}
        label={adding?.unit === 'kg' ? 'Peso (kg)' : undefined}
      />
      <QuantityDialog
        open={till.weighing !== null}
        title={till.weighing ? `Peso: ${till.weighing.product}` : ''}
        label="Peso (kg)"
        initial=""
        check={(typed) => (till.weighing ? addCheck(till.weighing)(typed) : null)}
        onClose={till.closeWeighing}
        onAccept={(kilos) => {
          const product = till.weighing;
          till.closeWeighing();
          if (product) till.add(product, kilos, false, true);
        }}
      />
      <ProductInfoDialog product={info} onClose={close(setInfo)} />
    </>
  );
  return { handlers, dialogs, openAdd: setAdding };
}
