import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { clearableText, integer, optionalText, requiredText, searchParam, pagedOf, pageParam, positiveId, presentationChoice, decimalQuantity, rowVersion, versionField } from './fields.js';
import { clientCreditSchema } from './credit.js';
import { listPriceFor, type ListPrice, type PriceListTerms } from './list-pricing.js';
import { BARCODE_MAX } from './products.js';
import { tillProductSchema } from './sales.js';
import { priceListTermsSchema } from './till-price-lists.js';
import { MSG } from './messages.js';
import { dateFilter, isoDate } from './purchases.js';
import { routeDaySchema } from './routes.js';
import { formatQuantity, lineCents, QUANTITY_MAX, type ProductUnit } from './quantity.js';

/**
 * PEDIDOS (preventa): an order a preventista takes at a shop for a delivery day. It reserves its
 * units: what the tills and other orders may sell is stock − reserved, never below zero; the part
 * of a line the stock cannot cover is saved as its shortfall ('Faltante: N'). A pending order may
 * be edited or annulled (its reservation freed); loading, delivering and closing the route move it on.
 */
export const ORDER_STATES = ['pendiente', 'cargado', 'entregado', 'entregado parcial', 'no entregado', 'anulado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The states whose units are still reserved in the warehouse (not yet loaded, not annulled). */
export const RESERVING_STATES: readonly OrderState[] = ['pendiente'];

export const ORDER_LINES_MAX = 100;
export const ORDER_GLOSS_MAX = 200;

export const ORDER_MSG = {
  notFound: 'No existe el pedido',
  /** Only a pending order may change: a loaded one is on the truck. */
  notPending: (state: string) => `El pedido está ${state}: solo un pedido pendiente se puede modificar`,
  clientMissing: 'No existe el cliente',
  clientDisabled: (name: string) => `El cliente ${name} está inhabilitado`,
  /** A preventista takes orders for the clients of their own routes only. */
  clientNotOnYourRoute: (name: string) => `El cliente ${name} no está en una ruta suya`,
  productMissing: (id: number) => `No existe el producto ${id}`,
  productDisabled: (name: string) => `El producto ${name} está inhabilitado`,
  presentationMissing: (product: string) => `La presentación elegida no es de ${product} o está inhabilitada`,
  /** A unit product (or a presentation) is ordered in whole numbers. */
  wholeQuantity: (product: string) => `${product}: Debe ser un número entero`,
  deliveryPast: 'La fecha de entrega no puede ser anterior a hoy',
  addLines: 'Agregue al menos un producto al pedido',
  tooManyLines: `Un pedido no puede tener más de ${ORDER_LINES_MAX} líneas`,
  quantityPositive: 'La cantidad debe ser 1 o mayor (por peso: mayor a 0)',
  quantityMax: `La cantidad no puede exceder ${QUANTITY_MAX}`,
  idempotencyReused: 'Este pedido ya se registró con otros datos (Idempotency-Key repetida); abra el pedido de nuevo',
  /** What a line's shortfall reads, in the product's unit (a crate's line counts its units). */
  shortfall: (units: number, unit: ProductUnit = 'unidad') => `Faltante: ${formatQuantity(units, unit)}`,
  /** PEDIDOS with no network: the orders waiting on this phone. */
  offlineBanner: (n: number) => `Sin conexión — ${n} ${n === 1 ? 'pedido guardado' : 'pedidos guardados'} en este equipo`,
  save: 'Guardar pedido',
  saved: 'Pedido guardado',
  savedOffline: 'Pedido guardado en este equipo: se enviará al volver la conexión',
  /** Orders waiting on the phone while the server answers again. */
  syncing: (n: number) => `Sincronizando — ${n} ${n === 1 ? 'pedido pendiente' : 'pedidos pendientes'} en este equipo`,
  /** An order the server refused at sync: kept on the phone with the server's message. */
  setAside: (client: string, message: string) => `Pedido de ${client} no aceptado: ${message}`,
} as const;

const quantity = () =>
  decimalQuantity()
    .refine((v) => v > 0, ORDER_MSG.quantityPositive)
    .refine((v) => v <= QUANTITY_MAX, ORDER_MSG.quantityMax);

/** A line as the phone sends it: the product, its presentation (null: the product's unit) and how many. */
export const orderLineBody = z.object({
  product_id: positiveId(),
  /** 'Caja x12': the line counts crates and reserves units × quantity; absent, 0 or null: the product's unit. */
  presentation_id: presentationChoice().optional(),
  quantity: quantity(),
});
export type OrderLineBody = z.infer<typeof orderLineBody>;

const orderLines = () => z.array(orderLineBody, { error: ORDER_MSG.addLines }).min(1, ORDER_MSG.addLines).max(ORDER_LINES_MAX, ORDER_MSG.tooManyLines);

/** order/add (Idempotency-Key required): the order of one client for a delivery day. */
export const addOrderBody = z.object({
  client_id: positiveId(),
  /** The day it is to be delivered (today or later, in the business time zone). */
  delivery_date: isoDate(),
  lines: orderLines(),
  /** A note for the loader or the driver; absent, null or '' = none. */
  gloss: optionalText(ORDER_GLOSS_MAX),
});
export type AddOrderBody = z.infer<typeof addOrderBody>;
export type AddOrderInput = z.input<typeof addOrderBody>;

/** The presentation of a line with the units it had when the order was taken. */
export const orderPresentationSchema = z.object({ id: z.number().int(), name: z.string(), units: z.number().int() });

/** A line as kept: its price fixed when the order was taken (the client's list then, or the product's price). */
export const orderLineSchema = z.object({
  line: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  code: z.string(),
  unit: z.string(),
  presentation: orderPresentationSchema.nullable(),
  /** As ordered: units, kilograms or crates. */
  quantity: z.number(),
  /** Stock units the line asks for (quantity × the presentation's units). */
  units: z.number(),
  /** Of `units`, how many the stock could reserve; `shortfall` = units − reserved. */
  reserved: z.number(),
  shortfall: z.number(),
  /** Bs. per unit, kilogram or crate as ordered. */
  unit_price: z.number(),
  total: z.number(),
  /** The list that priced it ('Lista Mayorista'), or null: the product's (presentation's) own price. */
  price_list_id: z.number().int().nullable(),
  price_label: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  business_name: z.string(),
  ci_nit: z.string(),
  /** The client's route when the order was taken (null: the client had none, the administrator took it). */
  route_id: z.number().int().nullable(),
  route_name: z.string().nullable(),
  /** Who took it. */
  user_id: z.number().int(),
  user_name: z.string(),
  delivery_date: z.string(),
  /** When it was taken: 'YYYY-MM-DD' and 'HH:MM' in the business time zone. */
  date: z.string(),
  hour: z.string(),
  /** '' = none. */
  gloss: z.string(),
  /** One of ORDER_STATES (text, so an edit's read-back of another value is refused by name, not by type). */
  state: z.string().meta({ description: `Uno de: ${ORDER_STATES.join(', ')}` }),
  total: z.number(),
  /** Stock units missing over all lines: > 0 marks the order for the administrator. */
  shortfall: z.number(),
  lines: z.array(orderLineSchema),
  version: rowVersion,
});
export type Order = z.infer<typeof orderSchema>;
export const orderPage = pagedOf(orderSchema);

const idFilter = () => z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integer().refine((v) => v >= 0, 'Valor inválido'));
const stateFilter = () =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.enum(ORDER_STATES, { error: MSG.oneOf(ORDER_STATES) }).optional());

/** order/list: by delivery day, route, state, client (0 / empty = any); a preventista sees only the orders they took. */
export const orderListQuery = z.object({
  page: pageParam(),
  date: dateFilter(),
  route_id: idFilter(),
  state: stateFilter(),
  client_id: idFilter(),
  /** 1: only orders with a shortfall. */
  short: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : Number(v)), z.union([z.literal(0), z.literal(1)], { error: MSG.zeroOrOne })),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** order/edit while pending: the whole order again (its lines replace the old ones and are reserved anew). */
export const editOrderBody = editBody(
  EDITS['PUT /api/order/edit'],
  { id: positiveId(), version: versionField(), delivery_date: isoDate(), lines: orderLines(), gloss: clearableText(ORDER_GLOSS_MAX) },
  orderSchema,
);
export type EditOrderBody = z.infer<typeof editOrderBody>;

/** order/annul while pending: frees its reservation. */
export const annulOrderBody = z.object({ id: positiveId(), version: versionField() });
export type AnnulOrderBody = z.infer<typeof annulOrderBody>;

/** A line's price as an order keeps it: the client's list when it reaches the line, else the product's (presentation's) price. */
export interface OrderLinePrice {
  priceCents: number;
  totalCents: number;
  list: ListPrice | null;
}

/**
 * How an order prices a line, on the phone and on the server alike: the client's list
 * (`listPriceFor`, the till's rule) when it reaches the line's quantity, else the product's or the
 * presentation's own price. No counter discount or NxM promotion: those are the till's offers.
 */
export function orderLinePrice(list: PriceListTerms | null | undefined, item: { productId: number; presentationId: number | null; priceCents: number }, quantity: number): OrderLinePrice {
  const fromList = listPriceFor(list, item.productId, item.presentationId, quantity);
  const priceCents = fromList ? fromList.priceCents : item.priceCents;
  return { priceCents, totalCents: lineCents(priceCents, quantity), list: fromList };
}

/** The phone's order form: the client with its credit state and price list (shown before saving). */
export const orderClientQuery = z.object({ client_id: positiveId() });
export type OrderClientQuery = z.infer<typeof orderClientQuery>;
export const orderClientSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  ci_nit: z.string(),
  credit: clientCreditSchema,
  /** The client's list with all its rows (null: none): the form prices each line with `orderLinePrice`. */
  price_list: priceListTermsSchema.nullable(),
});
export type OrderClient = z.infer<typeof orderClientSchema>;

/** A presentation the order form offers beside its product ('Caja x12'). */
export const orderPresentationOffer = z.object({ id: z.number().int(), name: z.string(), units: z.number().int(), price: z.number(), barcode: z.string() });
/** A product as the order form finds it: the till's product with its enabled presentations. */
export const orderProductSchema = tillProductSchema.omit({ list_rows: true, cost: true }).extend({ presentations: z.array(orderPresentationOffer) });
export type OrderProduct = z.infer<typeof orderProductSchema>;
export const orderProductList = z.array(orderProductSchema);
/** Search (code, name, barcode, description) or a scanned barcode (a product's or a presentation's). */
export const orderProductsQuery = z.object({ search: searchParam(), barcode: z.preprocess((v) => (v === '' || v === null ? undefined : v), requiredText(BARCODE_MAX).optional()) });
export type OrderProductsQuery = z.infer<typeof orderProductsQuery>;

/**
 * order/catalogue: what PEDIDOS keeps on the phone to take orders with no network (the offline
 * till's snapshot idea): today's routes, each of their enabled clients with its credit and list,
 * and every enabled product with its enabled presentations.
 */
export const orderCatalogueSchema = z.object({
  /** The instant it was read (ISO 8601): the phone shows its age. */
  taken_at: z.string(),
  day: routeDaySchema,
  clients: z.array(orderClientSchema),
  products: orderProductList,
});
export type OrderCatalogue = z.infer<typeof orderCatalogueSchema>;

/** PEDIDOS marks the clients visited: those with an order taken on `date` (today by default) by the caller, not annulled. */
export const orderVisitedQuery = z.object({ date: dateFilter() });
export type OrderVisitedQuery = z.infer<typeof orderVisitedQuery>;
export const orderVisitedAnswer = z.object({ date: z.string(), client_ids: z.array(z.number().int()) });
export type OrderVisited = z.infer<typeof orderVisitedAnswer>;
