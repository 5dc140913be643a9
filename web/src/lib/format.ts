/** Money in Bolivianos, always 2 decimals: 12.5 → "Bs. 12.50". */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n)) return 'Bs. 0.00';
  // Round on cents first so 1.005 shows 1.01 like the server's cent arithmetic, not 1.00.
  const cents = Math.round(n * 100 + (n >= 0 ? 1e-9 : -1e-9));
  return `Bs. ${(cents / 100).toFixed(2)}`;
}

/** Plain 2-decimal amount without the currency, for table cells under a "Bs." header. */
export function formatAmount(value: number | string | null | undefined): string {
  return formatMoney(value).slice(4);
}

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
