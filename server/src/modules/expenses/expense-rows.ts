import { businessMoment } from '../../lib/business-time.js';
import type { Ctx } from '../../lib/context.js';

/** time columns come back as 'HH:mm:ss' (sometimes with fractions). */
export const hhmmss = (v: string) => v.slice(0, 8);
/** The business date and hour now (TZ_BUSINESS); `at` only for demo data (the API always uses now). */
export const nowInBusiness = (ctx: Ctx, at?: Date) => businessMoment(ctx.config.tzBusiness, at);
/** Cents of a validated amount (at most 2 decimals, so the rounding is exact). */
