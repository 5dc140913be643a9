import { z } from 'zod';
import { integer, money } from './fields.js';
import { MSG } from './messages.js';
import { periodQuery } from './cash.js';

/**
 * The cash count of a closing (arqueo): what is really in the drawer, counted per
 * Bolivian note and coin or as one total, beside the closing's expected cash ('Diferencia caja').
 * counted − expected is 'Sobrante' (above zero) or 'Faltante' (below). One count per business day;
 * counting again replaces it (the audit keeps the earlier one).
 */

/** Notes (200…10) and coins (5…0,10) in circulation, by their value in Bs. as the body's keys. */
export const DENOMINATIONS = [
  { key: '200', cents: 20_000, kind: 'billete' },
  { key: '100', cents: 10_000, kind: 'billete' },
  { key: '50', cents: 5_000, kind: 'billete' },
  { key: '20', cents: 2_000, kind: 'billete' },
  { key: '10', cents: 1_000, kind: 'billete' },
  { key: '5', cents: 500, kind: 'moneda' },
  { key: '2', cents: 200, kind: 'moneda' },
  { key: '1', cents: 100, kind: 'moneda' },
  { key: '0.50', cents: 50, kind: 'moneda' },
  { key: '0.20', cents: 20, kind: 'moneda' },
  { key: '0.10', cents: 10, kind: 'moneda' },
] as const;
export type DenominationKey = (typeof DENOMINATIONS)[number]['key'];

/** More pieces of one kind than any drawer holds: a typing slip, refused. */
export const COUNT_PIECES_MAX = 100_000;

export const CASH_COUNT_MSG = {
  countOrTotal: 'Ingrese el conteo por billetes y monedas o el total contado',
  notBoth: 'Envíe el conteo por billetes y monedas o el total contado, no ambos',
  saved: 'Se registró el efectivo contado',
  surplus: 'Sobrante',
  shortage: 'Faltante',
  even: 'Sin diferencia',
  /** The expected cash as it was when the count was saved. */
  expectedAt: (hour: string) => `Esperado a las ${hour} (Diferencia caja)`,
  /** Sales, collections or expenses after the count moved the expected cash. */
  changedSince: (hour: string, expectedNow: string, against: string) =>
    `Después del conteo de las ${hour} el efectivo esperado cambió: ahora es ${expectedNow} (${against} contra lo contado). Cuente de nuevo antes de cerrar.`,
} as const;

/** Pieces of one note or coin: whole, not negative, not absurd. */
export const countPieces = () =>
  integer()
    .refine((v) => v >= 0, MSG.notNegative)
    .refine((v) => v <= COUNT_PIECES_MAX, MSG.maxValue(COUNT_PIECES_MAX));

const piecesOrNone = () => z.preprocess((v) => (v === undefined ? 0 : v), countPieces());

/** Pieces per denomination; a denomination left out is 0, an unknown one is refused. */
export const denominationCounts = z.strictObject(
  Object.fromEntries(DENOMINATIONS.map((d) => [d.key, piecesOrNone()])) as Record<DenominationKey, ReturnType<typeof piecesOrNone>>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Denominación desconocida: ${issue.keys.join(', ')}` : MSG.required) },
);
export type DenominationCounts = Record<DenominationKey, number>;

/** POST sale/cash-count: today's count, either per denomination or one total (Bs., 2 decimals). */
export const cashCountBody = z
  .object({
    counts: z.preprocess((v) => (v === null ? undefined : v), denominationCounts.optional()),
    total: z.preprocess((v) => (v === null || v === '' ? undefined : v), money().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.counts === undefined && v.total === undefined) ctx.addIssue({ code: 'custom', message: CASH_COUNT_MSG.countOrTotal, path: ['counts'] });
    if (v.counts !== undefined && v.total !== undefined) ctx.addIssue({ code: 'custom', message: CASH_COUNT_MSG.notBoth, path: ['total'] });
  })
  // One of the two forms: the generated route tests build their valid body from it (it also shows in the document).
  .meta({ examples: [{ counts: { '200': 1, '0.50': 2 } }, { total: 217.5 }] });
export type CashCountBody = z.infer<typeof cashCountBody>;

/** The total of a count per denomination, in cents (integers only: never a float sum). */
export const countedCents = (counts: DenominationCounts): number => DENOMINATIONS.reduce((sum, d) => sum + d.cents * counts[d.key], 0);

export const cashCountSchema = z.object({
  id: z.number().int(),
  /** The business day whose closing was counted. */
  day: z.string(),
  /** Null when one total was entered. */
  counts: z.record(z.string(), z.number().int()).nullable(),
  counted: z.number(),
  /** The closing's 'Diferencia caja' when the count was saved. */
  expected: z.number(),
  /** counted − expected: above zero Sobrante, below Faltante. */
  difference: z.number(),
  user: z.string(),
  /** When it was saved, business time: 'YYYY-MM-DD' and 'HH:MM:SS'. */
  date: z.string(),
  hour: z.string(),
});
export type CashCount = z.infer<typeof cashCountSchema>;

/** GET sale/cash-count: the counts of the period's days, newest first (a cashier: today only). */
export const cashCountQuery = periodQuery;
export const cashCountList = z.object({ data: z.array(cashCountSchema) });
export type CashCountList = z.infer<typeof cashCountList>;

/** 'Sobrante', 'Faltante' or 'Sin diferencia' for counted − expected. */
export const differenceLabel = (difference: number) =>
  difference > 0 ? CASH_COUNT_MSG.surplus : difference < 0 ? CASH_COUNT_MSG.shortage : CASH_COUNT_MSG.even;
