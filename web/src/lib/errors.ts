import { ApiError, NetworkError } from './api';

/**
 * The one error mapper. Every failed call goes through it; the error dialog shows
 * `title` and `messages` and, when accepted, performs `action`.
 */
export type ErrorAction = 'none' | 'login' | 'root';

export interface MappedError {
  title: string;
  messages: string[];
  /** login: remove the session and go to /login · root: go to / · none: just close. */
  action: ErrorAction;
  /** A rejected input (400 family): the form that sent it stays/reopens with its values. */
  reopenForm: boolean;
}

// The spec's text (its typo "concexión" fixed): after a server error a reload is a fair advice.
export const CHECK_CONNECTION = 'Revise su conexión de internet y refresque la página (F5).';
/**
 * Without connection a reload (F5) cannot load the page and would throw away what is on screen (a
 * sale being rung up, a purchase being typed): the form that was sent comes back with its values.
 */
export const CONNECTION_LOST = 'Revise su conexión de internet; sus datos en pantalla se conservan.';
export const ERROR_TEXTS = {
  title: 'ERROR',
  unauthorizedTitle: 'OPERACIONES CANCELADAS',
  unauthorized: [
    'El token de seguridad fue anulado.',
    'Presione Aceptar para volver a iniciar sesión.',
  ],
  disabledTitle: 'USUARIO INHABILITADO',
  disabled: ['Su cuenta fue cancelada.', 'Comuníquese con el administrador.'],
  forbiddenTitle: 'ACCESO DENEGADO',
  forbidden: ['No tiene permiso para realizar esta operación.'],
  database: 'Error en el proceso de almacenado en la B.D.',
  server: 'Error en el servidor',
  offline: 'Error de conexión de internet',
} as const;

/** Statuses whose server messages are shown as they come: bad input or a broken rule. */
const LISTED_STATUSES = new Set([400, 404, 409, 429]);

export function mapError(error: unknown): MappedError {
  if (error instanceof NetworkError) {
    return { title: ERROR_TEXTS.title, messages: [ERROR_TEXTS.offline, CONNECTION_LOST], action: 'none', reopenForm: true };
  }
  if (!(error instanceof ApiError)) {
    // A bug or an unreadable answer: the catalogue's "other" row.
    return { title: ERROR_TEXTS.title, messages: [ERROR_TEXTS.server, CHECK_CONNECTION], action: 'none', reopenForm: false };
  }
  const { status, messages } = error;
  if (LISTED_STATUSES.has(status)) {
    const shown = messages.length > 0 ? messages : [ERROR_TEXTS.server, CHECK_CONNECTION];
    return { title: ERROR_TEXTS.title, messages: shown, action: 'none', reopenForm: true };
  }
  switch (status) {
    case 401:
      return { title: ERROR_TEXTS.unauthorizedTitle, messages: [...ERROR_TEXTS.unauthorized], action: 'login', reopenForm: false };
    case 402:
      return { title: ERROR_TEXTS.disabledTitle, messages: [...ERROR_TEXTS.disabled], action: 'login', reopenForm: false };
    case 403:
      return { title: ERROR_TEXTS.forbiddenTitle, messages: [...ERROR_TEXTS.forbidden], action: 'root', reopenForm: false };
    case 500:
      return { title: ERROR_TEXTS.title, messages: [ERROR_TEXTS.database, CHECK_CONNECTION], action: 'none', reopenForm: false };
    default:
      return { title: ERROR_TEXTS.title, messages: [ERROR_TEXTS.server, CHECK_CONNECTION], action: 'none', reopenForm: false };
  }
}
