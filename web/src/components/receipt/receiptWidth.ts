import { useSyncExternalStore } from 'react';
import { RECEIPT_WIDTHS, type ReceiptWidth } from '@lactea/contracts';

/** The receipt paper of this device (80 mm by default, 58 mm selectable), kept in localStorage. */
const KEY = 'lactea-receipt-width';
const listeners = new Set<() => void>();

export function receiptWidth(): ReceiptWidth {
  try {
    const v = Number(localStorage.getItem(KEY));
    return (RECEIPT_WIDTHS as readonly number[]).includes(v) ? (v as ReceiptWidth) : 80;
  } catch {
    return 80;
  }
}

export function setReceiptWidth(width: ReceiptWidth): void {
  localStorage.setItem(KEY, String(width));
  listeners.forEach((l) => l());
}

export function useReceiptWidth(): ReceiptWidth {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    receiptWidth,
    () => 80,
  );
}
