import { useSyncExternalStore } from 'react';
import type { Category, SessionUser } from '@lactea/contracts';

/** The saved session: token and user, in localStorage under `lactea`. */
export const SESSION_KEY = 'lactea';

export interface Session {
  token: string;
  user: SessionUser;
  /** The shop's time zone from the sign-in answer (`businessToday`); absent in sessions saved before it. */
  zone?: string;
}

/**
 * A stored session has the shape the server answered at sign-in. Checked by hand, not with the
 * sessionUser schema: this runs before the first screen, and zod would then be part of the
 * login page's first bundle. The server still checks the token on every call.
 */
function isSession(value: unknown): value is Session {
  const v = value as { token?: unknown; user?: Record<string, unknown> } | null;
  const u = v?.user;
  return (
    typeof v?.token === 'string' &&
    v.token.length > 0 &&
    !!u &&
    Number.isInteger(u.id) &&
    typeof u.name === 'string' &&
    typeof u.category === 'string' &&
    Object.hasOwn(KNOWN_CATEGORIES, u.category) &&
    typeof u.username === 'string'
  );
}
/**
 * Every category a stored session may carry. Written here, type-checked against the contracts'
 * `Category`, rather than imported: the login page's bundle must not pull the contracts (and zod) in.
 */
const KNOWN_CATEGORIES = { a: true, u: true, v: true } satisfies Record<Category, true>;

const listeners = new Set<() => void>();

// useSyncExternalStore needs the same object while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readStorage(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null; // storage disabled (private mode): behave as signed out
  }
}

export function getSession(): Session | null {
  const raw = readStorage();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSession(parsed)) {
        const { id, name, category, username } = parsed.user;
        cachedSession = { token: parsed.token, user: { id, name, category, username }, ...(typeof parsed.zone === 'string' ? { zone: parsed.zone } : {}) };
      }
    } catch {
      cachedSession = null; // damaged entry: treat as no session
    }
  }
  return cachedSession;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } finally {
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out (or in) changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering when it is saved or cleared. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

export function isAdmin(session: Session | null): boolean {
  return session?.user.category === 'a';
}
