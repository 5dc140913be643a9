import { useMemo, useRef } from 'react';
import { ApiError } from './api';

/**
 * An Idempotency-Key (a version-4 UUID). crypto.randomUUID exists only in secure contexts (https,
 * localhost); a shop's till often opens the server by its LAN address over http, where
 * getRandomValues still exists: build the UUID from it.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface SubmissionKey {
  /** The key of the submission under way: made on first use, the same on every retry of it. */
  get: () => string;
  /** The next submission gets a new key: after a success, or when the form opens for another row. */
  renew: () => void;
  /** For runOperation's onError: a 409 means the key belongs to something already recorded. */
  renewAfterConflict: (error: unknown) => void;
}

/**
 * One Idempotency-Key per form submission (purchases, expenses, debt collection, write-offs): a
 * submission whose answer was lost (a cut connection, a 503) and is sent again from the reopened
 * form is answered by the server, not recorded twice.
 */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      get: () => (key.current ??= newIdempotencyKey()),
      renew: () => {
        key.current = null;
      },
      renewAfterConflict: (error) => {
        if (error instanceof ApiError && error.status === 409) key.current = null;
      },
    }),
    [],
  );
}
