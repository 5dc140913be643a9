import { describe, expect, it } from 'vitest';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized, userDisabled } from './errors.js';

describe('AppError helpers', () => {
  it.each([
    [badRequest('Es requerido', 'Otro'), 400, ['Es requerido', 'Otro']],
    [unauthorized(), 401, ['Su sesión fue anulada o expiró. Inicie sesión nuevamente']],
    [unauthorized('Falta el token de sesión. Inicie sesión'), 401, ['Falta el token de sesión. Inicie sesión']],
    [userDisabled(), 402, ['Su cuenta fue inhabilitada. Comuníquese con el administrador']],
    [forbidden(), 403, ['No tiene permiso para realizar esta operación']],
    [notFound('No existe la marca'), 404, ['No existe la marca']],
    [conflict('Otro usuario cambió este registro'), 409, ['Otro usuario cambió este registro']],
  ])('%#: status %i with its messages', (err, status, messages) => {
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(status);
    expect(err.messages).toEqual(messages);
    expect(err.message).toBe(messages.join('; '));
  });
});

describe('isUniqueViolation', () => {
  it('finds code 23505 on the error or any cause', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('drizzle', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('a', { cause: new Error('b', { cause: { code: '23505' } }) }))).toBe(true);
  });
  it('is false for other errors', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
