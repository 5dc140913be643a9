import { useCallback, useEffect, useRef, useState } from 'react';
import { CREDIT_MSG, isSaldoPayment, parseScaleLabel, SALE_MSG, type RecordSaleBody, type SaleClientBody, type SaleInvoiceBody, type TillProduct } from '@lactea/contracts';
import { withProductRows } from './tillList';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { ApiError, NetworkError } from '../../lib/api';
import { getSession } from '../../lib/session';
import { INVOICE_PENDING_NOTICE, InvoiceReceipt, loadInvoiceQr, SaleReceipt, useReceiptPrinter, useReceiptWidth } from '../../components/receipt';
import { invoiceWanted } from './invoice/invoiceBuyer';
import * as cart from './cart';
import { useTillSetup } from '../../lib/tillSetup';
import { tillApi } from './tillApi';
import { newIdempotencyKey as newSaleKey } from '../../lib/idempotencyKey';
import { saveCart, type SavedCart } from './savedCart';
import { creditNotice, tillClientCredit, tillLookups } from './offline/lookups';
import { offlineTill } from './offline/offlineTill';
import { provisionalSale, type TillSale } from './offline/provisionalSale';
import { useOfflineStatus } from './offline/status';

export type ClientChoice = SaleClientBody & { register: boolean };

/** A sale waiting for its 'Factura' step: recorded with the buyer once the cashier gives it. */
interface PendingInvoice {
  sale: cart.SaleKind;
  client: ClientChoice | null;
  paidTyped: string;
  creditConfirmed: boolean;
}

/**
 * The till's state and actions, shared by the desktop (/sales) and mobile (/sale-mobile) screens:
 * the cart, the typed Descuento and Cancelado, the sale's Idempotency-Key (made when the sale
 * starts, kept across retries, renewed after a recorded sale), and the receipt printer. Every
 * action ends by giving the focus back to the scanner field.
 */
export function useTill(saved: SavedCart | null, userId: number) {
  const dialogs = useDialogs();
  const setupQuery = useTillSetup();
  // Offline (or before the server's answer) the snapshot's setup sells: payment types, receipt, scale.
  const snapshotAt = useOfflineStatus().snapshotTakenAt;
  const setup = { data: setupQuery.data ?? (snapshotAt ? offlineTill().snapshotIndex()?.snapshot.setup : undefined) };
  // 'Aplicar ofertas automáticamente' (read through a ref: the scan callbacks stay stable).
  const autoOffers = useRef(false);
  const autoOn = setup.data?.auto_offers === 1;
  useEffect(() => {
    autoOffers.current = autoOn;
  }, [autoOn]);
  // A restored cart has no client chosen: a line its list had priced goes back to the counter's price.
  const [lines, setLinesState] = useState<cart.CartLine[]>(() => cart.repriceCart(saved?.lines ?? [], null));
  const linesRef = useRef(lines);
  /**
   * The sale's client chosen before paying ('Cliente', or picked in 'Venta + Cliente' / 'Deuda +
   * Cliente') and its price list with the rows of the cart's products: the cart is priced with it.
   */
  const [client, setClient] = useState<ClientChoice | null>(null);
  const listRef = useRef<cart.CartList>(null);
  const [priceList, setPriceListState] = useState<cart.CartList>(null);
  const setPriceList = useCallback((next: cart.CartList) => {
    listRef.current = next;
    setPriceListState(next);
  }, []);
  /** The products whose rows of the chosen client's list are known (tillList.ts `withProductRows`): not asked again. */
  const listChecked = useRef(new Set<number>());
  /** The list being read for a client just chosen: a sale waits for it, so it is priced as shown. */
  const choosing = useRef<Promise<void>>(Promise.resolve());
  const [discount, setDiscount] = useState(saved?.discount ?? '');
  const [paid, setPaid] = useState(saved?.paid ?? '');
  const [choices, setChoices] = useState<TillProduct[] | null>(null);
  /** A weighed product found by name or plain barcode: the weight is asked before it is added. */
  const [weighing, setWeighing] = useState<TillProduct | null>(null);
  const [pendingSale, setPendingSale] = useState<cart.SaleKind | null>(null);
  const [pendingInvoice, setPendingInvoice] = useState<PendingInvoice | null>(null);
  /** The shop invoices (Configuraciones → Facturación; the snapshot's setup offline): the till offers 'Factura'. */
  const invoicing = setup.data?.invoicing === 1;
  /**
   * The sale just recorded, with its Idempotency-Key (a kept sale's panel follows the queue by it):
   * its change panel stays until the next product starts a new sale.
   */
  const [lastSale, setLastSale] = useState<(TillSale & { sale_key: string }) | null>(null);
  const saleKey = useRef(saved?.saleKey ?? newSaleKey());
  const scanner = useRef<HTMLInputElement | null>(null);
  const { print, printArea } = useReceiptPrinter();
  const width = useReceiptWidth();

  const setLines = useCallback((next: cart.CartLine[]) => {
    linesRef.current = next;
    setLinesState(next);
  }, []);

  // Every change of the sale is kept in this browser (savedCart.ts), with its Idempotency-Key.
  useEffect(() => {
    saveCart(userId, { saleKey: saleKey.current, lines, discount, paid });
  }, [userId, lines, discount, paid]);
  // Said once, when the till opens with a sale left in progress.
  const restoredLines = saved?.lines.length ?? 0;
  useEffect(() => {
    if (restoredLines > 0) dialogs.notify(`Se recuperó la venta en curso (${restoredLines} ${restoredLines === 1 ? 'línea' : 'líneas'})`, SALE_MSG.doneTitle);
  }, [dialogs, restoredLines]);
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
  /**
   * At the end of a dialog's exit transition (~200 ms after it was closed, later on a busy PC): the
   * focus goes to the scanner only if it was lost with the dialog. The close already focused the
   * scanner; a field the cashier reached since (F9 → 'Cancelado') keeps the focus and the amount.
   */
  const focusScannerIfLost = useCallback(() => {
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
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
      if (success) dialogs.notify(success, SALE_MSG.doneTitle);
      focusScanner();
    },
    [dialogs, focusScanner, refuse, setLines],
  );

  /** The client's list with `product`'s rows (as the scan answered them, or read now for a product found otherwise). */
  const listWith = useCallback(
    async (product: TillProduct): Promise<cart.CartList> => {
      const list = listRef.current;
      if (!list || !client?.id) return list;
      const next = await withProductRows(list, product, (ids) => tillLookups.clientPrices(client.id, ids), listChecked.current);
      if (next !== list && listRef.current === list) setPriceList(next);
      return next;
    },
    [client, setPriceList],
  );
  /**
   * Adds `quantity` (units, or kilos once weighed; crates of the presentation a scan named with the
   * product, 'Caja x12'); a weighed product without its weight asks for it.
   */
  const add = useCallback(
    (product: cart.TillItem, quantity = 1, newLot = false, weighed = false) => {
      if (product.unit === 'kg' && !weighed) return setWeighing(product);
      const addWith = (list: cart.CartList) => {
        const result = cart.addProduct(linesRef.current, product, quantity, newLot, autoOffers.current, list);
        if (result.ok) setLastSale(null);
        apply(result, result.ok ? (result.added ? SALE_MSG.added(cart.itemName(product, product.presentation)) : SALE_MSG.quantityUpdated) : undefined);
      };
      // Without a client's list (most sales) the line is added at once, as before.
      if (!listRef.current) return addWith(null);
      void listWith(product).then(addWith, (error: unknown) => dialogs.showError(error));
    },
    [apply, dialogs, listWith],
  );

  /**
   * The sale's client chosen (null: none): its price list read with the rows of the cart's products
   * and the cart priced again with it at once (list-pricing.ts's rule). A client registered with the
   * sale has no list.
   */
  const chooseClient = useCallback(
    (chosen: ClientChoice | null) => {
      setClient(chosen);
      const read = async () => {
        const ids = [...new Set(linesRef.current.map((l) => l.product.id))];
        const list = chosen && !chosen.register && chosen.id ? (await tillLookups.clientPrices(chosen.id, ids)).price_list : null;
        listChecked.current = new Set(ids);
        setPriceList(list);
        setLines(cart.repriceCart(linesRef.current, list, autoOffers.current));
      };
      choosing.current = read().catch(async (error: unknown) => {
        await dialogs.showError(error);
      });
      return choosing.current;
    },
    [dialogs, setLines, setPriceList],
  );

  const isScaleLabel = useCallback((code: string) => Boolean(setup.data && parseScaleLabel(code, setup.data.scale)), [setup.data]);
  /** A scale label (Configuraciones' format): its own line with the weight (or price) it carries. */
  const addScaleLabel = useCallback(
    async (code: string) => {
      const scanned = await tillLookups.scaleLabel(code);
      const result = cart.addScaleLine(linesRef.current, scanned, autoOffers.current, await listWith(scanned.product));
      if (result.ok) setLastSale(null);
      apply(result, result.ok ? SALE_MSG.added(result.lines.at(-1)!.product.product) : undefined);
    },
    [apply, listWith],
  );

  const scan = useCallback(
    async (barcode: string, newLot: boolean) => {
      const code = barcode.trim();
      if (!code) return focusScanner();
      try {
        // A scale label (Configuraciones' format): its own line with the weight it carries.
        if (isScaleLabel(code)) return await addScaleLabel(code);
        // With a client's list the product comes with its rows of it: priced in this one round trip.
        const found = await tillLookups.byBarcode(code, listRef.current?.id);
        if (found.length === 0) return void refuse(SALE_MSG.noBarcode, SALE_MSG.notFoundTitle);
        if (found.length === 1) return add(found[0], 1, newLot);
        setChoices(found);
      } catch (error) {
        await dialogs.showError(error);
        focusScanner();
      }
    },
    [add, addScaleLabel, dialogs, focusScanner, isScaleLabel, refuse],
  );

  /**
   * The phone's 'Buscar producto' + Enter (a barcode typed or read there): adds the product when the
   * code matches exactly one, offers the choice when several do. Answers whether it was a barcode.
   */
  const addByCode = useCallback(
    async (text: string): Promise<boolean> => {
      const code = text.trim();
      if (!code) return false;
      try {
        if (isScaleLabel(code)) {
          await addScaleLabel(code);
          return true;
        }
        const found = await tillLookups.byBarcode(code, listRef.current?.id);
        if (found.length === 1) add(found[0]);
        else if (found.length > 1) setChoices(found);
        return found.length > 0;
      } catch (error) {
        await dialogs.showError(error);
        return false;
      }
    },
    [add, addScaleLabel, dialogs, isScaleLabel],
  );

  /** The sale queued on this device: answered like a recorded one, with its provisional number. */
  const keepOnDevice = async (body: RecordSaleBody, cause: NetworkError): Promise<TillSale> => {
    const user = getSession()?.user;
    if (!user) throw cause;
    const now = new Date();
    let provisional: string;
    try {
      provisional = await offlineTill().queueSale(body, saleKey.current, now);
    } catch {
      throw cause; // IndexedDB unavailable: the sale cannot be kept, say the server did not answer
    }
    return provisionalSale(body, linesRef.current, user, paymentTypeOf(body), provisional, now);
  };
  const paymentTypeOf = (body: RecordSaleBody) => setup.data?.payments.find((p) => p.id === body.sale.id_type_payment) ?? null;

  /** With 'Factura' on, the buyer is asked first (InvoiceBuyerDialog), then the sale is recorded with it. */
  const record = async (sale: cart.SaleKind, client: ClientChoice | null, paidTyped = paid, creditConfirmed = false) => {
    if (invoicing && invoiceWanted()) return setPendingInvoice({ sale, client, paidTyped, creditConfirmed });
    return recordNow(sale, client, paidTyped, creditConfirmed);
  };

  const recordNow = async (sale: cart.SaleKind, client: ClientChoice | null, paidTyped = paid, creditConfirmed = false, invoice?: SaleInvoiceBody) => {
    const body = cart.saleBody(linesRef.current, discount, paidTyped, sale, client);
    if (creditConfirmed) body.credit_confirmed = 1;
    if (invoice) body.invoice = invoice;
    const header = { address: setup.data?.address ?? '', cellphone_number: setup.data?.cellphone_number ?? '' };
    await dialogs.runOperation({
      action: async (): Promise<TillSale> => {
        try {
          return await tillApi.record(body, saleKey.current);
        } catch (error) {
          // No answer (offline, server down, time-out): the sale is kept on this device with its
          // key and sent by the sync; never on an answer (a 4xx is the cashier's to fix).
          // A sale paid with the client's saldo a favor is never kept: the saldo is spent only online.
          if (error instanceof NetworkError && !isSaldoPayment(paymentTypeOf(body))) return keepOnDevice(body, error);
          // 409: this key already recorded a sale with other figures (the cart changed after a lost
          // answer): the next attempt is a new sale with a new key.
          if (error instanceof ApiError && error.status === 409) saleKey.current = newSaleKey();
          throw error;
        }
      },
      // No 'Operación Exitosa' to accept: the change panel says 'Se registró la venta' with the
      // figures, and the next scan starts the next sale (one confirmation less per sale).
      onDone: (recorded) => {
        setLastSale({ ...recorded, sale_key: saleKey.current });
        saleKey.current = newSaleKey();
        setLines([]);
        setClient(null);
        setPriceList(null);
        setDiscount('');
        setPaid('');
        setPendingSale(null);
        setPendingInvoice(null);
        const issued = recorded.invoice;
        // The invoice is the customer's paper; a sale kept on this device gets its invoice when it
        // syncs (its number and CUF are the server's): its note says so, FACTURAS reprints it then.
        if (issued) void loadInvoiceQr().catch(() => undefined).then(() => print(<InvoiceReceipt sale={recorded} invoice={issued} width={width} />));
        else void print(<SaleReceipt sale={recorded} header={header} width={width} provisional={recorded.provisional_number} notice={body.invoice ? INVOICE_PENDING_NOTICE : undefined} />);
      },
    });
    focusScanner();
  };

  /**
   * 'Deuda + Cliente' to an existing client (decision 0035): with 'advertir', a sale over the limit
   * or with overdue debts asks the cashier first (the server's own texts) and carries the
   * confirmation; with 'bloquear' the server refuses it with the same texts. Read fresh: another
   * till may have sold to this client since the dialog showed its credit.
   */
  const recordWithClient = async (sale: cart.SaleKind, client: ClientChoice) => {
    if (sale.kind !== 'credit' || client.register || !client.id) return record(sale, client);
    let warnings: string[] = [];
    try {
      const credit = await tillClientCredit(client.id);
      const totalCents = cart.cartTotals(linesRef.current, discount, '').totalCents;
      // Offline the till asks with either control: no server will refuse it now, the figures are the
      // snapshot's (a payment made since is unknown), and the server files the sale for review
      // ('Crédito fuera de límite') if it breaks the terms when it arrives (decision 0043).
      if (credit.offline_as_of || credit.control === 'advertir') warnings = creditNotice(credit, totalCents);
    } catch {
      // Unreadable now: the server checks anyway and answers what to do.
    }
    if (warnings.length && !(await dialogs.confirm([...warnings, CREDIT_MSG.confirmQuestion]))) return;
    return record(sale, client, paid, warnings.length > 0);
  };

  /** 'Descartar venta': the cart, the typed amounts and the saved copy go; a new sale starts. */
  const discard = async () => {
    if (linesRef.current.length === 0) return focusScanner();
    // The dialog gives the focus back to where it was opened from: the scanner, not this button,
    // which is gone with the lines.
    scanner.current?.focus();
    if (await dialogs.confirm(['¿Está seguro(a) de descartar la venta en curso?'])) {
      saleKey.current = newSaleKey();
      setLines([]);
      setClient(null);
      setPriceList(null);
      setDiscount('');
      setPaid('');
    }
    focusScanner();
  };

  const pay = (sale: cart.SaleKind, paidTyped = paid) => {
    const error = cart.paymentError(linesRef.current, discount, paidTyped, sale);
    if (error) return void refuse(error);
    // A client chosen before paying ('Cliente') is the sale's: the direct keys sell to it at the
    // prices on screen (its list's), as 'Venta + Cliente' would.
    if (sale.kind === 'direct' && client) return void record({ kind: 'client', payment: sale.payment }, client, paidTyped);
    if (sale.kind === 'direct') return void record(sale, null, paidTyped);
    setPendingSale(sale);
  };

  const cashPayment = cart.cashPaymentOf(setup.data?.payments ?? []);
  /**
   * Enter in 'Cancelado' (filled by hand or by 'Exacto' and the quick amounts): a direct sale with
   * the first cash payment type, recorded at once. An empty amount pays the exact total.
   */
  const payCash = (paidTyped: string) => {
    if (!cashPayment) return focusScanner();
    const typed = paidTyped.trim() === '' ? (cart.cartTotals(linesRef.current, discount, '').totalCents / 100).toFixed(2) : paidTyped;
    setPaid(typed);
    pay({ kind: 'direct', payment: cashPayment }, typed);
  };

  return {
    setup,
    lines,
    totals: cart.cartTotals(lines, discount, paid),
    discount,
    setDiscount,
    paid,
    setPaid,
    scanner,
    focusScanner,
    focusScannerIfLost,
    printArea,
    add,
    weighing,
    closeWeighing: () => {
      setWeighing(null);
      focusScanner();
    },
    scan,
    addByCode,
    refuse,
    choices,
    closeChoices: () => {
      setChoices(null);
      focusScanner();
    },
    setQuantity: (key: string, quantity: number) => {
      setLines(cart.setQuantity(linesRef.current, key, quantity, autoOffers.current, listRef.current));
      focusScanner();
    },
    applyDiscount: (key: string) => apply(cart.applyDiscount(linesRef.current, key)),
    applyPromotion: (key: string) => apply(cart.applyPromotion(linesRef.current, key)),
    clearLine: (key: string) => apply({ ok: true, added: false, lines: cart.clearLine(linesRef.current, key) }),
    removeLine: (key: string) => apply({ ok: true, added: false, lines: cart.removeLine(linesRef.current, key) }),
    pay,
    cashPayment,
    payCash,
    discard,
    lastSale,
    pendingSale,
    cancelClient: () => {
      setPendingSale(null);
      focusScanner();
    },
    confirmClient: (chosen: ClientChoice) => {
      const sale = pendingSale;
      if (!sale) return;
      // Priced with the client's list first (picked in the dialog: its list may still be on its way).
      const same = client && chosen.id === client.id && chosen.register === client.register && (chosen.register ? chosen.ci_nit === client.ci_nit : true);
      void (same ? choosing.current : chooseClient(chosen)).then(() => recordWithClient(sale, chosen));
    },
    client,
    priceList,
    chooseClient,
    invoicing,
    pendingInvoice,
    cancelInvoice: () => {
      setPendingInvoice(null);
      focusScanner();
    },
    confirmInvoice: (buyer: SaleInvoiceBody) => {
      const waiting = pendingInvoice;
      if (!waiting) return;
      setPendingInvoice(null);
      void recordNow(waiting.sale, waiting.client, waiting.paidTyped, waiting.creditConfirmed, buyer);
    },
  };
}

export type Till = ReturnType<typeof useTill>;
