import type { Access } from '../plugins/access.js';

/**
 * The OpenAPI part every `/api/` route states (docs/architecture.md, API conventions): a stable
 * `operationId` (`<module>.<camelCaseAction>`), a short Spanish `summary`, and the errors only the
 * route itself knows. The rest of its error answers follow from what the app already declares:
 * 400 from its input schemas, 401/402/403 from `config.access`, 409 from writing (a serialization
 * failure after the retries). A route registered without this part refuses to start
 * (plugins/openapi.ts), like one without `config.access`.
 */
export type RouteError = 402 | 403 | 404 | 409 | 429;
export type ErrorStatus = 400 | 401 | 403 | RouteError;

/** Where `doc()` keeps the declared errors: a symbol, so nothing else reads it as schema. */
export const DECLARED_ERRORS = Symbol('lactea.declaredErrors');

export interface RouteDoc {
  operationId: string;
  summary: string;
  [DECLARED_ERRORS]: RouteError[];
}

/** `schema: { ...doc('sale.recordSale', 'Registrar una venta'), tags, body, response }`; a lookup by id adds 404,
 * the public login its 402 and 429. */
export function doc(operationId: string, summary: string, ...errors: RouteError[]): RouteDoc {
  return { operationId, summary, [DECLARED_ERRORS]: errors };
}

/** Where `idempotentDoc()` marks a write that takes an `Idempotency-Key` header (lib/idempotency.ts). */
export const IDEMPOTENT = Symbol('lactea.idempotent');

/** `doc()` of a write a retry could repeat: the document shows its optional `Idempotency-Key` header. */
export function idempotentDoc(operationId: string, summary: string, ...errors: RouteError[]): RouteDoc & { [IDEMPOTENT]: true } {
  return { ...doc(operationId, summary, ...errors), [IDEMPOTENT]: true };
}

/** Where `exportDoc()` marks a route that answers a file instead of JSON. */
export const FILE_ANSWER = Symbol('lactea.fileAnswer');

/** A report's `/export` twin: `doc()` whose 200 is the XLSX or CSV file (lib/export/send.ts). */
export function exportDoc(operationId: string, summary: string, ...errors: RouteError[]): RouteDoc & { [FILE_ANSWER]: true } {
  return { ...doc(operationId, summary, ...errors), [FILE_ANSWER]: true };
}

/** The tags (one per module) with the description the document shows for each. */
export const TAGS: Record<string, string> = {
  sistema: 'Estado del servicio (sin token).',
  usuarios: 'Inicio y cierre de sesión, usuarios y sus credenciales.',
  marcas: 'Marcas de los productos.',
  proveedores: 'Proveedores.',
  clientes: 'Clientes (la caja los busca y registra durante una venta).',
  'listas de precios': 'Listas de precios por cliente (Mayorista…) y sus precios por producto, presentación y cantidad desde.',
  rutas: 'Rutas de preventa: preventista, días de visita y clientes en orden de visita; el día del preventista (PEDIDOS).',
  pedidos: 'Pedidos de preventa: tomados en la tienda del cliente para un día de entrega, reservan su stock hasta cargarse.',
  'hojas de carga': 'Hoja de carga de una ruta (sus pedidos pendientes al camión, lotes FEFO), entregas como ventas y cierre de ruta.',
  productos: 'Productos, su búsqueda en la caja y el inventario por producto.',
  presentaciones: 'Presentaciones de un producto (caja, pack): unidades, código de barra y precio propios.',
  'proveedor-producto': 'Qué proveedor entrega qué producto.',
  stock: 'Lotes con vencimiento, bajas y el kardex (movimientos de stock).',
  compras: 'Compras a proveedores: cada línea crea su lote; reportes y exportaciones.',
  'tipos de pago': 'Tipos de pago (efectivo o no) que ofrece la caja.',
  facturas: 'Facturas del SIAT: su estado, la respuesta del SIAT y el XML enviado.',
  configuraciones: 'Configuración del negocio (caja inicial, recibo, días por vencer, opciones del cajero).',
  descuentos: 'Descuentos por cantidad de un producto.',
  promociones: 'Promociones (lleve N, pague M) de un producto.',
  'auditoría': 'Registro de cada cambio: quién, cuándo, antes y después.',
  ventas: 'La caja: registrar y anular ventas, ventas del día, búsqueda de productos.',
  'reportes de ventas': 'Reportes de ventas del administrador y sus exportaciones (XLSX o CSV).',
  gastos: 'Gastos de caja, gastos del administrador y tipos de gasto.',
  caja: 'Cobro de deudas, cierre de caja y balance.',
  inicio: 'Resumen del día del administrador: ventas, deudas, vencimientos y productos.',
};

/** The Spanish description of each error answer (all share the `{ messages: string[] }` body). */
export const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Datos inválidos o una regla del negocio no se cumple (todos los mensajes a la vez).',
  401: 'Sin token, o el token es desconocido, venció o fue anulado.',
  402: 'El usuario está inhabilitado.',
  403: 'La categoría del usuario no puede realizar esta operación.',
  404: 'No existe el registro pedido.',
  409: 'Conflicto: la fila cambió desde que se leyó (versión vieja), la clave de idempotencia se usó con otro cuerpo, o una operación simultánea lo impidió.',
  429: 'Demasiados intentos fallidos: espere los minutos indicados.',
};

export interface DocumentedRoute {
  method: string;
  access: Access;
  hasInput: boolean;
  declared: RouteError[];
}

/** Every error status a route can answer (503, the database being unreachable, is global). */
export function errorStatuses({ method, access, hasInput, declared }: DocumentedRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(declared);
  if (hasInput) statuses.add(400);
  if (access !== 'public') [401, 402].forEach((s) => statuses.add(s as ErrorStatus));
  // Only 'signed' opens to every category: a preventista is refused the counter's routes, a cashier the route's.
  if (access !== 'public' && access !== 'signed') statuses.add(403);
  // Every write is a transaction that PostgreSQL may abort as a serialization failure or deadlock;
  // after the retries the answer is 409 (docs/architecture.md, database rules).
  if (method !== 'GET') statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}
