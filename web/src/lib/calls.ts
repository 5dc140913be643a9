import type { z } from 'zod';
import { changeStateAnswer, type ChangeStateAnswer, type Paged } from '@lactea/contracts';
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

/** POST / PUT / PATCH `path` with `body`, answered with the row as stored. */
export function rowCall<Body, Row>(method: 'post' | 'put' | 'patch', path: string, schema: z.ZodType<Row>) {
  return async (body: Body): Promise<Row> => schema.parse(await api[method]<unknown>(path, body));
}

/** `{area}/change-state` with the row's id; the answer is the row's new `enabled`. */
export function changeStateCall(area: string): (id: number) => Promise<ChangeStateAnswer> {
  return async (id) => changeStateAnswer.parse(await api.patch<unknown>(`${area}/change-state`, { id }));
}
