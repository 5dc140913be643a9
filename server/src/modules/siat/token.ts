import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

/*
 * The SIAT delegated token at rest: AES-256-GCM under LACTEA_SIAT_KEY (never in the database in
 * clear, never in the repository), stored as base64(iv ‖ tag ‖ ciphertext). The environment's
 * LACTEA_SIAT_TOKEN, when set, is used instead of a stored one.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptToken(key: Buffer, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The token, or null when the key is not the one it was stored with (or the text was altered). */
export function decryptToken(key: Buffer, stored: string): string | null {
  const raw = Buffer.from(stored, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export type TokenSource = 'entorno' | 'guardado' | 'ninguno';

/** Where the token comes from: the environment first, then a stored one the key opens. */
export function tokenSource(config: Pick<Config, 'siat'>, stored: string | null): TokenSource {
  if (config.siat.token) return 'entorno';
  if (stored && config.siat.key && decryptToken(config.siat.key, stored) !== null) return 'guardado';
  return 'ninguno';
}

/** The token to call SIAT with, or null: for the SIAT client only, never for an answer or a log. */
export function siatToken(config: Pick<Config, 'siat'>, stored: string | null): string | null {
  if (config.siat.token) return config.siat.token;
  if (stored && config.siat.key) return decryptToken(config.siat.key, stored);
  return null;
}
