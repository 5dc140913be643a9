import { CREDIT_TEXT, deliveredQuantityOf, lineCents, toCents, type DeliverBody, type LoadOrder, type Sale } from '@lactea/contracts';
import { partsDate, partsTime, shopParts } from '../../../lib/shopTime';
import type { PhoneSheet } from './offlineDeliveries';

/** The kept note's provisional number, 'load-order' ('3-21'): one delivery per order of a load, so never twice. */
export const keptDeliveryNumber = (body: Pick<DeliverBody, 'load_id' | 'order_id'>) => `${body.load_id}-${body.order_id}`;

/**
 * What `body` delivers of `order`: each line with its quantity (a line left out is delivered whole,
 * as the server does; none delivered is left out) and its cents at the price kept on the order, and
 * the total.
 */
export function deliveredLines(order: LoadOrder, body: Pick<DeliverBody, 'lines'>) {
  const delivered = deliveredQuantityOf(body);
  const lines = order.lines
    .map((line) => ({ line, quantity: delivered(line.line_id, line.quantity) }))
    .filter((l) => l.quantity > 0)
    .map(({ line, quantity }) => ({ line, quantity, cents: lineCents(toCents(line.unit_price), quantity) }));
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.cents, 0) };
}

/**
 * The NOTA DE ENTREGA of a delivery kept on the phone (no network): the sale the server will
 * record, from what the phone knows — the order's lines at the prices kept on the order, the
 * quantities delivered (a line left out whole, as the server does), the client, the payment, the
 * shop's day and hour — printed with its provisional number (`keptDeliveryNumber`) and the till's 'PENDIENTE DE SINCRONIZAR'
 * mark; once sent, the server's sale (its number, its lots) is the one on record.
 * A crate's line reads its presentation beside the product (the order's line does not carry its units).
 */
export function keptDeliverySale(sheet: PhoneSheet, order: LoadOrder, body: DeliverBody, user: { id: number; name: string }, now: Date): Sale {
  const { lines, totalCents } = deliveredLines(order, body);
  const payment = body.cancelled === 1 ? (sheet.payment_types.find((t) => t.id === body.id_type_payment) ?? null) : null;
  const shop = shopParts(now);
  return {
    id: 0,
    date: partsDate(shop),
    hour: partsTime(shop),
    subtotal: totalCents / 100,
    discount: 0,
    total_sale: totalCents / 100,
    money_paid: payment ? totalCents / 100 : 0,
    change_box: 0,
    excess: 0,
    cancelled: payment ? 1 : 0,
    enabled: 1,
    id_type_payment: payment?.id ?? null,
    type_pay: null,
    type_payment: payment ? { id: payment.id, type_pay: payment.type_pay, is_cash: payment.is_cash === 1 ? 1 : 0 } : null,
    text_type_pay: payment?.type_pay ?? CREDIT_TEXT,
    date_debt: null,
    type_payment_debt: null,
    debt_paid: 0,
    client: { id: order.client_id, business_name: order.business_name, ci_nit: order.ci_nit },
    user,
    products: lines.map(({ line, quantity, cents }) => ({
      id: line.product_id,
      product: line.presentation ? `${line.product} · ${line.presentation}` : line.product,
      code: '',
      unit: line.unit,
      pivot: { unit_price_system: line.unit_price, discount: 0, unit_price: line.unit_price, quantity, unit_cost: 0, promotion: null, total: cents / 100, price_list: null, presentation: null },
    })),
  };
}
