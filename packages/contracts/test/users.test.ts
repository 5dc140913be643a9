import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  category,
  CATEGORIES,
  changeCredentialsBody,
  createUserBody,
  credentialsForm,
  loginAnswer,
  loginBody,
  loginForm,
  PASSWORD_MAX,
  updateUserBody,
  USER_NAME_MAX,
  userEditForm,
  USERNAME_MAX,
  userRegisterForm,
  userSchema,
} from '../src/index.js';

function issues(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const MD5 = '0192023a7bbd73250516f069df18b500'; // md5('admin123')

describe('limits and categories', () => {
  it('are the spec values', () => {
    expect([USER_NAME_MAX, USERNAME_MAX, PASSWORD_MAX]).toEqual([30, 15, 15]);
    // The spec's two, and the route's salesperson ('v').
    expect(CATEGORIES).toEqual({ a: 'Administrador', u: 'Usuario', v: 'Preventista' });
  });
  it.each(['a', 'u', 'v'])('category %j is valid', (c) => {
    expect(category.parse(c)).toBe(c);
  });
  it.each(['', null, undefined])('empty category %j → Es requerido', (c) => {
    expect(issues(category, c)).toEqual([': Es requerido']);
  });
  it.each(['A', 'x', 1])('category %j → Categoría inválida', (c) => {
    expect(issues(category, c)).toEqual([': Categoría inválida']);
  });
});

describe('userRegisterForm (what the person types)', () => {
  const ok = { name: 'Ana Pérez', category: 'u', username: 'ana', password: 'secreta1', repit_password: 'secreta1' };

  it('accepts a valid form, trimmed', () => {
    expect(userRegisterForm.parse({ ...ok, name: '  Ana Pérez ', username: ' ana ' })).toEqual(ok);
  });

  it('every field is required, each with one message', () => {
    expect(issues(userRegisterForm, {})).toEqual([
      'name: Es requerido',
      'category: Es requerido',
      'username: Es requerido',
      'password: Es requerido',
      'repit_password: Es requerido',
    ]);
    expect(issues(userRegisterForm, { name: '  ', category: null, username: '   ', password: null, repit_password: '' })).toEqual([
      'name: Es requerido',
      'category: Es requerido',
      'username: Es requerido',
      'password: Es requerido',
      'repit_password: Es requerido',
    ]);
  });

  it('limits: name 30, username 15, passwords 15 (characters)', () => {
    expect(userRegisterForm.safeParse({ ...ok, name: 'ñ'.repeat(30), username: 'ñ'.repeat(15), password: 'ñ'.repeat(15), repit_password: 'ñ'.repeat(15) }).success).toBe(true);
    expect(issues(userRegisterForm, { ...ok, name: 'ñ'.repeat(31) })).toEqual(['name: No puede exceder los 30 dígitos']);
    expect(issues(userRegisterForm, { ...ok, username: 'a'.repeat(16) })).toEqual(['username: No puede exceder los 15 dígitos']);
    expect(issues(userRegisterForm, { ...ok, password: 'p'.repeat(16), repit_password: 'p'.repeat(16) })).toEqual([
      'password: No puede exceder los 15 dígitos',
      'repit_password: No puede exceder los 15 dígitos',
    ]);
  });

  it('username and passwords have no spaces; the name may', () => {
    expect(issues(userRegisterForm, { ...ok, username: 'ana p', password: 'a b', repit_password: 'a b' })).toEqual([
      'username: No debe tener espacios',
      'password: No debe tener espacios',
      'repit_password: No debe tener espacios',
    ]);
  });

  it('passwords must match, reported on repit_password', () => {
    expect(issues(userRegisterForm, { ...ok, repit_password: 'secreta2' })).toEqual(['repit_password: Las contraseñas no coinciden']);
  });

  it('a wrong category is named', () => {
    expect(issues(userRegisterForm, { ...ok, category: 'z' })).toEqual(['category: Categoría inválida']);
  });
});

describe('the password mismatch is reported with the other errors', () => {
  it('register: on the first save, beside the empty name, category and username', () => {
    expect(issues(userRegisterForm, { name: '', category: '', username: '', password: 'uno1', repit_password: 'dos2' })).toEqual([
      'name: Es requerido',
      'category: Es requerido',
      'username: Es requerido',
      'repit_password: Las contraseñas no coinciden',
    ]);
  });
  it('credentials: beside the empty username; not when a password is itself invalid', () => {
    expect(issues(credentialsForm, { username: '', password: 'uno1', repit_password: 'dos2' })).toEqual([
      'username: Es requerido',
      'repit_password: Las contraseñas no coinciden',
    ]);
    expect(issues(credentialsForm, { username: '', password: '', repit_password: 'dos2' })).toEqual([
      'username: Es requerido',
      'password: Es requerido',
    ]);
  });
});

describe('credentialsForm', () => {
  const ok = { username: 'ana', password: 'nueva1', repit_password: 'nueva1' };
  it('accepts a valid form', () => {
    expect(credentialsForm.parse(ok)).toEqual(ok);
  });
  it('refuses a mismatch on repit_password', () => {
    expect(issues(credentialsForm, { ...ok, repit_password: 'nueva2' })).toEqual(['repit_password: Las contraseñas no coinciden']);
  });
  it('refuses blanks and spaces', () => {
    expect(issues(credentialsForm, { username: '', password: ' ', repit_password: undefined })).toEqual([
      'username: Es requerido',
      'password: Es requerido',
      'repit_password: Es requerido',
    ]);
    expect(issues(credentialsForm, { ...ok, username: 'a na' })).toEqual(['username: No debe tener espacios']);
  });
});

describe('userEditForm and loginForm', () => {
  it('edit needs name and category', () => {
    expect(userEditForm.parse({ name: ' Ana ', category: 'a' })).toEqual({ name: 'Ana', category: 'a' });
    expect(issues(userEditForm, {})).toEqual(['name: Es requerido', 'category: Es requerido']);
  });
  it('login needs both fields; no space rule is shown at login', () => {
    expect(loginForm.parse({ username: ' admin ', password: 'admin123' })).toEqual({ username: 'admin', password: 'admin123' });
    expect(issues(loginForm, { username: '', password: '' })).toEqual(['username: Es requerido', 'password: Es requerido']);
    expect(issues(loginForm, { username: 'a'.repeat(16), password: 'p'.repeat(16) })).toEqual([
      'username: No puede exceder los 15 dígitos',
      'password: No puede exceder los 15 dígitos',
    ]);
  });
});

describe('server bodies (password as MD5 hex)', () => {
  it('loginBody needs the md5 of the password', () => {
    expect(loginBody.parse({ username: 'admin', password: MD5.toUpperCase() })).toEqual({ username: 'admin', password: MD5 });
    expect(issues(loginBody, { username: 'admin', password: 'admin123' })).toEqual(['password: La contraseña debe enviarse cifrada (MD5)']);
    expect(issues(loginBody, {})).toEqual(['username: Es requerido', 'password: Es requerido']);
  });

  it('createUserBody', () => {
    const ok = { name: 'Ana', category: 'u', username: 'ana', password: MD5 };
    expect(createUserBody.parse(ok)).toEqual(ok);
    expect(issues(createUserBody, { ...ok, password: 'secreta' })).toEqual(['password: La contraseña debe enviarse cifrada (MD5)']);
    expect(issues(createUserBody, { ...ok, category: undefined })).toEqual(['category: Es requerido']);
    expect(issues(createUserBody, { ...ok, username: 'a n' })).toEqual(['username: No debe tener espacios']);
    expect(issues(createUserBody, {})).toEqual([
      'name: Es requerido',
      'category: Es requerido',
      'username: Es requerido',
      'password: Es requerido',
    ]);
  });

  it('updateUserBody', () => {
    expect(updateUserBody.parse({ id: '2', version: 1, name: ' Ana ', category: 'a' })).toEqual({ id: 2, version: 1, name: 'Ana', category: 'a' });
    expect(issues(updateUserBody, { version: 1, name: 'Ana', category: 'a' })).toEqual(['id: Es requerido']);
    expect(issues(updateUserBody, { id: 2, version: 1, name: '', category: 'q' })).toEqual(['name: Es requerido', 'category: Categoría inválida']);
  });

  it('changeCredentialsBody', () => {
    expect(changeCredentialsBody.parse({ id: 2, version: 3, username: ' ana ', password: MD5 })).toEqual({ id: 2, version: 3, username: 'ana', password: MD5 });
    expect(issues(changeCredentialsBody, { id: 2, version: 3, username: 'a'.repeat(16), password: 'x' })).toEqual([
      'username: No puede exceder los 15 dígitos',
      'password: La contraseña debe enviarse cifrada (MD5)',
    ]);
  });
});

describe('user answers', () => {
  it('a user row carries no password', () => {
    const row = { id: 1, name: 'Ana', category: 'a', username: 'ana', enabled: 1, version: 1 };
    expect(userSchema.parse({ ...row, password: 'x', password_hash: 'y' })).toEqual(row);
    expect(loginAnswer.parse({ token: 't', user: { ...row, password: 'x' }, business_zone: 'America/La_Paz' })).toEqual({
      token: 't',
      user: { id: 1, name: 'Ana', category: 'a', username: 'ana' },
      business_zone: 'America/La_Paz',
    });
  });
});
