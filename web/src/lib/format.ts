/** The one money format (Bs. 4.772,50) lives in the contracts, so server messages show it too. */
export { formatAmount, formatMoney } from '@lactea/contracts';
import { formatAmount } from '@lactea/contracts';

/** A chart axis tick in the same format, whole amounts without ',00': 3000 → "3.000", 12.5 → "12,50". */
export const axisAmount = (value: number | null) => formatAmount(value).replace(/,00$/, '');

/** "2024-03-05" (or an ISO date-time) → "05/03/2024"; anything else is returned unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A local Date → "YYYY-MM-DD", the form every date filter is sent in. */
export function toApiDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
