/**
 * "Today" and "now" in the business time zone (TZ_BUSINESS, America/La_Paz by default), not UTC:
 * a sale at 21:00 in La Paz belongs to that day.
 */
export interface BusinessMoment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  hour: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The last moment written per time zone, with its second: the moment has no milliseconds, so every
 * call within one second answers the same, and `formatToParts` (tens of microseconds, once per
 * sale) runs once a second for a busy shop's tills.
 */
const lastMoment = new Map<string, { second: number; moment: BusinessMoment }>();

export function businessMoment(timeZone: string, at: Date = new Date()): BusinessMoment {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastMoment.get(timeZone);
  if (last?.second === second) return { ...last.moment };
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  const moment = { date: `${parts.year}-${parts.month}-${parts.day}`, hour: `${parts.hour}:${parts.minute}:${parts.second}` };
  lastMoment.set(timeZone, { second, moment });
  return { ...moment };
}

export const businessToday = (timeZone: string, at?: Date) => businessMoment(timeZone, at).date;
