import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { FIELD_LABELS, MSG } from './messages.js';
import { integer, rowVersion, versionField, zeroOrOne, zeroOrOneText } from './fields.js';
import { hasHiddenCharacters, normalizeText } from './text.js';
import { sinCode } from './siat-catalogue.js';

/*
 * Configuraciones → Facturación: who the shop is before SIAT and how to reach it. Invoicing is off
 * by default and, while off, every field may stay empty; switching it on requires them all. The
 * delegated token is write-only: no answer ever holds it, only whether one is configured and where
 * from (the server's environment wins over a stored one).
 */

export const MODALIDADES = { 1: 'Electrónica en línea', 2: 'Computarizada en línea' } as const;
export const AMBIENTES = { 1: 'Producción', 2: 'Pruebas' } as const;

export const NIT_MAX_DIGITS = 13;
export const POINT_CODE_MAX = 9999;

export const INVOICE_SETTING_MSG = {
  nit: `Solo dígitos, hasta ${NIT_MAX_DIGITS}`,
  actividad: 'Solo dígitos, hasta 10',
  url: 'Debe empezar con http:// o https://',
  modalidad: 'Debe ser 1 (electrónica en línea) o 2 (computarizada en línea)',
  ambiente: 'Debe ser 1 (producción) o 2 (pruebas)',
  requiredToInvoice: 'Es requerido para facturar',
  electronicNotYet: 'La electrónica en línea necesita firmar cada factura con el certificado de la empresa: por ahora, computarizada en línea',
  tokenMissing: 'Es requerido para facturar: guárdelo aquí o indíquelo en LACTEA_SIAT_TOKEN',
  tokenNoKey: 'Para guardarlo, el servidor necesita la clave LACTEA_SIAT_KEY en su entorno',
  tokenFromEnvironment: 'El servidor lo toma de su entorno (LACTEA_SIAT_TOKEN): cámbielo allí',
  updated: 'Se guardó la configuración de facturación',
  sinProductDefaultHelp: 'Para los productos sin código de producto SIN propio; sin él, su factura se rechaza. Se elige del catálogo del SIAT, que llega al activar la facturación.',
  configured: 'configurado',
  notConfigured: 'no configurado',
} as const;

/** Text that may be empty while invoicing is off (stored '' , never null: the row's columns are not nullable). */
const settingText = (max: number, check?: { test: (t: string) => boolean; message: string }) =>
  z.preprocess(
    (v) => (v === null ? '' : typeof v === 'string' ? normalizeText(v) : v),
    z
      // Left out is 'Es requerido' (an edit never erases by omission); null or '' empties it.
      .string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.text) })
      .max(max, MSG.maxLength(max))
      .refine((t) => !hasHiddenCharacters(t, false), MSG.hiddenCharacters)
      .refine((t) => t === '' || !check || check.test(t), check?.message ?? ''),
  );

const codeBetween = (max: number) =>
  integer()
    .refine((v) => v >= 0, MSG.notNegative)
    .refine((v) => v <= max, MSG.maxValue(max));

const oneOrTwo = (message: string) => z.union([z.literal(1), z.literal(2)], { error: message });

export const invoiceSettingSchema = z.object({
  invoicing: z.union([z.literal(0), z.literal(1)]),
  nit: z.string(),
  razon_social: z.string(),
  municipio: z.string(),
  telefono: z.string(),
  sucursal: z.number().int(),
  punto_venta: z.number().int(),
  actividad: z.string(),
  codigo_sistema: z.string(),
  modalidad: z.union([z.literal(1), z.literal(2)]),
  ambiente: z.union([z.literal(1), z.literal(2)]),
  siat_url: z.string(),
  /**
   * The código de producto SIN (catalogue 'productos') an invoice's line takes when its product has
   * none of its own; null: none chosen, and such a product's invoice is refused.
   */
  sin_product_default: z.string().nullable(),
  /** 1 when a token is available (from the environment or stored); the token itself is never answered. */
  token_configured: z.union([z.literal(0), z.literal(1)]),
  /** 1 when it is the server's environment's (LACTEA_SIAT_TOKEN): the screen cannot change it. */
  token_from_environment: z.union([z.literal(0), z.literal(1)]),
  version: rowVersion,
});
export type InvoiceSetting = z.infer<typeof invoiceSettingSchema>;

/** The form's fields (also the web form's schema). */
export const invoiceSettingFields = z.object({
  invoicing: zeroOrOne(),
  nit: settingText(NIT_MAX_DIGITS, { test: (t) => /^\d+$/.test(t), message: INVOICE_SETTING_MSG.nit }),
  razon_social: settingText(200),
  municipio: settingText(100),
  telefono: settingText(20),
  sucursal: codeBetween(POINT_CODE_MAX),
  punto_venta: codeBetween(POINT_CODE_MAX),
  actividad: settingText(10, { test: (t) => /^\d+$/.test(t), message: INVOICE_SETTING_MSG.actividad }),
  codigo_sistema: settingText(50, { test: (t) => !/\s/.test(t), message: MSG.noSpaces }),
  modalidad: oneOrTwo(INVOICE_SETTING_MSG.modalidad),
  ambiente: oneOrTwo(INVOICE_SETTING_MSG.ambiente),
  siat_url: settingText(200, { test: (t) => /^https?:\/\/[^\s/]+/.test(t), message: INVOICE_SETTING_MSG.url }),
  // From the synced catalogue (the server checks it); '' or null: none.
  sin_product_default: sinCode(null),
});
export type InvoiceSettingFormInput = z.input<typeof invoiceSettingFields>;

/** The fields invoicing cannot go without (the phone may stay empty: SIAT takes it nil). */
export const REQUIRED_TO_INVOICE = ['nit', 'razon_social', 'municipio', 'actividad', 'codigo_sistema', 'siat_url'] as const;

/** 'NIT: Es requerido para facturar' for each empty one, and the modality not yet built; empty when invoicing is off. */
export function invoicingRefusals(s: { invoicing: number; modalidad: number } & Record<(typeof REQUIRED_TO_INVOICE)[number], string>): { field: string; message: string }[] {
  if (s.invoicing !== 1) return [];
  const out: { field: string; message: string }[] = REQUIRED_TO_INVOICE.filter((k) => s[k] === '').map((field) => ({ field, message: INVOICE_SETTING_MSG.requiredToInvoice }));
  if (s.modalidad === 1) out.push({ field: 'modalidad', message: INVOICE_SETTING_MSG.electronicNotYet });
  return out;
}

/** A server message naming its field, as the other 400s do. */
export const labelled = (field: string, message: string) => `${FIELD_LABELS[field] ?? field}: ${message}`;

/**
 * invoice-setting/update: the form's fields and the version; `token` is write-only: a text stores it
 * (encrypted), null or '' removes the stored one, absent keeps it.
 */
export const updateInvoiceSettingBody = editBody(
  EDITS['PUT /api/invoice-setting/update'],
  {
    ...invoiceSettingFields.shape,
    token: z
      .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: MSG.text }).max(4000, MSG.maxLength(4000)).refine((t) => !hasHiddenCharacters(t, false), MSG.hiddenCharacters).nullable())
      .meta({ description: 'Solo escritura: nunca se responde. Texto = guardarlo cifrado; null o vacío = quitar el guardado.' }),
    version: versionField(),
  },
  invoiceSettingSchema,
)
  .superRefine((body, ctx) => {
    for (const r of invoicingRefusals(body)) ctx.addIssue({ code: 'custom', path: [r.field], message: r.message });
  })
  // A whole valid body: its fields are valid one by one only together (invoicing on needs them all).
  .meta({
    examples: [
      {
        version: 1, invoicing: 0, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '2222222', sucursal: 0, punto_venta: 0,
        actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2, siat_url: 'https://pilotosiatservicios.impuestos.gob.bo/v2',
      },
    ],
  });
export type UpdateInvoiceSettingBody = z.infer<typeof updateInvoiceSettingBody>;

/** The screen's form: the fields, a token typed to store (empty = keep the stored one), the same rules for switching on. */
const numberText = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v !== '' ? Number(v) : v), schema);
export const invoiceSettingForm = invoiceSettingFields
  .extend({
    // A select holds text: '1' is 1.
    invoicing: zeroOrOneText(),
    modalidad: numberText(oneOrTwo(INVOICE_SETTING_MSG.modalidad)),
    ambiente: numberText(oneOrTwo(INVOICE_SETTING_MSG.ambiente)),
    token: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(4000, MSG.maxLength(4000))),
  })
  .superRefine((body, ctx) => {
    for (const r of invoicingRefusals(body)) ctx.addIssue({ code: 'custom', path: [r.field], message: r.message });
  });
