import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestApp } from '../test/helpers.js';

/**
 * TLS_CERT / TLS_KEY: the offline till's service worker needs a secure context, so the
 * server answers over HTTPS with the shop's certificate; a wrong file stops the start in Spanish.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-tls-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A self-signed certificate for 127.0.0.1, as docs/operations.md tells the shop to make one. */
function selfSigned(name: string): { cert: string; key: string } {
  const cert = path.join(dir, `${name}.crt`);
  const key = path.join(dir, `${name}.key`);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=lactea-test', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  return { cert, key };
}

const getHealth = (port: number, ca: Buffer) =>
  new Promise<{ status: number; body: string; encrypted: boolean }>((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port, path: '/api/health', ca }, (res) => {
        const encrypted = (res.socket as TLSSocket).encrypted === true;
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, encrypted }));
      })
      .on('error', reject);
  });

describe('HTTPS with TLS_CERT / TLS_KEY', () => {
  it('answers /api/health over https with the configured certificate (verified against it)', async () => {
    const files = selfSigned('shop');
    const { tls } = loadConfig({ TLS_CERT: files.cert, TLS_KEY: files.key }, []);
    expect(tls).toBeDefined();
    const t = await createTestApp({ tls });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const res = await getHealth(port, fs.readFileSync(files.cert));
      expect(res.status).toBe(200);
      expect(res.encrypted).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a missing, unreadable, mismatched or half configuration, in Spanish', () => {
    const a = selfSigned('a');
    const b = selfSigned('b');
    const load = (env: Record<string, string>) => () => loadConfig(env, []);
    expect(load({ TLS_CERT: a.cert })).toThrow('TLS_CERT y TLS_KEY van juntos: indique el certificado y su clave privada (archivos PEM), o ninguno para HTTP');
    expect(load({ TLS_CERT: path.join(dir, 'no.crt'), TLS_KEY: a.key })).toThrow(`TLS_CERT: ${path.join(dir, 'no.crt')}: el archivo no existe`);
    expect(load({ TLS_CERT: dir, TLS_KEY: a.key })).toThrow(`TLS_CERT: ${dir}: es una carpeta`);
    expect(load({ TLS_CERT: a.key, TLS_KEY: a.key })).toThrow(`TLS_CERT: ${a.key} no es un certificado PEM válido`);
    expect(load({ TLS_CERT: a.cert, TLS_KEY: a.cert })).toThrow(`TLS_KEY: ${a.cert} no es una clave privada PEM válida (sin contraseña)`);
    expect(load({ TLS_CERT: a.cert, TLS_KEY: b.key })).toThrow(`TLS_KEY: ${b.key} no es la clave del certificado ${a.cert}`);
    expect(loadConfig({}, []).tls).toBeUndefined();
  });
});
