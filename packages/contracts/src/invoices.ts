import { z } from 'zod';
import { MSG } from './messages.js';
import { zeroOrOne } from './fields.js';
import { INVOICE_SETTING_MSG } from './invoice-settings.js';
import { hasHiddenCharacters, normalizeText } from './text.js';

/*
 * The invoice a sale asks for (SIAT, compraVenta): the buyer as the till's Factura step takes it,
 * the summary every sale answer carries, and the FACTURAS screen's list. The invoice itself (number,
 * CUF, XML) is the server's, written in the sale's transaction and sent to SIAT after the commit.
 */

/** SIAT's tipos de documento de identidad (its catalogue's codes). */
export const DOCUMENT_TYPES = {
  1: 'CI - Cédula de identidad',
  2: 'CEX - Cédula de identidad de extranjero',
  3: 'PAS - Pasaporte',
  4: 'OD - Otro documento de identidad',
  5: 'NIT - Número de identificación tributaria',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_VALUES = [1, 2, 3, 4, 5] as const;
export const DOCUMENT_CI = 1;
export const DOCUMENT_NIT = 5;

/**
 * A sale without a buyer's name: SIAT's rule is the name 'S/N' and the number 99002 (control
 * tributario), as a NIT. The till sends no name and no number; the server writes these.
 */
export const NO_NAME_BUYER = { business_name: 'S/N', document_type: DOCUMENT_NIT, document_number: '99002', complemento: null } as const;

export const BUYER_NAME_MAX = 500;
export const DOCUMENT_NUMBER_MAX = 20;
export const COMPLEMENTO_MAX = 5;

/** The invoice's states as the FACTURAS screen reads them. */
export const INVOICE_STATES = {
  pendiente: 'Pendiente',
  aceptada: 'Aceptada',
  contingencia: 'En contingencia',
  rechazada: 'Rechazada',
  anulada: 'Anulada',
} as const;
export type InvoiceState = keyof typeof INVOICE_STATES;
export const INVOICE_STATE_VALUES = Object.keys(INVOICE_STATES) as InvoiceState[];

/** SIAT's tipo de emisión: 1 en línea, 2 fuera de línea (contingency). */
export const EMISSION_TYPES = { 1: 'En línea', 2: 'Fuera de línea' } as const;
export type EmissionType = keyof typeof EMISSION_TYPES;

export const INVOICE_MSG = {
  documentType: 'Tipo de documento: elija 1 (CI), 2 (CEX), 3 (PAS), 4 (OD) o 5 (NIT)',
  documentNumber: 'Número de documento: solo letras, números y guiones',
  documentNumberRequired: 'Número de documento: Es requerido con la razón social',
  businessNameRequired: 'Razón social: Es requerida con el número de documento',
  nitDigits: 'Número de documento: un NIT lleva solo dígitos',
  complementoOnlyCi: 'Complemento: solo para un CI',
  complemento: 'Complemento: solo letras y números',
  invoicingOff: 'La facturación está desactivada: active la facturación en Configuraciones → Facturación o venda sin factura',
  invoiceMissing: 'No existe la factura',
  /** A line's product without its own código de producto SIN while no default is chosen: never a silent guess. */
  noSinProduct: (products: string[]) =>
    `Sin código de producto SIN: ${products.join(', ')}. Asígnelo en el producto o elija el producto SIN por omisión en Configuraciones → Facturación, o venda sin factura`,
  noCufd: 'La facturación aún no tiene el código diario del SIAT (CUFD): espere a que el servidor lo obtenga o venda sin factura',
  /** A nota de crédito-débito never sent: SIAT holds no valid invoice for it to adjust (the return itself stands). */
  noteOfRejectedInvoice: (numero: number) => `La factura N° ${numero} fue rechazada por el SIAT: la nota no se envía`,
  noteOfAnnulledInvoice: (numero: number) => `La factura N° ${numero} fue anulada: la nota no se envía`,
  /** An invoice issued again in contingency (a new CUF) after its paper was printed, until reprinted. */
  reprintDue: 'CUF cambió: reimprimir',
  /** The printed invoice's title and its tax line. */
  title: 'FACTURA',
  taxCredit: 'CON DERECHO A CRÉDITO FISCAL',
  /** The legend under an invoice issued online / in contingency (SIAT's representation texts). */
  representationOnline: 'Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido en una modalidad de facturación en línea',
  representationOffline:
    'Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido fuera de línea, verifique su envío con su proveedor o en la página web www.impuestos.gob.bo',
} as const;

/** Text as typed, cleaned; '' / null / absent read as ''. */
const buyerText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? normalizeText(v) : v),
    z
      .string({ error: `${label}: ${MSG.text}` })
      .max(max, `${label}: ${MSG.maxLength(max)}`)
      .refine((t) => !hasHiddenCharacters(t, false), `${label}: ${MSG.hiddenCharacters}`),
  );

/**
 * record-sale's `invoice` (also in an offline sale): the buyer. No name and no number is a sale
 * without a name (S/N, 99002). `codigo_excepcion` 1: SIAT did not know the NIT and the cashier
 * confirmed it.
 */
export const saleInvoiceBody = z
  .object({
    document_type: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? DOCUMENT_NIT : typeof v === 'string' ? Number(v) : v),
      z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: INVOICE_MSG.documentType }),
    ),
    document_number: buyerText(DOCUMENT_NUMBER_MAX, 'Número de documento').refine((t) => t === '' || /^[A-Za-z0-9-]+$/.test(t), INVOICE_MSG.documentNumber),
    complemento: buyerText(COMPLEMENTO_MAX, 'Complemento')
      .refine((t) => t === '' || /^[A-Za-z0-9]+$/.test(t), INVOICE_MSG.complemento)
      .transform((t) => (t === '' ? null : t.toUpperCase())),
    business_name: buyerText(BUYER_NAME_MAX, 'Razón social'),
    codigo_excepcion: zeroOrOne({ fallback: 0 }),
  })
  .superRefine((b, ctx) => {
    if (b.business_name !== '' && b.document_number === '') ctx.addIssue({ code: 'custom', path: ['document_number'], message: INVOICE_MSG.documentNumberRequired });
    if (b.business_name === '' && b.document_number !== '') ctx.addIssue({ code: 'custom', path: ['business_name'], message: INVOICE_MSG.businessNameRequired });
    if (b.document_type === DOCUMENT_NIT && b.document_number !== '' && !/^\d+$/.test(b.document_number)) ctx.addIssue({ code: 'custom', path: ['document_number'], message: INVOICE_MSG.nitDigits });
    if (b.complemento !== null && b.document_type !== DOCUMENT_CI) ctx.addIssue({ code: 'custom', path: ['complemento'], message: INVOICE_MSG.complementoOnlyCi });
  });
export type SaleInvoiceBody = z.infer<typeof saleInvoiceBody>;
export type SaleInvoiceInput = z.input<typeof saleInvoiceBody>;

/** The buyer the invoice names: the body's, or SIAT's no-name buyer when it gives neither name nor number. */
export function invoiceBuyer(b: SaleInvoiceBody): { document_type: DocumentType; document_number: string; complemento: string | null; business_name: string; codigo_excepcion: 0 | 1 } {
  if (b.business_name === '' && b.document_number === '') return { ...NO_NAME_BUYER, codigo_excepcion: 0 };
  return { document_type: b.document_type, document_number: b.document_number, complemento: b.complemento, business_name: b.business_name, codigo_excepcion: b.codigo_excepcion };
}

/**
 * SIAT's motivos de anulación an invoice of a sale may be annulled with (2 is a nota de crédito-débito's).
 * Annulling a sale annuls its invoice with the one chosen (1 when none is).
 */
export const ANNUL_MOTIVOS = { 1: 'Factura mal emitida', 3: 'Datos de emisión incorrectos', 4: 'Factura devuelta' } as const;
export const annulMotivo = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(1), z.literal(3), z.literal(4)], { error: 'Elija 1 (factura mal emitida), 3 (datos de emisión incorrectos) o 4 (factura devuelta)' }),
  );

/** SIAT's public verification page of an invoice (the printed QR): pruebas' and producción's hosts. */
export const VERIFICATION_HOSTS = { 1: 'https://siat.impuestos.gob.bo', 2: 'https://pilotosiat.impuestos.gob.bo' } as const;

/** The QR's address: nit, cuf, numero and t (1: the roll the till prints). */
export const verificationUrl = (v: { ambiente: 1 | 2; nit: string; cuf: string; numero: number }): string =>
  `${VERIFICATION_HOSTS[v.ambiente]}/consulta/QR?nit=${encodeURIComponent(v.nit)}&cuf=${encodeURIComponent(v.cuf)}&numero=${v.numero}&t=1`;

export const invoiceStateSchema = z.enum(INVOICE_STATE_VALUES as [InvoiceState, ...InvoiceState[]], { error: MSG.oneOf(INVOICE_STATE_VALUES) });
export const emissionTypeSchema = z.union([z.literal(1), z.literal(2)]);

/**
 * The invoice a sale answer carries (null: the sale has none), with what the printed invoice needs
 * beyond the sale itself: the emitter, the buyer, the leyenda and SIAT's verification address.
 */
export const saleInvoiceSummary = z.object({
  id: z.number().int(),
  /** The point of sale's own number. */
  number: z.number().int(),
  cuf: z.string(),
  state: invoiceStateSchema,
  emission_type: emissionTypeSchema,
  /** Bolivian wall-clock time, 'YYYY-MM-DDTHH:mm:ss.SSS' (the invoice's fechaEmision). */
  issued_at: z.string(),
  leyenda: z.string(),
  verification_url: z.string(),
  emitter: z.object({ nit: z.string(), razon_social: z.string(), municipio: z.string(), telefono: z.string().nullable(), direccion: z.string(), sucursal: z.number().int(), punto_venta: z.number().int() }),
  buyer: z.object({ document_type: z.number().int(), document_number: z.string(), complemento: z.string().nullable(), business_name: z.string() }),
});
export type SaleInvoiceSummary = z.infer<typeof saleInvoiceSummary>;

/** The representation text the printed invoice ends with. */
export const invoiceRepresentation = (emissionType: number): string =>
  emissionType === 2 ? INVOICE_MSG.representationOffline : INVOICE_MSG.representationOnline;


/** GET invoice/verify-nit: the till asks SIAT (verificarNit) about a buyer's NIT before invoicing to it. */
export const verifyNitQuery = z.object({
  nit: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: INVOICE_SETTING_MSG.nit }).regex(/^\d{1,13}$/, INVOICE_SETTING_MSG.nit)),
});
export type VerifyNitQuery = z.infer<typeof verifyNitQuery>;

/** 'activo': SIAT knows it; 'inexistente': the cashier confirms it with the buyer and the invoice goes with codigo_excepcion 1; 'sin_respuesta': SIAT did not answer (invoice as typed). */
export const NIT_STATES = ['activo', 'inexistente', 'sin_respuesta'] as const;
export const verifyNitAnswer = z.object({ nit: z.string(), state: z.enum(NIT_STATES), message: z.string() });
export type VerifyNitAnswer = z.infer<typeof verifyNitAnswer>;

export const NIT_MSG = {
  activo: 'NIT activo en el SIAT',
  inexistente: 'El SIAT no encuentra este NIT: confírmelo con el cliente; la factura se emitirá con código de excepción',
  sin_respuesta: 'El SIAT no responde: la factura se emitirá con el NIT tal como se escribió',
} as const;
