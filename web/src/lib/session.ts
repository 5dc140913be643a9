import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { sessionUser, type SessionUser } from '@lactea/contracts';

/** The saved session (spec 01 §3): token and user, in localStorage under `lactea`. */
export const SESSION_KEY = 'lactea';

export interface Session {
  token: string;
  user: SessionUser;
}

const sessionShape = z.object({ token: z.string().min(1), user: sessionUser });
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
      const parsed = sessionShape.safeParse(JSON.parse(raw));
      cachedSession = parsed.success ? parsed.data : null;
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
