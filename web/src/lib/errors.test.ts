import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { CHECK_CONNECTION, mapError } from './errors';

describe('mapError', () => {
  it('400 lists the server messages under ERROR and keeps the form', () => {
    const mapped = mapError(new ApiError(400, ['Es requerido', 'Ya existe la marca PIL']));
    expect(mapped).toEqual({
      title: 'ERROR',
      messages: ['Es requerido', 'Ya existe la marca PIL'],
      action: 'none',
      reopenForm: true,
    });
  });

  it.each([404, 409, 429])('%i is shown like a 400', (status) => {
    const mapped = mapError(new ApiError(status, ['Demasiados intentos fallidos']));
    expect(mapped.title).toBe('ERROR');
    expect(mapped.messages).toEqual(['Demasiados intentos fallidos']);
    expect(mapped.action).toBe('none');
  });

  it('401 cancels operations and sends to login', () => {
    const mapped = mapError(new ApiError(401, ['Token inválido']));
    expect(mapped.title).toBe('OPERACIONES CANCELADAS');
    expect(mapped.messages.join(' ')).toMatch(/token de seguridad fue anulado/);
    expect(mapped.messages.join(' ')).toMatch(/Aceptar para volver a iniciar sesión/);
    expect(mapped.action).toBe('login');
    expect(mapped.reopenForm).toBe(false);
  });

  it('402 is a disabled user, sent to login', () => {
    const mapped = mapError(new ApiError(402, []));
    expect(mapped.title).toBe('USUARIO INHABILITADO');
    expect(mapped.messages.join(' ')).toMatch(/cuenta fue cancelada/);
    expect(mapped.messages.join(' ')).toMatch(/administrador/);
    expect(mapped.action).toBe('login');
  });

  it('403 denies access and goes to the root route', () => {
    const mapped = mapError(new ApiError(403, ['No autorizado']));
    expect(mapped.title).toBe('ACCESO DENEGADO');
    expect(mapped.messages.join(' ')).toMatch(/permiso/);
    expect(mapped.action).toBe('root');
  });

  it('500 shows the storage error with the spec text', () => {
    const mapped = mapError(new ApiError(500, ['stack trace']));
    expect(mapped.messages).toEqual([
      'Error en el proceso de almacenado en la B.D.',
      'Revise su conexión de internet y refresque la página (F5).',
    ]);
    expect(mapped.action).toBe('none');
  });

  it('other statuses are a server error', () => {
    const mapped = mapError(new ApiError(502, []));
    expect(mapped.messages).toEqual(['Error en el servidor', CHECK_CONNECTION]);
    expect(mapped.action).toBe('none');
  });

  it('no response is a connection error that keeps the screen: no F5 advice, the form comes back with its values', () => {
    const mapped = mapError(new NetworkError(new TypeError('Failed to fetch')));
    expect(mapped.messages).toEqual(['Error de conexión de internet', 'Revise su conexión de internet; sus datos en pantalla se conservan.']);
    expect(mapped.messages.join(' ')).not.toMatch(/F5|refresque/);
    expect(mapped.action).toBe('none');
    expect(mapped.reopenForm).toBe(true);
  });

  it('an unexpected exception falls back to the server error', () => {
    expect(mapError(new Error('boom')).messages[0]).toBe('Error en el servidor');
  });

  it('a 400 without messages still says something', () => {
    expect(mapError(new ApiError(400, [])).messages.length).toBeGreaterThan(0);
  });
});
