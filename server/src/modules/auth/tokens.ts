import crypto from 'node:crypto';

/** 32 random bytes, base64url: what the browser keeps. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps: a stolen table gives no working token. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Refreshing last_used_at on every call would be a write per read; once a minute is enough. */
export const TOUCH_EVERY_MS = 60 * 1000;
