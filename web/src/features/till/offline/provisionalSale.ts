import { toCents } from '@lactea/contracts';
import type { RecordSaleBody, Sale, SessionUser, TillPayment } from '@lactea/contracts';
import { figuresOf, linePriceCents, lineUnitCost, type CartLine } from '../cart';
import { partsDate, partsTime, shopParts } from '../../../lib/shopTime';

/** A sale as the till shows it: a recorded one, or one kept on the device with its provisional number. */
export type TillSale = Sale & { provisional_number?: string };

/**
 * The receipt and the change panel of a sale kept on the device: the figures the cart computed
 * (the same ones the server will check), the device's date and hour, id 0 (none yet) and the
 * provisional number ('D3F2-0007') the reconciliation list finds it by.
 */
export function provisionalSale(body: RecordSaleBody, lines: CartLine[], user: Pick<SessionUser, 'id' | 'name'>, payment: TillPayment | null, provisional: string, now: Date): TillSale {
  const h = body.sale;
  const subtotalCents = toCents(h.total_sale) + toCents(h.discount);
  const paid = h.cancelled === 1;
  const shop = shopParts(now);
  return {
    id: 0,
    provisional_number: provisional,
    // The shop's day and hour (decision 0057), as the server records it: not the device's zone.
    date: partsDate(shop),
    hour: partsTime(shop),
    subtotal: subtotalCents / 100,
    discount: h.discount,
    total_sale: h.total_sale,
    money_paid: h.money_paid,
    change_box: h.change_box,
    excess: paid ? Math.max(0, toCents(h.money_paid) - toCents(h.total_sale)) / 100 : 0,
    cancelled: paid ? 1 : 0,
    enabled: 1,
    id_type_payment: payment?.id ?? null,
    type_pay: payment?.code ?? null,
    type_payment: payment ? { id: payment.id, type_pay: payment.type_pay, is_cash: payment.is_cash } : null,
    text_type_pay: h.text_type_pay ?? (payment?.type_pay ?? 'A crédito'),
    date_debt: null,
    type_payment_debt: null,
    debt_paid: 0,
    client: body.client ? { id: body.client.id, business_name: body.client.business_name, ci_nit: body.client.ci_nit } : null,
    user: { id: user.id, name: user.name },
    products: lines.map((l) => {
      const f = figuresOf(l);
      return {
        id: l.product.id,
        product: l.product.product,
        code: l.product.code,
        unit: l.product.unit,
        pivot: {
          unit_price_system: linePriceCents(l) / 100,
          discount: f.discount4 / 10_000,
          unit_price: f.unitPrice4 / 10_000,
          quantity: l.quantity,
          unit_cost: lineUnitCost(l),
          promotion: f.promotion ?? null,
          total: f.totalCents / 100,
          price_list: l.list?.name ?? null,
          presentation: l.presentation ? { id: l.presentation.id, name: l.presentation.name, units: l.presentation.units } : null,
        },
      };
    }),
  };
}
