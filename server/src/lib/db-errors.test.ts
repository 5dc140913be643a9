import { describe, expect, it } from 'vitest';
import { answerFor, isDbError, redactDbError } from './db-errors.js';

const drizzleError = (code: string) =>
  Object.assign(new Error('Failed query: insert into "users" ("name", "password_hash") values ($1, $2)\nparams: Ana,scrypt$SECRET'), {
    query: 'insert into "users" ("name", "password_hash") values ($1, $2)',
    params: ['Ana', 'scrypt$SECRET'],
    cause: Object.assign(new Error('value too long for type character varying(30)'), { code, table: 'users', detail: 'Key (name)=(Ana) already exists.' }),
  });

describe('database errors', () => {
  it('are recognised by their SQLSTATE or statement, not by any error code', () => {
    expect(isDbError(drizzleError('22001'))).toBe(true);
    expect(isDbError(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDbError(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBe(false);
    expect(isDbError(Object.assign(new Error('x'), { code: 'FST_ERR_BAD_URL' }))).toBe(false);
    expect(isDbError(new TypeError('x'))).toBe(false);
  });

  it('are logged without parameters, stack or detail line', () => {
    const logged = JSON.stringify(redactDbError(drizzleError('22001')));
    expect(logged).toContain('insert into');
    expect(logged).toContain('22001');
    expect(logged).toContain('users');
    expect(logged).not.toContain('SECRET');
    expect(logged).not.toContain('Ana');
  });

  it('map to the Spanish answer of their kind, and a real bug to none (500)', () => {
    expect(answerFor(drizzleError('22001'))?.status).toBe(400);
    expect(answerFor(drizzleError('40001'))?.status).toBe(409);
    expect(answerFor(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))?.status).toBe(503);
    expect(answerFor(drizzleError('23502'))).toBeUndefined();
    expect(answerFor(new TypeError('x'))).toBeUndefined();
  });
});
