import { AppError } from './errors.js';

/**
 * Database failures a person can cause or must wait out, mapped to Spanish answers. This is
 * the safety net behind the contracts: a route added later that forgets a bound or lets a NUL
 * through answers 400, not 500; a database that is down answers 503 until it is back.
 */

export const DB_UNAVAILABLE = 'No se puede conectar con la base de datos. Intente de nuevo en unos momentos';
export const DB_CONFLICT = 'Otra operación modificó los mismos datos al mismo tiempo. Intente de nuevo';

const BAD_INPUT: Record<string, string> = {
  '22021': 'El texto contiene caracteres no permitidos', // invalid byte sequence (NUL...)
  '22P05': 'El texto contiene caracteres no permitidos', // untranslatable character
  '22003': 'Un número está fuera del rango permitido', // numeric value out of range
  '22P02': 'Un dato no tiene el formato esperado', // invalid text representation
  '22007': 'Una fecha u hora no es válida', // invalid datetime format
  '22008': 'Una fecha u hora no es válida', // datetime field overflow
  '22001': 'Un texto excede el largo permitido', // string data right truncation
  // A chosen id that does not exist (or a row still referred to): a route that forgot to check.
  '23503': 'Un registro relacionado no existe o está en uso', // foreign key violation
};

/** Serialization failure and deadlock: safe to run the whole transaction again. */
export const RETRYABLE = new Set(['40001', '40P01']);

/** Node socket errors and PostgreSQL's "the server is going away / not there" classes. */
const UNREACHABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGE = /PGlite is closed|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

type ErrLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (drizzle wraps the driver's error; AggregateError holds several). */
function* chain(err: unknown): Generator<ErrLike> {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
  while (stack.length) {
    const e = stack.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e as ErrLike;
    stack.push((e as ErrLike).cause);
    if (Array.isArray((e as ErrLike).errors)) stack.push(...((e as ErrLike).errors as unknown[]));
  }
}

/** The SQLSTATE (or errno code) of a database error, from either driver. */
export function dbErrorCode(err: unknown): string | undefined {
  for (const e of chain(err)) if (typeof e.code === 'string') return e.code;
  return undefined;
}

export function isUnreachable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || UNREACHABLE_ERRNO.has(code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

export function isRetryable(err: unknown): boolean {
  const code = dbErrorCode(err);
  return code !== undefined && RETRYABLE.has(code);
}

/** The Spanish answer for a database failure, or undefined when it is a real bug (500). */
export function answerFor(err: unknown): AppError | undefined {
  if (isUnreachable(err)) return new AppError(503, [DB_UNAVAILABLE]);
  const code = dbErrorCode(err);
  if (code === undefined) return undefined;
  if (RETRYABLE.has(code)) return new AppError(409, [DB_CONFLICT]);
  if (code in BAD_INPUT) return new AppError(400, [BAD_INPUT[code]]);
  return undefined;
}

const SAFE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * What may be logged of a database error: the statement with its placeholders, the SQLSTATE and
 * where it happened, never the parameters (a password hash, a person's data) nor the detail
 * line, which quotes key values. Drizzle puts the parameters in the message and so in the stack.
 */
export function redactDbError(err: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const e = err as ErrLike & { query?: unknown; name?: unknown };
  out.type = typeof e?.name === 'string' ? e.name : typeof err;
  if (typeof e?.query === 'string') out.query = e.query;
  const firstLine = typeof e?.message === 'string' ? e.message.split('\n')[0] : String(err);
  out.message = typeof e?.query === 'string' ? `Failed query: ${e.query}` : firstLine;
  for (const c of chain(err)) {
    if (c === e) continue;
    const cause: Record<string, unknown> = {};
    if (typeof c.message === 'string') cause.message = c.message.split('\n')[0];
    for (const f of SAFE_FIELDS) if ((c as Record<string, unknown>)[f] !== undefined) cause[f] = (c as Record<string, unknown>)[f];
    out.cause = cause;
    break;
  }
  return out;
}

/** A SQLSTATE: five digits or capitals, at least one digit ('EPIPE' and 'FST_…' are not). */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/**
 * True when the error came out of the database layer (and so may carry parameters). Other errors
 * (Fastify's, Node's) are logged whole, stack included.
 */
export function isDbError(err: unknown): boolean {
  for (const e of chain(err)) {
    const name = (e as { name?: unknown }).name;
    if (typeof (e as { query?: unknown }).query === 'string' || name === 'DatabaseError' || (typeof e.code === 'string' && SQLSTATE.test(e.code))) return true;
  }
  return false;
}
