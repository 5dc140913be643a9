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

