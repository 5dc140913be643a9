import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { enabledFlag, pagedOf, pageParam, positiveId, requiredText, rowVersion, searchParam, stateFilter, versionField } from './fields.js';

export const MARK_MAX = 30;

export const markSchema = z.object({ id: z.number().int(), mark: z.string(), enabled: enabledFlag, version: rowVersion });
export type Mark = z.infer<typeof markSchema>;

/** `order`: newest first (the Marks screen: a new row goes on top) or by name (pickers). */
export const MARK_ORDERS = ['recent', 'name'] as const;
export const listMarksQuery = z.object({
  page: pageParam(),
  search: searchParam(),
  enabled: stateFilter(),
  order: z.enum(MARK_ORDERS, { error: 'Orden inválido' }).default('recent'),
});
export type ListMarksQuery = z.infer<typeof listMarksQuery>;

export const createMarkBody = z.object({ mark: requiredText(MARK_MAX) });
export type CreateMarkBody = z.infer<typeof createMarkBody>;

/** Edit: the spec's fields with the version; the row's state may come back as read (contracts/edits.ts). */
export const updateMarkBody = editBody(EDITS['PATCH /api/mark/update'], { id: positiveId(), version: versionField(), mark: requiredText(MARK_MAX) }, markSchema);
export type UpdateMarkBody = z.infer<typeof updateMarkBody>;

export const markPage = pagedOf(markSchema);
