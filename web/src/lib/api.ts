import { getSession } from './session';

/** The server answered with an error status; `messages` are its Spanish texts ({messages: string[]}). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  constructor(status: number, messages: string[]) {
    super(messages.join('\n') || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

/** No answer at all (offline, server down, CORS...): the error catalogue's "no response" case. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Sin respuesta del servidor', { cause });
    this.name = 'NetworkError';
  }
}

export const API_BASE = '/api/';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No answer within this time is a NetworkError (the till queues the sale instead of waiting). */
  timeoutMs?: number;
}

/**
 * Told after every call whether the server answered (any status) or not (network error, time-out):
 * the offline till reads it to sell from its snapshot without waiting for each failure again.
 */
let reachabilityListener: ((reachable: boolean) => void) | null = null;
export function onReachability(listener: ((reachable: boolean) => void) | null): void {
  reachabilityListener = listener;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

async function readMessages(response: Response): Promise<string[]> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && Array.isArray((body as { messages?: unknown }).messages)) {
      return (body as { messages: unknown[] }).messages.map(String);
    }
  } catch {
    // not JSON (a proxy's HTML page, an empty body): the mapper falls back to its own texts
  }
  return [];
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const hasBody = method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';
  // login sends no token; it simply has no session yet, and a stale one must not leak into it
  const token = path === 'user/login' ? undefined : getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter((s) => s !== undefined);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (error) {
    // The caller's own abort stays an AbortError; the time-out ('TimeoutError') is no answer.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reachabilityListener?.(false);
    throw new NetworkError(error);
  }
  reachabilityListener?.(true);
  if (!response.ok) throw new ApiError(response.status, await readMessages(response));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>, timeoutMs?: number) =>
    request<T>('POST', path, { body, headers, timeoutMs }),
  put: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('PUT', path, { body, headers }),
  patch: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('PATCH', path, { body, headers }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
};
