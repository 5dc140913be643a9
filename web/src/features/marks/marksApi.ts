import {
  changeStateAnswer,
  markPage,
  markSchema,
  type ChangeStateAnswer,
  type CreateMarkBody,
  type Mark,
  type Paged,
  type UpdateMarkBody,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import type { StateValue } from '../../components/list/StateFilter';

export interface MarkFilters {
  search: string;
  enabled: StateValue;
}

// Answers are checked against the contract: a server drift shows as an error, not as a blank row.
export async function listMarks(params: MarkFilters & { page: number }, signal?: AbortSignal): Promise<Paged<Mark>> {
  return markPage.parse(await api.get<unknown>('mark/list', { ...params }, signal));
}

export async function addMark(body: CreateMarkBody): Promise<Mark> {
  return markSchema.parse(await api.post<unknown>('mark/add', body));
}

export async function updateMark(body: UpdateMarkBody): Promise<Mark> {
  return markSchema.parse(await api.patch<unknown>('mark/update', body));
}

export async function changeMarkState(id: number): Promise<ChangeStateAnswer> {
  return changeStateAnswer.parse(await api.patch<unknown>('mark/change-state', { id }));
}
