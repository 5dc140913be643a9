import { z } from 'zod';
import { MSG } from './messages.js';
import { pagedOf, pageParam, searchParam } from './fields.js';
import { normalizeText } from './text.js';

/*
 * SIAT's catalogues as Lactea keeps them (table siat_catalogue, synchronised daily): what a product's
 * form offers for its código de producto SIN and unidad de medida, and what an invoice prints.
 */

export const SIAT_CATALOGUE_KINDS = ['actividades', 'productos', 'leyendas', 'unidades', 'documentos', 'metodosPago'] as const;
export type SiatCatalogueKind = (typeof SIAT_CATALOGUE_KINDS)[number];

export const siatCatalogueRow = z.object({
  code: z.string(),
  description: z.string(),
  /** The activity a product or a leyenda belongs to; null in the other catalogues. */
  activity: z.string().nullable(),
});
export type SiatCatalogueRow = z.infer<typeof siatCatalogueRow>;

export const listSiatCatalogueQuery = z.object({
  kind: z.enum(SIAT_CATALOGUE_KINDS, { error: (i) => (i.input === undefined ? MSG.required : `Debe ser uno de: ${SIAT_CATALOGUE_KINDS.join(', ')}`) }),
  page: pageParam(),
  /** A code's first digits or words of its description. */
  search: searchParam(),
});
export type ListSiatCatalogueQuery = z.infer<typeof listSiatCatalogueQuery>;

export const siatCataloguePage = pagedOf(siatCatalogueRow);

/** SIAT's codes are numbers; a catalogue code is kept as its digits. */
export const SIN_CODE_MAX = 15;
export const SIN_CODE_MSG = {
  digits: `Solo dígitos, hasta ${SIN_CODE_MAX}`,
  /** The server's check against the synced catalogue. */
  notInCatalogue: 'No está en el catálogo de SIAT sincronizado',
} as const;

const blankToNull = (v: unknown) => (v === null ? null : typeof v === 'string' ? (normalizeText(v) === '' ? null : normalizeText(v)) : v);

/**
 * A product's SIN code (código de producto SIN, unidad de medida): digits or none. `fallback` is
 * what an absent key means: null when registering, undefined (keep the stored one) in an edit.
 */
export const sinCode = (fallback: null | undefined) =>
  z.preprocess(
    (v) => (v === undefined ? fallback : blankToNull(v)),
    z
      .string({ error: MSG.text })
      .refine((t) => /^\d{1,15}$/.test(t), SIN_CODE_MSG.digits)
      .nullable(),
  );

/** siat/verify-nit: the buyer's NIT as the till typed it. */
export const verifyNitQuery = z.object({
  nit: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: (i) => (i.input === undefined ? MSG.required : MSG.text) }).regex(/^\d{1,13}$/, 'Solo dígitos, hasta 13'),
  ),
});
export type VerifyNitQuery = z.infer<typeof verifyNitQuery>;

/**
 * What SIAT's verificarNit said: `activo`, `inexistente` (SIAT does not know it or it is inactive: the
 * cashier confirms it and the invoice goes with código de excepción 1), or `sin_respuesta` (invoicing
 * off, no CUIS yet, SIAT or the network away: the cashier decides the same way, unverified).
 */
export const NIT_CHECKS = ['activo', 'inexistente', 'sin_respuesta'] as const;
export type NitCheck = (typeof NIT_CHECKS)[number];
export const verifyNitAnswer = z.object({
  result: z.enum(NIT_CHECKS),
  /** SIAT's own words ('NIT ACTIVO', 'NIT INEXISTENTE'), '' when it did not answer. */
  message: z.string(),
});
export type VerifyNitAnswer = z.infer<typeof verifyNitAnswer>;

/** The till's questions before issuing to a NIT SIAT did not confirm. */
export const NIT_CHECK_MSG = {
  unknown: (nit: string, siat: string) => `SIAT no reconoce el NIT ${nit}${siat ? ` (${siat})` : ''}.`,
  unverified: (nit: string) => `No se pudo verificar el NIT ${nit} con SIAT.`,
  question: '¿Emitir la factura con este NIT? Se enviará con código de excepción.',
} as const;
