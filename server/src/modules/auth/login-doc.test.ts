import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The committed document (another test keeps it equal to the routes): what an integrator reads first. */
const document = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../openapi.json'), 'utf8'));

describe('the login in the OpenAPI document', () => {
  it('says the password travels as its MD5 in hex, on the operation and on the field', () => {
    const login = document.paths['/api/user/login'].post;
    expect(login.description).toMatch(/MD5 de la contraseña en hexadecimal/);
    const password = login.requestBody.content['application/json'].schema.properties.password;
    expect(password.description).toMatch(/MD5 de la contraseña en hexadecimal/);
  });
});
