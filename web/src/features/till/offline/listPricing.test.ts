import { describe, expect, it } from 'vitest';
import { LIST_PRICING_CASES } from '../../../../../packages/contracts/test/list-pricing.cases';
import { addProduct, figuresOf, repriceCart, saleBody, type CartLine, type TillItem } from '../cart';
import { provisionalSale } from './provisionalSale';
import { SnapshotIndex } from './snapshotIndex';
import { product, snapshotOf } from './testData';
import type { ListPricingCase } from '../../../../../packages/contracts/test/list-pricing.cases';

/**
 * The price list rule's table (contracts' LIST_PRICING_CASES) run through the offline till: the
 * client's list read from the snapshot (its tuples), the cart priced with it as the till does with
 * automatic offers on. The same table runs against contracts and record-sale: all three agree.
 */
const CLIENT = 5;

/** A crate case's presentation: its barcode in the snapshot, its price the case's; the unit is another price. */
const CRATE_BARCODE = '1779000000007';

function offlineIndex(c: ListPricingCase) {
  const crate = c.item.presentationId !== null;
  const item = product(c.item.productId, {
    price: crate ? 5 : c.item.priceCents / 100,
    unit: c.item.unit,
    stock: 1000,
    discount: c.item.terms.discount ?? null,
    promotion: c.item.terms.promotion ?? null,
  });
  const snapshot = snapshotOf([item]);
  if (crate) snapshot.presentations = [{ id: c.item.presentationId!, product_id: item.id, name: 'Caja x12', units: 12, barcode: CRATE_BARCODE, price: c.item.priceCents / 100 }];
  // The snapshot holds enabled lists only: a disabled one is simply not there.
  if (c.list?.enabled === 1) {
    snapshot.price_lists = [{ id: c.list.id, name: c.list.name, rows: c.list.rows.map((r) => [r.product_id, r.presentation_id, r.min_quantity, r.price] as [number, number | null, number, number]) }];
  }
  snapshot.clients = [...snapshot.clients, { id: CLIENT, business_name: 'Tienda', ci_nit: '55', credit_limit: null, debt: 0, overdue_since: null, fk_price_list: c.list?.id ?? null }];
  return { index: new SnapshotIndex(snapshot), item };
}

const shown = (lines: CartLine[]) => lines.map((l) => ({ quantity: l.quantity, label: l.list?.label ?? null, totalCents: figuresOf(l).totalCents }));

describe('price list resolution (offline till)', () => {
  it.each(LIST_PRICING_CASES)('$name', (c) => {
    const { index, item } = offlineIndex(c);
    const list = index.clientPrices(CLIENT, [item.id]).price_list;
    // A crate is scanned by its barcode: the snapshot answers the product with the presentation.
    const scanned: TillItem = c.item.presentationId === null ? index.withListRows(item, list?.id) : index.byBarcode(CRATE_BARCODE, new Map(), list?.id)[0];
    expect(scanned.presentation?.id ?? null).toBe(c.item.presentationId);
    const added = addProduct([], scanned, c.quantity, false, true, list);
    if (!added.ok) throw new Error(added.message);
    expect(shown(added.lines)).toEqual(c.lines);
  });

  it('choosing the client after the scans prices the cart again, and letting it go restores the counter', () => {
    const c = LIST_PRICING_CASES.find((x) => x.name === 'lista en el segundo mínimo: toda la línea a ese precio')!;
    const { index, item } = offlineIndex(c);
    const counter = addProduct([], item, 24, false, true);
    if (!counter.ok) throw new Error(counter.message);
    expect(shown(counter.lines)).toEqual([{ quantity: 24, label: null, totalCents: 8000 }]);
    const list = index.clientPrices(CLIENT, [item.id]).price_list;
    const listed = repriceCart(counter.lines, list, true);
    expect(shown(listed)).toEqual([{ quantity: 24, label: 'Lista Mayorista', totalCents: 9360 }]);
    expect(listed[0].key).toBe(counter.lines[0].key);
    const body = saleBody(listed, '', '', { kind: 'client', payment: { id: 1, type_pay: 'Tarjeta', is_cash: 0, code: 'c' } }, { id: CLIENT, business_name: 'Tienda', ci_nit: '55', register: false });
    expect(body.detail[0]).toMatchObject({ quantity: 24, unit_price: 3.9, unit_price_system: 3.9, discount: 0, promotion: '' });
    expect(body.sale.total_sale).toBe(93.6);
    const kept = provisionalSale(body, listed, { id: 1, name: 'Caja' }, null, 'ABCD-0001', new Date());
    expect(kept.products[0].pivot).toMatchObject({ unit_price_system: 3.9, total: 93.6, price_list: 'Mayorista' });
    expect(shown(repriceCart(listed, null, true))).toEqual([{ quantity: 24, label: null, totalCents: 8000 }]);
  });

  it('a list line takes no discount or promotion; a scan with the client\'s list answers the product\'s rows', () => {
    const c = LIST_PRICING_CASES.find((x) => x.name === 'lista justo en el mínimo')!;
    const { index, item } = offlineIndex(c);
    expect(index.byBarcode(item.barcode!, new Map(), c.list!.id)[0].list_rows).toEqual(c.list!.rows.filter((r) => r.product_id === item.id));
    expect(index.byBarcode(item.barcode!, new Map())[0].list_rows).toBeUndefined();
    expect(index.clientPrices(1, [item.id])).toEqual({ price_list: null });
  });
});
