import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { invoiceSettings } from '../../db/schema/index.js';
import { loggerOptions } from '../../lib/logger.js';
import { createTestApp, expectGuarded, testConfig, type TestApp } from '../../../test/helpers.js';
import { decryptToken } from './token.js';

const URL_LIST = '/api/invoice-setting/list';
const URL_UPDATE = '/api/invoice-setting/update';
const SECRET = 'eyJhbGciOiJIUzUxMiJ9.token-delegado-SIAT-de-prueba.9f8e7d';
const KEY = randomBytes(32);
type Setting = Record<string, unknown> & { version: number };

const DEFAULTS = {
  invoicing: 0, nit: '', razon_social: '', municipio: '', telefono: '', sucursal: 0, punto_venta: 0, actividad: '', codigo_sistema: '',
  modalidad: 2, ambiente: 2, siat_url: '', sin_product_default: null, token_configured: 0, token_from_environment: 0, version: 1,
};
const FILLED = {
  invoicing: 1, nit: '1020304050', razon_social: 'Lácteos La Vaca S.R.L.', municipio: 'La Paz', telefono: '2222222', sucursal: 0, punto_venta: 0,
  actividad: '463020', codigo_sistema: 'LACTEA-7A1B', modalidad: 2, ambiente: 2, siat_url: 'http://127.0.0.1:9/v2',
};

/** Every log line an app writes, into a string, to look for the token in. */
function logSink() {
  const sink = { text: '', stream: undefined as unknown as Writable };
  sink.stream = new Writable({ write: (c, _e, done) => ((sink.text += String(c)), done()) });
  return sink;
}

describe('invoice-setting/list, invoice-setting/update: no key in the environment', () => {
  let t: TestApp;
  let admin: string;
  const read = async () => (await t.call(admin, 'GET', URL_LIST)).json() as Setting;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('starts with invoicing off, every field empty, computarizada in pruebas, no token; the administrator’s alone', async () => {
    expect(await read()).toEqual(DEFAULTS);
    await expectGuarded(t, { adminOnly: [['GET', URL_LIST, undefined], ['PUT', URL_UPDATE, { ...FILLED, invoicing: 0, version: 1 }]] });
  });

  it('while off, keeps partial settings; switching on asks for every field and the token, changing nothing', async () => {
    const partial = { ...DEFAULTS, nit: '1020304050', municipio: 'La Paz' };
    const res = await t.call(admin, 'PUT', URL_UPDATE, partial);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...partial, version: 2 });
    await t.refused(admin, 'PUT', URL_UPDATE, { ...partial, version: 2, invoicing: 1 }, 400, {
      messages: ['Razón social: Es requerido para facturar', 'Actividad económica: Es requerido para facturar', 'Código de sistema: Es requerido para facturar', 'Dirección del SIAT: Es requerido para facturar'],
    });
    await t.refused(admin, 'PUT', URL_UPDATE, { ...FILLED, version: 2 }, 400, { messages: ['Token delegado: Es requerido para facturar: guárdelo aquí o indíquelo en LACTEA_SIAT_TOKEN'] });
    await t.refused(admin, 'PUT', URL_UPDATE, { ...FILLED, version: 2, modalidad: 1 }, 400, {
      messages: ['Modalidad: La electrónica en línea necesita firmar cada factura con el certificado de la empresa: por ahora, computarizada en línea'],
    });
  });

  it('refuses bad input with each field’s Spanish message and unknown keys', async () => {
    const v = (await read()).version;
    await t.refused(admin, 'PUT', URL_UPDATE, { ...FILLED, invoicing: 0, version: v, nit: '12-34', siat_url: 'ftp://siat', actividad: 'ABC', codigo_sistema: 'con espacio', sucursal: -1, ambiente: 3 }, 400, {
      messages: ['NIT: Solo dígitos, hasta 13', 'Sucursal: No debe ser negativo', 'Actividad económica: Solo dígitos, hasta 10', 'Código de sistema: No debe tener espacios', 'Ambiente: Debe ser 1 (producción) o 2 (pruebas)', 'Dirección del SIAT: Debe empezar con http:// o https://'],
    });
    await t.refused(admin, 'PUT', URL_UPDATE, { ...FILLED, invoicing: 0, version: v, clave: 'x' }, 400, { messages: ['Campo no permitido: clave'] });
  });

  it('cannot store a token without LACTEA_SIAT_KEY: it says so and stores nothing', async () => {
    const v = (await read()).version;
    await t.refused(admin, 'PUT', URL_UPDATE, { ...FILLED, invoicing: 0, version: v, token: SECRET }, 400, { messages: ['Token delegado: Para guardarlo, el servidor necesita la clave LACTEA_SIAT_KEY en su entorno'] });
  });
});

describe('the delegated token: stored encrypted, never answered, never logged', () => {
  let t: TestApp;
  let admin: string;
  const sink = logSink();
  let logged: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp({ siat: { key: KEY } });
    admin = await t.adminToken();
    // The same database through an app that logs everything, as a production process would at trace.
    logged = await buildApp({ config: testConfig({ siat: { key: KEY }, logLevel: 'trace', logFormat: 'json' }), database: t.database, logger: sink.stream });
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  it('stores it as AES-GCM ciphertext the key opens; answers only “configured”; absent keeps it, null removes it', async () => {
    const res = await logged.inject({ method: 'PUT', url: URL_UPDATE, headers: { authorization: `Bearer ${admin}` }, payload: { ...FILLED, version: 1, token: SECRET } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...FILLED, sin_product_default: null, token_configured: 1, token_from_environment: 0, version: 2 });
    const [row] = await t.db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
    expect(row.tokenCipher).not.toContain(SECRET);
    expect(decryptToken(KEY, row.tokenCipher!)).toBe(SECRET);
    expect(decryptToken(randomBytes(32), row.tokenCipher!)).toBeNull();

    const kept = await t.call(admin, 'PUT', URL_UPDATE, { ...FILLED, version: 2 });
    expect(kept.json()).toMatchObject({ token_configured: 1, version: 3 });
    const list = await t.call(admin, 'GET', URL_LIST);
    expect(list.json()).toMatchObject({ token_configured: 1 });
    // A refused edit (bad NIT) with the token in its body: refused, the token nowhere in the answer.
    const bad = await logged.inject({ method: 'PUT', url: URL_UPDATE, headers: { authorization: `Bearer ${admin}` }, payload: { ...FILLED, version: 3, nit: 'x', token: SECRET } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain(SECRET);

    const removed = await t.call(admin, 'PUT', URL_UPDATE, { ...FILLED, invoicing: 0, version: 3, token: null });
    expect(removed.json()).toMatchObject({ token_configured: 0, version: 4 });
    const [after] = await t.db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
    expect(after.tokenCipher).toBeNull();
  });

  it('no answer, audit row nor log line holds the token', async () => {
    for (const res of t.answers) expect(res.body).not.toContain(SECRET);
    const audits = await t.auditSince(0);
    expect(audits.some((a) => a.entity === 'invoice_setting')).toBe(true);
    expect(JSON.stringify(audits)).not.toContain(SECRET);
    expect(sink.text).toContain('"url":"/api/invoice-setting/update"');
    expect(sink.text).not.toContain(SECRET);
  });

  it('the logger hides a token wherever a log line carries one', async () => {
    const lines = logSink();
    const app = Fastify({ logger: loggerOptions(testConfig({ logLevel: 'info', logFormat: 'json' }), false, lines.stream) });
    app.log.info({ body: { token: SECRET }, siat: { token: SECRET } }, 'cuerpo');
    app.log.info({ token: SECRET }, 'directo');
    await app.close();
    expect(lines.text).toContain('[oculto]');
    expect(lines.text).not.toContain(SECRET);
  });
});

describe('a token from the environment (LACTEA_SIAT_TOKEN)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ siat: { token: SECRET, key: KEY } });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('counts as configured, lets invoicing on, and the screen cannot replace it', async () => {
    expect((await t.call(admin, 'GET', URL_LIST)).json()).toMatchObject({ token_configured: 1, token_from_environment: 1 });
    const on = await t.call(admin, 'PUT', URL_UPDATE, { ...FILLED, version: 1 });
    expect(on.statusCode, on.body).toBe(200);
    await t.refused(admin, 'PUT', URL_UPDATE, { ...FILLED, version: 2, token: 'otro' }, 400, { messages: ['Token delegado: El servidor lo toma de su entorno (LACTEA_SIAT_TOKEN): cámbielo allí'] });
    for (const res of t.answers) expect(res.body).not.toContain(SECRET);
  });
});
