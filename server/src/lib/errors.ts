/** A refusal with the Spanish messages the person will read. Mapped to `{ messages }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }
}

export const badRequest = (...messages: string[]) => new AppError(400, messages);
export const unauthorized = (message = 'Su sesión fue anulada o expiró. Inicie sesión nuevamente') =>
  new AppError(401, [message]);
export const userDisabled = () =>
  new AppError(402, ['Su cuenta fue inhabilitada. Comuníquese con el administrador']);
export const forbidden = () => new AppError(403, ['No tiene permiso para realizar esta operación']);
export const notFound = (message: string) => new AppError(404, [message]);
export const conflict = (message: string) => new AppError(409, [message]);

/** PostgreSQL unique_violation, from either driver (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Runs `work`; a unique-index violation inside it becomes a 400 with `message`. The index is the
 * real guard (two administrators at once); this only gives the person a clear text. A message
 * that needs a read (a name to show) is given as a function, run only when refusing.
 */
export async function refuseDuplicate<T>(message: string | (() => Promise<string>), work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(typeof message === 'string' ? message : await message());
    throw err;
  }
}
