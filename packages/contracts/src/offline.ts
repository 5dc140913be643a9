import { z } from 'zod';
import { DEVICE_ID_PATTERN, OFFLINE_MSG } from './offline-sale.js';
import { integer, pagedOf, pageParam, positiveId, requiredText, versionField } from './fields.js';
import { tillProductSchema, tillSetupSchema } from './sales.js';
import { UNIT_VALUES } from './quantity.js';
import { CREDIT_CONTROLS } from './credit.js';
import { snapshotPriceListSchema } from './till-price-lists.js';
import { snapshotPresentationSchema } from './presentations.js';

/**
 * The offline till's calls (decision 0043): the snapshot a till sells from without the
 * server, each device's sync state (CIERRE DE CAJA warns of sales not yet synced) and the
 * reconciliation list of offline sales whose price or stock did not hold at sync.
 */

/** How often an open till refreshes its snapshot (also on entering the till). */
export const SNAPSHOT_REFRESH_MS = 5 * 60_000;
/** On entering the till the fresh snapshot is taken at the cashier's first pause of this long… */
export const SNAPSHOT_FIRST_QUIET_MS = 1_500;
/** …or this long after entering, whatever the cashier does. */
export const SNAPSHOT_FIRST_MAX_MS = 60_000;

/** A client as the offline till picks it for 'Venta + Cliente' / 'Deuda + Cliente'. */
export const snapshotClientSchema = z.object({ id: z.number().int(), business_name: z.string(), ci_nit: z.string() });
export type SnapshotClient = z.infer<typeof snapshotClientSchema>;

/**
 * A client in the snapshot: the picker's fields and its credit then (decision 0035's figures), so
 * the offline till warns of a credit sale over the limit. A snapshot stored before these fields
 * existed reads as no limit known (no warning), not as unreadable.
 */
export const snapshotClientCreditSchema = snapshotClientSchema.extend({
  /** null: no limit. */
  credit_limit: z.number().nullable().default(null),
  /** Open debt as of the snapshot: Σ (total − paid) of its open credit sales. */
  debt: z.number().default(0),
  /** The day its oldest open debt became overdue; null when none was. */
  overdue_since: z.string().nullable().default(null),
  /** The client's price list (one of the snapshot's `price_lists`); null: the counter's prices. */
  fk_price_list: z.number().int().nullable().default(null),
});
export type SnapshotClientCredit = z.infer<typeof snapshotClientCreditSchema>;

/**
 * `GET sale/till-snapshot`: every enabled product with its sellable stock and enabled terms, the
 * till setup (payment types, receipt header, scale format), the enabled clients with their credit
 * and the shop's credit control, as of `taken_at`.
 */
export const tillSnapshotSchema = z.object({
  /** The server's instant of the snapshot (ISO 8601): the till shows 'Datos de las HH:MM'. */
  taken_at: z.string(),
  setup: tillSetupSchema,
  products: z.array(tillProductSchema),
  clients: z.array(snapshotClientCreditSchema),
  /** Configuraciones' credit control ('advertir' for a snapshot stored before it was sent). */
  credit_control: z.enum(CREDIT_CONTROLS).default('advertir'),
  /** The enabled price lists with every row: the offline till prices a client's sale with its list. */
  price_lists: z.array(snapshotPriceListSchema).default([]),
  /** The enabled presentations of the snapshot's products ('Caja x12'): a crate scanned offline sells as online. */
  presentations: z.array(snapshotPresentationSchema).default([]),
});
export type TillSnapshot = z.infer<typeof tillSnapshotSchema>;

/** `POST sale/device-status`: a till reports its queue after each sync attempt and on opening. */
export const deviceStatusBody = z.object({
  device_id: z.string({ error: OFFLINE_MSG.deviceInvalid }).regex(DEVICE_ID_PATTERN, OFFLINE_MSG.deviceInvalid),
  device_name: requiredText(60),
  /** Sales waiting in the device's queue (the set-aside ones not counted). */
  pending: integer().refine((v) => v >= 0 && v <= 1_000_000, 'Valor inválido'),
  /** Sales set aside 'con error' on the device. */
  failed: integer().refine((v) => v >= 0 && v <= 1_000_000, 'Valor inválido'),
  /** The moment of the oldest waiting sale (ISO 8601), null when none waits. */
  oldest_pending_at: z.iso.datetime({ offset: true, error: OFFLINE_MSG.soldAtInvalid }).nullable(),
});
export type DeviceStatusBody = z.infer<typeof deviceStatusBody>;

/** A device as the server last heard of it. */
export const deviceStatusSchema = z.object({
  device_id: z.string(),
  device_name: z.string(),
  /** The user who last reported from it. */
  user: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
  oldest_pending_at: z.string().nullable(),
  /** The last report (ISO 8601). */
  reported_at: z.string(),
  /** The last sale that arrived from it with `offline` (ISO 8601), null if none ever did. */
  last_sync_at: z.string().nullable(),
});
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;
/** `GET sale/devices`: devices that sold or reported in the last 30 days; those with pending sales first. */
export const deviceStatusList = z.array(deviceStatusSchema);

/** Why an offline sale is on the reconciliation list. */
export const RECONCILIATION_KINDS = ['precio', 'faltante', 'credito'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];
export const RECONCILIATION_KIND_TEXT: Record<ReconciliationKind, string> = {
  precio: 'Diferencia de precio',
  faltante: 'Faltante de inventario',
  credito: 'Crédito fuera de límite',
};

/**
 * A row's state on VENTAS SIN CONEXIÓN: a case to review or already resolved, or an offline sale
 * that synced without any case ('sincronizada': the list shows every offline sale received).
 */
export const RECONCILIATION_STATES = ['pendiente', 'resuelto', 'sincronizada'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];
export const RECONCILIATION_STATE_TEXT: Record<ReconciliationState, string> = { pendiente: 'Pendiente', resuelto: 'Resuelto', sincronizada: 'Sincronizada' };

/**
 * One row of the list: a case (a line's stale price, a line's shortfall, a credit sale over its
 * terms), or an offline sale that synced cleanly (`kind` null, `id` and `version` 0: nothing to resolve).
 */
export const reconciliationItemSchema = z.object({
  /** The case; 0 for a sale without one. */
  id: z.number().int(),
  /** Why the sale is to review; null for a sale that synced cleanly. */
  kind: z.enum(RECONCILIATION_KINDS).nullable(),
  state: z.enum(RECONCILIATION_STATES),
  sale_id: z.number().int(),
  provisional_number: z.string(),
  /** The sale's client (a credit sale always has one), null for a sale without a client. */
  client: z.string().nullable(),
  /** The line's product (null for 'credito' and for a sale without a case). */
  product: z.object({ id: z.number().int(), product: z.string(), code: z.string(), unit: z.enum(UNIT_VALUES) }).nullable(),
  /** 'faltante': what the lots could not give (the line's unit). */
  missing_quantity: z.number().nullable(),
  /** 'precio': the line's total charged on the device and at the price in force then (Bs.). */
  charged_total: z.number().nullable(),
  expected_total: z.number().nullable(),
  /** What happened, in Spanish ('Cobrado Bs. 12,00; precio vigente Bs. 14,00'). */
  detail: z.string(),
  user: z.string(),
  device_name: z.string(),
  /** The moment of the sale on the device and its arrival at the server (ISO 8601). */
  sold_at: z.string(),
  received_at: z.string(),
  resolved: z.union([z.literal(0), z.literal(1)]),
  note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  version: z.number().int(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

/**
 * `GET sale/reconciliation`, `resolved`: 0 the cases to review (default), 1 the resolved cases, 2
 * every offline sale received (each case, and each sale without one), 3 the offline sales that
 * synced without a case; newest sale first.
 */
export const RECONCILIATION_FILTER = { pending: 0, resolved: 1, all: 2, clean: 3 } as const;
export const reconciliationQuery = z.object({
  page: pageParam(),
  resolved: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'Estado inválido' }),
  ),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;
export const reconciliationPage = pagedOf(reconciliationItemSchema);
export type ReconciliationPage = z.infer<typeof reconciliationPage>;

/** `GET sale/reconciliation-count`: the bell's count of unresolved cases. */
export const reconciliationCount = z.object({ quantity: z.number().int() });

/** `PATCH sale/reconciliation-resolve`: 'Resuelto' with the administrator's note (audited). */
export const reconciliationResolveBody = z.object({ id: positiveId(), version: versionField(), note: requiredText(300, { multiline: true }) });
export type ReconciliationResolveBody = z.infer<typeof reconciliationResolveBody>;

export const RECONCILIATION_MSG = {
  title: 'Ventas sin conexión por revisar',
  menu: 'Ventas sin conexión',
  resolve: 'Resuelto',
  notFound: 'El caso no existe',
  alreadyResolved: 'El caso ya fue resuelto',
  /** CIERRE DE CAJA: a device that sold today still holds sales. */
  closingWarning: (device: string, n: number) => `${device}: ${n} ${n === 1 ? 'venta sin sincronizar' : 'ventas sin sincronizar'}`,
} as const;
