import { markPage, markSchema, type CreateMarkBody, type Mark, type UpdateMarkBody } from '@lactea/contracts';
import { changeStateCall, pageCall, rowCall } from '../../lib/calls';
import type { SearchStateFilters } from '../../components/list/StateFilter';

export const listMarks = pageCall<SearchStateFilters, Mark>('mark/list', markPage);
export const addMark = rowCall<CreateMarkBody, Mark>('post', 'mark/add', markSchema);
export const updateMark = rowCall<UpdateMarkBody, Mark>('patch', 'mark/update', markSchema);
export const changeMarkState = changeStateCall('mark');
