import type { z } from 'zod';

/**
 * Dates typed by a person (docs/decisions 0031-dates-and-cash-count): always day/month/year,
 * whatever the browser's language, so an English shop PC never reads 27/11/2026 as month 27.
 * One reader for every date box of the web; the API keeps 'YYYY-MM-DD'.
 */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

const pad = (n: number) => String(n).padStart(2, '0');

export const DATE_MSG = {
  invalid: 'Fecha inválida: use dd/mm/aaaa',
  /** A filter whose Hasta is before its Desde (reports, purchases, expenses, debts). */
  rangeReversed: 'La fecha final no puede ser anterior a la fecha inicial',
  year: `El año debe estar entre ${DATE_YEAR_MIN} y ${DATE_YEAR_MAX}`,
  /** A well-written day the calendar lacks (31/02, or month and day swapped: 11/27): the format was right. */
  noSuchDay: (day: number, month: number, year: number) => `La fecha ${pad(day)}/${pad(month)}/${year} no existe`,
} as const;

/**
 * A day after today for something that already happened (a purchase, an expense) is a slip of the
 * keys: its stock or money would count today under a date no report of today shows.
 */
export function futureDayRefusal(day: string, today: string, label: string): string | undefined {
  return day > today ? `${label}: no puede ser posterior a hoy` : undefined;
}

const isIsoDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The one range check of the filters: `from` ≤ `to` when both are readable days ('YYYY-MM-DD'
 * compares as text). A missing one is no range; an unreadable one has its own 'Fecha inválida',
 * so the range is not blamed for it too.
 */
export const daysInOrder =
  <K extends string>(from: K, to: K) =>
  (q: Partial<Record<K, unknown>>): boolean => {
    const [a, b] = [q[from], q[to]];
    return !isIsoDay(a) || !isIsoDay(b) || a <= b;
  };

/**
 * A filter's `date_from` ≤ `date_to` as a 400 on `date_to`, instead of an empty answer that reads as
 * "nothing happened". Applied to each query and its export twin (an object cannot be extended once
 * refined: build the export from the unrefined shape, then refine it).
 */
export const withRange = <T extends z.ZodType<{ date_from?: string; date_to?: string }>>(schema: T) =>
  schema.refine(daysInOrder('date_from', 'date_to'), { message: DATE_MSG.rangeReversed, path: ['date_to'] });

export type DayReading = { ok: true; iso: string } | { ok: false; message: string };

/**
 * 'dd/mm/aaaa' (also with '-' or '.', one-digit day or month) or a pasted 'aaaa-mm-dd' → the ISO
 * day. A day that does not exist (31/02/2026) says so; a year outside 2000–2100
 * (12026, 1999) is refused with its own message. Empty text is the caller's call.
 */
export function readDayText(text: string): DayReading {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{1,})$/.exec(t);
  const ymd = /^(\d{4,})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const [day, month, year] = dmy ? [dmy[1], dmy[2], dmy[3]] : ymd ? [ymd[3], ymd[2], ymd[1]] : [];
  if (day === undefined || month === undefined || year === undefined) return { ok: false, message: DATE_MSG.invalid };
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (year.length !== 4 || y < DATE_YEAR_MIN || y > DATE_YEAR_MAX) return { ok: false, message: DATE_MSG.year };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return { ok: false, message: DATE_MSG.noSuchDay(d, m, y) };
  return { ok: true, iso: `${y}-${pad(m)}-${pad(d)}` };
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' as a date box shows it; anything else unchanged. */
export function dayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The quick ranges of report filters, from a local 'today' (weeks start on Monday). */
export type QuickRangeName = 'Hoy' | 'Ayer' | 'Esta semana' | 'Este mes' | 'Mes anterior';
export const QUICK_RANGES: QuickRangeName[] = ['Hoy', 'Ayer', 'Esta semana', 'Este mes', 'Mes anterior'];

export function quickRange(name: QuickRangeName, todayIso: string): { date_from: string; date_to: string } {
  const [y, m, d] = todayIso.split('-').map(Number);
  const at = (yy: number, mm: number, dd: number) => {
    const date = new Date(Date.UTC(yy, mm - 1, dd));
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  };
  switch (name) {
    case 'Hoy':
      return { date_from: todayIso, date_to: todayIso };
    case 'Ayer':
      return { date_from: at(y, m, d - 1), date_to: at(y, m, d - 1) };
    case 'Esta semana': {
      const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
      return { date_from: at(y, m, d - weekday), date_to: todayIso };
    }
    case 'Este mes':
      return { date_from: at(y, m, 1), date_to: todayIso };
    case 'Mes anterior':
      return { date_from: at(y, m - 1, 1), date_to: at(y, m, 0) };
  }
}
