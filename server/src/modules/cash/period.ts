import { CASH_MSG, type PeriodQuery } from '@lactea/contracts';
import { actor, type Ctx } from '../../lib/context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { businessToday } from '../../lib/business-time.js';

export interface Period {
  from: string;
  to: string;
}

/**
 * The period of a closing or a balance: both bounds default to today (business date). A cashier
 * ('u') may ask only for today: any other date is refused with 403 (docs/decisions: money of the
 * day), not silently replaced, so a cashier never reads figures they think are another day's.
 */
export function resolvePeriod(ctx: Ctx, q: PeriodQuery): Period {
  const today = businessToday(ctx.config.tzBusiness);
  const from = q.date_from ?? today;
  const to = q.date_to ?? today;
  if (actor(ctx).category !== 'a' && (from !== today || to !== today)) throw new AppError(403, [CASH_MSG.onlyToday]);
  if (from > to) throw badRequest(CASH_MSG.rangeReversed);
  return { from, to };
}

/** Sums come back from the database as text or number (bigint): integer cents either way. */
export const summedCents = (v: unknown): number => Number(v ?? 0);
