import { z } from 'zod';
import { decimalQuantity, integer, money, zeroOrOne, pagedOf, pageParam, positiveId, optionalText, rowVersion, versionField } from './fields.js';
import { dateFilter, isoDate } from './purchases.js';
import { formatQuantity, type ProductUnit } from './quantity.js';
import { formatCents } from './money.js';
import { saleSchema } from './sales.js';

/**
 * HOJA DE CARGA, ENTREGAS and CIERRE DE RUTA: a route's pending orders of a delivery date loaded on a
 * truck (its lots taken FEFO from the warehouse into lots of the load, which no till can sell), each
 * client's order delivered as a sale from those lots, and the route closed against what left.
 */

/** A load sheet's states: loaded (the truck is out) and closed (counted back). */
export const LOAD_STATES = { cargada: 'Cargada', cerrada: 'Cerrada' } as const;
export type LoadState = keyof typeof LOAD_STATES;

/** What became of an order on the truck; 'cargado' until its delivery is confirmed. */
export const DELIVERY_STATES = ['entregado', 'entregado parcial', 'no entregado'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_NOTE_TITLE = 'NOTA DE ENTREGA';
export const LOAD_SHEET_TITLE = 'HOJA DE CARGA';
export const LOAD_REASON_MAX = 200;

export const LOAD_MSG = {
  notFound: 'No existe la hoja de carga',
  routeMissing: 'No existe la ruta',
  routeDisabled: (name: string) => `La ruta ${name} está inhabilitada`,
  noOrders: 'La ruta no tiene pedidos pendientes para esa fecha',
  closed: 'La hoja de carga ya está cerrada',
  orderNotOnLoad: 'El pedido no está en esta hoja de carga',
  alreadyDelivered: (client: string) => `La entrega a ${client} ya fue confirmada`,
  lineMissing: (id: number) => `La línea ${id} no es de este pedido`,
  lineRepeated: (id: number) => `La línea ${id} está repetida`,
  aboveOrdered: (product: string, ordered: number, unit: ProductUnit = 'unidad') => `${product}: no se puede entregar más de lo pedido (${formatQuantity(ordered, unit)})`,
  paymentNeeded: 'Elija la forma de pago o crédito',
  /** The truck does not hold what a delivery needs (a load short of stock). */
  truckShort: (product: string) => `No hay suficiente ${product} en el camión`,
  pendingDeliveries: (n: number) => `Faltan ${n} entregas por confirmar antes de cerrar la ruta`,
  productRepeated: (product: string) => `${product} está repetido`,
  productNotLoaded: (id: number) => `El producto ${id} no salió en esta carga`,
  /** What is still on the truck must come back or be merma, to the unit. */
  productDifference: (product: string, left: number, counted: number, unit: ProductUnit = 'unidad') =>
    `${product}: quedan ${formatQuantity(left, unit)} en el camión y se indican ${formatQuantity(counted, unit)} (vuelta + merma)`,
  mermaReason: (product: string) => `${product}: indique el motivo de la merma`,
  paymentRepeated: (type: string) => `${type} está repetido`,
  paymentUnknown: (id: number) => `La forma de pago ${id} no tuvo entregas en esta ruta`,
  /** The cash counted differs from the deliveries: the closing needs a reason. */
  differenceReason: (cents: number) => `La diferencia es ${formatCents(cents)}: indique el motivo para cerrar`,
  idempotencyReused: 'La clave de idempotencia ya se usó con otra entrega',
  /** ENTREGAS with no network: the deliveries waiting on this phone. */
  offlineBanner: (n: number) => `Sin conexión — ${n} ${n === 1 ? 'entrega guardada' : 'entregas guardadas'} en este equipo`,
  savedOffline: 'Entrega guardada en este equipo: se enviará al volver la conexión',
  /** Deliveries waiting on the phone while the server answers again. */
  syncing: (n: number) => `Sincronizando — ${n} ${n === 1 ? 'entrega pendiente' : 'entregas pendientes'} en este equipo`,
  /** A delivery the server refused at sync: kept on the phone with the server's message. */
  setAside: (client: string, message: string) => `Entrega a ${client} no aceptada: ${message}`,
  /** A client whose delivery is kept on the phone, not yet received by the server: its list mark and its form. */
  /** 'advertir': the credit control's question before a credit delivery (after the client's state and the warnings). */
  creditConfirm: (client: string, total: string) => `¿Confirmar la entrega a ${client} por ${total} a crédito de todos modos?`,
  keptMark: (state: string) => `${state} · sin enviar`,
  keptState: (state: string) => `Entrega guardada en este equipo: ${state} (se enviará al volver la conexión)`,
} as const;

/** What a delivery makes of its order: nothing delivered, every line whole, or in part. */
export function deliveryStateOf(lines: readonly { quantity: number; delivered: number }[]): DeliveryState {
  if (lines.every((l) => l.delivered === 0)) return 'no entregado';
  return lines.every((l) => l.delivered === l.quantity) ? 'entregado' : 'entregado parcial';
}

export const createLoadBody = z.object({ route_id: positiveId(), delivery_date: isoDate() });
export type CreateLoadBody = z.infer<typeof createLoadBody>;

/** load/list: by delivery date (newest first); a preventista sees their own routes' sheets. */
export const listLoadsQuery = z.object({ page: pageParam(), date_from: dateFilter(), date_to: dateFilter() });
export type ListLoadsQuery = z.infer<typeof listLoadsQuery>;
export const loadDetailQuery = z.object({ id: positiveId() });
export type LoadDetailQuery = z.infer<typeof loadDetailQuery>;

const loadHead = {
  id: z.number().int(),
  route_id: z.number().int(),
  route_name: z.string(),
  delivery_date: z.string(),
  state: z.enum(['cargada', 'cerrada']),
  orders: z.number().int(),
  /** 'YYYY-MM-DD HH:MM' in the business zone. */
  created_at: z.string(),
  user_name: z.string(),
  version: rowVersion,
};
export const loadRowSchema = z.object(loadHead);
export type LoadRow = z.infer<typeof loadRowSchema>;
export const loadPage = pagedOf(loadRowSchema);

/** Per product: what was loaded (units of the product) and how it goes in presentations. */
export const loadProductSchema = z.object({
  product_id: z.number().int(),
  product: z.string(),
  code: z.string(),
  unit: z.enum(['unidad', 'kg']),
  /** Units loaded on the truck (stock moved). */
  quantity: z.number(),
  /** Units ordered but not in the warehouse when loaded. */
  short: z.number(),
  /** Still on the truck now. */
  on_truck: z.number(),
  /** The orders' presentations: 'Caja x12' × 3, and loose units. */
  presentations: z.array(z.object({ presentation: z.string(), units: z.number().int(), quantity: z.number() })),
  lots: z.array(z.object({ lot_id: z.number().int(), expiration_date: z.string(), quantity: z.number() })),
});
export type LoadProduct = z.infer<typeof loadProductSchema>;

export const loadOrderLineSchema = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  unit: z.enum(['unidad', 'kg']),
  presentation_id: z.number().int().nullable(),
  presentation: z.string().nullable(),
  /** Presentations (or units) ordered, and delivered once confirmed. */
  quantity: z.number(),
  delivered: z.number().nullable(),
  unit_price: z.number(),
  total: z.number(),
});
export const loadOrderSchema = z.object({
  order_id: z.number().int(),
  position: z.number().int(),
  client_id: z.number().int(),
  business_name: z.string(),
  ci_nit: z.string(),
  /** 'cargado' until delivered. */
  state: z.string(),
  total: z.number(),
  sale_id: z.number().int().nullable(),
  lines: z.array(loadOrderLineSchema),
});
export type LoadOrder = z.infer<typeof loadOrderSchema>;

export const loadDetailSchema = z.object({
  ...loadHead,
  products: z.array(loadProductSchema),
  clients: z.array(loadOrderSchema),
  /** The enabled payment types a delivery may be paid with (the phone has no till setup to read them from). */
  payment_types: z.array(z.object({ id: z.number().int(), type_pay: z.string(), is_cash: z.number().int() })),
  closing: z.lazy(() => routeClosingSchema.nullable()),
});
export type LoadDetail = z.infer<typeof loadDetailSchema>;

const deliveredQuantity = () => decimalQuantity().refine((v) => v >= 0, 'La cantidad no puede ser negativa');

/**
 * ENTREGAS: one order of the load delivered. Lines left out are delivered whole; a line at 0 stays
 * on the truck. `id_type_payment` 0 (or `cancelled` 0) = on credit, the credit rules apply.
 */
export const deliverBody = z.object({
  load_id: positiveId(),
  order_id: positiveId(),
  lines: z.array(z.object({ line_id: positiveId(), quantity: deliveredQuantity() })).max(500).optional(),
  /** 1 paid now (with `id_type_payment`), 0 on credit (the spec's sale's `cancelled`). */
  cancelled: zeroOrOne(),
  id_type_payment: integer().refine((v) => v >= 0, LOAD_MSG.paymentNeeded),
  /** 1: the driver confirmed a credit delivery the 'advertir' credit control warned about. */
  credit_confirmed: zeroOrOne({ fallback: 0 }).optional(),
});
export type DeliverBody = z.infer<typeof deliverBody>;

/** What a delivery gives of an order line: the quantity it sends, or the whole line when it leaves the line out. */
export function deliveredQuantityOf(body: Pick<DeliverBody, 'lines'>): (lineId: number, ordered: number) => number {
  const given = new Map((body.lines ?? []).map((l) => [l.line_id, l.quantity]));
  return (lineId, ordered) => given.get(lineId) ?? ordered;
}
export const deliveryAnswer = z.object({
  order_id: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  /** The NOTA DE ENTREGA's sale; null when nothing was delivered. */
  sale_id: z.number().int().nullable(),
  total: z.number(),
  /** The sale as record-sale answers it, printed as the NOTA DE ENTREGA; null when nothing was delivered. */
  sale: saleSchema.nullable(),
});
export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;

/** CIERRE DE RUTA: per product what comes back and what is merma; the cash counted per payment type. */
export const closeLoadBody = z.object({
  id: positiveId(),
  version: versionField(),
  products: z
    .array(
      z.object({
        product_id: positiveId(),
        returned: deliveredQuantity(),
        merma: deliveredQuantity(),
        merma_reason: optionalText(LOAD_REASON_MAX).optional(),
      }),
    )
    .max(2000),
  cash: z.array(z.object({ id_type_payment: positiveId(), amount: money() })).max(50),
  reason: optionalText(LOAD_REASON_MAX).optional(),
});
export type CloseLoadBody = z.infer<typeof closeLoadBody>;

export const routeClosingSchema = z.object({
  closed_at: z.string(),
  user_name: z.string(),
  products: z.array(z.object({ product_id: z.number().int(), product: z.string(), loaded: z.number(), delivered: z.number(), returned: z.number(), merma: z.number(), merma_reason: z.string().nullable() })),
  payments: z.array(z.object({ id_type_payment: z.number().int(), type_pay: z.string(), expected: z.number(), counted: z.number() })),
  credit: z.number(),
  difference: z.number(),
  reason: z.string().nullable(),
});
export type RouteClosing = z.infer<typeof routeClosingSchema>;

/**
 * A route's closing as the day's closing and BALANCE show it, on the day it was closed: the
 * deliveries' money (paid, per the closing's payment lines), what was handed in, the credit given,
 * the difference (handed in − expected) and the cost of the route's merma.
 */
export const routeClosingLine = z.object({
  load_id: z.number().int(),
  route_name: z.string(),
  delivery_date: z.string(),
  closed_day: z.string(),
  /** Cash types only: what the deliveries collected in cash and what was handed in. */
  cash_expected: z.number(),
  cash_counted: z.number(),
  /** Every payment type (cash or not). */
  expected: z.number(),
  counted: z.number(),
  credit: z.number(),
  difference: z.number(),
  merma_cost: z.number(),
  reason: z.string().nullable(),
});
export type RouteClosingLine = z.infer<typeof routeClosingLine>;
