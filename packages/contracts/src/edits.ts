import { z } from 'zod';
import { FIELD_LABELS } from './messages.js';

/**
 * What the body of an edit holds (docs/decisions/0022), in one table that the edit schemas, the
 * server and the generated tests read:
 * - `spec`: the fields the spec documents for the call, with the row's id and version. Required:
 *   leaving one out never erases it ('<Campo>: Es requerido'); an optional value is emptied by
 *   sending it empty (null or '').
 * - `added`: fields later versions added to the row. Optional: one left out keeps its stored value,
 *   so a request shaped as the spec documents it keeps working.
 * - `readBack`: the other keys of the row's read answer, which the edit does not change (a
 *   promotion's product, a row's state). Accepted so a row read and sent back as it was answered
 *   is taken, but only when equal to what is stored; a different value is refused with the message
 *   given ('' = '<Campo>: No se puede cambiar aquí').
 * - `also`: another whole body the same route takes (product/update's 'Actualizar precio').
 * Any other key is refused ('Campo no permitido: …'), a misspelt one included.
 */
export interface EditFields {
  spec: readonly string[];
  added: readonly string[];
  readBack: Readonly<Record<string, string>>;
  also?: readonly (readonly string[])[];
}

const NOT_HERE = '';

export const EDITS = {
  'PUT /api/client/edit': {
    spec: ['id', 'version', 'business_name', 'ci_nit', 'gloss'],
    added: ['credit_limit', 'overdue_days', 'fk_price_list'],
    readBack: { enabled: NOT_HERE, price_list: NOT_HERE },
  },
  'PUT /api/expense-admin/update': {
    spec: ['id', 'version', 'expense', 'description', 'date_expense', 'fk_type_expense'],
    added: [],
    readBack: { type_expense: NOT_HERE, user: NOT_HERE, date: NOT_HERE, hour: NOT_HERE },
  },
  'PUT /api/expense/update': {
    spec: ['id', 'version', 'expense', 'description'],
    added: [],
    readBack: { user: NOT_HERE, date: NOT_HERE, hour: NOT_HERE },
  },
  // Not in the spec (Configuraciones → Facturación): every field but the token, which is write-only
  // (absent keeps it, null or '' removes the stored one); whether one is configured is read back.
  'PUT /api/invoice-setting/update': {
    spec: ['version', 'invoicing', 'nit', 'razon_social', 'municipio', 'telefono', 'sucursal', 'punto_venta', 'actividad', 'codigo_sistema', 'modalidad', 'ambiente', 'siat_url'],
    added: ['token', 'sin_product_default'],
    readBack: { token_configured: NOT_HERE, token_from_environment: NOT_HERE },
  },
  'PUT /api/lot/update': {
    spec: ['id', 'quantity', 'expiration_date'],
    added: ['initial_quantity'],
    readBack: {
      fk_product: 'El producto de un lote no se puede cambiar',
      expired: NOT_HERE,
      from_purchase: NOT_HERE,
      user: NOT_HERE,
      date: NOT_HERE,
      hour: NOT_HERE,
      product: 'El producto de un lote no se puede cambiar',
    },
  },
  'PATCH /api/mark/update': { spec: ['id', 'version', 'mark'], added: [], readBack: { enabled: NOT_HERE } },
  // Not in the spec (added with LISTAS DE PRECIOS): its fields are those of its add, with the id and version.
  'PUT /api/price-list/edit': { spec: ['id', 'version', 'name'], added: [], readBack: { enabled: NOT_HERE } },
  // Not in the spec (added with RUTAS): its fields are those of its add, with the id and version.
  'PUT /api/route/edit': {
    spec: ['id', 'version', 'name', 'user_id', 'visit_days'],
    added: [],
    readBack: { enabled: NOT_HERE, user_name: NOT_HERE, clients: NOT_HERE },
  },
  // Not in the spec (added with PEDIDOS): a pending order's delivery day, lines and gloss, replaced whole.
  'PUT /api/order/edit': {
    spec: ['id', 'version', 'delivery_date', 'lines', 'gloss'],
    added: [],
    readBack: {
      client_id: 'El cliente de un pedido no se puede cambiar: anúlelo y tome otro',
      business_name: NOT_HERE,
      ci_nit: NOT_HERE,
      route_id: NOT_HERE,
      route_name: NOT_HERE,
      user_id: NOT_HERE,
      user_name: NOT_HERE,
      date: NOT_HERE,
      hour: NOT_HERE,
      state: NOT_HERE,
      total: NOT_HERE,
      shortfall: NOT_HERE,
    },
  },
  'PUT /api/product-discount/edit': {
    spec: ['id', 'version', 'fk_product', 'unit_price', 'quantity'],
    added: [],
    readBack: { enabled: NOT_HERE, product: NOT_HERE },
  },
  'PUT /api/product-promotion/edit': {
    spec: ['id', 'version', 'quantity_promotion', 'quantity_sale'],
    added: [],
    readBack: {
      fk_product: 'El producto de una promoción no se puede cambiar',
      enabled: NOT_HERE,
      product: 'El producto de una promoción no se puede cambiar',
    },
  },
  'PUT /api/presentation/edit': {
    spec: ['id', 'version', 'name', 'units', 'barcode', 'price'],
    added: [],
    readBack: { product_id: 'El producto de una presentación no se puede cambiar', enabled: NOT_HERE },
  },
  'PUT /api/product/update': {
    spec: ['id', 'version', 'code', 'product', 'barcode', 'description', 'price', 'cost', 'fk_mark'],
    added: ['unit', 'scale_code', 'sin_product_code', 'sin_unit_code'],
    readBack: { mark: NOT_HERE, enabled: NOT_HERE },
    also: [['id', 'version', 'price', 'cost', 'fk_mark']],
  },
  'PUT /api/provider-product/update': {
    spec: ['id', 'version', 'provider_id', 'product_id'],
    added: [],
    readBack: { provider: NOT_HERE, product: NOT_HERE, enabled: NOT_HERE },
  },
  'PATCH /api/provider/update': { spec: ['id', 'version', 'provider', 'description'], added: [], readBack: { enabled: NOT_HERE } },
  'PUT /api/purchase/edit': {
    spec: ['id', 'version', 'fk_provider', 'date_purchase', 'cancelled', 'gloss', 'discount', 'total_purchase'],
    added: [],
    readBack: {
      provider: NOT_HERE,
      fk_user: NOT_HERE,
      user: NOT_HERE,
      date: NOT_HERE,
      hour: NOT_HERE,
      enabled: NOT_HERE,
      products: 'Las líneas de una compra no se cambian al editarla',
    },
  },
  'PUT /api/setting/update': {
    spec: ['version', 'initial_cash', 'address', 'cellphone_number', 'enabled_options_user'],
    added: ['near_expiry_days', 'auto_offers', 'credit_overdue_days', 'credit_control'],
    readBack: {},
  },
  'PUT /api/setting/update-scale-label': {
    spec: ['version', 'scale_prefix_from', 'scale_prefix_to', 'scale_code_digits', 'scale_value'],
    added: [],
    readBack: {},
  },
  'PUT /api/type-expense/update': { spec: ['id', 'version', 'type_expense'], added: [], readBack: { enabled: NOT_HERE } },
  'PUT /api/type-payment/edit': { spec: ['id', 'version', 'type_pay', 'is_cash'], added: ['code'], readBack: { enabled: NOT_HERE } },
  'PATCH /api/user/update': { spec: ['id', 'version', 'name', 'category'], added: [], readBack: { username: NOT_HERE, enabled: NOT_HERE } },
  'PUT /api/user/change-credentials': { spec: ['id', 'version', 'username', 'password'], added: [], readBack: {} },
} as const satisfies Record<string, EditFields>;
export type EditRoute = keyof typeof EDITS;

/** The refusal of a read-back key sent with a value other than the stored one. */
export const unchangeableMessage = (fields: EditFields, key: string): string =>
  fields.readBack[key] || `${FIELD_LABELS[key] ?? key}: No se puede cambiar aquí`;

const ABSENT_KEEPS = 'Opcional al editar: si falta, se conserva el valor guardado.';
const READ_ONLY = 'Solo lectura: se acepta igual al valor guardado (la fila leída se puede reenviar tal cual); otro valor se rechaza.';

type Keys<T extends readonly string[]> = T[number];
type EditShape<F extends EditFields, S extends z.ZodRawShape, R extends z.ZodRawShape> = {
  [K in keyof S]: K extends Keys<F['added']> ? z.ZodOptional<S[K]> : S[K];
} & { [K in keyof F['readBack'] & keyof R]: z.ZodOptional<R[K]> };

/**
 * The body of an edit from its table entry: `shape` holds the spec's and the added fields (every
 * key of both, nothing else: a mismatch is a programming error and throws when the module loads),
 * `read` is the row's read answer, whose types the read-back keys take.
 */
export function editBody<F extends EditFields, S extends z.ZodRawShape, R extends z.ZodRawShape>(
  fields: F,
  shape: S,
  read: z.ZodObject<R>,
): z.ZodObject<EditShape<F, S, R>> {
  const expected = [...fields.spec, ...fields.added].sort();
  const given = Object.keys(shape).sort();
  if (expected.join() !== given.join()) throw new Error(`editBody: campos ${given.join()} ≠ ${expected.join()}`);
  const out: Record<string, z.ZodType> = {};
  for (const key of fields.spec) out[key] = shape[key] as z.ZodType;
  for (const key of fields.added) out[key] = (shape[key] as z.ZodType).optional().meta({ description: ABSENT_KEEPS });
  for (const key of Object.keys(fields.readBack)) {
    const type = read.shape[key] as z.ZodType | undefined;
    if (!type) throw new Error(`editBody: ${key} no está en la respuesta de la fila`);
    out[key] = type.optional().meta({ description: READ_ONLY });
  }
  return z.object(out) as unknown as z.ZodObject<EditShape<F, S, R>>;
}
