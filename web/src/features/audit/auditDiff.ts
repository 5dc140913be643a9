import { AUDIT_SECRET_KEYS } from '@lactea/contracts';

/** One line of the detail dialog: a field, its value before and after, and whether it changed. */
export interface DiffLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (v: unknown): string => {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/**
 * Before and after side by side, fields in the order they first appear. Secret-looking fields are
 * left out here too (the server already removes them): a password hash or token is never shown.
 */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !AUDIT_SECRET_KEYS.test(k));
  return keys.map((field) => {
    const b = show(before?.[field]);
    const a = show(after?.[field]);
    return { field, before: b, after: a, changed: before !== null && after !== null && b !== a };
  });
}
