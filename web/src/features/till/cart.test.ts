import { describe, expect, it } from 'vitest';
import { PRESENTATION_MSG, SALE_MSG, type PriceListTerms, type TillProduct, type TillPayment } from '@lactea/contracts';
import * as cart from './cart';

const product = (over: Partial<TillProduct> = {}): TillProduct => ({
  id: 1,
  unit: 'unidad',
  scale_code: null,
  code: 'L1',
  product: 'Leche',
  barcode: '777',
  mark: 'PIL',
  price: 10,
  cost: 6,
  stock: 7,
  discount: { unit_price: 9, quantity: 3 },
  promotion: { quantity_promotion: 3, quantity_sale: 2 },
  ...over,
});
const cash: TillPayment = { id: 1, type_pay: 'Efectivo', is_cash: 1, code: 'e' };
const card: TillPayment = { id: 2, type_pay: 'Tarjeta', is_cash: 0, code: 'c' };

/** Each line as 'quantity mode total' (and 'rest'), ' | ' between lines. */
const shape = (lines: cart.CartLine[]) =>
  lines.map((l) => `${l.quantity} ${l.mode} ${cart.figuresOf(l).totalCents}${l.rest ? ' rest' : ''}`).join(' | ');

function cartOf(quantity: number, p = product()) {
  const r = cart.addProduct([], p, quantity);
  if (!r.ok) throw new Error(r.message);
  return r.lines;
}

describe('till cart', () => {
  it('adds to the existing line, or a new one with new lot, never above stock', () => {
    const one = cartOf(1);
    const two = cart.addProduct(one, product());
    expect(two.ok && two.lines.length === 1 && two.lines[0].quantity === 2 && !two.added).toBe(true);
    const lot = cart.addProduct(one, product(), 1, true);
    expect(lot.ok && lot.lines.length === 2 && lot.added).toBe(true);
    expect(cart.addProduct(cartOf(7), product())).toEqual({ ok: false, message: SALE_MSG.insufficient('Leche') });
    const line = cartOf(2)[0];
    expect(cart.quantityError([line], line, '8')).toBe(SALE_MSG.aboveStock);
    expect(cart.quantityError([line], line, '1.5')).toBe('Debe ser un número entero');
    expect(cart.quantityError([line], line, '-1')).toBe('La cantidad debe ser mayor a cero');
    expect(cart.quantityError([line], line, '0')).toBe('La cantidad debe ser mayor a cero');
    expect(cart.quantityError([line], line, '7')).toBeNull();
  });

  it('a 2x3 promotion only on exact multiples: 6 × 10.00 = 40.00 exactly; editing the quantity resets it', () => {
    const four = cartOf(4);
    expect(cart.applyPromotion(four, four[0].key)).toMatchObject({ ok: false, message: SALE_MSG.promotionNotApplicable });
    const lines = cartOf(6);
    const promo = cart.applyPromotion(lines, lines[0].key);
    if (!promo.ok) throw new Error(promo.message);
    expect(cart.figuresOf(promo.lines[0])).toEqual({ unitPrice4: 66_667, discount4: 33_333, totalCents: 4000, promotion: '2x3' });
    // A discount cannot be applied on top of a promotion.
    expect(cart.applyDiscount(promo.lines, lines[0].key).ok).toBe(false);
    expect(cart.setQuantity(promo.lines, lines[0].key, 5)[0].mode).toBe('plain');
  });

  it('payment checks in the spec order and the body the server checks', () => {
    const lines = cartOf(3);
    const disc = cart.applyDiscount(lines, lines[0].key);
    if (!disc.ok) throw new Error(disc.message);
    expect(cart.paymentError([], '', '', { kind: 'direct', payment: cash })).toBe(SALE_MSG.addToDetail);
    // What is wrong with a typed discount, said (never read as another figure, never 'Ingrese el descuento').
    expect(cart.paymentError(disc.lines, 'x', '', { kind: 'direct', payment: cash })).toBe('Descuento: Debe ser un número');
    expect(cart.paymentError(disc.lines, '5,555', '', { kind: 'direct', payment: card })).toBe('Descuento: Solo se permiten 2 decimales');
    expect(cart.typedAmountProblem('5,555')).toBe('Solo se permiten 2 decimales');
    expect(cart.typedAmountProblem(' ')).toBeUndefined();
    expect(cart.typedAmountProblem('2,5')).toBeUndefined();
    expect(cart.paymentError(disc.lines, '', '', { kind: 'direct', payment: cash })).toBe(SALE_MSG.enterPaid);
    expect(cart.paymentError(disc.lines, '', '', { kind: 'direct', payment: card })).toBeNull();
    expect(cart.paymentError(disc.lines, '1', '20', { kind: 'direct', payment: cash })).toBe(SALE_MSG.paidBelowTotal);
    // A discount above the subtotal (27): cash says so before asking for the amount paid, as card does,
    // and no change is due on the negative total.
    expect(cart.paymentError(disc.lines, '28', '', { kind: 'direct', payment: cash })).toBe(SALE_MSG.discountAboveSubtotal);
    expect(cart.paymentError(disc.lines, '28', '', { kind: 'direct', payment: card })).toBe(SALE_MSG.discountAboveSubtotal);
    expect(cart.cartTotals(disc.lines, '28', '')).toMatchObject({ totalCents: -100, changeCents: 0 });
    // What is wrong with Cancelado, said: three decimals ('1,650' is never read as 1,65), and a
    // change no note explains (a product's code scanned into the field: Bs. 200 is the largest note).
    expect(cart.paymentError(disc.lines, '', '1,650', { kind: 'direct', payment: cash })).toBe('Cancelado: Solo se permiten 2 decimales');
    // '1.000' is one thousand, written the Bolivian way (numbers.ts), not three decimals.
    expect(cart.cartTotals(disc.lines, '', '1.000').paidCents).toBe(100_000);
    expect(cart.paymentError(disc.lines, '', '1.000', { kind: 'direct', payment: cash })).toBe(SALE_MSG.changeAboveNote('Bs. 973,00'));
    expect(cart.paymentError(disc.lines, '', '7772106', { kind: 'direct', payment: cash })).toBe(SALE_MSG.changeAboveNote('Bs. 7.772.079,00'));
    expect(cart.paymentError(disc.lines, '', '227', { kind: 'direct', payment: cash })).toBe(SALE_MSG.changeAboveNote('Bs. 200,00'));
    expect(cart.paymentError(disc.lines, '', '226,99', { kind: 'direct', payment: cash })).toBeNull();
    expect(cart.quickAmounts(20_000)).toEqual([21_000, 25_000, 30_000]);
    const body = cart.saleBody(disc.lines, '2', '30', { kind: 'direct', payment: cash }, null);
    expect(body.sale).toMatchObject({ discount: 2, total_sale: 25, money_paid: 30, change_box: 5, cancelled: 1, id_type_payment: 1 });
    expect(body.detail[0]).toMatchObject({ unit_price: 9, unit_price_system: 10, discount: 1, promotion: '' });
    const credit = cart.saleBody(disc.lines, '', '', { kind: 'credit' }, { id: 0, business_name: 'Tienda', ci_nit: '1', register: true });
    expect(credit).toMatchObject({ register_client: 1, without_client: 0, sale: { cancelled: 0, id_type_payment: 0, money_paid: 0 } });
  });

  it('automatic offers: the 2x3 at 3 and 6 scans, the discount from its threshold, re-applied after each scan and quantity edit', () => {
    const p = product({ stock: 20, discount: { unit_price: 9, quantity: 4 } });
    let lines: cart.CartLine[] = [];
    const scanned: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const r = cart.addProduct(lines, p, 1, false, true);
      if (!r.ok) throw new Error(r.message);
      lines = r.lines;
      scanned.push(shape(lines));
    }
    // The promoted multiple stays on its line and the rest goes on the next one, priced by itself:
    // 4 = 3 at 2x3 (20.00) + 1 (10.00), never 4 at the discount (36.00) or at the list price (40.00).
    expect(scanned).toEqual([
      '1 plain 1000',
      '2 plain 2000',
      '3 promotion 2000',
      '3 promotion 2000 | 1 plain 1000 rest',
      '3 promotion 2000 | 2 plain 2000 rest',
      '6 promotion 4000',
      '6 promotion 4000 | 1 plain 1000 rest',
    ]);
    expect(lines.every((l) => l.auto)).toBe(true);
    // An automatic line's quantity is editable; editing the rest line changes the pair's total: 6 + 3 = 9 at 2x3.
    expect(cart.canEditQuantity(lines[1])).toBe(true);
    expect(shape(cart.setQuantity(lines, lines[1].key, 3, true))).toBe('9 promotion 6000');
    // The promoted line edited from 6 to 4: 4 + 1 = 5 units, 3 + 2 again (the first line keeps its key).
    const edited = cart.setQuantity(lines, lines[0].key, 4, true);
    expect(shape(edited)).toBe('3 promotion 2000 | 2 plain 2000 rest');
    expect(edited.map((l) => l.key)).toEqual(lines.map((l) => l.key));
    // The cashier's action wins until the next scan: cleared stays plain, a manual discount locks the quantity.
    const cleared = cart.clearLine(lines, lines[0].key);
    expect(cleared[0]).toMatchObject({ mode: 'plain', auto: false });
    const manual = cart.applyDiscount(cleared, lines[0].key);
    expect(manual.ok && manual.lines[0].auto === false && !cart.canEditQuantity(manual.lines[0])).toBe(true);
    const again = cart.addProduct(cleared, p, 1, false, true);
    expect(again.ok && shape(again.lines)).toBe('6 promotion 4000 | 2 plain 2000 rest');
    // The sale's body: two lines of the same product, each at its own figures (the server prices them so).
    expect(cart.saleBody(lines, '', '', { kind: 'direct', payment: card }, null).detail).toMatchObject([
      { product_id: 1, quantity: 6, unit_price: 6.6667, discount: 3.3333, promotion: '2x3' },
      { product_id: 1, quantity: 1, unit_price: 10, discount: 0, promotion: '' },
    ]);
    expect(cart.cartTotals(lines, '', '').subtotalCents).toBe(5000);
  });

  it('a rest line: removing its promoted line leaves it a line of its own; the next scan adds to it; the saved cart keeps the pair', () => {
    const p = product({ stock: 20, discount: null });
    const four = cart.addProduct(cartOf(3, p), p, 1, false, true);
    if (!four.ok) throw new Error(four.message);
    expect(shape(four.lines)).toBe('3 promotion 2000 | 1 plain 1000 rest');
    const left = cart.removeLine(four.lines, four.lines[0].key);
    expect(left).toHaveLength(1);
    expect(left[0].rest).toBeUndefined();
    const next = cart.addProduct(left, p, 1, false, true);
    expect(next.ok && shape(next.lines)).toBe('2 plain 2000');
    // Removing the rest line leaves the promoted multiple as it was.
    expect(shape(cart.removeLine(four.lines, four.lines[1].key))).toBe('3 promotion 2000');
    // A new lot is its own line even when the product has a promoted pair.
    const lot = cart.addProduct(four.lines, p, 1, true, true);
    expect(lot.ok && shape(lot.lines)).toBe('3 promotion 2000 | 1 plain 1000 rest | 1 plain 1000');
  });

  it('a weighed product with a discount from 0,5 kg: a weighing of 0,750 kg takes it, one of 0,400 kg does not and says from what weight', () => {
    const cheese = product({ id: 9, unit: 'kg', price: 48, stock: 5, promotion: null, discount: { unit_price: 45, quantity: 0.5 } });
    const heavy = cart.addProduct([], cheese, 0.75, false, true);
    if (!heavy.ok) throw new Error(heavy.message);
    expect(shape(heavy.lines)).toBe('0.75 discount 3375');
    expect(cart.shownOf(heavy.lines[0])).toMatchObject({ priceCents: 4800, savingCents: 225, saving: 'Descuento: −2,25' });
    const light = cart.addProduct([], cheese, 0.4, false, false);
    if (!light.ok) throw new Error(light.message);
    expect(cart.applyDiscount(light.lines, light.lines[0].key)).toEqual({ ok: false, message: 'El descuento se aplica desde 0,500 kg' });
  });

  it('with automatic offers off, manual behaviour: scans and edits leave the line plain', () => {
    let lines = cartOf(2);
    const r = cart.addProduct(lines, product(), 1);
    if (!r.ok) throw new Error(r.message);
    lines = r.lines;
    expect(lines[0]).toMatchObject({ quantity: 3, mode: 'plain', auto: false });
    expect(cart.setQuantity(lines, lines[0].key, 6)[0]).toMatchObject({ mode: 'plain', auto: false });
  });

  it('quick amounts: the total rounded up to the next 10, 50, 100, 200 Bs.; the first cash type pays them', () => {
    expect(cart.quickAmounts(4750)).toEqual([5000, 10_000, 20_000]);
    expect(cart.quickAmounts(1500)).toEqual([2000, 5000, 10_000]);
    expect(cart.quickAmounts(5000)).toEqual([6000, 10_000, 20_000]);
    expect(cart.quickAmounts(1000)).toEqual([2000, 5000, 10_000]);
    expect(cart.quickAmounts(25_000)).toEqual([26_000, 30_000, 40_000]);
    expect(cart.quickAmounts(0)).toEqual([]);
    expect(cart.cashPaymentOf([card, cash])).toBe(cash);
    expect(cart.cashPaymentOf([card])).toBeUndefined();
  });

  it('a weighed product: each weighing its own line, weights typed with a comma or a point, kilos against stock', () => {
    const cheese = product({ unit: 'kg', scale_code: 12, price: 48, stock: 1.5, discount: null, promotion: null });
    const first = cart.addProduct([], cheese, 0.75);
    const second = first.ok ? cart.addProduct(first.lines, cheese, 0.5) : first;
    expect(second.ok && second.lines.map((l) => l.quantity)).toEqual([0.75, 0.5]);
    const lines = second.ok ? second.lines : [];
    expect(cart.addProduct(lines, cheese, 0.251)).toEqual({ ok: false, message: SALE_MSG.insufficient('Leche') });
    expect(cart.figuresOf(lines[0]).totalCents).toBe(3600);
    expect(cart.quantityError(lines, lines[0], '0,75')).toBeNull();
    expect(cart.quantityError(lines, lines[0], '1,001')).toBe(SALE_MSG.aboveStock);
    expect(cart.quantityError(lines, lines[0], '0,7505')).toBe('Solo se permiten 3 decimales');
    expect(cart.quantityError(lines, lines[0], '0')).toBe('La cantidad debe ser mayor a cero');
    expect(cart.typedQuantity('0,75')).toBe(0.75);
    expect(cart.typedQuantity('0.75')).toBe(0.75);
  });

  it('a scale label adds a new line with its weight; a price label keeps its price as the line total and is sent', () => {
    const cheese = product({ unit: 'kg', scale_code: 12, price: 48, stock: 3, discount: null, promotion: null });
    const byWeight = cart.addScaleLine([], { product: cheese, quantity: 0.75, total: 36, scale_label: '2100012007504' });
    const byPrice = byWeight.ok ? cart.addScaleLine(byWeight.lines, { product: cheese, quantity: 0.208, total: 10, scale_label: '2100012010009' }) : byWeight;
    if (!byPrice.ok) throw new Error(byPrice.message);
    expect(byPrice.lines.map((l) => cart.figuresOf(l).totalCents)).toEqual([3600, 1000]);
    expect(cart.canEditQuantity(byPrice.lines[1])).toBe(false);
    expect(cart.applyDiscount(byPrice.lines, byPrice.lines[1].key)).toMatchObject({ ok: false });
    const body = cart.saleBody(byPrice.lines, '', '', { kind: 'direct', payment: card }, null);
    expect(body.sale.total_sale).toBe(46);
    expect(body.detail.map((l) => [l.quantity, l.scale_label])).toEqual([
      [0.75, '2100012007504'],
      [0.208, '2100012010009'],
    ]);
  });

  describe('a presentation (crate) scanned', () => {
    // Yogurt at Bs. 5,00 with a 2x3 and a discount; its crate of 12 at Bs. 54,50 (never 12 × the unit).
    const yogurt = product({ id: 3, product: 'Yogur Frutado', price: 5, stock: 30, discount: { unit_price: 4.5, quantity: 10 }, promotion: { quantity_promotion: 3, quantity_sale: 2 } });
    const crate = { id: 7, name: 'Caja x12', units: 12, price: 54.5 };
    const scanned = { ...yogurt, presentation: crate };
    const mayorista: PriceListTerms = {
      id: 3,
      name: 'Mayorista',
      enabled: 1,
      rows: [
        { product_id: 3, presentation_id: null, min_quantity: 6, price: 4.2 },
        { product_id: 3, presentation_id: 7, min_quantity: 2, price: 48 },
      ],
    };
    const add = (lines: cart.CartLine[], item: cart.TillItem, quantity = 1, list: cart.CartList = null) => {
      const r = cart.addProduct(lines, item, quantity, false, true, list);
      if (!r.ok) throw new Error(r.message);
      return r.lines;
    };

    it("is its own line, 'Yogur Frutado — Caja x12', counted in crates at the crate's price; a second scan adds a crate", () => {
      const one = add([], scanned);
      expect(one).toHaveLength(1);
      expect(cart.lineName(one[0])).toBe('Yogur Frutado — Caja x12');
      expect(cart.lineQuantityText(one[0])).toBe('1 Caja x12 (12 u)');
      const two = add(one, scanned);
      expect(two).toHaveLength(1);
      expect(cart.lineQuantityText(two[0])).toBe('2 Caja x12 (24 u)');
      expect(cart.figuresOf(two[0])).toEqual({ unitPrice4: 545_000, discount4: 0, totalCents: 10_900, promotion: null });
      expect(cart.shownOf(two[0])).toMatchObject({ priceCents: 5450, totalCents: 10_900, savingCents: 0 });
      // The unit's scan is the unit's line, with the product's offers (3 at 2x3); the crate's line is untouched.
      const mixed = add(add(add(two, yogurt), yogurt), yogurt);
      expect(mixed.map((l) => [cart.lineName(l), l.quantity, l.mode, cart.figuresOf(l).totalCents])).toEqual([
        ['Yogur Frutado — Caja x12', 2, 'plain', 10_900],
        ['Yogur Frutado', 3, 'promotion', 1000],
      ]);
      expect(cart.cartTotals(mixed, '', '').subtotalCents).toBe(11_900);
    });

    it('checks stock in units across the crate and the loose units: 30 in stock are 2 crates and 6 units, not 3 crates', () => {
      const two = add([], scanned, 2);
      expect(cart.addProduct(two, scanned)).toEqual({ ok: false, message: SALE_MSG.insufficient('Yogur Frutado') });
      const six = add(two, yogurt, 6);
      expect(cart.addProduct(six, yogurt)).toEqual({ ok: false, message: SALE_MSG.insufficient('Yogur Frutado') });
      // A quantity edit counts units too: the crate's line to 3 crates is 36 + 6 units.
      expect(cart.quantityError(six, six[0], '3')).toBe(SALE_MSG.aboveStock);
      expect(cart.quantityError(six, six[0], '1')).toBeNull();
      expect(cart.quantityError(six, six[0], '1,5')).toBe('Debe ser un número entero');
      expect(cart.addProduct([], scanned, 3)).toEqual({ ok: false, message: SALE_MSG.insufficient('Yogur Frutado') });
    });

    it("takes no discount and no promotion: refused with the contracts' words, the quantity edit keeps it plain", () => {
      const lines = add(add([], yogurt), scanned, 1);
      expect(cart.applyDiscount(lines, lines[1].key)).toEqual({ ok: false, message: PRESENTATION_MSG.saleNoOffers(2, 'Yogur Frutado — Caja x12') });
      expect(cart.applyPromotion(lines, lines[1].key)).toEqual({ ok: false, message: PRESENTATION_MSG.saleNoOffers(2, 'Yogur Frutado — Caja x12') });
      const edited = cart.setQuantity(lines, lines[1].key, 2, true);
      expect(edited[1]).toMatchObject({ quantity: 2, mode: 'plain', auto: false, presentation: crate });
    });

    it("is priced by the client's list row of the crate once its minimum (in crates) is reached, chosen before or after the scan", () => {
      const below = add([], scanned, 1, mayorista);
      expect(below[0].list).toBeUndefined();
      expect(cart.figuresOf(below[0]).totalCents).toBe(5450);
      const at = add(below, scanned, 1, mayorista);
      expect(at[0].list).toMatchObject({ label: 'Lista Mayorista', priceCents: 4800 });
      expect(cart.figuresOf(at[0]).totalCents).toBe(9600);
      // Chosen after the scans: the crate's line and the unit's line each by its own rows.
      const counter = add(add([], scanned, 2), yogurt, 6);
      const listed = cart.repriceCart(counter, mayorista, true);
      expect(listed.map((l) => [l.quantity, l.list?.priceCents ?? null, cart.figuresOf(l).totalCents])).toEqual([
        [2, 4800, 9600],
        [6, 420, 2520],
      ]);
      expect(listed[0].key).toBe(counter[0].key);
      // Letting the client go gives the crate back its own price.
      expect(cart.figuresOf(cart.repriceCart(listed, null, true)[0]).totalCents).toBe(10_900);
      // A list without a row for the crate never prices it by the unit's rows.
      const unitRowsOnly = { ...mayorista, rows: mayorista.rows.filter((r) => r.presentation_id === null) };
      expect(cart.repriceCart(counter, unitRowsOnly, true)[0].list).toBeUndefined();
    });

    it('carries presentation_id in the sale body, crates as the quantity and the price per crate', () => {
      const lines = cart.repriceCart(add(add([], scanned, 2), yogurt), mayorista);
      const body = cart.saleBody(lines, '', '', { kind: 'direct', payment: card }, null);
      expect(body.detail).toEqual([
        // A crate's cost is its 12 units' (decision 0065: cost = quantity × unit_cost on every line).
        { product_id: 3, presentation_id: 7, product: 'Yogur Frutado', quantity: 2, unit_price: 48, unit_price_system: 48, unit_cost: 72, discount: 0, promotion: '' },
        { product_id: 3, product: 'Yogur Frutado', quantity: 1, unit_price: 5, unit_price_system: 5, unit_cost: 6, discount: 0, promotion: '' },
      ]);
      expect(body.sale.total_sale).toBe(101);
    });
  });
});
