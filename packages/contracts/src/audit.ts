import { z } from 'zod';
import { daysInOrder } from './dates.js';
import { integer, pagedOf, pageParam } from './fields.js';

/**
 * The audit log screen (AUDITORÍA): every change writes one audit row in its own
 * transaction; the administrator reads them here, newest first.
 */

/** Spanish names of the actions the server records; an action not listed shows as it is stored. */
export const AUDIT_ACTIONS: Record<string, string> = {
  add: 'Registro',
  edit: 'Edición',
  'change-state': 'Cambio de estado',
  'change-credentials': 'Cambio de credenciales',
  login: 'Inicio de sesión',
  logout: 'Cierre de sesión',
  'write-off': 'Baja',
  revert: 'Reversión',
  delete: 'Eliminación',
  annul: 'Anulación',
  collect: 'Cobro',
  resolve: 'Resolución',
};

/** Spanish names of the audited entities (the table a row belongs to). */
export const AUDIT_ENTITIES: Record<string, string> = {
  user: 'Usuario',
  mark: 'Marca',
  provider: 'Proveedor',
  client: 'Cliente',
  price_list: 'Lista de precios',
  price_list_price: 'Precio de lista',
  product: 'Producto',
  presentation: 'Presentación',
  lot: 'Lote',
  low_lot: 'Lote dado de baja',
  purchase: 'Compra',
  sale: 'Venta',
  setting: 'Configuración',
  invoice_setting: 'Configuración de facturación',
  type_payment: 'Tipo de pago',
  type_expense: 'Tipo de gasto',
  expense: 'Gasto',
  expense_admin: 'Gasto administrativo',
  product_discount: 'Descuento',
  product_promotion: 'Promoción',
  provider_product: 'Producto de proveedor',
  cash_count: 'Efectivo contado',
  reconciliation_item: 'Venta sin conexión por revisar',
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
export const auditEntityLabel = (entity: string) => AUDIT_ENTITIES[entity] ?? entity;

export const AUDIT_MSG = {
  invalidCode: 'Valor inválido',
  invalidDate: 'Fecha inválida',
  dateRange: 'La fecha inicial no puede ser posterior a la final',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An action or entity filter: a stored code (`change-state`, `low_lot`), or empty for all. */
const codeFilter = () =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v), z.string().regex(/^[a-z_-]{1,30}$/, AUDIT_MSG.invalidCode).optional());

/** 'YYYY-MM-DD' that exists on the calendar ('2026-02-30' is refused), or empty for no bound. */
export const isCalendarDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const dateBound = () =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v), z.string().refine(isCalendarDate, AUDIT_MSG.invalidDate).optional());

/** A user filter: 0 or empty = every user. */
const userFilter = () => z.preprocess((v) => (blank(v) ? 0 : v), integer().refine((v) => v >= 0, AUDIT_MSG.invalidCode));

/** `GET audit/list`: dates are days in the business time zone (TZ_BUSINESS), both inclusive. */
export const listAuditQuery = z
  .object({ page: pageParam(), fk_user: userFilter(), action: codeFilter(), entity: codeFilter(), date_from: dateBound(), date_to: dateBound() })
  .refine(daysInOrder('date_from', 'date_to'), { message: AUDIT_MSG.dateRange, path: ['date_to'] });
export type ListAuditQuery = z.infer<typeof listAuditQuery>;

/** Before/after summaries as recorded: JSON objects (secrets are removed by the server). */
const summary = z.record(z.string(), z.unknown()).nullable();

export const auditRowSchema = z.object({
  id: z.number().int(),
  /** Day and hour in the business time zone: 'YYYY-MM-DD', 'HH:mm:ss'. */
  date: z.string(),
  hour: z.string(),
  fk_user: z.number().int().nullable(),
  /** The user's name (and username) at read time; null for a call without a user. */
  user: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  address: z.string().nullable(),
  before: summary,
  after: summary,
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPage = pagedOf(auditRowSchema);

/** Keys whose values are never shown (a before/after summary may carry them by mistake). */
export const AUDIT_SECRET_KEYS = /pass(word)?|hash|token|secret|salt/i;
