import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SALE_MSG, type SaleClientBody, type TillProduct } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ApiError } from '../../lib/api';
import { SaleReceipt, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import * as cart from './cart';
import { tillApi } from './tillApi';
import { newIdempotencyKey as newSaleKey } from '../../lib/idempotencyKey';

export type ClientChoice = SaleClientBody & { register: boolean };

/**
 * The till's state and actions, shared by the desktop (/sales) and mobile (/sale-mobile) screens:
 * the cart, the typed Descuento and Cancelado, the sale's Idempotency-Key (made when the sale
 * starts, kept across retries, renewed after a recorded sale), and the receipt printer. Every
 * action ends by giving the focus back to the scanner field.
 */
export function useTill() {
  const dialogs = useDialogs();
  const setup = useQuery({ queryKey: ['till-setup'], queryFn: ({ signal }) => tillApi.setup(signal), staleTime: 60_000 });
  const [lines, setLinesState] = useState<cart.CartLine[]>([]);
  const linesRef = useRef(lines);
  const [discount, setDiscount] = useState('');
  const [paid, setPaid] = useState('');
  const [choices, setChoices] = useState<TillProduct[] | null>(null);
  const [pendingSale, setPendingSale] = useState<cart.SaleKind | null>(null);
  const saleKey = useRef(newSaleKey());
  const scanner = useRef<HTMLInputElement | null>(null);
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();

  const setLines = useCallback((next: cart.CartLine[]) => {
    linesRef.current = next;
    setLinesState(next);
  }, []);
  /**
   * After MUI puts the focus back where a dialog was opened from, take it to the scanner. Never out
   * of a dialog opened meanwhile (a fast F8 after closing one): its trap would take the focus back to
   * its frame, not to 'Aceptar', and the cashier's Enter would do nothing.
   */
  const focusScanner = useCallback(() => {
    window.setTimeout(() => {
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      scanner.current?.focus();
    }, 0);
  }, []);
  const refuse = useCallback(
    async (message: string, title: string = SALE_MSG.cancelledTitle) => {
      await dialogs.alert(title, [message]);
      focusScanner();
    },
    [dialogs, focusScanner],
  );
  const apply = useCallback(
    (result: cart.CartResult, success?: string) => {
      if (!result.ok) return void refuse(result.message);
      setLines(result.lines);
      if (success) dialogs.notify(success);
      focusScanner();
    },
    [dialogs, focusScanner, refuse, setLines],
  );

  const add = useCallback(
    (product: TillProduct, quantity = 1, newLot = false) => {
      const result = cart.addProduct(linesRef.current, product, quantity, newLot);
      apply(result, result.ok ? (result.added ? SALE_MSG.added(product.product) : SALE_MSG.quantityUpdated) : undefined);
    },
    [apply],
  );

  const scan = useCallback(
    async (barcode: string, newLot: boolean) => {
      const code = barcode.trim();
      if (!code) return focusScanner();
      try {
        const found = await tillApi.byBarcode(code);
        if (found.length === 0) return void refuse(SALE_MSG.noBarcode, SALE_MSG.notFoundTitle);
        if (found.length === 1) return add(found[0], 1, newLot);
        setChoices(found);
      } catch (error) {
        await dialogs.showError(error);
        focusScanner();
      }
    },
    [add, dialogs, focusScanner, refuse],
  );

  const record = async (sale: cart.SaleKind, client: ClientChoice | null) => {
    const body = cart.saleBody(linesRef.current, discount, paid, sale, client);
    const header = { address: setup.data?.address ?? '', cellphone_number: setup.data?.cellphone_number ?? '' };
    await dialogs.runOperation({
      action: async () => {
        try {
          return await tillApi.record(body, saleKey.current);
        } catch (error) {
          // 409: this key already recorded a sale with other figures (the cart changed after a lost
          // answer): the next attempt is a new sale with a new key.
          if (error instanceof ApiError && error.status === 409) saleKey.current = newSaleKey();
          throw error;
        }
      },
      success: SALE_MSG.recorded,
      onDone: (recorded) => {
        saleKey.current = newSaleKey();
        setLines([]);
        setDiscount('');
        setPaid('');
        setPendingSale(null);
        void print(<SaleReceipt sale={recorded} header={header} width={width} />);
      },
    });
    focusScanner();
  };

  const pay = (sale: cart.SaleKind) => {
    const error = cart.paymentError(linesRef.current, discount, paid, sale);
    if (error) return void refuse(error);
    if (sale.kind === 'direct') return void record(sale, null);
    setPendingSale(sale);
  };

  return {
    setup,
    lines,
    totals: cart.totalsOf(lines, discount, paid),
    discount,
    setDiscount,
    paid,
    setPaid,
    scanner,
    focusScanner,
    printArea,
    add,
    scan,
    refuse,
    choices,
    closeChoices: () => {
      setChoices(null);
      focusScanner();
    },
    setQuantity: (key: string, quantity: number) => {
      setLines(cart.setQuantity(linesRef.current, key, quantity));
      focusScanner();
    },
    applyDiscount: (key: string) => apply(cart.applyDiscount(linesRef.current, key)),
    applyPromotion: (key: string) => apply(cart.applyPromotion(linesRef.current, key)),
    clearLine: (key: string) => apply({ ok: true, added: false, lines: cart.clearLine(linesRef.current, key) }),
    removeLine: (key: string) => apply({ ok: true, added: false, lines: cart.removeLine(linesRef.current, key) }),
    pay,
    pendingSale,
    cancelClient: () => {
      setPendingSale(null);
      focusScanner();
    },
    confirmClient: (client: ClientChoice) => {
      if (pendingSale) void record(pendingSale, client);
    },
  };
}

export type Till = ReturnType<typeof useTill>;
