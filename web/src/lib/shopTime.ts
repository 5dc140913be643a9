import { getSession } from './session';

/** One formatter per zone: building an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

interface ShopParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** `at` on the computer's own clock: a session without a known shop zone, as before decision 0057. */
const localParts = (at: Date): ShopParts => ({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), hour: at.getHours(), minute: at.getMinutes(), second: at.getSeconds() });

/**
 * The calendar date and time of `at` in the shop's time zone, which the server gives at sign-in
 * (decision 0057): a computer set to another zone, or left on UTC, still shows the shop's day and
 * hour. On UTC, Bolivia's evening (20:00–24:00) would otherwise already be tomorrow. Without a known
 * zone (a session saved before sign-in answered it, or a name this browser does not know), the
 * computer's own clock, as before.
 */
export function shopParts(at: Date): ShopParts {
  const zone = getSession()?.zone;
  if (!zone) return localParts(at);
  try {
    let format = formatters.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
      formatters.set(zone, format);
    }
    const parts = format.formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
  } catch {
    return localParts(at);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date of shop parts as the API takes it: 'YYYY-MM-DD'. */
export const partsDate = (p: ShopParts): string => `${p.year}-${pad(p.month)}-${pad(p.day)}`;

/** The hour of shop parts as a sale records it: 'HH:mm:ss'. */
export const partsTime = (p: ShopParts): string => `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;

/** The shop's date of `at` as the API takes it: 'YYYY-MM-DD'. */
export const shopDate = (at: Date): string => partsDate(shopParts(at));

/** Today in the shop ('YYYY-MM-DD'): the day every screen opens on. */
export const businessToday = (now: Date = new Date()): string => shopDate(now);
