import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PAGE_SIZE } from '@lactea/contracts';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  tzBusiness: string;
  pageSize: number;
  adminUsername: string;
  adminPassword: string;
  demo: boolean;
  /** Folder of the built web app; absent in API-only tests. */
  webDir?: string;
  scrypt: ScryptParams;
  /** Failed logins: per username (blocks) and per address (slows down from `slowdownBaseMs`). */
  login: { maxFailures: number; windowMs: number; slowdownBaseMs: number };
  backup: { intervalMinutes: number; keep: number };
  logLevel: string;
  /** LOG_FORMAT: forces JSON or readable logs; unset = readable at a terminal or in demo mode. */
  logFormat?: 'json' | 'pretty';
  trustProxy: boolean;
  /** TLS_CERT / TLS_KEY (PEM files, read at startup): the server answers over HTTPS. */
  tls?: { cert: Buffer; key: Buffer };
  /**
   * SIAT invoicing's secrets, from the environment only: the delegated token (LACTEA_SIAT_TOKEN,
   * which wins over a stored one) and the key a stored token is encrypted with (LACTEA_SIAT_KEY).
   */
  siat: {
    token?: string;
    key?: Buffer;
    /** false: no invoice outbox runs in this app (a test drives its turns itself); on by default. */
    outbox?: boolean;
    /** LACTEA_SIAT_TIMEOUT_MS: how long the outbox waits for SIAT per call (15 s by default); an invoice's lease is twice it. */
    timeoutMs?: number;
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Production scrypt cost (N=2^17 needs maxmem >= 256 MiB; see auth/password.ts). */
export const STRONG_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} debe ser un entero positivo (recibido "${value}")`);
  return n;
}

function logFormat(value: string | undefined): Config['logFormat'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT debe ser json o pretty (recibido "${value}")`);
}

/** A PEM file named by an environment variable, read now: a bad path fails the start, in Spanish. */
function pemFile(name: string, file: string): Buffer {
  try {
    return fs.readFileSync(path.resolve(file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'el archivo no existe' : code === 'EACCES' ? 'sin permiso de lectura' : code === 'EISDIR' ? 'es una carpeta' : `no se pudo leer (${code ?? String(err)})`;
    throw new Error(`${name}: ${file}: ${why}`);
  }
}

/**
 * HTTPS for the shop's network (the offline till's service worker needs a secure
 * context). Both files or neither; each must hold what its name says, checked here so a wrong file
 * is a clear message at startup rather than OpenSSL's.
 */
function tlsFiles(env: NodeJS.ProcessEnv): Config['tls'] {
  const certFile = env.TLS_CERT || undefined;
  const keyFile = env.TLS_KEY || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT y TLS_KEY van juntos: indique el certificado y su clave privada (archivos PEM), o ninguno para HTTP');
  const cert = pemFile('TLS_CERT', certFile);
  const key = pemFile('TLS_KEY', keyFile);
  let certificate: crypto.X509Certificate;
  try {
    certificate = new crypto.X509Certificate(cert);
  } catch {
    throw new Error(`TLS_CERT: ${certFile} no es un certificado PEM válido`);
  }
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey(key);
  } catch {
    throw new Error(`TLS_KEY: ${keyFile} no es una clave privada PEM válida (sin contraseña)`);
  }
  if (!certificate.checkPrivateKey(privateKey)) throw new Error(`TLS_KEY: ${keyFile} no es la clave del certificado ${certFile}`);
  return { cert, key };
}

/** LACTEA_SIAT_KEY: 32 random bytes in base64 (`openssl rand -base64 32`), checked at start. */
function siatKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim()) throw new Error('LACTEA_SIAT_KEY debe ser 32 bytes en base64 (por ejemplo: openssl rand -base64 32)');
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const demo = argv.includes('--demo') || env.DEMO === '1';
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || (demo ? './data-demo' : './data')),
    databaseUrl: env.DATABASE_URL || undefined,
    tzBusiness: env.TZ_BUSINESS || 'America/La_Paz',
    pageSize: int(env.PAGE_SIZE, DEFAULT_PAGE_SIZE, 'PAGE_SIZE'),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || 'admin',
    demo,
    webDir: env.WEB_DIR || path.resolve(here, '../../web/dist'),
    scrypt: STRONG_SCRYPT,
    login: { maxFailures: 5, windowMs: 15 * 60_000, slowdownBaseMs: 500 },
    backup: { intervalMinutes: int(env.BACKUP_INTERVAL_MINUTES, 60, 'BACKUP_INTERVAL_MINUTES'), keep: int(env.BACKUP_KEEP, 24, 'BACKUP_KEEP') },
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    trustProxy: env.TRUST_PROXY === '1',
    tls: tlsFiles(env),
    siat: {
      token: env.LACTEA_SIAT_TOKEN?.trim() || undefined,
      key: siatKey(env.LACTEA_SIAT_KEY),
      ...(env.LACTEA_SIAT_TIMEOUT_MS ? { timeoutMs: int(env.LACTEA_SIAT_TIMEOUT_MS, 15_000, 'LACTEA_SIAT_TIMEOUT_MS') } : {}),
    },
  };
}
