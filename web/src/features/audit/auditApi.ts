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

export const listAudit = pageCall<AuditFilters, AuditRow>('audit/list', auditPage);

/** The user filter's choices (user/list: every user, enabled or not). */
export async function listAuditUsers(signal?: AbortSignal): Promise<User[]> {
  return userList.parse(await api.get<unknown>('user/list', undefined, signal));
}

/** Today in the business time zone (America/La_Paz): the audit list opens on today's actions. */
export function businessToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
