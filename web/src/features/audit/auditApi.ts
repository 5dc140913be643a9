import { auditPage, userList, type AuditRow, type User } from '@lactea/contracts';
import { api } from '../../lib/api';
import { pageCall } from '../../lib/calls';

export interface AuditFilters {
  fk_user: number;
  action: string;
  entity: string;
  date_from: string;
  date_to: string;
}

/** The action/entity filters' 'Todas': sent as no filter. */
export const ALL_CODES = 'todas';

const fetchAuditPage = pageCall<AuditFilters, AuditRow>('audit/list', auditPage);
export const listAudit = (params: AuditFilters & { page: number }, signal?: AbortSignal) =>
  fetchAuditPage(
    { ...params, action: params.action === ALL_CODES ? '' : params.action, entity: params.entity === ALL_CODES ? '' : params.entity },
    signal,
  );

/** The user filter's choices (user/list: every user, enabled or not). */
export async function listAuditUsers(signal?: AbortSignal): Promise<User[]> {
  return userList.parse(await api.get<unknown>('user/list', undefined, signal));
}
