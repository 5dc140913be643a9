import type { Paged } from '@lactea/contracts';

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(page: number, pageSize: number): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page past the end answers an empty `data` with the right `last_page` (DESIGN §3). */
export function pagedAnswer<T>(data: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { data, total, current_page: page, last_page: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `%term%` for LIKE with the wildcards of the term itself escaped. */
export function likePattern(foldedTerm: string): string {
  return `%${foldedTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Terms of 3+ characters can use a trigram index; PostgreSQL's planner underestimates LIKE on long
 * text and often prefers a sequential scan that is ~10x slower at 50,000 rows. Counting the
 * matches of such a term runs with sequential scans discouraged, inside its own transaction.
 */
export const TRIGRAM_MIN_TERM = 3;
