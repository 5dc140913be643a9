import type { ScryptParams } from '../src/config.js';

/** Cheap scrypt for tests only; production uses N=2^17. */
export const TEST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };

export const ADMIN = { username: 'admin', password: 'admin123', name: 'Ana Administradora' };
export const CASHIER = { username: 'cajero', password: 'cajero123', name: 'Carlos Cajero' };
export const TEMPLATE_DB = 'lactea_template';
