import type { z } from 'zod';
import { changeStateAnswer, rowVersion, type ChangeStateAnswer, type Paged } from '@lactea/contracts';
import { api, type Query } from './api';

/**
 * The calls every area makes, each answer checked against its contract schema (a server drift
 * shows as an error, not as a blank row).
 */

/** GET `path` with the filters and `page`: one page of rows. */
export function pageCall<Filters extends object, Row>(path: string, schema: z.ZodType<Paged<Row>>) {
  return async (params: Filters & { page: number }, signal?: AbortSignal): Promise<Paged<Row>> =>
    schema.parse(await api.get<unknown>(path, { ...params } as Query, signal));
}

/**
 * POST / PUT / PATCH `path` with `body`, answered with the row as stored. `key`: the submission's
 * Idempotency-Key (lib/idempotencyKey) on the writes a retry could repeat.
 */
export function rowCall<Body, Row>(method: 'post' | 'put' | 'patch', path: string, schema: z.ZodType<Row>) {
  return async (body: Body, key?: string): Promise<Row> =>
    schema.parse(await api[method]<unknown>(path, body, key === undefined ? undefined : { 'Idempotency-Key': key }));
}

/** A row as change-state names it: its id, and its version when the row has one (lib/version on the server). */
export interface RowRef {
  id: number;
  version?: number;
}

/** The new `enabled`, and the row's new version when it is versioned. */
export type StateAnswer = ChangeStateAnswer & { version?: number };
const stateAnswer = changeStateAnswer.extend({ version: rowVersion.optional() });

/** `{area}/change-state` with the row's id (and the version it was loaded with); answers the new state. */
export function changeStateCall(area: string): (row: RowRef) => Promise<StateAnswer> {
  return async ({ id, version }) =>
    stateAnswer.parse(await api.patch<unknown>(`${area}/change-state`, version === undefined ? { id } : { id, version }));
}
